import { describe, expect, it } from 'vitest';
import { findFetalSexDisclosure } from '../../pcpndt/fetal-sex-guard.ts';
import { impressionContradictions } from '../consistency/impression-consistency.ts';
import { scoreTemplateData } from '../templates/advanced/calculators.ts';
import type { CalculatorId } from '../templates/template-definition.ts';
import { type DraftInput, draftReport } from './draft-report.ts';
import { impressionText, type ReportDraftSuggestion, sectionText } from './draft-types.ts';

const SCAN = '2026-11-25';
// LMP 10/05/2026 is 28 weeks 3 days on the scan day.
const LMP_28W = '2026-05-10';
// LMP 12/04/2026 is 32 weeks 3 days: 28-week biometry then lags 4 weeks (kept by LMP after 22 weeks).
const LMP_32W = '2026-04-12';
// LMP 14/06/2026 is 23 weeks 3 days: 28-week biometry is then ahead (kept by LMP after 22 weeks).
const LMP_23W = '2026-06-14';

const base: DraftInput = {
  reportType: 'obstetric_second_third_trimester',
  calculator: null,
  templateScores: null,
  lastMenstrualPeriod: LMP_28W,
  expectedDeliveryDate: null,
  scanDate: SCAN,
  templateData: null,
  biparietalDiameter: 72,
  abdominalCircumference: 240,
  femurLength: 54,
  measurements: { 'HC (mm)': 265 },
  estimatedFetalWeight: null,
  gestationalAge: null,
  fetalPresentation: 'Cephalic',
  fetalHeartRate: '142',
  amnioticFluid: 'AFI 14 cm',
  multiplePregnancy: false,
};
const obstetric = (change: Partial<DraftInput>) => draftReport({ ...base, ...change });
const section = (draft: ReportDraftSuggestion, key: string) =>
  sectionText(draft.findings.find((f) => f.section === key)?.sentences ?? []);

function scored(calculator: CalculatorId, reportType: string, data: unknown): DraftInput {
  const result = scoreTemplateData(calculator, data, { lastMenstrualPeriod: null });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return {
    ...base,
    reportType,
    calculator,
    templateScores: result.scores,
    biparietalDiameter: null,
    abdominalCircumference: null,
    femurLength: null,
    measurements: {},
  };
}
const nodule = (echogenicity: string, shape: string, composition = 'solid') => ({
  nodules: [
    { site: 'right-lobe', composition, echogenicity, shape, margin: 'smooth', foci: ['none'], maxDiameterCm: 1.8 },
  ],
});

describe('obstetric 2nd/3rd trimester drafts (issue 35 item 1)', () => {
  it('drafts the normal impression of the issue, each clause citing its values', () => {
    const draft = obstetric({});
    expect(impressionText(draft)).toBe(
      'Single live intrauterine fetus in cephalic presentation; biometry corresponds to 28 weeks 2 days; EFW 1,235 g (40th centile, Hadlock); liquor adequate (AFI 14 cm).',
    );
    expect(draft.impression.every((s) => s.sources.length > 0)).toBe(true);
    expect(draft.impression[1]?.sources).toEqual(
      expect.arrayContaining(['BPD 72 mm', 'HC 265 mm', 'AC 240 mm', 'FL 54 mm']),
    );
    expect(section(draft, 'biometry')).toContain('Gestational age 28 weeks 3 days (by LMP); EDD 14/02/2027.');
    expect(section(draft, 'liquor')).toBe('Amniotic fluid index 14 cm.');
  });

  it.each([
    [
      'EFW below the 10th centile',
      { lastMenstrualPeriod: LMP_32W },
      'EFW below the 10th centile: suggest growth follow-up and Doppler.',
    ],
    [
      'biometry lagging the dates',
      { lastMenstrualPeriod: LMP_32W },
      'Biometry lags behind the dated age (32 weeks 3 days (by LMP)) by more than 2 weeks: suggest growth review.',
    ],
    [
      'EFW above the 90th centile',
      { lastMenstrualPeriod: LMP_23W },
      'EFW above the 90th centile: suggest clinical correlation and growth follow-up.',
    ],
    [
      'oligohydramnios',
      { amnioticFluid: '4.5 cm' },
      'Liquor reduced (AFI 4.5 cm, oligohydramnios): suggest clinical correlation and follow-up.',
    ],
    [
      'polyhydramnios',
      { amnioticFluid: 'AFI 26' },
      'Liquor increased (AFI 26 cm, polyhydramnios): suggest clinical correlation and follow-up.',
    ],
    [
      'a slow heart rate',
      { fetalHeartRate: '96 bpm' },
      'Fetal heart rate 96 bpm is outside 110-160 bpm: suggest clinical review.',
    ],
    [
      'a fast heart rate',
      { fetalHeartRate: '172' },
      'Fetal heart rate 172 bpm is outside 110-160 bpm: suggest clinical review.',
    ],
  ] as const)('an abnormal value gives its sentence: %s', (_, change, expected) => {
    const draft = obstetric(change);
    expect(impressionText(draft).split('\n')).toContain(expected);
    expect(draft.impression.find((s) => `${s.text}.` === expected)?.abnormal).toBe(true);
  });

  it.each([
    ['breech', 'single live intrauterine fetus in breech presentation'],
    ['Transverse lie', 'single live intrauterine fetus in transverse lie'],
    ['', 'single live intrauterine fetus'],
    ['cephalic, male fetus', 'single live intrauterine fetus in cephalic presentation'],
  ])('takes only a known presentation word from the typed text: %s', (typed, expected) => {
    expect(obstetric({ fetalPresentation: typed }).impression[0]?.text).toBe(expected);
  });

  it('says "single" only when no multiple pregnancy was recorded', () => {
    const draft = obstetric({ multiplePregnancy: null });
    expect(draft.impression[0]).toEqual({
      text: 'live intrauterine fetus in cephalic presentation',
      sources: ['one fetus measured', 'presentation cephalic', 'FHR 142 bpm'],
      abnormal: false,
    });
  });

  it('says nothing it has no value for: no heart rate, no liquor, no biometry', () => {
    const draft = obstetric({
      fetalHeartRate: '',
      amnioticFluid: 'Adequate',
      biparietalDiameter: null,
      abdominalCircumference: null,
      femurLength: null,
      measurements: {},
    });
    expect(impressionText(draft)).toBe('Single intrauterine fetus in cephalic presentation.');
  });

  it('drafts twins per fetus with the discordance', () => {
    const fetus = (label: 'A' | 'B', ac: number) => ({
      label,
      bpd: 72,
      hc: 265,
      ac,
      fl: 54,
      crl: null,
      nt: null,
      efw: null,
      afi: 12,
      fhr: 140,
      uaPi: null,
      mcaPi: null,
      presentation: label === 'A' ? 'cephalic' : 'breech',
    });
    const draft = obstetric({
      multiplePregnancy: true,
      fetuses: [fetus('A', 240), fetus('B', 200)],
    } as Partial<DraftInput>);
    const text = impressionText(draft);
    expect(text).toMatch(/^Twin intrauterine pregnancy; Fetus A: biometry corresponds to/);
    expect(text).toContain(
      '; Fetus B: biometry corresponds to 27 weeks 4 days, EFW 972 g (3rd centile, Hadlock), liquor adequate (AFI 12 cm).',
    );
    expect(text).toContain('Fetus B: EFW below the 10th centile: suggest growth follow-up and Doppler.');
    expect(text).toMatch(/EFW discordance \d+(\.\d)?%: 20% or more, significant discordance \(ISUOG 2016\)\.$/);
  });
});

