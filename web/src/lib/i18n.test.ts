import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../core/deliveries/delivery-schemas.ts';
import { setDisplayDigits } from '../../../core/format/digits.ts';
import { fillTemplate, templateMatcher } from '../../../core/i18n/value-message.ts';
import { HTTP_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import { decideDating } from '../../../core/obstetrics/dating-decision.ts';
import { BIOMETRY_MESSAGES } from '../../../core/obstetrics/hadlock.ts';
import hindi from '../locales/hi-IN.json' with { type: 'json' };
import { currentLocale, setLocale, translate } from './i18n.ts';

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

describe('a message written in English with values, on a Hindi screen', () => {
  beforeAll(async () => {
    // setLocale() names the page's language; the node test has no page.
    vi.stubGlobal('document', { documentElement: {} });
    await setLocale('hi-IN');
  });
  afterAll(async () => {
    await setLocale('en');
    vi.unstubAllGlobals();
  });

  it('is shown through its template’s Hindi, its values kept', () => {
    expect(translate(BIOMETRY_MESSAGES.efwOutOfRange(5200))).toBe(
      'गणना किया गया वज़न (5200 g) सामान्य भ्रूण सीमा से बाहर है',
    );
    expect(translate(BIOMETRY_MESSAGES.outsideClinicalRanges(['BPD', 'FL']))).toBe('BPD, FL नैदानिक सीमा से बाहर');
  });

  it('translates a value that is itself a message: a day count inside a dating rule, a named address', () => {
    const rule = decideDating({ lmp: '2026-01-01', scanDate: '2026-04-10', crlMm: 60 })?.rule ?? '';
    expect(rule).toMatch(/^Re-dated by CRL: \d+ days from the LMP/);
    expect(translate(rule)).toMatch(/^CRL से पुनः तिथि निर्धारित: LMP से \d+ दिन का अंतर, 7 दिन से अधिक/);
    expect(translate(DELIVERY_MESSAGES.noAddress(DELIVERY_MESSAGES.emailAddress))).toBe(
      'इस प्राप्तकर्ता का कोई ई-मेल पता दर्ज नहीं है; एक दर्ज करें',
    );
  });

  it('writes a read-back number in the digits the screen has now, not those of an earlier read', () => {
    const text = BIOMETRY_MESSAGES.efwOutOfRange(5200);
    expect(translate(text)).toContain('5200');
    setDisplayDigits(() => 'devanagari');
    try {
      expect(translate(text)).toContain('५२००');
    } finally {
      setDisplayDigits(() => 'latin');
    }
    expect(translate(text)).toContain('5200');
  });

  it('quotes the refused phrase as she typed it, never translated', () => {
    const refusal = translate(REPORT_MESSAGES.fetalSexText('Male'));
    expect(refusal).toContain('हटाएँ: "Male"');
    expect(refusal).not.toContain('पुरुष');
  });

  it('shows the server’s schema fallbacks in Hindi', () => {
    expect(translate(HTTP_MESSAGES.invalidValue)).toBe('अमान्य मान');
    expect(translate(HTTP_MESSAGES.invalidRequest)).not.toBe(HTTP_MESSAGES.invalidRequest);
  });

  it('leaves text no template wrote as it is', () => {
    expect(translate('Fetal pole seen, 9 mm')).toBe('Fetal pole seen, 9 mm');
  });

  it('reads every template of the catalog back from its own English', () => {
    // Distinct sample values: a template that another, more specific one swallows would fail here.
    const misread = Object.keys(hindi)
      .filter((id) => templateMatcher(id))
      .filter((id) => {
        const names = [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        const values = Object.fromEntries(names.map((name, index) => [name, `v${index}q`]));
        return translate(fillTemplate(id, values)) !== fillTemplate(hindi[id as keyof typeof hindi], values);
      });
    expect(misread).toEqual([]);
  });
});
