/**
 * One billing month later, keeping the day of month where it exists and clamping where it does
 * not (31 Jan → 28/29 Feb), so a renewal never skips into the month after.
 */
export function addOneMonth(date: Date): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The same moment one calendar month earlier, clamped like addOneMonth (31 Mar → 28/29 Feb). */
export function subtractOneMonth(date: Date): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** A paid month starts now, or at the end of the current paid period if that is later. */
export function nextPaidPeriod(
  current: { status: string; endDate: Date | null },
  now: Date,
): { start: Date; end: Date } {
  const stillPaid = current.status === 'active' && current.endDate && current.endDate.getTime() > now.getTime();
  const start = stillPaid && current.endDate ? current.endDate : now;
  return { start, end: addOneMonth(start) };
}
