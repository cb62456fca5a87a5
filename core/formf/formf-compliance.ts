import { FORM_F_MESSAGES as M } from './formf-messages.ts';
import type { Child, SectionC } from './formf-sections.ts';
import { INDICATION_CODES } from './indications.ts';

/** The statutory fields compliance looks at (Form F 2014 sections A, B, C and D). */
export interface FormFCompletenessInput {
  clinicName: string | null;
  clinicAddress: string | null;
  clinicRegistrationNumber: string | null;
  patientName: string | null;
  patientAge: number | null;
  livingSons: readonly Child[] | null;
  livingDaughters: readonly Child[] | null;
  spouseName: string | null;
  patientAddress: string | null;
  referringDoctor: string | null;
  /** Item 7(a): the full address of the referring doctor or genetic counselling centre. */
  referringDoctorAddress: string | null;
  isSelfreferred: boolean;
  /**
   * Kinds of referral evidence kept with the form (item 7 and its notes): the slip of a referred
   * case, the referral note of a self-referral. Kept in their own table, so the caller reads them.
   */
  evidenceKinds: readonly string[];
  lmp: string | null;
  gestationalAge: string | null;
  doctorName: string | null;
  doctorRegistrationNumber: string | null;
  indications: readonly string[];
  examinationType: string | null;
  patientDeclarationDate: string | null;
  procedureDate: string | null;
  findings: string | null;
  resultConveyedTo: string | null;
  resultConveyedOn: string | null;
  mtpIndication: string | null;
  sectionBPlace: string | null;
  sectionBDate: string | null;
  sectionC: SectionC | null;
  patientSignatureMode: string | null;
  witnessName: string | null;
  witnessAge: number | null;
  witnessRelationship: string | null;
  witnessAddress: string | null;
  patientDeclarationSigned: boolean;
  doctorDeclarationSigned: boolean;
  doctorDeclarationDate: string | null;
}

/** What may be missing, each with the item of the form it stands for. */
export const FORM_F_REQUIRED_ITEMS = {
  clinic: 'Name, address and registration number of the clinic are required (items 1 and 2)',
  patientName: M.patientNameRequired,
  patientAge: M.ageInvalid,
  children: 'Living sons and daughters, with the age of each, are required (item 4; record none as 0)',
  spouseName: "Husband's / father's name is required (item 5)",
  patientAddress: "Patient's address is required (item 6)",
  referral: 'Referring doctor or self-referral is required (item 7)',
  referringDoctorAddress: "The referring doctor's full address is required for a referred case (item 7(a))",
  referralEvidence:
    'Keep the referral slip (referred case, note 7(a)) or the self-referral note (note 7(b)) with the form: attach it (item 7)',
  lmpOrWeeks: 'LMP or weeks of pregnancy is required (item 8)',
  doctorName: 'Name of the doctor performing the procedure is required (item 9)',
  doctorRegistrationNumber: "The performing doctor's registration number is required (section B)",
  indications: M.indicationRequired,
  examinationType: 'How the ultrasound was done (transabdominal / transvaginal) is required (item 11)',
  patientDeclarationDate: "Date of the patient's declaration is required (item 12)",
  procedureDate: 'Date of the procedure is required (item 13)',
  findings: 'Result of the procedure is required (item 14)',
  resultConveyedTo: 'To whom the result was conveyed is required (item 15)',
  resultConveyedOn: 'When the result was conveyed is required (item 15)',
  mtpIndication: 'Any indication for MTP is required (item 16; record "None" if none)',
  sectionBPlace: 'Place is required at the end of section B',
  sectionBDate: 'Date is required at the end of section B',
  sectionC: 'Section C (invasive procedure, items 17 to 27) is incomplete',
  patientSignatureMode: 'Whether the woman signed or gave her thumb impression is required (section D)',
  witness:
    "For a thumb impression, the identifying person's name, age, relationship and address are required (section D)",
  patientDeclarationSigned: "The patient's declaration must be signed (section D)",
  doctorDeclarationSigned: "The doctor's declaration must be signed (section D)",
  doctorDeclarationDate: "Date of the doctor's declaration is required (section D)",
} as const;
export type FormFRequiredItem = keyof typeof FORM_F_REQUIRED_ITEMS;

/** Section C's required items, for the completion form to name what is missing. */
export const SECTION_C_REQUIRED = {
  doctorNames: 'Name of the doctor(s) performing the procedure (item 17)',
  familyHistory: 'History of genetic / medical disease in the family (item 18)',
  indications: 'Indication(s) for the procedure (item 19)',
  consentDate: 'Date of the consent in Form G (item 20)',
  procedures: 'Invasive procedure(s) carried out (item 21)',
  complications: 'Any complication of the procedure (item 22; record "None" if none)',
  result: 'Result of the procedure (item 24)',
  procedureDate: 'Date of the procedure (item 25)',
  resultConveyedTo: 'To whom the result was conveyed (item 26)',
  resultConveyedOn: 'When the result was conveyed (item 26)',
  place: 'Place at the end of section C',
  signedOn: 'Date at the end of section C',
} as const;
export type SectionCRequiredItem = keyof typeof SECTION_C_REQUIRED;

