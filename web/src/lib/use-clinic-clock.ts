import { useEffect } from 'react';
import { changeClock } from './clinic-clock.ts';
import { changeDigits } from './clinic-digits.ts';
import { useClinicRecord } from './use-clinic.ts';

/**
 * In the signed-in shell: the screens follow the clinic's clock and digits (a saved change in
 * Settings too).
 */
export function useClinicClock(): void {
  const clinic = useClinicRecord().data;
  const clock = clinic?.clock;
  const digits = clinic?.digits;
  useEffect(() => {
    if (clock) changeClock(clock);
  }, [clock]);
  useEffect(() => {
    if (digits) changeDigits(digits);
  }, [digits]);
}
