import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayDigits } from '../../../core/format/digits.ts';
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

describe('a number handed to translate (issue 34)', () => {
  afterEach(() => setDisplayDigits(() => 'latin'));

  it('is written in the screen’s digits; text values stay as given', () => {
    setDisplayDigits(() => 'devanagari');
    expect(translate('{count} incomplete', { count: 12 })).toBe('१२ incomplete');
    expect(translate('Patient {id} not found', { id: 'P-000123' })).toBe('Patient P-000123 not found');
    setDisplayDigits(() => 'latin');
    expect(translate('{count} incomplete', { count: 12 })).toBe('12 incomplete');
  });
});
