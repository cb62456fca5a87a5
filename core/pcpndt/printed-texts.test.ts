import { describe, expect, it } from 'vitest';
import { SignupClinicSchema, SignupStaffSchema } from '../auth/signup-schema.ts';
import { CentreCreateSchema } from '../centres/centre-schemas.ts';
import { ClinicUpdateSchema } from '../clinic/clinic-schema.ts';
import { EvidenceUploadQuerySchema } from '../formf/referral-evidence.ts';
import { PaymentCreateSchema } from '../payments/payment-schemas.ts';
import { CustomTemplateInputSchema } from '../reports/templates/template-schemas.ts';
import { findTemplateSexWord } from './template-sex-fields.ts';

/**
 * Issue 29 §1 "every text that can reach a print": the texts beyond reports, patients and Form F,
 * each refused with the path of its field, and the names and addresses that must still pass.
 */
const isFetalSex = (message: string) => message.includes('sex of the foetus');
function fetalSexPaths(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).filter((i) => isFetalSex(i.message)).map((i) => i.path.join('.'));
}

const template = (sections: { label: string; phrases?: string[] }[], reportType = 'pelvic') => ({
  name: 'Pelvis (Enterprise)',
  printTitle: 'Ultrasound pelvis',
  reportType,
  sections: sections.map((s) => ({ normalText: '', phrases: [], ...s })),
});

describe('texts that print', () => {
  it.each([
    ['payment notes', PaymentCreateSchema, { notes: 'Ladka hoga, mithai' }, 'notes'],
    ['payment received by', PaymentCreateSchema, { receivedBy: 'beta hi hoga' }, 'receivedBy'],
    ['clinic name', ClinicUpdateSchema, { name: 'Beta Hoga Scans' }, 'name'],
    ['clinic address', SignupClinicSchema, { clinicAddress: 'Near school, ladka hoga road' }, 'clinicAddress'],
    ['centre address', CentreCreateSchema, { address: 'Male fetus lane, Sector 4' }, 'address'],
    ['doctor name', SignupStaffSchema, { doctorName: 'Dr. ♂ Sharma' }, 'doctorName'],
    [
      'evidence file name',
      EvidenceUploadQuerySchema,
      { kind: 'referral_slip', fileName: 'male fetus.pdf' },
      'fileName',
    ],
    ['template section (Hindi)', CustomTemplateInputSchema, template([{ label: 'भ्रूण का लिंग' }]), 'sections.0.label'],
    [
      'template phrase पुत्र',
      CustomTemplateInputSchema,
      template([{ label: 'Uterus', phrases: ['पुत्र'] }]),
      'sections.0.phrases.0',
    ],
    [
      'template phrase कन्या',
      CustomTemplateInputSchema,
      template([{ label: 'Uterus', phrases: ['कन्या'] }]),
      'sections.0.phrases.0',
    ],
    ['template label Fetal S.', CustomTemplateInputSchema, template([{ label: 'Fetal S.' }]), 'sections.0.label'],
    [
      'template phrase M fetus',
      CustomTemplateInputSchema,
      template([{ label: 'Uterus', phrases: ['M fetus'] }]),
      'sections.0.phrases.0',
    ],
  ])('refuses a disclosure in the %s, on its field', (_what, schema, value, path) => {
    expect(fetalSexPaths(schema.safeParse(value))).toContain(path);
  });

  it.each([
    ['clinic address', SignupClinicSchema, { clinicAddress: 'Near Laxmi Aai Mandir, Kolhapur 416001' }],
    ['clinic name', ClinicUpdateSchema, { name: 'Jai Mata Di Diagnostics' }],
    ['payment received by', PaymentCreateSchema, { receivedBy: 'Brought by beti' }],
    ['centre address', CentreCreateSchema, { address: 'Jai Shri Krishna Apartments, Flat 4, Pune' }],
  ])('accepts a deity or a relative in the %s', (_what, schema, value) => {
    expect(fetalSexPaths(schema.safeParse(value))).toEqual([]);
  });

  it.each([
    ['Fetal S.', 'Fetal S.'],
    ['Foetal sx:', 'Foetal sx'],
    ['भ्रूण का लिंग', 'लिंग'],
    ['Fetal spine', null],
    ['Fetal S/D ratio', null],
  ])('template label %s asks for a sex: %s', (label, word) => {
    expect(findTemplateSexWord(label, false)).toBe(word);
  });
});
