import { valueMessage } from '../i18n/value-message.ts';

/** Naegele by the modern convention (ACOG CO 700): EDD is 280 days after the LMP. */
export const PREGNANCY_DAYS = 280;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_PREGNANCY_WEEKS = 42;

const toUtcDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface LmpDating {
  expectedDeliveryDate: string;
  /** Present only while the elapsed time is 0-42 weeks (spec §5 LMP rule). */
  weeks: number | null;
  days: number | null;
}

/**
 * From an LMP (YYYY-MM-DD) and the scan's date (YYYY-MM-DD): EDD = LMP + 280 days, and the weeks
 * and days elapsed on the scan's date when they fall between 0 and 42 weeks. The date is always
 * passed in, never "today": a report finished the next day or entered after the scan is dated
 * for the day the fetus was scanned (issue 30). Pure calendar-day arithmetic, so no time zone or
 * daylight-saving shift can move a date.
 */
export function dateFromLmp(lmp: string, scanDate: string): LmpDating | null {
  if (!ISO_DAY.test(lmp) || !ISO_DAY.test(scanDate)) return null;
  const start = toUtcDay(lmp);
  if (Number.isNaN(start) || isoDay(start) !== lmp) return null;
  const elapsedDays = Math.round((toUtcDay(scanDate) - start) / DAY_MS);
  const expectedDeliveryDate = isoDay(start + PREGNANCY_DAYS * DAY_MS);
  const weeks = Math.floor(elapsedDays / 7);
  if (elapsedDays < 0 || weeks > MAX_PREGNANCY_WEEKS) return { expectedDeliveryDate, weeks: null, days: null };
  return { expectedDeliveryDate, weeks, days: elapsedDays % 7 };
}

/**
 * The day a report's LMP dating is for: the scan date the report records (an advanced
 * template's exam date), else the day the report was first saved (a draft finished later keeps
 * its scan's day), else the clinic's today for a report being written now.
 */
export function lmpDatingDay(recordedScanDate: unknown, reportCreatedDay: string | null, today: string): string {
  if (typeof recordedScanDate === 'string' && ISO_DAY.test(recordedScanDate)) return recordedScanDate;
  return reportCreatedDay ?? today;
}

/**
 * A gestation's weeks and days in English, singular only for exactly one. Each form is a
 * template of its own, so a screen translates the finished text (core/i18n/value-message.ts).
 */
export const GESTATION_MESSAGES = {
  weeksDays: valueMessage('{weeks} weeks {days} days', (weeks: number, days: number) => ({ weeks, days })),
  weeksDay: valueMessage('{weeks} weeks {days} day', (weeks: number, days: number) => ({ weeks, days })),
  weekDays: valueMessage('{weeks} week {days} days', (weeks: number, days: number) => ({ weeks, days })),
  weekDay: valueMessage('{weeks} week {days} day', (weeks: number, days: number) => ({ weeks, days })),
  day: valueMessage('{count} day', (count: number) => ({ count })),
  days: valueMessage('{count} days', (count: number) => ({ count })),
} as const;

/** "29 weeks 1 day", "12 weeks 0 days": singular only for exactly one. */
export function formatWeeksDays(weeks: number, days: number): string {
  const M = GESTATION_MESSAGES;
  const message = weeks === 1 ? (days === 1 ? M.weekDay : M.weekDays) : days === 1 ? M.weeksDay : M.weeksDays;
  return message(weeks, days);
}

/** "1 day", "0 days", "5 days". */
export function formatDayCount(days: number): string {
  return (days === 1 ? GESTATION_MESSAGES.day : GESTATION_MESSAGES.days)(days);
}
