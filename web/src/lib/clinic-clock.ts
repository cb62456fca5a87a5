import { useSyncExternalStore } from 'react';
import { type Clock, currentDisplayClock, setDisplayClock } from '../../../core/format/dates.ts';

/**
 * The clinic's clock on every screen (issue 34): core's time formatters read the display clock,
 * which is set once the clinic is known (use-clinic-clock.ts, in the signed-in shell); the app
 * remounts its screens when it changes (as for a language), so every time already shown is drawn
 * again on the clinic's clock. Kept apart from the clinic record: the public pages load this file
 * and must not load the API schemas.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function changeClock(clock: Clock): void {
  if (clock === currentDisplayClock()) return;
  setDisplayClock(clock);
  for (const listener of listeners) listener();
}

export function useDisplayClock(): Clock {
  return useSyncExternalStore(subscribe, currentDisplayClock, currentDisplayClock);
}
