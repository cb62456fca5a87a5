import { describe, expect, it } from 'vitest';
import { canPrint, pageNumbers, reportTypeLabel, showingLine, signedCount, statusTone } from './report-display.ts';

describe('report list display', () => {
  it('shows at most five page numbers around the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it("says 'Showing a to b of n reports'", () => {
    expect(showingLine(1, 20, 20, 45)).toBe('Showing 1 to 20 of 45 reports');
    expect(showingLine(3, 20, 5, 45)).toBe('Showing 41 to 45 of 45 reports');
    expect(showingLine(1, 20, 0, 0)).toBe('Showing 0 to 0 of 0 reports');
  });

  it('prints only finalized or signed reports and labels statuses and types', () => {
    expect(canPrint('finalized')).toBe(true);
    expect(canPrint('signed')).toBe(true);
    expect(canPrint('draft')).toBe(false);
    expect(canPrint('reviewed')).toBe(false);
    expect(statusTone('whatever')).toBe('slate');
    expect(reportTypeLabel('abdominal')).toBe('Abdominal Ultrasound');
    expect(reportTypeLabel('legacy')).toBe('legacy');
  });

  it('counts every finalized report as signed (by its doctor, when finalized), drafts not', () => {
    expect(signedCount([{ status: 'finalized' }, { status: 'draft' }, { status: 'finalized' }])).toBe(2);
    expect(signedCount([])).toBe(0);
  });
});
