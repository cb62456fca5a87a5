import { z } from 'zod';
import { SignupClinicSchema, SignupStaffSchema } from '../auth/signup-schema.ts';
import { CLOCKS } from '../format/dates.ts';
import { DIGIT_SYSTEMS } from '../format/digits.ts';
import { PAPER_LOCALES } from '../i18n/locales.ts';
import { CLINIC_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';

const signupClinic = SignupClinicSchema.shape;
const signupStaff = SignupStaffSchema.shape;

export const ClinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  logoUrl: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorQualification: z.string().nullable(),
  technicianName: z.string().nullable(),
  technicianQualification: z.string().nullable(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  timeZone: z.string(),
  /** How every time is shown in this clinic (issue 34). */
  clock: z.enum(CLOCKS),
  /** The digits its Hindi screens write numbers in (issue 34); English screens and papers stay Latin. */
  digits: z.enum(DIGIT_SYSTEMS),
  /** New patients' paper language unless registration names one (issue 34). */
  paperLanguage: z.enum(PAPER_LOCALES),
});
export type Clinic = z.infer<typeof ClinicSchema>;

/**
 * Only these fields can be changed from settings. Subscription columns, limits and provider
 * ids are never writable by the client (mass assignment, ASVS 15.3.3).
 */
export const ClinicUpdateSchema = z.object({
  name: fetalSexGuard('name')(text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong)),
  // Omitted keeps the number (a caller sending part of the record must not erase it); '' or null
  // clears it.
  registrationNumber: text()
    .trim()
    .max(100, M.registrationTooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  logoUrl: text().max(500, M.logoUrlInvalid).nullish(),
  // The centre and staff details that print headers carry, under the rules of signup. An omitted
  // field keeps its value; the optional technician fields are cleared with null.
  address: signupClinic.clinicAddress.optional(),
  phone: signupClinic.clinicPhone.optional(),
  email: signupClinic.clinicEmail.optional(),
  licenseNumber: signupStaff.licenseNumber.optional(),
  doctorName: signupStaff.doctorName.optional(),
  doctorQualification: signupStaff.doctorQualification.optional(),
  technicianName: signupStaff.technicianName.nullable(),
  technicianQualification: signupStaff.technicianQualification.nullable(),
  // 12 h with am/pm or 24 h; omitted keeps the clinic's choice.
  clock: z.enum(CLOCKS, { error: M.clockInvalid }).optional(),
  // Latin or Devanagari digits on Hindi screens; omitted keeps the clinic's choice.
  digits: z.enum(DIGIT_SYSTEMS, { error: M.digitsInvalid }).optional(),
  // The default language of new patients' papers; omitted keeps the clinic's choice.
  paperLanguage: z.enum(PAPER_LOCALES, { error: M.paperLanguageInvalid }).optional(),
});
export type ClinicUpdate = z.infer<typeof ClinicUpdateSchema>;
