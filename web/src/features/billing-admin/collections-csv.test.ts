import { describe, expect, it } from 'vitest';
import { collectionsCsv, csvCell } from './collections-csv.ts';

describe('the collections CSV', () => {
  it('quotes commas and quotes, defuses formulas, keeps amounts as numbers', () => {
    expect(csvCell('Dr. Rao, MD')).toBe('"Dr. Rao, MD"');
    expect(csvCell('He said "no"')).toBe('"He said ""no"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-100.00')).toBe('-100.00');
    expect(csvCell(3)).toBe('3');
  });

  it('has a block per section with the figures exact', () => {
    const csv = collectionsCsv({
      from: '2026-11-01',
      to: '2026-11-27',
      byMode: [{ mode: 'cash', received: '1500.00', refunded: '100.00', net: '1400.00' }],
      byUser: [{ user: 'Asha Rao', received: '1500.00' }],
      byCounter: [],
      concessionsTotal: { count: 0, amount: '0.00' },
      refundsTotal: { count: 1, amount: '100.00', refund: '100.00' },
      concessions: [],
      refunds: [
        {
          noteNumber: 'CN/2026-27/000001',
          billNumber: 'B/2026-27/000001',
          date: '2026-11-27',
          amount: '100.00',
          refund: '100.00',
          reason: 'Not done',
        },
      ],
      revenueByStudyType: [{ item: 'Anomaly scan', quantity: 1, amount: '1500.00' }],
      revenueByReferrer: [],
      duesAgeing: { d0to30: '0.00', d31to60: '0.00', d61to90: '0.00', over90: '250.00' },
    });
    expect(csv).toContain('cash,1500.00,100.00,1400.00\r\n');
    expect(csv).toContain('CN/2026-27/000001,B/2026-27/000001,2026-11-27,100.00,100.00,Not done');
    expect(csv).toContain('0.00,0.00,0.00,250.00');
  });
});
