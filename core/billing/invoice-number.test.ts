import { describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';

describe('financial year and invoice numbers', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '26-27'],
    ['2027-03-31T18:30:00Z', '27-28'], // 1 April, 00:00 IST
    ['2027-03-31T18:29:00Z', '26-27'], // 31 March, 23:59 IST
    ['2027-04-01T00:00:00Z', '27-28'],
    ['2030-01-15T00:00:00Z', '29-30'],
  ])('%s falls in FY %s', (iso, label) => {
    expect(financialYearOf(new Date(iso)).label).toBe(label);
  });

  it('fits the 16-character limit of CGST Rule 46(b)', () => {
    expect(formatInvoiceNumber('26-27', 999999)).toBe('USG/26-27/999999');
    expect(formatInvoiceNumber('26-27', 1)).toHaveLength(16);
  });
});
