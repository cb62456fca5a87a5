import { z } from 'zod';
import { findFetalSexDisclosure } from '../reports/templates/fetal-sex-guard.ts';
import { FORM_F_REQUIRED_ITEMS, type FormFRequiredItem } from './formf-compliance.ts';
import { FORM_F_MESSAGES as M } from './formf-messages.ts';
import { MONTH_PATTERN } from './formf-register.ts';
import { INDICATION_CODES } from './indications.ts';

/** Absent keeps the stored value; null or an empty string clears it. */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
const optDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be given as YYYY-MM-DD')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Free-text fields a fetal sex could be written into (DESIGN §5 "Fetal sex"). */
const GUARDED_TEXT = [
  'findings',
  'otherIndication',
  'mtpIndication',
  'invasiveTestReason',
  'resultConveyedTo',
] as const;

/**
 * Completing or correcting a Form F (PUT). Every field is optional so a record can be completed
 * in steps; compliance reports what is still missing. A fetal-sex key is refused outright rather
 * than silently dropped, so a client that tries to send one learns why.
 */
export const FormFUpdateSchema = z
  .object({
    patientName: z.string().trim().min(1, M.patientNameRequired).max(100, M.textTooLong).optional(),
    patientAge: z
      .number({ error: M.ageInvalid })
      .int(M.ageInvalid)
      .min(1, M.ageInvalid)
      .max(100, M.ageInvalid)
      .optional(),
    spouseName: optText(100),
    patientAddress: optText(500),
    patientPhone: optText(20),
    numberOfChildren: z.number().int().min(0).max(30).optional(),
    childrenDetails: optText(500),
    referringDoctor: optText(300),
    referringDoctorRegNo: optText(50),
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
    examinationType: z.enum(['abdominal', 'transvaginal', 'both']).optional(),
    findings: optText(5000),
    patientDeclarationDate: optDate,
    procedureDate: optDate,
    resultConveyedTo: optText(200),
    resultConveyedOn: optDate,
    mtpIndication: optText(1000),
    invasiveTestAdvised: z.boolean().optional(),
    invasiveTestReason: optText(1000),
    patientDeclarationSigned: z.boolean().optional(),
    doctorDeclarationSigned: z.boolean().optional(),
    /** Required once the form has been submitted; kept with the amendment. */
    amendmentReason: optText(1000),
    fetalSex: z.null({ error: M.fetalSex }).optional(),
    sexDetermination: z.null({ error: M.fetalSex }).optional(),
  })
  .superRefine((input, ctx) => {
    for (const field of GUARDED_TEXT) {
      const value = input[field];
      const phrase = value ? findFetalSexDisclosure(value) : null;
      if (phrase) ctx.addIssue({ code: 'custom', path: [field], message: M.fetalSexText(phrase) });
    }
  });
export type FormFUpdate = z.infer<typeof FormFUpdateSchema>;

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
  formType: z.string().nullable(),
  patientName: z.string().nullable(),
  patientAge: z.number().nullable(),
  spouseName: z.string().nullable(),
  patientAddress: z.string().nullable(),
  patientPhone: z.string().nullable(),
  numberOfChildren: z.number(),
  childrenDetails: z.string().nullable(),
  referringDoctor: z.string().nullable(),
  referringDoctorRegNo: z.string().nullable(),
  isSelfreferred: z.boolean(),
  indications: z.array(z.string()),
  otherIndication: z.string().nullable(),
  lmp: z.string().nullable(),
  gestationalAge: z.string().nullable(),
  obstetricHistory: z.string().nullable(),
  pastIllness: z.string().nullable(),
  familyHistory: z.string().nullable(),
  examinationType: z.string(),
  examDateTime: z.string(),
  findings: z.string().nullable(),
  patientDeclarationDate: z.string().nullable(),
  procedureDate: z.string().nullable(),
  resultConveyedTo: z.string().nullable(),
  resultConveyedOn: z.string().nullable(),
  mtpIndication: z.string().nullable(),
  invasiveTestAdvised: z.boolean(),
  invasiveTestReason: z.string().nullable(),
  patientDeclarationSigned: z.boolean(),
  doctorDeclarationSigned: z.boolean(),
  doctorId: z.string(),
  doctorName: z.string().nullable(),
  /** Printed with the doctor's name in Section B and the declaration. */
  doctorRegistrationNumber: z.string().nullable(),
  isCompliant: z.boolean(),
  missing: z.array(z.enum(REQUIRED_ITEM_KEYS)),
  status: z.enum(['draft', 'submitted']),
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
  stats: z.object({ total: z.number(), compliant: z.number(), submitted: z.number(), draft: z.number() }),
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
});

export const RegisterSchema = z.object({
  month: z.string(),
  dueDate: z.string(),
  allComplete: z.boolean(),
  rows: z.array(RegisterRowSchema),
});