describe('drafts of the other templates', () => {
  it('first trimester: the CRL dates the pregnancy', () => {
    const draft = draftReport({
      ...base,
      reportType: 'obstetric_first_trimester',
      lastMenstrualPeriod: null,
      biparietalDiameter: null,
      abdominalCircumference: null,
      femurLength: null,
      measurements: {},
      templateData: { crlMm: 45 },
      amnioticFluid: null,
    });
    expect(section(draft, 'biometry')).toMatch(
      /^Gestational age 11 weeks \d days? \(by CRL\); EDD \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  it.each([
    ['thyroid TR5', scored('tirads', 'thyroid', nodule('very-hypoechoic', 'taller-than-wide')), true],
    ['thyroid TR1', scored('tirads', 'thyroid', nodule('hyper-or-isoechoic', 'wider-than-tall', 'spongiform')), false],
  ] as const)('a scored template drafts its conclusion: %s', (_, input, abnormal) => {
    const draft = draftReport(input);
    expect(draft.impression).toHaveLength(1);
    expect(draft.impression[0]?.abnormal).toBe(abnormal);
    expect(draft.impression[0]?.sources).toEqual(['ACR TI-RADS score']);
  });

  it('a template with no structured values has an empty draft', () => {
    const draft = draftReport({ ...base, reportType: 'abdominal', measurements: {} });
    expect(draft).toEqual({ impression: [], findings: [] });
  });

  it("a clinic template's measured fields become findings; a label disclosing a fetal sex is dropped", () => {
    const fields = [
      { key: 'cbd', label: 'CBD', unit: 'mm', min: 0, max: 30 },
      { key: 'x', label: 'Male fetus length', unit: 'mm', min: 0, max: 30 },
    ];
    const draft = draftReport({ ...base, reportType: 'abdominal', fields, measurements: { cbd: '4', x: '3' } });
    expect(draft.findings).toEqual([
      { section: 'measurements', sentences: [{ text: 'CBD 4 mm', sources: ['CBD 4 mm'], abnormal: false }] },
    ]);
  });
});

describe('every draft is safe to offer', () => {
  const cases: DraftInput[] = [
    base,
    { ...base, lastMenstrualPeriod: LMP_32W, amnioticFluid: '3', fetalHeartRate: '90' },
    { ...base, lastMenstrualPeriod: LMP_23W, amnioticFluid: '30' },
    scored('tirads', 'thyroid', nodule('very-hypoechoic', 'taller-than-wide')),
  ];
  it.each(cases.map((input, i) => [i, input] as const))(
    'case %i passes the PC-PNDT guard and agrees with the consistency rules',
    (_, input) => {
      const draft = draftReport(input);
      const all = [impressionText(draft), ...draft.findings.map((f) => sectionText(f.sentences))];
      for (const text of all) expect(findFetalSexDisclosure(text, 'pregnancy')).toBeNull();
      expect(
        impressionContradictions({
          calculator: input.calculator,
          templateScores: input.templateScores,
          impression: impressionText(draft),
        }),
      ).toEqual([]);
    },
  );

  it('the same values give the same words', () => {
    expect(draftReport(base)).toEqual(draftReport(structuredClone(base)));
  });
});
