import {
  FORM_F_REQUIRED_ITEMS,
  type FormFCompletenessInput,
  findMissingFormFItems,
} from '../../../../../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import type { ProposedItem } from '../../../../../core/formf/formf-proposals.ts';
import { type FormF, FormFUpdateSchema } from '../../../../../core/formf/formf-schemas.ts';
import { EMPTY_SECTION_C, type SectionC } from '../../../../../core/formf/formf-sections.ts';

/** One child of item 4 as typed: the age box's text and its unit. */
export interface ChildDraft {
  age: string;
  unit: 'years' | 'months';
}

/** Section C as typed: text boxes hold '' for "not recorded", lists hold the ticked codes. */
export type SectionCDraft = { [K in keyof SectionC]: SectionC[K] extends readonly unknown[] ? string[] : string };

/** The completion form's state: text as typed, so an empty box can be told from a missing value. */
export interface FormFDraft {
  patientName: string;
  patientAge: string;
  spouseName: string;
  patientAddress: string;
  patientPhone: string;
  /** null: not recorded; []: none. */
  livingSons: ChildDraft[] | null;
  livingDaughters: ChildDraft[] | null;
  isSelfreferred: boolean;
  referringDoctor: string;
  referringDoctorRegNo: string;
  referringDoctorAddress: string;
  lmp: string;
  gestationalAge: string;
  indications: string[];
  otherIndication: string;
  /** '' until someone records how the ultrasound was done. */
  examinationType: '' | 'abdominal' | 'transvaginal' | 'both';
  otherProcedure: string;
  sectionBPlace: string;
  sectionBDate: string;
  sectionC: SectionCDraft | null;
  /** Form G's doctor id, '' while none is chosen. */
  formGDoctorId: string;
  patientSignatureMode: '' | 'signature' | 'thumb_impression';
  witnessName: string;
  witnessAge: string;
  witnessSex: string;
  witnessRelationship: string;
  witnessAddress: string;
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

const childrenDraft = (children: FormF['livingSons']): ChildDraft[] | null =>
  children === null ? null : children.map((c) => ({ age: c.age === null ? '' : String(c.age), unit: c.unit }));

export function sectionCDraft(c: FormF['sectionC']): SectionCDraft {
  const source = c ?? EMPTY_SECTION_C;
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) draft[key] = Array.isArray(value) ? [...value] : (value ?? '');
  return draft as SectionCDraft;
}

function sectionCPayload(c: SectionCDraft): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c)) payload[key] = Array.isArray(value) ? value : orNull(value);
  return payload;
}

export type FormFErrors = Partial<Record<string, string>>;

const EXAMINATION_TYPES = ['abdominal', 'transvaginal', 'both'] as const;

export function draftFromForm(form: FormF): FormFDraft {
  const examination = EXAMINATION_TYPES.find((type) => type === form.examinationType) ?? '';
  return {
    patientName: form.patientName ?? '',
    patientAge: form.patientAge === null ? '' : String(form.patientAge),
    spouseName: form.spouseName ?? '',
    patientAddress: form.patientAddress ?? '',
    patientPhone: form.patientPhone ?? '',
    livingSons: childrenDraft(form.livingSons),
    livingDaughters: childrenDraft(form.livingDaughters),
    isSelfreferred: form.isSelfreferred,
    referringDoctor: form.referringDoctor ?? '',
    referringDoctorRegNo: form.referringDoctorRegNo ?? '',
    referringDoctorAddress: form.referringDoctorAddress ?? '',
    lmp: form.lmp ?? '',
    gestationalAge: form.gestationalAge ?? '',
    indications: [...form.indications],
    otherIndication: form.otherIndication ?? '',
    examinationType: examination,
    otherProcedure: form.otherProcedure ?? '',
    sectionBPlace: form.sectionBPlace ?? '',
    sectionBDate: form.sectionBDate ?? '',
    sectionC: form.sectionC ? sectionCDraft(form.sectionC) : null,
    formGDoctorId: form.formGDoctorId ?? '',
    patientSignatureMode: form.patientSignatureMode ?? '',
    witnessName: form.witnessName ?? '',
    witnessAge: form.witnessAge === null ? '' : String(form.witnessAge),
    witnessSex: form.witnessSex ?? '',
    witnessRelationship: form.witnessRelationship ?? '',
    witnessAddress: form.witnessAddress ?? '',
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
const childrenPayload = (children: ChildDraft[] | null) =>
  children === null ? null : children.map((c) => ({ age: c.age.trim() ? toInt(c.age) : null, unit: c.unit }));

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
    livingSons: childrenPayload(draft.livingSons),
    livingDaughters: childrenPayload(draft.livingDaughters),
    isSelfreferred: draft.isSelfreferred,
    referringDoctor: draft.isSelfreferred ? null : orNull(draft.referringDoctor),
    referringDoctorRegNo: draft.isSelfreferred ? null : orNull(draft.referringDoctorRegNo),
    referringDoctorAddress: draft.isSelfreferred ? null : orNull(draft.referringDoctorAddress),
    lmp: orNull(draft.lmp),
    gestationalAge: orNull(draft.gestationalAge),
    otherIndication: orNull(draft.otherIndication),
    examinationType: draft.examinationType || null,
    otherProcedure: orNull(draft.otherProcedure),
    sectionBPlace: orNull(draft.sectionBPlace),
    sectionBDate: orNull(draft.sectionBDate),
    sectionC: draft.sectionC ? sectionCPayload(draft.sectionC) : null,
    patientSignatureMode: draft.patientSignatureMode || null,
    // A signature needs no witness: what was typed for a thumb impression is not kept.
    witnessName: draft.patientSignatureMode === 'thumb_impression' ? orNull(draft.witnessName) : null,
    witnessAge:
      draft.patientSignatureMode === 'thumb_impression' && draft.witnessAge.trim() ? toInt(draft.witnessAge) : null,
    witnessSex: draft.patientSignatureMode === 'thumb_impression' ? orNull(draft.witnessSex) : null,
    witnessRelationship: draft.patientSignatureMode === 'thumb_impression' ? orNull(draft.witnessRelationship) : null,
    witnessAddress: draft.patientSignatureMode === 'thumb_impression' ? orNull(draft.witnessAddress) : null,
    patientDeclarationDate: orNull(draft.patientDeclarationDate),
    procedureDate: orNull(draft.procedureDate),
    findings: orNull(draft.findings),
    resultConveyedTo: orNull(draft.resultConveyedTo),
    resultConveyedOn: orNull(draft.resultConveyedOn),
    mtpIndication: orNull(draft.mtpIndication),
    invasiveTestAdvised: draft.invasiveTestAdvised,
    invasiveTestReason: draft.invasiveTestAdvised ? orNull(draft.invasiveTestReason) : null,
    patientDeclarationSigned: draft.patientDeclarationSigned,
  };
  // Ticking the doctor's declaration signs it as the signed-in doctor, dated by the server (issue 29
  // §2); a signed one is left alone (signing again is its own action).
  if (draft.doctorDeclarationSigned && !form.doctorDeclarationSigned) payload.doctorDeclarationSigned = true;
  // Age is required by the rules: an empty box is sent as NaN so the schema says 'Valid age is required'.
  payload.patientAge = draft.patientAge.trim() ? toInt(draft.patientAge) : Number.NaN;
  if (draft.indications.length > 0 || form.indications.length > 0) payload.indications = draft.indications;
  // Sent only when changed: choosing copies the doctor's name and number as they stand then.
  if (draft.formGDoctorId !== (form.formGDoctorId ?? '')) payload.formGDoctorId = draft.formGDoctorId || null;
  if (form.status === 'submitted') payload.amendmentReason = orNull(draft.amendmentReason);
  return payload;
}

