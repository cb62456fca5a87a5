/** Form F wording, shared by the server's errors and the browser's form (clinical spec §5 "Form F"). */
import { valueMessage } from '../i18n/value-message.ts';

export const FORM_F_MESSAGES = {
  declarationOwnDoctorOnly: "Only the form's doctor can sign the doctor's declaration, from their own account",
  /** Issue 29 §2: the declaration's doctor and date are the signature's, set by the server. */
  doctorSetBySignature:
    'The doctor on Form F is the doctor who signs its declaration: it is set when they sign, from their own account, and cannot be chosen',
  declarationDateBySignature:
    "The date of the doctor's declaration is the day the doctor signs it, from the server's clock; it cannot be entered",
  declarationNotWithdrawn:
    'A signed declaration is not withdrawn: its doctor signs it again (an amendment once the form is submitted), and the earlier signature is kept',
  notSignedYet: "The doctor's declaration has not been signed yet",
  indicationRequired: 'At least one medical indication is required',
  patientNameRequired: 'Patient name is required',
  ageInvalid: 'Valid age is required',
  indicationUnknown: 'Choose indications from the official list (i to xxiii)',
  declarationAfterProcedure: "The patient's declaration must be obtained on or before the date of the procedure",
  fetalSex: 'Form F has no field for the sex of the foetus and never records it (PC-PNDT Act, sections 5 and 6)',
  fetalSexText: valueMessage(
    'Form F must not record or disclose the sex of the foetus (PC-PNDT Act, sections 5 and 6). Remove: "{phrase}"',
    (phrase: string) => ({ phrase }),
  ),
  amendmentReasonRequired: 'A reason is required to amend a submitted Form F',
  incomplete: 'Form F is incomplete: complete every statutory field before submitting',
  formGDoctorUnknown: "Choose the doctor performing the invasive procedure from the clinic's doctors",
  signIncomplete: "Form F is incomplete: complete every item below before the doctor's declaration is signed",
  alreadySubmitted: 'This Form F has already been submitted',
  notFound: 'Form F not found',
  monthInvalid: 'Month must be given as YYYY-MM',
  textTooLong: 'Text is too long',
  childAgeInvalid: "Each child's age is a whole number of years or months (0 to 99)",
  tooManyChildren: 'At most 20 living sons and 20 living daughters can be listed',
  witnessAgeInvalid: "The identifying person's age must be between 10 and 120",
  doctorNotFound: 'Doctor not found',
  voided: 'This Form F is void (its scan was cancelled or not attended) and is kept unchanged',
} as const;
