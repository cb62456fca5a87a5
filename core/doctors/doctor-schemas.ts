import { z } from 'zod';
import { DOCTOR_MESSAGES as M } from '../messages.ts';
import { isPersonName, normaliseApostrophes } from '../names/person-name.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';

/** PC-PNDT: a doctor's name, qualification and specialisation print on every report they sign. */
const asName = fetalSexGuard('name');
const name = asName(
  text({ error: M.nameShort })
    .trim()
    .min(2, M.nameShort)
    .max(50, M.nameLong)
    .transform(normaliseApostrophes)
    .refine((v) => isPersonName(v, { dots: true }), M.nameInvalid),
);
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/**
 * The server's rule (clinical spec §5, registration schema): registration numbers are stored
 * upper-case, 5-50 characters of letters, digits, '-' and '/'. Lower-case input is accepted and
 * upper-cased, so the dialog's looser rule never meets a surprise on save.
 */
export const DoctorCreateSchema = z.object({
  name,
  registrationNumber: text({ error: M.registrationShort })
    .trim()
    .toUpperCase()
    .min(5, M.registrationShort)
    .max(50, M.registrationLong)
    .regex(/^[A-Z0-9/-]+$/, M.registrationInvalid),
  qualification: asName(optionalText(100, M.qualificationLong)),
  specialization: asName(optionalText(100, M.specializationLong)),
});
export type DoctorCreate = z.output<typeof DoctorCreateSchema>;

/** The Add New Doctor dialog's own rule set (clinical spec §5), checked in the browser first. */
export const DoctorDialogSchema = z.object({
  name,
  registrationNumber: z
    .string()
    .trim()
    .min(3, M.dialogRegistrationShort)
    .max(50, M.dialogRegistrationLong)
    .regex(/^[A-Za-z0-9/-]+$/, M.dialogRegistrationInvalid),
  qualification: z.string().trim().max(100, M.qualificationLong).optional(),
  specialization: z.string().trim().max(100, M.specializationLong).optional(),
});

export const DoctorSchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  qualification: z.string().nullable(),
  specialization: z.string().nullable(),
  createdAt: z.string(),
});
export type Doctor = z.infer<typeof DoctorSchema>;

export const DOCTOR_SEARCH_LIMIT = 5;
