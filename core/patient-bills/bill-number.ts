import { financialYearOf } from '../billing/invoice-number.ts';

/** The Indian financial year (April–March) of a clinic day "2026-11-27", as "2026-27". */
export function financialYearLabel(day: string): string {
  const { startYear } = financialYearOf(new Date(`${day}T12:00:00Z`), 'UTC');
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
