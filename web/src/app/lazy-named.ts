import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for modules with named exports (the project has no default exports):
 * `lazyNamed(() => import('./x.tsx').then((m) => m.X))`.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
