import { useEffect } from 'react';
import { changeClock } from './clinic-clock.ts';
import { useClinicRecord } from './use-clinic.ts';

/** In the signed-in shell: the screens follow the clinic's clock (a saved change in Settings too). */
export function useClinicClock(): void {
  const clock = useClinicRecord().data?.clock;
  useEffect(() => {
    if (clock) changeClock(clock);
  }, [clock]);
}
