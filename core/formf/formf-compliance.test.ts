import { describe, expect, it } from 'vitest';
import {
  ageOnDate,
  computeFormFCompliance,
  type FormFCompletenessInput,
  findItemsMissingBeforeSigning,
} from './formf-compliance.ts';
import { EMPTY_SECTION_C, type SectionC } from './formf-sections.ts';
import { FORM_F_INDICATIONS, INDICATION_CODES, sortIndicationCodes } from './indications.ts';

const completeSectionC: SectionC = {
  ...EMPTY_SECTION_C,
  doctorNames: 'Dr. Rakesh Mehta',
  familyHistory: 'Thalassaemia major in first child',
  indications: ['A-v'],
  consentDate: '2026-11-20',
  procedures: ['amniocentesis'],
  complications: 'None',
  result: 'Sample sent for molecular studies.',
  procedureDate: '2026-11-20',
  resultConveyedTo: 'Patient',
  resultConveyedOn: '2026-11-27',
  place: 'Jaipur',
  signedOn: '2026-11-27',
};

const complete: FormFCompletenessInput = {
  clinicName: 'Sunrise Diagnostics',
  clinicAddress: 'MI Road, Jaipur',
  clinicRegistrationNumber: 'RJ/PNDT/2021/114',
  livingSons: [{ age: 4, unit: 'years' }],
  livingDaughters: [],
  doctorRegistrationNumber: 'RMC-22817',
  examinationType: 'transvaginal',
  sectionBPlace: 'Jaipur',
  sectionBDate: '2026-11-20',
  sectionC: null,
  patientSignatureMode: 'signature',
  witnessName: null,
  witnessAge: null,
  witnessRelationship: null,
  witnessAddress: null,
  doctorDeclarationDate: '2026-11-20',
  patientName: 'Sunita Sharma',
  patientAge: 32,
  spouseName: 'Ravi Sharma',
  patientAddress: '221 Civil Lines, Jaipur',
  referringDoctor: null,
  referringDoctorAddress: null,
  isSelfreferred: true,
  evidenceKinds: ['referral_note'],
  mtpIndication: 'None',
  lmp: '2026-06-01',
  gestationalAge: null,
  doctorName: 'Dr. Rakesh Mehta',
  indications: ['ii'],
  patientDeclarationDate: '2026-11-20',
  procedureDate: '2026-11-20',
  findings: 'Single live intrauterine fetus.',
  resultConveyedTo: 'Patient',
  resultConveyedOn: '2026-11-20',
  patientDeclarationSigned: true,
  doctorDeclarationSigned: true,
};

describe('strict compliance (issue 29 §3)', () => {
  it('requires item 16, recorded as "None" when there is no indication for MTP', () => {
    expect(computeFormFCompliance({ ...complete, mtpIndication: null }).missing).toEqual(['mtpIndication']);
    expect(computeFormFCompliance({ ...complete, mtpIndication: '  ' }).missing).toEqual(['mtpIndication']);
  });

  it('requires the self-referral note (7(b)), and a case papers file alone is not it', () => {
    expect(computeFormFCompliance({ ...complete, evidenceKinds: [] }).missing).toEqual(['referralEvidence']);
    expect(computeFormFCompliance({ ...complete, evidenceKinds: ['case_papers'] }).missing).toEqual([
      'referralEvidence',
    ]);
    // A slip does not stand for the doctor's own referral note.
    expect(computeFormFCompliance({ ...complete, evidenceKinds: ['referral_slip'] }).missing).toEqual([
      'referralEvidence',
    ]);
  });

  it("requires a referred case's slip and the referring doctor's full address (7(a))", () => {
    const referred = {
      ...complete,
      isSelfreferred: false,
      referringDoctor: 'Dr. Anil Gupta',
      evidenceKinds: ['referral_slip'],
    };
    expect(computeFormFCompliance(referred).missing).toEqual(['referringDoctorAddress']);
    const withAddress = { ...referred, referringDoctorAddress: 'Gupta Nursing Home, Tonk Road, Jaipur' };
    expect(computeFormFCompliance(withAddress)).toEqual({ isCompliant: true, missing: [] });
    expect(computeFormFCompliance({ ...withAddress, evidenceKinds: ['referral_note'] }).missing).toEqual([
      'referralEvidence',
    ]);
  });

  it('lists for signing everything missing except the signature itself', () => {
    const unsigned = { ...complete, doctorDeclarationSigned: false, doctorDeclarationDate: null };
    expect(findItemsMissingBeforeSigning(unsigned)).toEqual([]);
    expect(findItemsMissingBeforeSigning({ ...unsigned, mtpIndication: null, evidenceKinds: [] })).toEqual([
      'referralEvidence',
      'mtpIndication',
    ]);
  });
});

