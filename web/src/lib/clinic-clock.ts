import { useEffect, useSyncExternalStore } from 'react';
import { type Clock, currentDisplayClock, setDisplayClock } from '../../../core/format/dates.ts';
import { useClinicRecord } from './use-clinic.ts';

/**
 * The clinic's clock on every screen (issue 34): core's time formatters read the display clock,
 * which is set here once the clinic is known; the app remounts its screens when it changes (as
 * for a language), so every time already shown is drawn again on the clinic's clock.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changeClock(clock: Clock): void {
  if (clock === currentDisplayClock()) return;
  setDisplayClock(clock);
  for (const listener of listeners) listener();
}

export function useDisplayClock(): Clock {
  return useSyncExternalStore(subscribe, currentDisplayClock, currentDisplayClock);
}

/** In the signed-in shell: follows the clinic record (a saved change in Settings too). */
export function useClinicClock(): void {
  const clock = useClinicRecord().data?.clock;
  useEffect(() => {
    if (clock) changeClock(clock);
  }, [clock]);
}
