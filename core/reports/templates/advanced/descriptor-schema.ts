import { z } from 'zod';

/** The keys of a points table as a zod enum's values (the descriptors a calculator accepts). */
export function keysOf<T extends Record<string, unknown>>(table: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
}

/** A measurement typed as a number or numeric text, within the range its calculator covers. */
export const numberIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).refine((v) => Number.isFinite(v) && v >= min && v <= max, message);

export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Gestational age at the scan as typed weeks (from minWeeks to 42) and days (0-6). */
export const gestationalAgeFields = (minWeeks: number) => ({
  gaWeeks: wholeNumberIn(minWeeks, 42, `Gestational age (weeks) must be between ${minWeeks} and 42`),
  gaDays: wholeNumberIn(0, 6, 'Days must be 0 to 6'),
});
