/**
 * Calendar dates as typed and read in India: dd/mm/yyyy, whatever language the browser is set to
 * (issue 28: a browser in US English showed mm/dd/yyyy in <input type="date">). The form keeps the
 * ISO yyyy-mm-dd of a native date input; these convert between the two and walk the calendar.
 * Pure arithmetic on year, month and day, never through a Date in a time zone.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Year, month and day of an ISO date, or null for anything else (an impossible date too). */
export function splitIso(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** dd/mm/yyyy of an ISO date; '' for an empty or malformed one. */
export function displayDay(iso: string): string {
  const parts = splitIso(iso);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

/**
 * The ISO date of what was typed, day first: 14/03/2026, 14-3-2026, 14.03.2026, 14 03 2026 or
 * 14032026. A four-digit year is needed (a two-digit one is ambiguous for a date of birth). An
 * ISO date (2026-03-14, year first, so unambiguous) is taken as pasted. null while incomplete or
 * impossible (31/02/2026), as a native date input holds no value then.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const isoTyped = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (isoTyped) {
    const iso = isoOf(Number(isoTyped[1]), Number(isoTyped[2]), Number(isoTyped[3]));
    return splitIso(iso) ? iso : null;
  }
  const digitsOnly = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const separated = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(trimmed);
  const match = digitsOnly ?? separated;
  if (!match) return null;
  const iso = isoOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return splitIso(iso) ? iso : null;
}

/** The ISO date `days` later (or earlier, negative), across months and years. */
export function addDays(iso: string, days: number): string {
  const parts = splitIso(iso);
  if (!parts) return iso;
  // UTC noon arithmetic is exact for whole days and free of any zone's daylight saving.
  const moment = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12) + days * 86_400_000);
  return isoOf(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate());
}

/** The same day `months` later, held to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const parts = splitIso(iso);
  if (!parts) return iso;
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoOf(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/** 0 = Monday ... 6 = Sunday: Indian calendars start the week on Monday. */
export function weekdayIndex(iso: string): number {
  const parts = splitIso(iso);
  if (!parts) return 0;
  return (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7;
}

/** The weeks (Monday to Sunday) of a month: each cell an ISO date, or null outside the month. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = isoOf(year, month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(isoOf(year, month, day));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Whether an ISO date is inside the optional bounds (ISO text compares as dates do). */
export function withinBounds(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}
