import { type ComponentType, lazy } from 'react';
import { isReloadingForNewBuild, reloadForNewBuild } from '../lib/chunk-reload.ts';

/** Resolves never: the page is reloading, and the screen's fallback stays until it goes. */
const untilReloaded = () => new Promise<never>(() => {});

/**
 * React.lazy for modules with named exports (the project has no default exports):
 * `lazyNamed(() => import('./x.tsx').then((m) => m.X))`. A chunk that fails to load (an old
 * build's, after a deploy) reloads the page once into the new build; when vite's
 * preloadError handler (main.tsx) has already started that reload, its import resolves to
 * nothing, and the screen waits for the reload rather than showing an error.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    let component: ComponentType<P> | undefined;
    try {
      component = await load();
    } catch (error) {
      if (reloadForNewBuild()) return untilReloaded();
      throw error;
    }
    if (!component && isReloadingForNewBuild()) return untilReloaded();
    return { default: component };
  });
}
