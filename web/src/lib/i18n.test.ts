import { describe, expect, it } from 'vitest';
import { currentLocale, translate } from './i18n.ts';

describe('translate (issue 34)', () => {
  it('reads the English source when no catalog is loaded, filling placeholders', () => {
    expect(currentLocale()).toBe('en');
    expect(translate('Record Payment')).toBe('Record Payment');
    expect(translate('Reg. No: {number}', { number: 'MH/123' })).toBe('Reg. No: MH/123');
  });

  it('leaves a placeholder it was not given, so a missing value shows rather than vanishes', () => {
    expect(translate('Reg. No: {number}', {})).toBe('Reg. No: {number}');
  });
});
