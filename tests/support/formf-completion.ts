/** What the clinic completes after the scan, on top of the pre-filled record. */
export const completion = {
  livingSons: [{ age: 6, unit: 'years' }],
  livingDaughters: [{ age: 18, unit: 'months' }],
  examinationType: 'abdominal',
  sectionBPlace: 'Jaipur',
  sectionBDate: '2026-11-20',
  patientSignatureMode: 'signature',
  doctorDeclarationDate: '2026-11-20',
  indications: ['xvii', 'ii'],
  patientDeclarationDate: '2026-11-20',
  procedureDate: '2026-11-20',
  resultConveyedTo: 'Patient and husband',
  resultConveyedOn: '2026-11-20',
  patientDeclarationSigned: true,
  doctorDeclarationSigned: true,
};
