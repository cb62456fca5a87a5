import { describe, expect, it } from 'vitest';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { buildFormFPrintModel, SECTION_C_NOT_APPLICABLE } from '../../../../../core/formf/print/formf-print-model.ts';
import { clinicHeader, formFItems, formFPageCss, indicationTicks, PLACEHOLDER } from './formf-print-model.ts';

const blank = {
  formId: 'F-000001',
  patientName: null,
  patientAge: null,
  spouseName: null,
  patientAddress: null,
  patientPhone: null,
  numberOfChildren: null,
  childrenDetails: null,
  livingSons: null,
  livingDaughters: null,
  otherProcedure: null,
  clinicName: null,
  clinicAddress: null,
  clinicRegistrationNumber: null,
  referringDoctor: null,
  referringDoctorRegNo: null,
  isSelfreferred: false,
  indications: [],
  lmp: null,
  gestationalAge: null,
  examinationType: null,
  findings: null,
  patientDeclarationDate: null,
  procedureDate: null,
  resultConveyedTo: null,
  resultConveyedOn: null,
  mtpIndication: null,
  doctorName: null,
  doctorRegistrationNumber: null,
} as unknown as FormF;

const value = (items: { no: string; value: string }[], no: string) => items.find((i) => i.no === no)?.value;

describe('Form F print model', () => {
  it('prints only placeholders that say something is missing, never an invented statement', () => {
    const { sectionA, sectionB, afterIndications } = formFItems(blank, null);
    const all = [...sectionA, ...sectionB, ...afterIndications].map((i) => i.value).join(' | ');
    for (const invented of ['Adequate', 'As per LMP', 'Routine antenatal checkup']) expect(all).not.toContain(invented);
    expect(value(sectionA, '2')).toBe(PLACEHOLDER.notProvided);
    expect(value(sectionA, '4')).toBe(
      'Not recorded; (a) living sons: Not recorded; (b) living daughters: Not recorded',
    );
    expect(value(afterIndications, '11')).toBe(
      '(i) Ultrasound (method not recorded); (ii) Any other (specify): None recorded',
    );
    expect(value(afterIndications, '13')).toBe(PLACEHOLDER.notRecorded);
    expect(value(sectionA, '3')).toBe('Not Provided, age Not Provided');
    expect(value(sectionA, '7(a)')).toBe(PLACEHOLDER.notSpecified);
    expect(value(sectionA, '7(b)')).toBe(PLACEHOLDER.notSpecified);
    expect(value(sectionA, '8')).toBe('LMP: Not Provided; weeks of pregnancy: Not Calculated');
    expect(value(afterIndications, '15')).toBe('Not Provided on Not Provided');
    expect(value(afterIndications, '16')).toBe(PLACEHOLDER.notSpecified);
    expect(indicationTicks(blank).filter((t) => t.ticked)).toEqual([]);
  });

  it('prints what was recorded, dates as dd/mm/yyyy, referral as recorded', () => {
    const form = {
      ...blank,
      patientName: 'Kavita Singh',
      patientAge: 29,
      isSelfreferred: true,
      doctorName: 'Dr. Meera Rao',
      doctorRegistrationNumber: 'MCI-45821',
      lmp: '2026-06-01',
      gestationalAge: '24 weeks 6 days',
      indications: ['xvii', 'ii'],
      resultConveyedTo: 'Patient',
      resultConveyedOn: '2026-11-20',
      clinicName: 'Sunrise Imaging',
      clinicAddress: '12 MG Road, Pune',
      clinicRegistrationNumber: 'PNDT/PUNE/2020/17',
      livingSons: [],
      livingDaughters: [
        { age: 4, unit: 'years' },
        { age: 9, unit: 'months' },
      ],
      examinationType: 'transvaginal',
      otherProcedure: 'Colour Doppler',
    } as FormF;
    // Items 1 and 2 print the form's snapshot, whatever Settings now say.
    const { sectionA, sectionB, afterIndications } = formFItems(form, {
      name: 'Renamed Later',
      address: 'Elsewhere',
      phone: null,
      email: null,
      registrationNumber: 'CHANGED/1',
      logoUrl: null,
    });
    expect(value(sectionA, '2')).toBe('PNDT/PUNE/2020/17');
    expect(value(sectionA, '4')).toBe('2; (a) living sons: 0; (b) living daughters: 2 (4 years, 9 months)');
    expect(value(afterIndications, '11')).toBe(
      '(i) Ultrasound (transvaginal); (ii) Any other (specify): Colour Doppler',
    );
    expect(value(sectionA, '1')).toBe('Sunrise Imaging, 12 MG Road, Pune');
    expect(value(sectionA, '3')).toBe('Kavita Singh, 29 years');
    expect(value(sectionA, '7(a)')).toBe('Not applicable (self-referral)');
    expect(value(sectionA, '7(b)')).toBe('Yes, by Dr. Meera Rao');
    expect(value(sectionA, '8')).toBe('LMP: 01/06/2026; weeks of pregnancy: 24 weeks 6 days');
    expect(value(sectionB, '9')).toBe('Dr. Meera Rao, Reg. No.: MCI-45821');
    expect(value(afterIndications, '15')).toBe('Patient on 20/11/2026');
    expect(
      indicationTicks(form)
        .filter((t) => t.ticked)
        .map((t) => t.code),
    ).toEqual(['ii', 'xvii']);
  });

  it('puts the form id and "Page N of M" in the margin of every printed page', () => {
    const css = formFPageCss('F-000042');
    expect(css).toContain('size: A4');
    expect(css).toContain('@bottom-left { content: "Form F F-000042"');
    expect(css).toContain('"Page " counter(page) " of " counter(pages)');
  });

  it('uses placeholder defaults for the header when the clinic record is unavailable', () => {
    expect(clinicHeader(null)).toMatchObject({ name: 'Ultrasound Centre', contact: 'Contact details not available' });
  });
});

describe('Form F document model (core/formf/print/formf-print-model.ts)', () => {
  it('leaves blanks to write by hand, no Section C unless advised, and no fetal sex anywhere', () => {
    const model = buildFormFPrintModel(
      { ...blank, formId: 'F-000009', patientCode: 'P-000001', status: 'draft', isCompliant: false } as FormF,
      null,
    );
    expect(model.pageLabel).toBe('Form F F-000009');
    expect(model.idLine).toBe(
      'Form ID: F-000009 · Study ID: Not Provided · Patient ID: P-000001 · Draft · Non-Compliant',
    );
    expect(model.letterhead.name).toBe('Ultrasound Centre');
    expect(model.sectionB.datePlace).toEqual({ date: 'Date: ____________', place: 'Place: ____________________' });
    expect(model.sectionB.indications.noneLine).toBe('Indications: Not Specified');
    // Section C prints on every form (issue 29 §3).
    expect(model.sectionC).toEqual({ title: expect.any(String), kind: 'none', text: SECTION_C_NOT_APPLICABLE });
    expect(model.sectionD.patient.thumb?.kind).toBe('blank');
    expect(model.sectionD.doctor.signature.date).toBe('Date: ____________');
    expect(JSON.stringify(model)).not.toMatch(/\b(male|female)\b/i);
  });

  it('says an invasive test was advised when Section C is not filled', () => {
    const model = buildFormFPrintModel(
      { ...blank, invasiveTestAdvised: true, invasiveTestReason: 'Raised NT', sectionC: null } as FormF,
      null,
    );
    expect(model.sectionC).toMatchObject({ kind: 'advised' });
    expect(model.sectionC?.kind === 'advised' && model.sectionC.text).toContain('Reason: Raised NT.');
  });
});
