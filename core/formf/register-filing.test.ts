import { describe, expect, it } from 'vitest';
import { cleanEvidenceFileName } from './referral-evidence.ts';
import {
  dueRegisterReminder,
  filingDateProblem,
  lastMonthFiling,
  FILING_MESSAGES as M,
  pendingFiling,
  previousMonth,
} from './register-filing.ts';

describe('pendingFiling (Rule 9(8): by the 5th of the next month)', () => {
  it.each([
    ['2026-12-01', '2026-01', [], { month: '2026-11', dueDate: '2026-12-05', overdue: false }],
    ['2026-12-05', '2026-01', [], { month: '2026-11', dueDate: '2026-12-05', overdue: false }],
    ['2026-12-06', '2026-01', [], { month: '2026-11', dueDate: '2026-12-05', overdue: true }],
    ['2027-01-01', '2026-01', [], { month: '2026-12', dueDate: '2027-01-05', overdue: false }],
    ['2026-12-20', '2026-01', ['2026-11'], { month: null, dueDate: null, overdue: false }],
    ['2026-11-23', '2026-11', [], { month: null, dueDate: null, overdue: false }],
  ] as const)('on %s (joined %s, filed %j)', (today, joined, filed, expected) => {
    expect(pendingFiling(today, joined, new Set(filed))).toEqual(expected);
  });

  it('the centres table: nothing due for a month before the centre existed (issue 28)', () => {
    expect(lastMonthFiling('2026-11-27', '2026-11', false)).toBeNull();
    expect(lastMonthFiling('2026-12-01', '2026-11', false)).toBe(false);
    expect(lastMonthFiling('2026-12-03', '2026-11', true)).toBe(true);
  });

  it('previous month across the year', () => {
    expect(previousMonth('2027-01-15')).toBe('2026-12');
    expect(previousMonth('2026-03-01')).toBe('2026-02');
  });

  it('a filing date lies after the month and not in the future', () => {
    expect(filingDateProblem('2026-11', '2026-11-30', '2026-12-03')).toBe(M.filedOnBeforeMonth);
    expect(filingDateProblem('2026-11', '2026-12-04', '2026-12-03')).toBe(M.filedOnFuture);
    expect(filingDateProblem('2026-11', '2026-12-01', '2026-12-03')).toBeNull();
    expect(filingDateProblem('2026-12', '2027-01-02', '2027-01-02')).toBeNull();
  });
});

describe('cleanEvidenceFileName', () => {
  it.each([
    ['slip.PNG', 'png', 'slip.png'],
    ['C:\\Users\\asha\\Desktop\\Referral (Dr Gupta).jpeg', 'jpg', 'Referral (Dr Gupta).jpg'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['a"b;c<script>.pdf', 'pdf', 'abcscript.pdf'],
    ['पर्ची.jpg', 'jpg', 'Referral slip.jpg'],
    [undefined, 'png', 'Referral slip.png'],
  ])('%s → %s', (raw, extension, expected) => {
    expect(cleanEvidenceFileName(raw, extension, 'Referral slip')).toBe(expected);
  });
});

describe('dueRegisterReminder', () => {
  it.each([
    ['2026-03-01', { kind: 'register_first', month: '2026-02' }],
    ['2026-03-03', { kind: 'register_first', month: '2026-02' }],
    ['2026-03-04', { kind: 'register_second', month: '2026-02' }],
    ['2026-03-05', { kind: 'register_second', month: '2026-02' }],
    ['2026-03-06', null],
    ['2026-03-31', null],
    ['2026-01-01', { kind: 'register_first', month: '2025-12' }],
  ])('%s', (today, expected) => {
    expect(dueRegisterReminder(today)).toEqual(expected);
  });
});
