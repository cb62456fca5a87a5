import { FORM_F_REQUIRED_ITEMS, findMissingFormFItems } from '../../../../../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import { type FormF, FormFUpdateSchema } from '../../../../../core/formf/formf-schemas.ts';

/** The completion form's state: text as typed, so an empty box can be told from a missing value. */
export interface FormFDraft {
  patientName: string;
  patientAge: string;
  spouseName: string;
  patientAddress: string;
  patientPhone: string;
  numberOfChildren: string;
  childrenDetails: string;
  isSelfreferred: boolean;
  referringDoctor: string;
  referringDoctorRegNo: string;
  lmp: string;
  gestationalAge: string;
  indications: string[];
  otherIndication: string;
  examinationType: 'abdominal' | 'transvaginal' | 'both';
  patientDeclarationDate: string;
  procedureDate: string;
  findings: string;
  resultConveyedTo: string;
  resultConveyedOn: string;
  mtpIndication: string;
  invasiveTestAdvised: boolean;
  invasiveTestReason: string;
  patientDeclarationSigned: boolean;
  doctorDeclarationSigned: boolean;
  amendmentReason: string;
}

export type FormFErrors = Partial<Record<string, string>>;

const EXAMINATION_TYPES = ['abdominal', 'transvaginal', 'both'] as const;

export function draftFromForm(form: FormF): FormFDraft {
  const examination = EXAMINATION_TYPES.find((type) => type === form.examinationType) ?? 'abdominal';
  return {
    patientName: form.patientName ?? '',
    patientAge: form.patientAge === null ? '' : String(form.patientAge),
    spouseName: form.spouseName ?? '',
    patientAddress: form.patientAddress ?? '',
    patientPhone: form.patientPhone ?? '',
    numberOfChildren: String(form.numberOfChildren),
    childrenDetails: form.childrenDetails ?? '',
    isSelfreferred: form.isSelfreferred,
    referringDoctor: form.referringDoctor ?? '',
    referringDoctorRegNo: form.referringDoctorRegNo ?? '',
    lmp: form.lmp ?? '',
    gestationalAge: form.gestationalAge ?? '',
    indications: [...form.indications],
    otherIndication: form.otherIndication ?? '',
    examinationType: examination,
    patientDeclarationDate: form.patientDeclarationDate ?? '',
    procedureDate: form.procedureDate ?? '',
    findings: form.findings ?? '',
    resultConveyedTo: form.resultConveyedTo ?? '',
    resultConveyedOn: form.resultConveyedOn ?? '',
    mtpIndication: form.mtpIndication ?? '',
    invasiveTestAdvised: form.invasiveTestAdvised,
    invasiveTestReason: form.invasiveTestReason ?? '',
    patientDeclarationSigned: form.patientDeclarationSigned,
    doctorDeclarationSigned: form.doctorDeclarationSigned,
    amendmentReason: '',
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
/** A number box: its integer, or NaN for text that is not one (the schema then reports it). */
const toInt = (value: string) => (/^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/**
 * The PUT body. Unticking every indication sends an empty list, which the rules refuse, rather
 * than silently keeping the old ones; a record that never had any simply leaves them out.
 */
export function payloadFromDraft(draft: FormFDraft, form: FormF): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    patientName: draft.patientName.trim(),
    spouseName: orNull(draft.spouseName),
    patientAddress: orNull(draft.patientAddress),
    patientPhone: orNull(draft.patientPhone),
    numberOfChildren: toInt(draft.numberOfChildren),
    childrenDetails: orNull(draft.childrenDetails),
    isSelfreferred: draft.isSelfreferred,
    referringDoctor: draft.isSelfreferred ? null : orNull(draft.referringDoctor),
    referringDoctorRegNo: draft.isSelfreferred ? null : orNull(draft.referringDoctorRegNo),
    lmp: orNull(draft.lmp),
    gestationalAge: orNull(draft.gestationalAge),
    otherIndication: orNull(draft.otherIndication),
    examinationType: draft.examinationType,
    patientDeclarationDate: orNull(draft.patientDeclarationDate),
    procedureDate: orNull(draft.procedureDate),
    findings: orNull(draft.findings),
    resultConveyedTo: orNull(draft.resultConveyedTo),
    resultConveyedOn: orNull(draft.resultConveyedOn),
    mtpIndication: orNull(draft.mtpIndication),
    invasiveTestAdvised: draft.invasiveTestAdvised,
    invasiveTestReason: draft.invasiveTestAdvised ? orNull(draft.invasiveTestReason) : null,
    patientDeclarationSigned: draft.patientDeclarationSigned,
    doctorDeclarationSigned: draft.doctorDeclarationSigned,
  };
  // Age is required by the rules: an empty box is sent as NaN so the schema says 'Valid age is required'.
  payload.patientAge = draft.patientAge.trim() ? toInt(draft.patientAge) : Number.NaN;
  if (draft.indications.length > 0 || form.indications.length > 0) payload.indications = draft.indications;
  if (form.status === 'submitted') payload.amendmentReason = orNull(draft.amendmentReason);
  return payload;
}

/** The server's rules, checked before sending so the messages show at once (the server checks again). */
export function validateDraft(draft: FormFDraft, form: FormF): FormFErrors {
  const errors: FormFErrors = {};
  const parsed = FormFUpdateSchema.safeParse(payloadFromDraft(draft, form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  if (draft.patientDeclarationDate && draft.procedureDate && draft.patientDeclarationDate > draft.procedureDate) {
    errors.patientDeclarationDate ??= M.declarationAfterProcedure;
  }
  if (form.status === 'submitted' && !draft.amendmentReason.trim()) {
    errors.amendmentReason = M.amendmentReasonRequired;
  }
  return errors;
}

/** What the record would still lack if saved as it stands: compliance computed exactly as the server does. */
export function missingFromDraft(draft: FormFDraft, form: FormF): { item: string; message: string }[] {
  const missing = findMissingFormFItems({
    patientName: orNull(draft.patientName),
    patientAge: draft.patientAge.trim() ? toInt(draft.patientAge) : null,
    spouseName: orNull(draft.spouseName),
    patientAddress: orNull(draft.patientAddress),
    referringDoctor: draft.isSelfreferred ? null : orNull(draft.referringDoctor),
    isSelfreferred: draft.isSelfreferred,
    lmp: orNull(draft.lmp),
    gestationalAge: orNull(draft.gestationalAge),
    doctorName: form.doctorName,
    indications: draft.indications,
    patientDeclarationDate: orNull(draft.patientDeclarationDate),
    procedureDate: orNull(draft.procedureDate),
    findings: orNull(draft.findings),
    resultConveyedTo: orNull(draft.resultConveyedTo),
    resultConveyedOn: orNull(draft.resultConveyedOn),
    patientDeclarationSigned: draft.patientDeclarationSigned,
    doctorDeclarationSigned: draft.doctorDeclarationSigned,
  });
  return missing.map((item) => ({ item, message: FORM_F_REQUIRED_ITEMS[item] }));
}
