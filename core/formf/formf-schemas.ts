import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';
import { multilineText, text } from '../validation/text-rules.ts';
import { FORM_F_REQUIRED_ITEMS, type FormFRequiredItem } from './formf-compliance.ts';
import { FORM_F_MESSAGES as M } from './formf-messages.ts';
import { FormFProposalsSchema } from './formf-proposals.ts';
import { MONTH_PATTERN } from './formf-register.ts';
import {
  ChildrenSchema,
  EXAMINATION_TYPES,
  SectionCOutputSchema,
  SectionCSchema,
  SIGNATURE_MODES,
} from './formf-sections.ts';
import { INDICATION_CODES } from './indications.ts';

/**
 * PC-PNDT: every free-text field is screened for a fetal sex (core/pcpndt/pcpndt-text.ts), the
 * clinical items as text about the pregnancy, names and addresses as a person's details (a
 * "Girls' School Road" address is not a disclosure).
 */
const personText = fetalSexGuard('person', M.fetalSexText);
const pregnancyText = fetalSexGuard('pregnancy', M.fetalSexText);
/** Absent keeps the stored value; null or an empty string clears it. */
const optText = (max: number, guarded = pregnancyText) =>
  guarded(
    multilineText()
      .trim()
      .max(max, M.textTooLong)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
  );
/** A name (spouse, referring doctor, witness): one line under the text rule, so no bidi overrides. */
const optName = (max: number) =>
  personText(
    text()
      .trim()
      .max(max, M.textTooLong)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
  );
const optDate = calendarDate(DATE_RANGES.past)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Completing or correcting a Form F (PUT). Every field is optional so a record can be completed
 * in steps; compliance reports what is still missing. A fetal-sex key is refused outright rather
 * than silently dropped, so a client that tries to send one learns why.
 */
export const FormFUpdateSchema = z
  .object({
    patientName: personText(text().trim().min(1, M.patientNameRequired).max(100, M.textTooLong).optional()),
    patientAge: z
      .number({ error: M.ageInvalid })
      .int(M.ageInvalid)
      .min(1, M.ageInvalid)
      .max(100, M.ageInvalid)
      .optional(),
    spouseName: optName(100),
    patientAddress: optText(500, personText),
    patientPhone: optText(20, personText),
    /** Item 4: null clears the list back to "not recorded"; [] records none. */
    livingSons: ChildrenSchema.nullable().optional(),
    livingDaughters: ChildrenSchema.nullable().optional(),
    childrenDetails: optText(500),
    referringDoctor: optName(300),
    referringDoctorRegNo: optText(50, personText),
    referringDoctorAddress: optText(500, personText),
    isSelfreferred: z.boolean().optional(),
    indications: z
      .array(z.enum(INDICATION_CODES, { error: M.indicationUnknown }), { error: M.indicationRequired })
      .min(1, M.indicationRequired)
      .max(INDICATION_CODES.length)
      .optional(),
    otherIndication: optText(1000),
    lmp: optDate,
    gestationalAge: optText(100),
    obstetricHistory: optText(1000),
    pastIllness: optText(1000),
    familyHistory: optText(1000),
    examinationType: z.enum(EXAMINATION_TYPES).nullable().optional(),
    otherProcedure: optText(300),
    findings: optText(5000),
    patientDeclarationDate: optDate,
    procedureDate: optDate,
    resultConveyedTo: optText(200, personText),
    resultConveyedOn: optDate,
    mtpIndication: optText(1000),
    invasiveTestAdvised: z.boolean().optional(),
    invasiveTestReason: optText(1000),
    sectionBPlace: optText(200, personText),
    sectionBDate: optDate,
    /** Section C, recorded when an invasive procedure was done; null removes it. */
    sectionC: pregnancyText(SectionCSchema.nullable()).optional(),
    patientSignatureMode: z.enum(SIGNATURE_MODES).nullable().optional(),
    witnessName: optName(100),
    witnessAge: z
      .number({ error: M.witnessAgeInvalid })
      .int(M.witnessAgeInvalid)
      .min(10, M.witnessAgeInvalid)
      .max(120, M.witnessAgeInvalid)
      .nullable()
      .optional(),
    witnessSex: optText(20, personText),
    witnessRelationship: optText(100, personText),
    witnessAddress: optText(500, personText),
    patientDeclarationSigned: z.boolean().optional(),
    /**
     * true signs the doctor's declaration as the signed-in user's own doctor record (as POST
     * …/sign does); the doctor and the date are the server's, so neither is accepted here, and a
     * signed declaration is never withdrawn (issue 29 §2).
     */
    doctorDeclarationSigned: z.boolean().optional(),
    doctorDeclarationDate: z.never({ error: M.declarationDateBySignature }).optional(),
    doctorId: z.never({ error: M.doctorSetBySignature }).optional(),
    /** Form G: the doctor who performs the invasive procedure, one of the clinic's doctors; null clears. */
    formGDoctorId: z.uuid({ error: M.formGDoctorUnknown }).nullable().optional(),
    /** Copy the clinic's name, address and registration number from Settings again, on purpose. */
    refreshClinicDetails: z.literal(true).optional(),
    /** Required once the form has been submitted; kept with the amendment. */
    amendmentReason: optText(1000),
    fetalSex: z.null({ error: M.fetalSex }).optional(),
    sexDetermination: z.null({ error: M.fetalSex }).optional(),
  })
  .describe('Completing or correcting a Form F; every text field is screened for a fetal sex');
