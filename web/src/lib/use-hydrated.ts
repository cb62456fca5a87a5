import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the build's prerender and during hydration, true once React owns the page (and at
 * once in a client-only render). Public pages arrive as prerendered HTML, so their forms are
 * visible before their handlers exist; a submit then would be the browser's own GET, putting
 * what was typed (a password, say) into the URL. Submit buttons stay disabled until this is
 * true, which also blocks submitting with Enter.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
