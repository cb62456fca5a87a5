import { currentDisplayDigits, inDigits } from './digits.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** How a clinic reads the clock (issue 34): 12 h with am/pm (the default) or 24 h. */
export const CLOCKS = ['12h', '24h'] as const;
export type Clock = (typeof CLOCKS)[number];

/**
 * The clock a time is shown on when the caller names none. The browser sets its clinic's choice
 * once the clinic has loaded (web/src/lib/clinic-clock.ts), so every screen follows it without
 * each call passing it; the server never sets it, and a document passes its clinic's clock.
 */
let displayClock: Clock = '12h';

export function setDisplayClock(clock: Clock): void {
  displayClock = clock;
}

export function currentDisplayClock(): Clock {
  return displayClock;
}

// Every formatter below writes its digits as the screen shows them (core/format/digits.ts) unless
// the caller names the digits: Latin everywhere but a Hindi screen of a clinic that chose Devanagari.

/** dd/mm/yyyy in the clinic's time zone. */
export function formatDate(
  value: Date | string,
  timeZone = DEFAULT_TIME_ZONE,
  digits = currentDisplayDigits(),
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    date,
  );
  return inDigits(text, digits);
}

/** dd/mm/yyyy, hh:mm am/pm (or HH:mm on a 24 h clock) in the clinic's time zone. */
export function formatDateTime(
  value: Date | string,
  timeZone = DEFAULT_TIME_ZONE,
  clock = displayClock,
  digits = currentDisplayDigits(),
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(clock),
    timeZone,
  }).format(date);
  return inDigits(text, digits);
}

/** hh:mm am/pm, or HH:mm on a 24 h clock, in the clinic's time zone. */
export function formatTime(
  value: Date | string,
  timeZone = DEFAULT_TIME_ZONE,
  clock = displayClock,
  digits = currentDisplayDigits(),
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(clock),
    timeZone,
  }).format(date);
  return inDigits(text, digits);
}

/** h23, not hour12: false, so midnight reads 00:30 and never 24:30. */
function clockOptions(clock: Clock): Intl.DateTimeFormatOptions {
  return clock === '24h' ? { hourCycle: 'h23' } : { hour12: true };
}

/**
 * dd/mm/yyyy of a calendar date ('2026-11-22'). Split as text: through a Date it would be read as
 * UTC midnight and could shift a day in a browser west of Greenwich. Other text is returned as is.
 */
export function formatIsoDay(day: string, digits = currentDisplayDigits()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? inDigits(`${match[3]}/${match[2]}/${match[1]}`, digits) : day;
}

/** yyyy-mm-dd of a moment in the clinic's calendar (en-CA formats that way). */
export function clinicDayOf(moment: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    moment,
  );
}
