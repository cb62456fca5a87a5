import { describe, expect, it } from 'vitest';
import { draftReport } from '../drafts/draft-report.ts';
import { modelMessages, screenModelAnswer } from './model-request.ts';

const draft = draftReport({
  reportType: 'obstetric_second_third_trimester',
  calculator: null,
  templateScores: null,
  lastMenstrualPeriod: '2026-05-10',
  expectedDeliveryDate: null,
  scanDate: '2026-11-25',
  templateData: null,
  biparietalDiameter: 72,
  abdominalCircumference: 240,
  femurLength: 54,
  measurements: { 'HC (mm)': 265 },
  estimatedFetalWeight: null,
  gestationalAge: null,
  fetalPresentation: 'cephalic',
  fetalHeartRate: '142',
  amnioticFluid: '14',
  // "Single" only when recorded so (the draft never assumes one fetus).
  multiplePregnancy: false,
});

describe('what a clinic-run model is sent and what it may answer (issue 35 item 4)', () => {
  it('sends the age and clinical values, no dates of the patient', () => {
    const [system, user] = modelMessages({
      ageYears: 29,
      templateName: 'Obstetric Ultrasound - Second/Third Trimester',
      values: { 'BPD (mm)': 72, 'AC (mm)': 240, 'not a number': Number.NaN },
      draft,
    });
    expect(system?.content).toMatch(/Never state, hint at or guess the sex of a fetus/);
    expect(user?.content).toContain('Patient age: 29 years');
    expect(user?.content).toContain('Values: BPD (mm): 72; AC (mm): 240\n');
    expect(user?.content).toContain('Draft impression: Single live intrauterine fetus in cephalic presentation');
    // The LMP is a date of the patient's: the model gets the gestational age, not the day.
    expect(user?.content).not.toMatch(/10\/05\/2026|2026-05-10/);
  });

  it.each([
    ['It is a boy.', 'fetal-sex'],
    ['Male fetus with normal growth.', 'fetal-sex'],
    ['Ladka hoga.', 'fetal-sex'],
    ['   ', 'empty'],
  ] as const)('refuses %j whole', (answer, refusal) => {
    expect(screenModelAnswer(answer)).toEqual({ ok: false, refusal });
  });

  it('passes a clinical answer', () => {
    expect(screenModelAnswer(' Growth appropriate; review in 4 weeks. ')).toEqual({
      ok: true,
      text: 'Growth appropriate; review in 4 weeks.',
    });
  });
});
