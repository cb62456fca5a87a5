/** Naegele by the modern convention (ACOG CO 700): EDD is 280 days after the LMP. */
export const PREGNANCY_DAYS = 280;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_PREGNANCY_WEEKS = 42;

const toUtcDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface LmpDating {
  expectedDeliveryDate: string;
  /** Present only while the elapsed time is 0-42 weeks (spec §5 LMP rule). */
  weeks: number | null;
  days: number | null;
}

/**
 * From an LMP (YYYY-MM-DD) and today's date in the clinic (YYYY-MM-DD): EDD = LMP + 280 days, and
 * the elapsed weeks and days when they fall between 0 and 42 weeks. Pure calendar-day arithmetic,
 * so no time zone or daylight-saving shift can move a date.
 */
export function dateFromLmp(lmp: string, today: string): LmpDating | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lmp) || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return null;
  const start = toUtcDay(lmp);
  if (Number.isNaN(start) || isoDay(start) !== lmp) return null;
  const elapsedDays = Math.round((toUtcDay(today) - start) / DAY_MS);
  const expectedDeliveryDate = isoDay(start + PREGNANCY_DAYS * DAY_MS);
  const weeks = Math.floor(elapsedDays / 7);
  if (elapsedDays < 0 || weeks > MAX_PREGNANCY_WEEKS) return { expectedDeliveryDate, weeks: null, days: null };
  return { expectedDeliveryDate, weeks, days: elapsedDays % 7 };
}

export function formatWeeksDays(weeks: number, days: number): string {
  return `${weeks} weeks ${days} day${days === 1 ? '' : 's'}`;
}
