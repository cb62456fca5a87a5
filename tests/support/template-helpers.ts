import type { FastifyInstance } from 'fastify';
import { buyPlan } from './billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from './factories.ts';

/** A signed-up clinic on a plan (trial through the trial, the others bought) with one patient. */
export async function clinicOnPlan(app: FastifyInstance, plan: 'trial' | 'basic' | 'professional' | 'enterprise') {
  const clinic = plan === 'trial' ? await signUpTrialClinic(app) : await signUpClinic(app);
  if (plan !== 'trial') await buyPlan(app, clinic.token, plan);
  const patient = await registerPatient(app, clinic.token);
  return { token: clinic.token, patientId: patient.id };
}

/** A TI-RADS thyroid report with two nodules: TR4 (4 points, 1.6 cm: FNA) and TR2 (2 points). */
export function tiradsReport(patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildReport(patientId, 'thyroid', {
    templateId: 'thyroid-tirads',
    findings: { rightLobe: 'A solid hypoechoic nodule.', leftLobe: 'A mixed nodule.' },
    impression: 'Right lobe nodule ACR TI-RADS TR4.',
    templateData: {
      nodules: [
        {
          site: 'right-lobe',
          composition: 'solid',
          echogenicity: 'hypoechoic',
          shape: 'wider-than-tall',
          margin: 'smooth',
          foci: ['none'],
          maxDiameterCm: 1.6,
        },
        {
          site: 'left-lobe',
          composition: 'mixed-cystic-solid',
          echogenicity: 'hyper-or-isoechoic',
          shape: 'wider-than-tall',
          margin: 'ill-defined',
          foci: ['large-comet-tail'],
          maxDiameterCm: 2.1,
        },
      ],
    },
    ...overrides,
  });
}

/** A clinic-built template with two sections and one ranged measurement. */
export function buildCustomTemplate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Carotid Doppler (clinic)',
    printTitle: 'CAROTID DOPPLER STUDY',
    reportType: 'abdominal',
    sections: [
      { label: 'Right CCA', normalText: 'Normal calibre and flow.', phrases: ['Intimal thickening is seen.'] },
      { label: 'Left CCA', normalText: 'Normal calibre and flow.', phrases: [] },
    ],
    fields: [{ label: 'Right CIMT', unit: 'mm', min: 0.1, max: 3 }],
    normalImpression: 'Normal carotid study.',
    normalRecommendations: '',
    ...overrides,
  };
}

export const createTemplate = (app: FastifyInstance, token: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/templates', headers: bearer(token), payload: body });
export const postReport = (app: FastifyInstance, token: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload: body });

/** A fetal Doppler report at 32+0 weeks: UA PI 1.3 (above the 95th), MCA PI 1.2 and CPR 0.92 (below the 5th). */
export function dopplerReport(patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildReport(patientId, 'obstetric_second_third_trimester', {
    templateId: 'fetal-doppler',
    findings: { doppler: 'Umbilical artery end-diastolic flow is present.' },
    impression: 'Raised umbilical artery PI with cerebral redistribution.',
    pregnancyWeeks: 32,
    pregnancyDays: 0,
    templateData: { gaWeeks: 32, gaDays: 0, uaPi: 1.3, mcaPi: 1.2, rightUtaPi: 0.9, leftUtaPi: 0.7 },
    ...overrides,
  });
}

/** A BI-RADS report: a suspicious right breast mass (category 4B chosen) and a left simple cyst (2). */
export function biradsReport(patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildReport(patientId, 'breast', {
    templateId: 'breast-birads',
    findings: { rightBreast: 'An irregular hypoechoic mass.', leftBreast: 'A simple cyst.' },
    impression: 'Right breast mass BI-RADS 4B. Left simple cyst BI-RADS 2.',
    templateData: {
      rightCategory: '4B',
      leftCategory: '2',
      lesions: [
        {
          side: 'right',
          shape: 'irregular',
          orientation: 'not-parallel',
          margin: 'spiculated',
          echoPattern: 'hypoechoic',
          posterior: 'shadowing',
          calcifications: 'none',
          associated: [],
          sizeMm: 14,
          clock: 10,
          nippleDistanceCm: 3,
        },
        {
          side: 'left',
          shape: 'oval',
          orientation: 'parallel',
          margin: 'circumscribed',
          echoPattern: 'anechoic',
          posterior: 'enhancement',
          calcifications: 'none',
          associated: [],
          sizeMm: 8,
          clock: 2,
          nippleDistanceCm: 4,
        },
      ],
    },
    ...overrides,
  });
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A follicular monitoring cycle of three visits ending yesterday (days 9, 11, 13). */
export function follicularReport(patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildReport(patientId, 'pelvic', {
    templateId: 'follicular-monitoring',
    findings: { uterus: 'Normal size uterus.' },
    impression: 'Right dominant follicle of 19 mm on day 13.',
    templateData: {
      visits: [
        {
          date: dayOffset(-5),
          cycleDay: 9,
          right: '12, 8',
          left: '7',
          endometriumMm: 6,
          endometrialPattern: 'trilaminar',
        },
        {
          date: dayOffset(-3),
          cycleDay: 11,
          right: [15, 8],
          left: [9],
          endometriumMm: 8,
          endometrialPattern: 'trilaminar',
        },
        {
          date: dayOffset(-1),
          cycleDay: 13,
          right: [19, 9],
          left: [10],
          endometriumMm: 9.5,
          endometrialPattern: 'intermediate',
          ovulationSigns: false,
        },
      ],
    },
    ...overrides,
  });
}

/** A growth follow-up today at 33+0 weeks (LMP 231 days ago), EFW 1,900 g. */
export function growthReport(patientId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildReport(patientId, 'obstetric_second_third_trimester', {
    templateId: 'growth-follow-up',
    findings: { biometry: 'BPD, HC, AC and FL as measured.' },
    impression: 'Growth follow-up.',
    lastMenstrualPeriod: dayOffset(-231),
    pregnancyWeeks: 33,
    pregnancyDays: 0,
    templateData: { examDate: dayOffset(0), gaWeeks: 33, gaDays: 0, efwGrams: 1900 },
    ...overrides,
  });
}
