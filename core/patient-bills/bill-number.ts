/**
 * The Indian financial year (April–March) of a clinic day "2026-11-27", as "2026-27". Read from
 * the day's own digits: a time-zone formatter per bill cost milliseconds of CPU under load.
 */
export function financialYearLabel(day: string): string {
  const year = Number(day.slice(0, 4));
  const startYear = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** B/2026-27/000123: a centre's bills run in one series per financial year (decision 013). */
export function formatBillNumber(prefix: 'B' | 'CN', year: string, serial: number): string {
  return `${prefix}/${year}/${String(serial).padStart(6, '0')}`;
}

/** Where a series lives in clinic_counters: one row per centre, kind and financial year. */
export function billCounterName(prefix: 'B' | 'CN', year: string): string {
  return `${prefix === 'B' ? 'bill' : 'credit-note'}:${year}`;
}