describe('computeFormFCompliance', () => {
  it('is compliant only when nothing is missing', () => {
    expect(computeFormFCompliance(complete)).toEqual({ isCompliant: true, missing: [] });
  });

  it('takes none recorded (0 children) as recorded, unlike not recorded', () => {
    expect(computeFormFCompliance({ ...complete, livingSons: [], livingDaughters: [] }).isCompliant).toBe(true);
    expect(computeFormFCompliance({ ...complete, livingSons: null, livingDaughters: null }).missing).toEqual([
      'children',
    ]);
  });

  it('accepts a thumb impression with its witness, and a complete section C', () => {
    const thumb = {
      ...complete,
      patientSignatureMode: 'thumb_impression',
      witnessName: 'Kamla Devi',
      witnessAge: 45,
      witnessRelationship: 'Mother-in-law',
      witnessAddress: '12 Bapu Nagar, Jaipur',
      sectionC: completeSectionC,
    };
    expect(computeFormFCompliance(thumb)).toEqual({ isCompliant: true, missing: [] });
  });

  it.each<[string, Partial<FormFCompletenessInput>, string]>([
    ['no indication', { indications: [] }, 'indications'],
    ['an indication not on the list', { indications: ['xxiv'] }, 'indications'],
    ['a blank name', { patientName: '  ' }, 'patientName'],
    ['age 0', { patientAge: 0 }, 'patientAge'],
    ['age 101', { patientAge: 101 }, 'patientAge'],
    [
      'neither referrer nor self-referral',
      {
        isSelfreferred: false,
        referringDoctor: null,
        referringDoctorAddress: 'Tonk Road, Jaipur',
        evidenceKinds: ['referral_slip'],
      },
      'referral',
    ],
    ['neither LMP nor weeks', { lmp: null, gestationalAge: '' }, 'lmpOrWeeks'],
    ['no declaration date', { patientDeclarationDate: null }, 'patientDeclarationDate'],
    ['children not recorded', { livingSons: null }, 'children'],
    ["a daughter's age not recorded", { livingDaughters: [{ age: null, unit: 'years' }] }, 'children'],
    ['no clinic registration number', { clinicRegistrationNumber: null }, 'clinic'],
    ['no doctor registration number', { doctorRegistrationNumber: '' }, 'doctorRegistrationNumber'],
    ['method of the ultrasound not recorded', { examinationType: null }, 'examinationType'],
    ['no place at the end of section B', { sectionBPlace: null }, 'sectionBPlace'],
    ['no date at the end of section B', { sectionBDate: null }, 'sectionBDate'],
    ['neither signature nor thumb impression', { patientSignatureMode: null }, 'patientSignatureMode'],
    ['a thumb impression without its witness', { patientSignatureMode: 'thumb_impression' }, 'witness'],
    ['no doctor declaration date', { doctorDeclarationDate: null }, 'doctorDeclarationDate'],
    ['section C recorded but incomplete', { sectionC: { ...completeSectionC, consentDate: null } }, 'sectionC'],
    ['no procedure date', { procedureDate: null }, 'procedureDate'],
    ['no result conveyed to', { resultConveyedTo: null }, 'resultConveyedTo'],
    ['no result conveyed on', { resultConveyedOn: null }, 'resultConveyedOn'],
    ['unsigned patient declaration', { patientDeclarationSigned: false }, 'patientDeclarationSigned'],
    ['unsigned doctor declaration', { doctorDeclarationSigned: false }, 'doctorDeclarationSigned'],
    ['no husband or father', { spouseName: null }, 'spouseName'],
  ])('lists %s as missing', (_label, change, item) => {
    const result = computeFormFCompliance({ ...complete, ...change });
    expect(result).toEqual({ isCompliant: false, missing: [item] });
  });

  it('accepts a named referrer instead of self-referral, and weeks instead of LMP', () => {
    const result = computeFormFCompliance({
      ...complete,
      isSelfreferred: false,
      referringDoctor: 'Dr. Anil Gupta',
      referringDoctorAddress: 'Gupta Clinic, Tonk Road, Jaipur',
      evidenceKinds: ['referral_slip'],
      lmp: null,
      gestationalAge: '24 weeks 6 days',
    });
    expect(result.isCompliant).toBe(true);
  });
});

describe('ageOnDate', () => {
  it.each([
    ['1994-03-12', '2026-03-11', 31],
    ['1994-03-12', '2026-03-12', 32],
    ['2000-02-29', '2026-02-28', 25],
    ['2030-01-01', '2026-01-01', null],
    ['not a date', '2026-01-01', null],
  ])('%s on %s is %s', (dob, on, age) => {
    expect(ageOnDate(dob, on)).toBe(age);
  });
});

describe('official indication list', () => {
  it('has the 23 codes i to xxiii in order, each with its text', () => {
    expect(INDICATION_CODES).toHaveLength(23);
    expect(INDICATION_CODES[0]).toBe('i');
    expect(INDICATION_CODES[22]).toBe('xxiii');
    expect(new Set(INDICATION_CODES).size).toBe(23);
    expect(FORM_F_INDICATIONS.every((i) => i.text.length > 10)).toBe(true);
  });

  it('sorts ticked codes in list order and drops unknown ones', () => {
    expect(sortIndicationCodes(['xvii', 'ii', 'zz', 'ii'])).toEqual(['ii', 'xvii']);
  });
});
