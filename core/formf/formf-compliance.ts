import { FORM_F_MESSAGES as M } from './formf-messages.ts';
import { INDICATION_CODES } from './indications.ts';

/** The statutory fields compliance looks at (Form F 2014 sections A, B and D). */
export interface FormFCompletenessInput {
  patientName: string | null;
  patientAge: number | null;
  spouseName: string | null;
  patientAddress: string | null;
  referringDoctor: string | null;
  isSelfreferred: boolean;
  lmp: string | null;
  gestationalAge: string | null;
  doctorName: string | null;
  indications: readonly string[];
  patientDeclarationDate: string | null;
  procedureDate: string | null;
  findings: string | null;
  resultConveyedTo: string | null;
  resultConveyedOn: string | null;
  patientDeclarationSigned: boolean;
  doctorDeclarationSigned: boolean;
}

/** What may be missing, each with the item of the form it stands for. */
export const FORM_F_REQUIRED_ITEMS = {
  patientName: M.patientNameRequired,
  patientAge: M.ageInvalid,
  spouseName: "Husband's / father's name is required (item 5)",
  patientAddress: "Patient's address is required (item 6)",
  referral: 'Referring doctor or self-referral is required (item 7)',
  lmpOrWeeks: 'LMP or weeks of pregnancy is required (item 8)',
  doctorName: 'Name of the doctor performing the procedure is required (item 9)',
  indications: M.indicationRequired,
  patientDeclarationDate: "Date of the patient's declaration is required (item 12)",
  procedureDate: 'Date of the procedure is required (item 13)',
  findings: 'Result of the procedure is required (item 14)',
  resultConveyedTo: 'To whom the result was conveyed is required (item 15)',
  resultConveyedOn: 'When the result was conveyed is required (item 15)',
  patientDeclarationSigned: "The patient's declaration must be signed (section D)",
  doctorDeclarationSigned: "The doctor's declaration must be signed (section D)",
} as const;
export type FormFRequiredItem = keyof typeof FORM_F_REQUIRED_ITEMS;

const filled = (value: string | null) => value !== null && value.trim() !== '';

/**
 * Which statutory items a record lacks. A record counts as compliant only when nothing is
 * missing: the s.4(3) proviso treats any gap as a presumptive contravention, so compliance is
 * computed, never assumed (research A.6 rule 2).
 */
export function findMissingFormFItems(form: FormFCompletenessInput): FormFRequiredItem[] {
  const checks: Record<FormFRequiredItem, boolean> = {
    patientName: filled(form.patientName),
    patientAge:
      form.patientAge !== null && Number.isInteger(form.patientAge) && form.patientAge >= 1 && form.patientAge <= 100,
    spouseName: filled(form.spouseName),
    patientAddress: filled(form.patientAddress),
    referral: form.isSelfreferred || filled(form.referringDoctor),
    lmpOrWeeks: filled(form.lmp) || filled(form.gestationalAge),
    doctorName: filled(form.doctorName),
    indications: form.indications.some((code) => (INDICATION_CODES as readonly string[]).includes(code)),
    patientDeclarationDate: filled(form.patientDeclarationDate),
    procedureDate: filled(form.procedureDate),
    findings: filled(form.findings),
    resultConveyedTo: filled(form.resultConveyedTo),
    resultConveyedOn: filled(form.resultConveyedOn),
    patientDeclarationSigned: form.patientDeclarationSigned,
    doctorDeclarationSigned: form.doctorDeclarationSigned,
  };
  return (Object.keys(FORM_F_REQUIRED_ITEMS) as FormFRequiredItem[]).filter((item) => !checks[item]);
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
