import { z } from 'zod';
import { PAPER_LOCALES } from '../i18n/locales.ts';
import { PATIENT_MESSAGES as M } from '../messages.ts';
import { isPersonName, normaliseApostrophes, personName } from '../names/person-name.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { DATE_RANGES, isDayInRange } from '../validation/calendar-date.ts';
import { normaliseIndianPhone } from '../validation/indian-phone.ts';
import { multilineText, text } from '../validation/text-rules.ts';
import { isValidAadhaar, MASKED_AADHAAR } from './aadhaar.ts';
import { parseAgeYears } from './age-text.ts';

const TEN_DIGITS = /^\d{10}$/;

export const GENDERS = ['male', 'female', 'other'] as const;

/** PC-PNDT: names and addresses are screened for a fetal sex too (core/pcpndt/pcpndt-text.ts). */
const guarded = fetalSexGuard('person', M.fetalSexText);

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Optional text: empty becomes null, so an edit can clear a field. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (empty(v) ? null : typeof v === 'string' ? v.trim() : v), schema.nullable().optional());

/** Item 5 of Form F: the husband's / father's name, required once she is obstetric (registration's rule). */
export function spouseNameField() {
  return guarded(optional(personName(M.spouseInvalid, { dots: true })));
}

/**
 * Names as Indian patients give them (issue 28): "Mohd. Irfan" abbreviates with a dot, and many
 * South Indian patients have an initial for a surname ("K" or "K."), so a last name may be one letter.
 */
const requiredName = (requiredMessage: string, message: string, min: number) =>
  guarded(
    text({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .transform(normaliseApostrophes)
      .refine((v) => v.length >= min && v.length <= 50 && isPersonName(v, { dots: true }), message),
  );

const contactName = (short: string, long: string, invalid: string, options: { qualifications?: boolean } = {}) =>
  guarded(
    text()
      .min(2, short)
      .max(50, long)
      .transform(normaliseApostrophes)
      .refine((v) => isPersonName(v, { dots: true, ...options }), invalid),
  );

/** "+91 98230 11223" is the number the patient reads out; it is stored as its 10 digits. */
const indianPhone = (message: string) =>
  text({ error: message })
    .transform(normaliseIndianPhone)
    .refine((v) => TEN_DIGITS.test(v), message);

const childCount = z.coerce
  .number({ error: M.childrenCount })
  .int(M.childrenCount)
  .min(0, M.childrenCount)
  .max(20, M.childrenCount);

/** The clinical spec §5 patient rules, shared by the register/edit dialog and the server. */
export const PatientFieldsSchema = z.object({
  firstName: requiredName(M.firstNameRequired, M.firstName, 2),
  lastName: requiredName(M.lastNameRequired, M.lastName, 1),
  /** Either a date of birth or an age; with an age the server stores an estimated date (birth-date.ts). */
  dateOfBirth: optional(text().refine((v) => isDayInRange(v, DATE_RANGES.birth), M.dateOfBirthInvalid)),
  /** "32" or "32 Y": whole years, used only when no date of birth is given. */
  age: optional(
    z.union([z.number(), text()]).transform((v, ctx) => {
      const years = typeof v === 'number' ? (Number.isInteger(v) ? parseAgeYears(String(v)) : null) : parseAgeYears(v);
      if (years === null) {
        ctx.addIssue({ code: 'custom', message: M.ageInvalid });
        return z.NEVER;
      }
      return years;
    }),
  ),
  gender: z.enum(GENDERS, { error: M.gender }),
  phone: indianPhone(M.phone),
  email: optional(
    text()
      .max(254, M.email)
      .pipe(z.email({ error: M.email })),
  ),
  address: guarded(optional(multilineText().max(200, M.addressTooLong))),
  emergencyContact: optional(contactName(M.emergencyContactShort, M.emergencyContactLong, M.emergencyContactInvalid)),
  emergencyPhone: optional(indianPhone(M.emergencyPhone)),
  referringDoctorName: optional(
    contactName(M.referringDoctorShort, M.referringDoctorLong, M.referringDoctorInvalid, { qualifications: true }),
  ),
  isObstetric: z.boolean().optional().default(false),
  /** The language her papers add to English (the Form F declaration so far); absent on an edit: unchanged. */
  language: z.enum(PAPER_LOCALES, { error: M.language }).optional(),
  spouseName: spouseNameField(),
  /** Digits only (spaces allowed when typed); a masked value sent back by an edit form means "unchanged". */
  aadhaarNumber: optional(
    text()
      .transform((v) => (MASKED_AADHAAR.test(v) ? v : v.replace(/\s+/g, '')))
      .refine((v) => MASKED_AADHAAR.test(v) || /^\d{12}$/.test(v), M.aadhaarFormat)
      .refine((v) => MASKED_AADHAAR.test(v) || isValidAadhaar(v), M.aadhaarInvalid),
  ),
  numberOfChildren: optional(childCount),
  maleChildren: optional(childCount),
  femaleChildren: optional(childCount),
  /** Agreed to receive reports and reminders by SMS, WhatsApp or e-mail; absent on an edit: unchanged. */
  messageConsent: z.boolean().optional(),
});

interface CrossFieldValues {
  isObstetric?: boolean;
  spouseName?: string | null;
  dateOfBirth?: string | null;
  age?: number | null;
}

function addObstetricIssues(value: CrossFieldValues, ctx: z.RefinementCtx) {
  if (value.isObstetric && !value.spouseName)
    ctx.addIssue({ code: 'custom', path: ['spouseName'], message: M.spouseRequired });
  const hasAge = value.age !== undefined && value.age !== null;
  if (!value.dateOfBirth && !hasAge)
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: M.dateOfBirthRequired });
}

