import { describe, expect, it } from 'vitest';
import { registerCounts, registerCountsText } from '../../../../../core/formf/formf-register.ts';
import { countsWords, dueState, screenMonthLabel } from './register-model.ts';

// Issue 34: the register screen words its banner itself so Hindi can be said; in English it must
// read exactly as core's wording (which the print and the PDF keep) did before.
describe('the register banner in English', () => {
  const row = (isCompliant: boolean, voidReason: string | null = null) => ({ isCompliant, voidReason });
  it.each([
    [[]],
    [[row(true)]],
    [[row(false)]],
    [[row(true), row(true)]],
    [[row(false), row(true)]],
    [[row(false), row(false)]],
    [[row(true), row(true), row(false, 'Cancelled')]],
    [[row(false), row(true), row(false, 'No-show')]],
    [[row(false, 'Cancelled')]],
    [[row(false), row(false, 'Cancelled'), row(false, 'No-show')]],
  ])('%o reads as core says it', (rows) => {
    const counts = registerCounts(rows);
    expect(countsWords(counts)).toBe(registerCountsText(counts));
  });

  it('names the month and the due date as before', () => {
    expect(screenMonthLabel('2026-11')).toBe('November 2026');
    const register = { dueDate: '2026-12-05' };
    const at = (day: string) => dueState(register, new Date(`${day}T06:00:00Z`), 'Asia/Kolkata');
    expect(at('2026-12-01')).toEqual({ tone: 'blue', text: 'Report due to the Appropriate Authority by 05/12/2026' });
    expect(at('2026-12-05')).toEqual({ tone: 'amber', text: 'Report due today (05/12/2026)' });
    expect(at('2026-12-06')).toEqual({ tone: 'slate', text: 'Report was due by 05/12/2026' });
  });
});
