import { describe, expect, it } from 'vitest';
import { FETAL_SEX_MESSAGE, pregnancyDisclosureIssues } from './pcpndt-text.ts';
import {
  describesGestation,
  reportScreeningContext,
  type ScreeningContext,
  screeningLevel,
} from './screening-level.ts';

const pelvic: ScreeningContext = { obstetricTemplate: false };

/** Issue 29 §1 "Scope by pregnancy, not by template". */
const cases: { context: ScreeningContext; level: 'pregnancy' | 'clinical'; why: string }[] = [
  { context: { obstetricTemplate: true }, level: 'pregnancy', why: 'an obstetric template' },
  { context: { ...pelvic, pregnant: true }, level: 'pregnancy', why: 'issue 29: marked pregnant' },
  { context: { ...pelvic, lmp: '2026-09-01' }, level: 'pregnancy', why: 'issue 29: an LMP' },
  { context: { ...pelvic, gestationalAge: '20 weeks' }, level: 'pregnancy', why: 'issue 29: a gestational age' },
  { context: { ...pelvic, gestationalAge: 9 }, level: 'pregnancy', why: 'weeks as a number' },
  {
    context: { ...pelvic, findingsText: 'Gravid uterus, 30 weeks, B/G: B' },
    level: 'pregnancy',
    why: 'issue 29: gravid uterus',
  },
  { context: { ...pelvic, findingsText: 'Early IUP 9 weeks; penis seen' }, level: 'pregnancy', why: 'issue 29: IUP' },
  {
    context: { ...pelvic, findingsText: 'Live intrauterine pregnancy of 20 weeks, male baby, XY' },
    level: 'pregnancy',
    why: 'issue 29: intrauterine pregnancy',
  },
  { context: { ...pelvic, findingsText: 'Gestational sac of 12 mm with yolk sac' }, level: 'pregnancy', why: 'sac' },
  { context: { ...pelvic, findingsText: '14 weeks of gestation' }, level: 'pregnancy', why: 'weeks of gestation' },
  { context: { ...pelvic, findingsText: 'Right adnexal ectopic pregnancy' }, level: 'pregnancy', why: 'ectopic' },
  { context: { ...pelvic, findingsText: 'गर्भाशय में 10 हफ्ते का गर्भ' }, level: 'pregnancy', why: 'Hindi' },
  { context: { ...pelvic, findingsText: 'गर्भवती महिला, पेट दर्द' }, level: 'pregnancy', why: 'Hindi: pregnant' },
  { context: { ...pelvic, findingsText: 'G2P1L1, LMP not known' }, level: 'pregnancy', why: 'obstetric formula' },
  { context: { ...pelvic, findingsText: 'Bulky uterus with fibroid 3 cm' }, level: 'clinical', why: 'a fibroid' },
  { context: { ...pelvic, findingsText: 'Bilateral renal calculi' }, level: 'clinical', why: 'a KUB' },
  { context: { ...pelvic, lmp: '', gestationalAge: '' }, level: 'clinical', why: 'empty dates' },
  { context: { ...pelvic, pregnant: false, findingsText: 'Endometrium 8 mm' }, level: 'clinical', why: 'not pregnant' },
];

describe('screeningLevel', () => {
  it.each(cases)('$level: $why', ({ context, level }) => {
    expect(screeningLevel(context)).toBe(level);
  });
});

describe('reportScreeningContext', () => {
  it('reads the obstetric block and every text of a saved report', () => {
    const report = { reportType: 'pelvic', findings: { uterus: 'Gravid uterus' }, pregnancyWeeks: null };
    expect(screeningLevel(reportScreeningContext(report, false))).toBe('pregnancy');
  });

  it('takes the weeks when the gestational age text is empty', () => {
    expect(reportScreeningContext({ pregnancyWeeks: 20, gestationalAge: null }, false).gestationalAge).toBe(20);
  });

  it('is clinical for a pelvic report with no pregnancy', () => {
    expect(screeningLevel(reportScreeningContext({ impression: 'Normal study.' }, false))).toBe('clinical');
  });

  it('recognises a gestation in words only', () => {
    expect(describesGestation('Fibroid uterus')).toBe(false);
    expect(describesGestation('Single live intrauterine fetus')).toBe(true);
  });
});

describe('pregnancyDisclosureIssues (a patient marked pregnant, known to the server only)', () => {
  it('refuses on a KUB report what the schema passed at the clinical level', () => {
    const issues = pregnancyDisclosureIssues({ impression: 'Kidneys normal. Scrotum seen.' }, FETAL_SEX_MESSAGE);
    expect(issues.map((i) => i.path.join('.'))).toEqual(['impression']);
    expect(issues[0]?.message).toContain('urethral opening');
  });

  it('is empty for ordinary text', () => {
    expect(pregnancyDisclosureIssues({ impression: 'Both kidneys normal.' }, FETAL_SEX_MESSAGE)).toEqual([]);
  });
});
