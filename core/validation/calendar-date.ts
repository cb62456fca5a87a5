import { z } from 'zod';

export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date (YYYY-MM-DD)',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A bound: a fixed 'YYYY-MM-DD', or one computed when the value is checked ("today"). */
export type DateBound = string | (() => string);

/**
 * The latest calendar day that is already "today" somewhere (UTC+14). A clinic's today is never
 * later, so "not in the future" holds in every time zone without knowing the clinic's.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** latestToday() moved by whole days (negative for the past). */
export function daysFromToday(days: number): () => string {
  return () => new Date(Date.parse(latestToday()) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for 'YYYY-MM-DD' naming a day that exists (no 2025-02-30, no year 0000). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const resolve = (bound: DateBound) => (typeof bound === 'function' ? bound() : bound);

/** True when value is a real day within [min, max] (ISO days compare as text). */
export function isDayInRange(value: string, range: { min: DateBound; max: DateBound }): boolean {
  return isCalendarDay(value) && value >= resolve(range.min) && value <= resolve(range.max);
}

/**
 * The one calendar-date schema: 'YYYY-MM-DD', a day that exists, within the field's sensible
 * range. Text around it (trim) is tolerated; anything else gets the field's message.
 */
export const calendarDate = (range: { min: DateBound; max: DateBound }, message: string = DATE_MESSAGES.invalid) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isDayInRange(v, range), message);

/**
 * An ISO date-time with offset (a study's scheduled time) whose calendar day is real and in range.
 * The day is read as written, before any offset shift; the range is in days, so that is enough.
 */
const IsoDateTime = z.iso.datetime({ offset: true });
export const boundedDateTime = (range: { min: DateBound; max: DateBound }, message: string) =>
  z
    .string({ error: message })
    .refine((v) => IsoDateTime.safeParse(v).success && isDayInRange(v.slice(0, 10), range), message);

/** Ranges shared by the schemas. Records reach back to 2000; people were born after 1900. */
export const DATE_RANGES = {
  birth: { min: '1900-01-01', max: latestToday },
  /** Things that already happened in the clinic: payments, LMP, declarations, procedures. */
  past: { min: '2000-01-01', max: latestToday },
  /** Expected delivery and appointments: up to two years ahead. */
  nearFuture: { min: '2000-01-01', max: daysFromToday(2 * 366) },
  /** Report and list filters. */
  query: { min: '2000-01-01', max: daysFromToday(2 * 366) },
} as const;
