/** The first day of the month after the one `day` (YYYY-MM-DD) is in. */
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The whole months inside a date filter, as month starts [from, until) (null: open on that side),
 * or null when the range holds no whole month. Those are summed from the month counts and only
 * the days at the edges from the daily counts.
 */
export function wholeMonthsWithin(from?: string, to?: string): { from: string | null; until: string | null } | null {
  const first = from ? (from.endsWith('-01') ? from : nextMonthStart(from)) : null;
  const until = to ? (nextDay(to).endsWith('-01') ? nextDay(to) : `${to.slice(0, 8)}01`) : null;
  if (first && until && first >= until) return null;
  return { from: first, until };
}
