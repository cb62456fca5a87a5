import { DOCTOR_DECLARATION_CORE } from '../reports/pcpndt-declaration.ts';

/**
 * The printed wording of Form F (2014), research/domain-references.md A.2. Statutory text: keep it
 * word for word; only the blanks are filled in.
 */
export const FORM_F_HEADING = {
  title: 'FORM F',
  reference: '[See Proviso to Section 4(3), Rule 9(4) and Rule 10(1A)]',
  subtitle:
    'FORM FOR MAINTENANCE OF RECORD IN CASE OF PRENATAL DIAGNOSTIC TEST/PROCEDURE BY GENETIC CLINIC/ULTRASOUND CLINIC/IMAGING CENTRE',
} as const;

export const FORM_F_SECTIONS = {
  a: 'Section A: To be filled in for all diagnostic procedures/tests',
  b: 'Section B: To be filled in for performing non-invasive diagnostic procedures/tests only',
  c: 'Section C: To be filled for performing invasive procedures/tests only',
  d: 'Section D: Declaration',
} as const;

/** The notes Form F (2014) prints under items 7(a) and 7(b): what is kept with the form. */
export const REFERRAL_NOTES = {
  a: '(Referral slips to be preserved carefully with Form F)',
  b: '(Referral note with indications and case papers of the patient to be preserved with Form F)',
} as const;

export const SELF_REFERRAL_NOTE =
  'Self-referral does not mean a client coming to a clinic and requesting for the test or relative/s requesting for the test of a pregnant woman.';

export const INDICATIONS_PREAMBLE =
  "Ultrasonography prenatal diagnosis during pregnancy should only be performed when indicated. The following is the representative list of indications for ultrasound during pregnancy. (Put a 'Tick' against the appropriate indication/s for ultrasound)";

export const ULTRASOUND_IMPORTANT_NOTE =
  'Important Note: Ultrasound is not indicated/advised/performed to determine the sex of foetus except for diagnosis of sex-linked diseases such as Duchenne Muscular Dystrophy, Haemophilia A & B etc.';

export const PATIENT_DECLARATION_TITLE = 'DECLARATION OF THE PERSON UNDERGOING PRENATAL DIAGNOSTIC TEST/PROCEDURE';
export const DOCTOR_DECLARATION_TITLE = 'DECLARATION OF DOCTOR/PERSON CONDUCTING PRE NATAL DIAGNOSTIC PROCEDURE/TEST';

/** A blank the statute leaves for handwriting when nothing was recorded. */
export const BLANK = '____________________';

/** "I, Mrs./Mr. ____ declare that by undergoing ____ Prenatal Diagnostic Test/Procedure, I do not want to know the sex of my foetus." */
export function patientDeclarationText(patientName: string | null): string {
  return `I, Mrs./Mr. ${patientName?.trim() || BLANK} declare that by undergoing Ultrasonography Prenatal Diagnostic Test/Procedure, I do not want to know the sex of my foetus.`;
}

/** The doctor's declaration of Section D (Rule 10(1A)), with its key words shared with the reports. */
export function formFDoctorDeclarationText(doctorName: string | null, patientName: string | null): string {
  return `I, ${doctorName?.trim() || BLANK} (name of the person conducting ultrasonography/image scanning) declare that while conducting ultrasonography/image scanning on Ms./Mr. ${patientName?.trim() || BLANK} (name of the pregnant woman or the person undergoing the pre-natal diagnostic procedure/test), ${DOCTOR_DECLARATION_CORE}.`;
}