export const PatientCreateSchema = PatientFieldsSchema.extend({
  consent: z.literal(true, { error: M.consent }),
}).superRefine(addObstetricIssues);
export type PatientCreateInput = z.input<typeof PatientCreateSchema>;
export type PatientCreate = z.output<typeof PatientCreateSchema>;

export const PatientUpdateSchema = PatientFieldsSchema.superRefine(addObstetricIssues);
export type PatientUpdate = z.output<typeof PatientUpdateSchema>;

export const PatientSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  /** The date of birth was worked out from an age the patient gave ("32 Y"), not known. */
  dateOfBirthEstimated: z.boolean(),
  gender: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  spouseName: z.string().nullable(),
  /** Always masked: XXXX XXXX 1234. */
  aadhaarNumber: z.string().nullable(),
  numberOfChildren: z.number().nullable(),
  maleChildren: z.number(),
  femaleChildren: z.number(),
  referringDoctorName: z.string().nullable(),
  /** Marked pregnant: her abdominal and pelvic scans get a Form F too. */
  isObstetric: z.boolean(),
  /** Her papers' language beside English (a PAPER_LOCALES code); null: English only. */
  language: z.string().nullable(),
  consentGivenAt: z.string().nullable(),
  /** Since when she agreed to messages (reports, reminders); null: no messages may be sent. */
  messageConsentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Patient = z.infer<typeof PatientSchema>;

export const PatientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  search: text().trim().max(100).optional(),
  gender: z.enum(['all', ...GENDERS]).optional(),
  withoutReports: z.enum(['true', 'false']).optional(),
});

export const PatientPageSchema = z.object({
  patients: z.array(PatientSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});

export const PatientStatsSchema = z.object({
  total: z.number(),
  newThisMonth: z.number(),
  female: z.number(),
  male: z.number(),
});

/** Age in whole years from an ISO date, or 'N/A' when the date is unusable. */
export function ageInYears(dateOfBirth: string, now: Date, timeZone = 'Asia/Kolkata'): number | 'N/A' {
  // Counted on the clinic's calendar day, not UTC's: from midnight to 05:30 in India, UTC is still
  // yesterday, and an age entered as "32" came back as 31 (issue 34's e2e found it at night).
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!dob || Number.isNaN(new Date(`${dateOfBirth}T00:00:00Z`).getTime())) return 'N/A';
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  if (dateOfBirth > today) return 'N/A';
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const [, birthYear, birthMonth, birthDay] = dob.map(Number) as [number, number, number, number];
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}