export type FormFUpdate = z.infer<typeof FormFUpdateSchema>;

/**
 * Signing (or signing again) the doctor's declaration: the body says nothing of who or when.
 * Signing again a submitted form is an amendment, so it takes a reason.
 */
export const FormFSignSchema = z
  .object({ amendmentReason: optText(1000) })
  .describe("Signing the doctor's declaration; the doctor and the date are the server's");
export type FormFSign = z.infer<typeof FormFSignSchema>;

const REQUIRED_ITEM_KEYS = Object.keys(FORM_F_REQUIRED_ITEMS) as [FormFRequiredItem, ...FormFRequiredItem[]];

/** A Form F as the API returns it: the statutory fields, never a fetal sex. */
export const FormFSchema = z.object({
  id: z.string(),
  formId: z.string(),
  reportId: z.string().nullable(),
  studyId: z.string().nullable(),
  studyCode: z.string().nullable(),
  patientId: z.string(),
  patientCode: z.string(),
  /** Her papers' language (issue 34): the declaration prints in it beside English; null: English only. */
  patientLanguage: z.string().nullable().optional(),
  formType: z.string().nullable(),
  patientName: z.string().nullable(),
  patientAge: z.number().nullable(),
  spouseName: z.string().nullable(),
  patientAddress: z.string().nullable(),
  patientPhone: z.string().nullable(),
  numberOfChildren: z.number().nullable(),
  childrenDetails: z.string().nullable(),
  livingSons: ChildrenSchema.nullable(),
  livingDaughters: ChildrenSchema.nullable(),
  referringDoctor: z.string().nullable(),
  referringDoctorRegNo: z.string().nullable(),
  referringDoctorAddress: z.string().nullable(),
  /** Kinds of referral evidence attached (referral_slip, referral_note, case_papers). */
  evidenceKinds: z.array(z.string()),
  isSelfreferred: z.boolean(),
  indications: z.array(z.string()),
  otherIndication: z.string().nullable(),
  lmp: z.string().nullable(),
  gestationalAge: z.string().nullable(),
  obstetricHistory: z.string().nullable(),
  pastIllness: z.string().nullable(),
  familyHistory: z.string().nullable(),
  examinationType: z.string().nullable(),
  otherProcedure: z.string().nullable(),
  examDateTime: z.string(),
  findings: z.string().nullable(),
  patientDeclarationDate: z.string().nullable(),
  procedureDate: z.string().nullable(),
  resultConveyedTo: z.string().nullable(),
  resultConveyedOn: z.string().nullable(),
  mtpIndication: z.string().nullable(),
  invasiveTestAdvised: z.boolean(),
  invasiveTestReason: z.string().nullable(),
  sectionBPlace: z.string().nullable(),
  sectionBDate: z.string().nullable(),
  sectionC: SectionCOutputSchema.nullable(),
  patientSignatureMode: z.enum(SIGNATURE_MODES).nullable(),
  witnessName: z.string().nullable(),
  witnessAge: z.number().nullable(),
  witnessSex: z.string().nullable(),
  witnessRelationship: z.string().nullable(),
  witnessAddress: z.string().nullable(),
  patientDeclarationSigned: z.boolean(),
  doctorDeclarationSigned: z.boolean(),
  doctorDeclarationDate: z.string().nullable(),
  doctorId: z.string().nullable(),
  /** Snapshots taken when the form was made: later Settings or doctor edits do not change them. */
  doctorName: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  clinicName: z.string().nullable(),
  clinicAddress: z.string().nullable(),
  clinicRegistrationNumber: z.string().nullable(),
  /** Form G's doctor (the invasive procedure's), as chosen; null until someone chooses. */
  formGDoctorId: z.string().nullable(),
  formGDoctorName: z.string().nullable(),
  formGDoctorRegistrationNumber: z.string().nullable(),
  /** Item 10 codes matching the report's medical indication: offered to staff, never ticked for them. */
  suggestedIndications: z.array(z.string()),
  isCompliant: z.boolean(),
  missing: z.array(z.enum(REQUIRED_ITEM_KEYS)),
  /** Items 11, 13 and the place, proposed from the report and the clinic for the doctor to confirm. */
  proposed: FormFProposalsSchema,
  /** 'void': the scan was cancelled or not attended; the form is kept with why (issue 29 §3). */
  status: z.enum(['draft', 'submitted', 'void']),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** The Rule 9(1) register's serial number, given once when the form was made. */
  registerSerial: z.number(),
  submittedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormF = z.infer<typeof FormFSchema>;

export const FormFListQuerySchema = z.object({
  patientId: z.uuid().optional(),
  /** The Form F of one obstetric report (the Reports page's Form F button). */
  reportId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const FormFPageSchema = z.object({
  forms: z.array(FormFSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  /** The four stat cards of the Patient History page, over all of the clinic's forms. */
  stats: z.object({
    total: z.number(),
    compliant: z.number(),
    submitted: z.number(),
    draft: z.number(),
    /** Void forms (cancelled scans), counted apart: total, compliant and draft leave them out. */
    voided: z.number(),
  }),
});

export const FormFEditSchema = z.object({
  kind: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  reason: z.string().nullable(),
  editedBy: z.string(),
  editedAt: z.string(),
});

export const FormFAmendmentSchema = z.object({
  version: z.number(),
  reason: z.string(),
  amendedBy: z.string(),
  amendedAt: z.string(),
});

export const MonthQuerySchema = z.object({
  month: z.string({ error: M.monthInvalid }).regex(MONTH_PATTERN, M.monthInvalid),
});

export const RegisterRowSchema = z.object({
  serialNo: z.number(),
  formId: z.string(),
  patientName: z.string().nullable(),
  patientAge: z.number().nullable(),
  spouseName: z.string().nullable(),
  patientAddress: z.string().nullable(),
  dateFirstReported: z.string(),
  indications: z.array(z.string()),
  doctorName: z.string().nullable(),
  procedureDate: z.string().nullable(),
  resultConveyedTo: z.string().nullable(),
  resultConveyedOn: z.string().nullable(),
  isCompliant: z.boolean(),
  submittedAt: z.string().nullable(),
  /** A void form keeps its serial and its row, marked void with the reason. */
  voidReason: z.string().nullable(),
  /** Machines that sent the study's images or measurements while not registered (issue 32 item 7). */
  unregisteredMachines: z.array(z.string()),
});

export const RegisterSchema = z.object({
  month: z.string(),
  dueDate: z.string(),
  allComplete: z.boolean(),
  rows: z.array(RegisterRowSchema),
});