const filled = (value: string | null | undefined) => value !== null && value !== undefined && value.trim() !== '';
const childrenRecorded = (children: readonly Child[] | null) => children?.every((child) => child.age !== null) === true;

export function findMissingSectionCItems(c: SectionC): SectionCRequiredItem[] {
  const checks: Record<SectionCRequiredItem, boolean> = {
    doctorNames: filled(c.doctorNames),
    familyHistory: filled(c.familyHistory),
    indications: c.indications.length > 0,
    consentDate: filled(c.consentDate),
    procedures: c.procedures.length > 0,
    complications: filled(c.complications),
    result: filled(c.result),
    procedureDate: filled(c.procedureDate),
    resultConveyedTo: filled(c.resultConveyedTo),
    resultConveyedOn: filled(c.resultConveyedOn),
    place: filled(c.place),
    signedOn: filled(c.signedOn),
  };
  return (Object.keys(SECTION_C_REQUIRED) as SectionCRequiredItem[]).filter((item) => !checks[item]);
}

/**
 * Which statutory items a record lacks. A record counts as compliant only when nothing is
 * missing: the s.4(3) proviso treats any gap as a presumptive contravention, so compliance is
 * computed, never assumed (research A.6 rule 2). A value nobody recorded is null and missing.
 */
export function findMissingFormFItems(form: FormFCompletenessInput): FormFRequiredItem[] {
  const thumb = form.patientSignatureMode === 'thumb_impression';
  const checks: Record<FormFRequiredItem, boolean> = {
    clinic: filled(form.clinicName) && filled(form.clinicAddress) && filled(form.clinicRegistrationNumber),
    patientName: filled(form.patientName),
    patientAge:
      form.patientAge !== null && Number.isInteger(form.patientAge) && form.patientAge >= 1 && form.patientAge <= 100,
    children: childrenRecorded(form.livingSons) && childrenRecorded(form.livingDaughters),
    spouseName: filled(form.spouseName),
    patientAddress: filled(form.patientAddress),
    referral: form.isSelfreferred || filled(form.referringDoctor),
    referringDoctorAddress: form.isSelfreferred || filled(form.referringDoctorAddress),
    referralEvidence: form.evidenceKinds.includes(form.isSelfreferred ? 'referral_note' : 'referral_slip'),
    lmpOrWeeks: filled(form.lmp) || filled(form.gestationalAge),
    doctorName: filled(form.doctorName),
    doctorRegistrationNumber: filled(form.doctorRegistrationNumber),
    indications: form.indications.some((code) => (INDICATION_CODES as readonly string[]).includes(code)),
    examinationType: filled(form.examinationType),
    patientDeclarationDate: filled(form.patientDeclarationDate),
    procedureDate: filled(form.procedureDate),
    findings: filled(form.findings),
    resultConveyedTo: filled(form.resultConveyedTo),
    resultConveyedOn: filled(form.resultConveyedOn),
    mtpIndication: filled(form.mtpIndication),
    sectionBPlace: filled(form.sectionBPlace),
    sectionBDate: filled(form.sectionBDate),
    sectionC: form.sectionC === null || findMissingSectionCItems(form.sectionC).length === 0,
    patientSignatureMode: filled(form.patientSignatureMode),
    witness:
      !thumb ||
      (filled(form.witnessName) &&
        form.witnessAge !== null &&
        filled(form.witnessRelationship) &&
        filled(form.witnessAddress)),
    patientDeclarationSigned: form.patientDeclarationSigned,
    doctorDeclarationSigned: form.doctorDeclarationSigned,
    doctorDeclarationDate: filled(form.doctorDeclarationDate),
  };
  return (Object.keys(FORM_F_REQUIRED_ITEMS) as FormFRequiredItem[]).filter((item) => !checks[item]);
}

/** What the doctor's declaration itself supplies: every other item must be there before it is signed. */
const SIGNATURE_ITEMS: readonly FormFRequiredItem[] = ['doctorDeclarationSigned', 'doctorDeclarationDate'];

/**
 * The items that stop a doctor signing the declaration (issue 29 §3): the doctor declares the
 * form complete, so everything but the signature and its date must already be recorded.
 */
export function findItemsMissingBeforeSigning(form: FormFCompletenessInput): FormFRequiredItem[] {
  return findMissingFormFItems(form).filter((item) => !SIGNATURE_ITEMS.includes(item));
}

export function computeFormFCompliance(form: FormFCompletenessInput): {
  isCompliant: boolean;
  missing: FormFRequiredItem[];
} {
  const missing = findMissingFormFItems(form);
  return { isCompliant: missing.length === 0, missing };
}

/** Age in whole years on a date, both as YYYY-MM-DD; null when either is not a valid date. */
export function ageOnDate(dateOfBirth: string, onDate: string): number | null {
  const parse = (v: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)?.slice(1).map(Number);
  const birth = parse(dateOfBirth);
  const on = parse(onDate);
  if (!birth || !on) return null;
  const [by = 0, bm = 0, bd = 0] = birth;
  const [oy = 0, om = 0, od = 0] = on;
  const age = oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}
