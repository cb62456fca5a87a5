import { EMPTY_SECTION_C } from '../../core/formf/formf-sections.ts';

/** What the clinic completes after the scan, on top of the pre-filled record. */
export const completion = {
  livingSons: [{ age: 6, unit: 'years' }],
  livingDaughters: [{ age: 18, unit: 'months' }],
  examinationType: 'abdominal',
  sectionBPlace: 'Jaipur',
  sectionBDate: '2026-11-20',
  patientSignatureMode: 'signature',
  indications: ['xvii', 'ii'],
  patientDeclarationDate: '2026-11-20',
  procedureDate: '2026-11-20',
  resultConveyedTo: 'Patient and husband',
  resultConveyedOn: '2026-11-20',
  // Item 16 (issue 29 §3: required, "None" when there is none).
  mtpIndication: 'None',
  // Item 7(a): kept on a referred case; the tests that self-refer leave it unused.
  referringDoctorAddress: 'Gupta Nursing Home, Tonk Road, Jaipur',
  patientDeclarationSigned: true,
  doctorDeclarationSigned: true,
};

/** A complete Section C (items 17–27) of an invasive procedure. */
export const completeSectionC = {
  ...EMPTY_SECTION_C,
  doctorNames: 'Dr. Rakesh Mehta',
  familyHistory: 'Thalassaemia major in first child',
  diagnosisBasis: ['biochemical'],
  indications: ['A-v'],
  consentDate: '2026-11-20',
  procedures: ['amniocentesis'],
  complications: 'None',
  additionalTests: ['molecular'],
  result: 'Sample sent for molecular studies.',
  procedureDate: '2026-11-20',
  resultConveyedTo: 'Patient',
  resultConveyedOn: '2026-11-27',
  place: 'Jaipur',
  signedOn: '2026-11-27',
};

/** A thumb impression and the person who identified it. */
export const thumbImpression = {
  patientSignatureMode: 'thumb_impression',
  witnessName: 'Kamla Devi',
  witnessAge: 52,
  witnessSex: 'Female',
  witnessRelationship: 'Mother-in-law',
  witnessAddress: '12 Bapu Nagar, Jaipur, 9812345678',
};