/** The server's rules, checked before sending so the messages show at once (the server checks again). */
export function validateDraft(draft: FormFDraft, form: FormF): FormFErrors {
  const errors: FormFErrors = {};
  const parsed = FormFUpdateSchema.safeParse(payloadFromDraft(draft, form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Section C's items are named as the server names them: sectionC.result.
      const field = issue.path[0] === 'sectionC' ? issue.path.slice(0, 2).join('.') : String(issue.path[0] ?? 'form');
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
  const payload = payloadFromDraft(draft, form);
  const missing = findMissingFormFItems({
    clinicName: form.clinicName,
    clinicAddress: form.clinicAddress,
    clinicRegistrationNumber: form.clinicRegistrationNumber,
    doctorRegistrationNumber: form.doctorRegistrationNumber,
    livingSons: payload.livingSons as FormFCompletenessInput['livingSons'],
    livingDaughters: payload.livingDaughters as FormFCompletenessInput['livingDaughters'],
    examinationType: draft.examinationType || null,
    sectionBPlace: orNull(draft.sectionBPlace),
    sectionBDate: orNull(draft.sectionBDate),
    sectionC: (payload.sectionC ?? null) as SectionC | null,
    patientSignatureMode: draft.patientSignatureMode || null,
    witnessName: payload.witnessName as string | null,
    witnessAge: payload.witnessAge as number | null,
    witnessRelationship: payload.witnessRelationship as string | null,
    witnessAddress: payload.witnessAddress as string | null,
    // The server dates a declaration when it is signed: ticked now, it will carry today's date.
    doctorDeclarationDate: form.doctorDeclarationDate ?? (draft.doctorDeclarationSigned ? 'today' : null),
    patientName: orNull(draft.patientName),
    patientAge: draft.patientAge.trim() ? toInt(draft.patientAge) : null,
    spouseName: orNull(draft.spouseName),
    patientAddress: orNull(draft.patientAddress),
    referringDoctor: draft.isSelfreferred ? null : orNull(draft.referringDoctor),
    referringDoctorAddress: draft.isSelfreferred ? null : orNull(draft.referringDoctorAddress),
    isSelfreferred: draft.isSelfreferred,
    // Attached on the form's evidence panel; as the form was read when the dialog opened.
    evidenceKinds: form.evidenceKinds,
    mtpIndication: orNull(draft.mtpIndication),
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

/** A proposed value the doctor has not confirmed yet: only while its box is still empty. */
export function pendingProposals(draft: FormFDraft, form: FormF): { item: ProposedItem; value: string }[] {
  const items: ProposedItem[] = ['procedureDate', 'examinationType', 'sectionBPlace'];
  return items.flatMap((item) => {
    const value = form.proposed[item];
    return value && !draft[item] ? [{ item, value }] : [];
  });
}

/** Confirming writes the proposed value into the draft; saving then records it as the doctor's. */
export function confirmProposal(draft: FormFDraft, item: ProposedItem, value: string): FormFDraft {
  if (item === 'examinationType') {
    const method = EXAMINATION_TYPES.find((type) => type === value);
    return method ? { ...draft, examinationType: method } : draft;
  }
  return { ...draft, [item]: value };
}
