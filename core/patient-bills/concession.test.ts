import { describe, expect, it } from 'vitest';
import { financialYearLabel, formatBillNumber } from './bill-number.ts';
import { concessionNeedsApproval, concessionPaise } from './concession.ts';

describe('concessions', () => {
  it('a percent is rounded half up to the paisa in integers', () => {
    expect(concessionPaise(150_000, { percent: 10 })).toBe(15_000);
    expect(concessionPaise(33_333, { percent: 12.5 })).toBe(4_167);
    expect(concessionPaise(100, { percent: 0.5 })).toBe(1);
    expect(concessionPaise(150_000, { amountPaise: 20_000 })).toBe(20_000);
    expect(concessionPaise(150_000, null)).toBe(0);
  });

  it('needs an administrator only above the limit', () => {
    expect(concessionNeedsApproval(100_000, 10_000, 10)).toBe(false);
    expect(concessionNeedsApproval(100_000, 10_001, 10)).toBe(true);
    expect(concessionNeedsApproval(33_300, 3_330, 10)).toBe(false);
    expect(concessionNeedsApproval(100_000, 1, 0)).toBe(true);
  });
});

describe('bill numbers', () => {
  it('run per Indian financial year, April to March', () => {
    expect(financialYearLabel('2026-04-01')).toBe('2026-27');
    expect(financialYearLabel('2027-03-31')).toBe('2026-27');
    expect(financialYearLabel('2099-12-31')).toBe('2099-00');
    expect(formatBillNumber('B', '2026-27', 123)).toBe('B/2026-27/000123');
    expect(formatBillNumber('CN', '2026-27', 1_234_567)).toBe('CN/2026-27/1234567');
  });
});
