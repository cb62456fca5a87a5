import { describe, expect, it } from 'vitest';
import { digitsFor, isPaperPath } from './clinic-digits.ts';

describe('the digits a page shows (issue 34)', () => {
  it('are Devanagari only on a Hindi screen of a clinic that chose them', () => {
    expect(digitsFor('/dashboard', 'hi-IN', 'devanagari')).toBe('devanagari');
    expect(digitsFor('/payments', 'hi-IN', 'devanagari')).toBe('devanagari');
    expect(digitsFor('/dashboard', 'en', 'devanagari')).toBe('latin');
    expect(digitsFor('/dashboard', 'hi-IN', 'latin')).toBe('latin');
  });

  it.each([
    '/pcpndt/F-000042/print',
    '/pcpndt/F-000042/form-g',
    '/pcpndt/register/2026-11',
    '/payments/PAY-1/receipt',
    '/bills/B-1/print',
    '/reports/R-1/print',
    '/billing/invoices/INV-1',
  ])('are Latin on the printed paper %s', (path) => {
    expect(isPaperPath(path)).toBe(true);
    expect(digitsFor(path, 'hi-IN', 'devanagari')).toBe('latin');
  });

  it.each(['/pcpndt', '/payments', '/reports/R-1', '/billing', '/patients/P-1'])('follow the screen on %s', (path) => {
    expect(isPaperPath(path)).toBe(false);
  });
});
