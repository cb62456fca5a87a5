import { describe, expect, it } from 'vitest';
import { REPORT_TEMPLATES } from './catalogue.ts';
import { flattenFindings, normalTemplateValues, parseFindings } from './findings-text.ts';
import { defineTemplate, REPORT_TYPES } from './template-types.ts';

const reference = {
  normalRanges: [],
  commonPathology: [],
  technique: '',
  artifacts: [],
  correlationNote: '',
  sources: [],
};

/** Labels with regex metacharacters, a slash, an ampersand, brackets and a shared prefix. */
const tricky = defineTemplate({
  type: 'abdominal',
  name: 'Tricky',
  iconCode: 'scan',
  sections: [
    { key: 'liver', label: 'Liver', placeholder: '' },
    { key: 'liverStiffness', label: 'Liver Stiffness (LSM)', placeholder: '' },
    { key: 'cervixUterus', label: 'Cervix & Uterus', placeholder: '' },
    { key: 'amnion', label: 'Amnion / Chorion', placeholder: '' },
    { key: 'regex', label: 'C.B.D. [*+?] $1', placeholder: '' },
  ],
  normalFindings: { liver: 'n', liverStiffness: 'n', cervixUterus: 'n', amnion: 'n', regex: 'n' },
  normalImpression: 'n',
  normalRecommendations: 'n',
  phraseBank: [],
  reference,
});

describe('flattenFindings', () => {
  it('writes one "Label: text" line per section in template order, Normal for blanks', () => {
    const text = flattenFindings(tricky, {
      regex: 'Not dilated: 4 mm.',
      liver: '  Enlarged.  ',
      amnion: '   ',
      unknown: 'ignored',
    });
    expect(text).toBe(
      [
        'Liver: Enlarged.',
        'Liver Stiffness (LSM): Normal',
        'Cervix & Uterus: Normal',
        'Amnion / Chorion: Normal',
        'C.B.D. [*+?] $1: Not dilated: 4 mm.',
      ].join('\n'),
    );
  });

  it('puts a multi-line section on one line', () => {
    expect(flattenFindings(tricky, { liver: 'Enlarged.\r\n  Fatty.\nNo lesion.' }).split('\n')[0]).toBe(
      'Liver: Enlarged. Fatty. No lesion.',
    );
  });
});

describe('parseFindings', () => {
  it.each([
    ['Liver: Enlarged.', { liver: 'Enlarged.' }],
    ['Liver Stiffness (LSM): 7.2 kPa', { liverStiffness: '7.2 kPa' }],
    ['liver stiffness (lsm):   7.2 kPa  ', { liverStiffness: '7.2 kPa' }],
    ['Cervix & Uterus: Closed os.', { cervixUterus: 'Closed os.' }],
    ['C.B.D. [*+?] $1: 4 mm: not dilated', { regex: '4 mm: not dilated' }],
    ['Liver: Normal', {}],
    ['Liver: normal', {}],
    ['Liver:', {}],
    ['cervixUterus: by key', { cervixUterus: 'by key' }],
    ['Spleen: Enlarged.\nrandom text\n\nLiver: Fatty.', { liver: 'Fatty.' }],
    ['Liver: Fatty.\nLiver: No lesion.', { liver: 'Fatty. No lesion.' }],
    ['  Amnion / Chorion: DCDA\r\nLiver: ok', { amnion: 'DCDA', liver: 'ok' }],
    ['', {}],
  ])('parses %j', (text, expected) => {
    const blank = { liver: '', liverStiffness: '', cervixUterus: '', amnion: '', regex: '' };
    expect(parseFindings(tricky, text)).toEqual({ ...blank, ...expected });
  });

  it('round-trips values through flatten, with blanks saved as Normal and read back blank', () => {
    const values = {
      liver: 'Enlarged: span increased.',
      liverStiffness: '',
      cervixUterus: 'Closed & long.',
      amnion: 'Normal',
      regex: '[*] $& (x)',
    };
    const text = flattenFindings(tricky, values);
    expect(parseFindings(tricky, text)).toEqual({ ...values, amnion: '' });
    expect(flattenFindings(tricky, parseFindings(tricky, text))).toBe(text);
  });

  it.each(REPORT_TYPES)('round-trips the normal template of %s', (type) => {
    const template = REPORT_TEMPLATES[type];
    const { findings } = normalTemplateValues(template);
    expect(parseFindings(template, flattenFindings(template, findings))).toEqual(findings);
  });
});

describe('normalTemplateValues', () => {
  it.each(REPORT_TYPES)('fills every section, impression and recommendations of %s', (type) => {
    const template = REPORT_TEMPLATES[type];
    const values = normalTemplateValues(template);
    expect(Object.keys(values.findings)).toEqual(template.sections.map((s) => s.key));
    for (const text of Object.values(values.findings)) expect(text).not.toBe('');
    expect(values.impression).toBe(template.normalImpression);
    expect(values.recommendations).toBe(template.normalRecommendations);
  });

  it("follows the patient's sex: a woman's KUB says the prostate does not apply (issue 30 item 11)", () => {
    expect(normalTemplateValues(REPORT_TEMPLATES.kub, 'female').findings.prostate).toBe(
      'Prostate section not applicable (female patient).',
    );
    expect(normalTemplateValues(REPORT_TEMPLATES.kub, 'male').findings.prostate).toMatch(/^Prostate is normal/);
    expect(normalTemplateValues(REPORT_TEMPLATES.kub, null).findings.prostate).toMatch(/^Prostate is normal/);
  });

  it('leaves blanks for the measurements Indian reports give (issue 30 item 11)', () => {
    const blanks = (type: keyof typeof REPORT_TEMPLATES, key: string) =>
      (normalTemplateValues(REPORT_TEMPLATES[type]).findings[key] ?? '').match(/__/g)?.length ?? 0;
    expect(blanks('abdominal', 'liver')).toBe(2); // liver span, portal vein
    expect(blanks('abdominal', 'gallbladder')).toBe(1); // CBD
    expect(blanks('abdominal', 'kidneys')).toBe(2);
    expect(blanks('kub', 'rightKidney')).toBe(2);
    expect(blanks('kub', 'prostate')).toBe(1); // volume
    expect(blanks('pelvic', 'uterus')).toBe(1); // endometrial thickness
  });

  it('returns a copy the caller may edit', () => {
    const values = normalTemplateValues(REPORT_TEMPLATES.abdominal);
    values.findings.liver = 'edited';
    expect(REPORT_TEMPLATES.abdominal.normalFindings).not.toHaveProperty('liver', 'edited');
  });
});
