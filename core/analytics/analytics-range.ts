/**
 * Calendar arithmetic of the analytics page on plain 'yyyy-mm-dd' days, shared by the server
 * (which validates the range and lays out the buckets) and the browser (presets, labels). Days
 * are the clinic's own calendar days; no time zone enters here, so nothing shifts a day in a
 * browser west of Greenwich.
 */
export const ANALYTICS_GRAINS = ['day', 'week', 'month'] as const;
export type AnalyticsGrain = (typeof ANALYTICS_GRAINS)[number];

/** Three years, a leap day included: the longest range the page asks for at once. */
export const MAX_RANGE_DAYS = 3 * 365 + 1;

const DAY_MS = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

/** The period of the same length that ends the day before `from`, for ▲/▼ comparisons. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The first day of the bucket holding `day`: itself, its ISO week's Monday, or the 1st. */
export function bucketOf(day: string, grain: AnalyticsGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket that overlaps the range, in order (the first and last may be partial). */
export function bucketsOf(from: string, to: string, grain: AnalyticsGrain): string[] {
  const buckets: string[] = [];
  let bucket = bucketOf(from, grain);
  while (bucket <= to) {
    buckets.push(bucket);
    bucket = grain === 'month' ? addMonths(bucket, 1) : addDays(bucket, grain === 'week' ? 7 : 1);
  }
  return buckets;
}

export type RangeProblem = { field: 'from' | 'to'; message: string };

export const ANALYTICS_MESSAGES = {
  fromAfterTo: 'Start date must be on or before the end date',
  tooLong: 'Choose a range of at most 3 years',
  plan: 'The analytics dashboard is part of the Professional and Enterprise plans. Upgrade to see your centre at a glance.',
} as const;

/** Why a range cannot be shown, or null. Both ends must already be real calendar days. */
export function checkRange(from: string, to: string): RangeProblem | null {
  if (from > to) return { field: 'from', message: ANALYTICS_MESSAGES.fromAfterTo };
  if (daysInRange(from, to) > MAX_RANGE_DAYS) return { field: 'to', message: ANALYTICS_MESSAGES.tooLong };
  return null;
}

export const ANALYTICS_PRESETS = [
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'this-month',
  'last-month',
  'last-12-months',
] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const PRESET_LABELS: Record<AnalyticsPreset, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-12-months': 'Last 12 months',
};

/** The range a preset stands for on the clinic's `today`, with the grain that reads best. */
export function presetRange(
  preset: AnalyticsPreset,
  today: string,
): { from: string; to: string; granularity: AnalyticsGrain } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'last-7-days':
      return { from: addDays(today, -6), to: today, granularity: 'day' };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today, granularity: 'day' };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today, granularity: 'week' };
    case 'this-month':
      return { from: firstOfMonth, to: today, granularity: 'day' };
    case 'last-month':
      return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1), granularity: 'day' };
    case 'last-12-months':
      return { from: addDays(addMonths(today, -12), 1), to: today, granularity: 'month' };
  }
}
