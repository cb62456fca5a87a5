import { z } from 'zod';
import { CLINIC_MESSAGES as M } from '../messages.ts';

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
});
export type Clinic = z.infer<typeof ClinicSchema>;

/**
 * Only these fields can be changed from settings. Subscription columns, limits and provider
 * ids are never writable by the client (mass assignment, ASVS 15.3.3).
 */
export const ClinicUpdateSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  registrationNumber: z
    .string()
    .trim()
    .max(100, M.registrationTooLong)
    .nullish()
    .transform((v) => v || null),
  logoUrl: z.string().max(500, M.logoUrlInvalid).nullish(),
});
export type ClinicUpdate = z.infer<typeof ClinicUpdateSchema>;
