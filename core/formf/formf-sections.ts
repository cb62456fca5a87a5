import { z } from 'zod';
import { FORM_F_MESSAGES as M } from './formf-messages.ts';

/** Absent keeps the stored value; null or an empty string clears it (the statutory "not recorded"). */
export const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const optDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be given as YYYY-MM-DD')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Item 4 of the 2014 form: each living son and daughter with an age "in years or months". The
 * list's length is the count; a null list is "not recorded", which is not the same as none ([]).
 * A child whose age is not known yet keeps age null, and the item counts as missing.
 */
export const ChildSchema = z.object({
  age: z
    .number({ error: M.childAgeInvalid })
    .int(M.childAgeInvalid)
    .min(0, M.childAgeInvalid)
    .max(99, M.childAgeInvalid)
    .nullable(),
  unit: z.enum(['years', 'months'], { error: M.childAgeInvalid }),
});
export type Child = z.infer<typeof ChildSchema>;
export const ChildrenSchema = z.array(ChildSchema).max(20, M.tooManyChildren);

/** Item 11: how the ultrasound was done, exactly as recorded; there is no default. */
export const EXAMINATION_TYPES = ['abdominal', 'transvaginal', 'both'] as const;
export type ExaminationType = (typeof EXAMINATION_TYPES)[number];

/** Section D: the woman signs, or puts her thumb impression identified by a witness. */
export const SIGNATURE_MODES = ['signature', 'thumb_impression'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];

/** Section C item 18: basis of diagnosis. */
export const DIAGNOSIS_BASES = [
  { code: 'clinical', text: 'Clinical' },
  { code: 'biochemical', text: 'Bio-chemical' },
  { code: 'cytogenetic', text: 'Cytogenetic' },
  { code: 'other', text: 'Other (e.g. radiological, ultrasonography etc.)' },
] as const;

/** Section C item 19: indications for an invasive procedure (statutory wording). */
export const INVASIVE_INDICATIONS = [
  { code: 'A-i', text: 'A. Previous child/children with: (i) Chromosomal disorders' },
  { code: 'A-ii', text: 'A. Previous child/children with: (ii) Metabolic disorders' },
  { code: 'A-iii', text: 'A. Previous child/children with: (iii) Congenital anomaly' },
  { code: 'A-iv', text: 'A. Previous child/children with: (iv) Mental Disability' },
  { code: 'A-v', text: 'A. Previous child/children with: (v) Haemoglobinopathy' },
  { code: 'A-vi', text: 'A. Previous child/children with: (vi) Sex linked disorders' },
  { code: 'A-vii', text: 'A. Previous child/children with: (vii) Single gene disorder' },
  { code: 'A-viii', text: 'A. Previous child/children with: (viii) Any other' },
  { code: 'B', text: 'B. Advanced maternal age (35 years)' },
  { code: 'C', text: 'C. Mother/father/sibling has genetic disease' },
  { code: 'D', text: 'D. Other' },
] as const;

/** Section C item 21. */
export const INVASIVE_PROCEDURES = [
  { code: 'amniocentesis', text: '(i) Amniocentesis' },
  { code: 'chorionic_villi', text: '(ii) Chorionic villi aspiration' },
  { code: 'fetal_biopsy', text: '(iii) Fetal biopsy' },
  { code: 'cordocentesis', text: '(iv) Cordocentesis' },
  { code: 'other', text: '(v) Any other' },
] as const;

/** Section C item 23 (statutory list, printed as the 2014 form has it). */
export const ADDITIONAL_TESTS = [
  { code: 'chromosomal', text: '(i) Chromosomal studies' },
  { code: 'biochemical', text: '(ii) Biochemical studies' },
  { code: 'molecular', text: '(iii) Molecular studies' },
  { code: 'preimplantation', text: '(iv) Pre-implantation gender diagnosis' },
  { code: 'other', text: '(v) Any other' },
] as const;

const codesOf = <T extends readonly { code: string }[]>(list: T) =>
  list.map((item) => item.code) as unknown as [T[number]['code'], ...T[number]['code'][]];

/** Normalises "" to null so an emptied box is "not recorded", never an empty statement. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.textTooLong)
    .nullable()
    .transform((v) => v || null);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be given as YYYY-MM-DD')
  .nullable()
  .or(z.literal('').transform(() => null));

/**
 * Section C, items 17–27, recorded when an invasive procedure was done. Every item is present
 * and null (or an empty list) until recorded; compliance lists what is still missing.
 */
export const SectionCSchema = z.object({
  doctorNames: text(300),
  familyHistory: text(1000),
  diagnosisBasis: z.array(z.enum(codesOf(DIAGNOSIS_BASES))).max(DIAGNOSIS_BASES.length),
  diagnosisBasisOther: text(300),
  indications: z.array(z.enum(codesOf(INVASIVE_INDICATIONS))).max(INVASIVE_INDICATIONS.length),
  indicationsOther: text(500),
  consentDate: day,
  procedures: z.array(z.enum(codesOf(INVASIVE_PROCEDURES))).max(INVASIVE_PROCEDURES.length),
  procedureOther: text(300),
  complications: text(1000),
  additionalTests: z.array(z.enum(codesOf(ADDITIONAL_TESTS))).max(ADDITIONAL_TESTS.length),
  additionalTestOther: text(300),
  result: text(5000),
  procedureDate: day,
  resultConveyedTo: text(200),
  resultConveyedOn: day,
  mtpIndication: text(1000),
  place: text(200),
  signedOn: day,
});
export type SectionC = z.infer<typeof SectionCSchema>;

/** Section C as the API returns it (no transforms: responses are encoded, not parsed). */
export const SectionCOutputSchema = z.object({
  doctorNames: z.string().nullable(),
  familyHistory: z.string().nullable(),
  diagnosisBasis: z.array(z.string()),
  diagnosisBasisOther: z.string().nullable(),
  indications: z.array(z.string()),
  indicationsOther: z.string().nullable(),
  consentDate: z.string().nullable(),
  procedures: z.array(z.string()),
  procedureOther: z.string().nullable(),
  complications: z.string().nullable(),
  additionalTests: z.array(z.string()),
  additionalTestOther: z.string().nullable(),
  result: z.string().nullable(),
  procedureDate: z.string().nullable(),
  resultConveyedTo: z.string().nullable(),
  resultConveyedOn: z.string().nullable(),
  mtpIndication: z.string().nullable(),
  place: z.string().nullable(),
  signedOn: z.string().nullable(),
});

export const EMPTY_SECTION_C: SectionC = {
  doctorNames: null,
  familyHistory: null,
  diagnosisBasis: [],
  diagnosisBasisOther: null,
  indications: [],
  indicationsOther: null,
  consentDate: null,
  procedures: [],
  procedureOther: null,
  complications: null,
  additionalTests: [],
  additionalTestOther: null,
  result: null,
  procedureDate: null,
  resultConveyedTo: null,
  resultConveyedOn: null,
  mtpIndication: null,
  place: null,
  signedOn: null,
};
