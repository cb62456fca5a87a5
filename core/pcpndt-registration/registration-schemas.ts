import { z } from 'zod';
import { isCalendarDay } from '../formf/register-filing.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';

/** What the settings screen and the refusals say (issue 29 §4). */
export const REGISTRATION_MESSAGES = {
  certificateNumberRequired: 'Enter the registration certificate number',
  authorityRequired: 'Enter the Appropriate Authority that registered the centre',
  dateInvalid: 'Enter a valid date',
  validToBeforeFrom: 'The certificate must be valid until a date after it is valid from',
  makeRequired: 'Enter the machine’s make',
  modelRequired: 'Enter the machine’s model',
  serialRequired: 'Enter the machine’s serial number',
  serialTaken: 'A machine with this serial number is already registered',
  machineNotFound: 'Machine not found',
  doctorNotFound: 'Doctor not found',
  sonologistNotFound: 'This doctor is not a registered sonologist of the centre',
  notRecorded: 'Record the centre’s PC-PNDT registration first',
  scanNotFound: 'No certificate scan has been uploaded',
  unregisteredSonologist:
    'Only a sonologist registered with this centre’s PC-PNDT registration can sign this. Ask an administrator to add the doctor under Settings → PC-PNDT registration.',
  noLinkedDoctor:
    'Signing needs a doctor record: this centre is PC-PNDT registered, so only its registered sonologists can sign.',
  machineRequired: 'Choose the registered ultrasound machine the scan was done on',
  unregisteredMachine:
    'This ultrasound machine is not registered with this centre’s PC-PNDT registration. Choose a registered machine.',
  missing:
    'This centre’s PC-PNDT registration is not recorded. Record the certificate, machines and sonologists under Settings → PC-PNDT registration.',
  expired: 'This centre’s PC-PNDT registration certificate has expired. Renew it and record the new certificate.',
} as const;
const M = REGISTRATION_MESSAGES;

const day = () =>
  z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine(isCalendarDay, M.dateInvalid);
// Names of a certificate, an authority or a machine print on Form F and the notice: guarded as names.
const line = (max: number, required: string) =>
  fetalSexGuard('name')(text({ error: required }).trim().min(1, required).max(max, 'Text is too long'));

export const RegistrationInputSchema = z
  .object({
    certificateNumber: line(100, M.certificateNumberRequired),
    authority: line(200, M.authorityRequired),
    validFrom: day(),
    validTo: day(),
  })
  .refine((r) => r.validTo > r.validFrom, { path: ['validTo'], message: M.validToBeforeFrom });
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>;

export const MachineInputSchema = z.object({
  make: line(100, M.makeRequired),
  model: line(100, M.modelRequired),
  serialNumber: line(100, M.serialRequired),
});
export type MachineInput = z.infer<typeof MachineInputSchema>;

export const SonologistInputSchema = z.object({ doctorId: z.uuid({ error: M.doctorNotFound }) });

export const MachineSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  active: z.boolean(),
});
export type Machine = z.infer<typeof MachineSchema>;

export const SonologistSchema = z.object({
  doctorId: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  active: z.boolean(),
});
export type Sonologist = z.infer<typeof SonologistSchema>;

export const RegistrationStatusSchema = z.enum(['missing', 'valid', 'expiring', 'expired']);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** The centre's registration as everyone reads it: null certificate until it is recorded. */
export const RegistrationSchema = z.object({
  status: RegistrationStatusSchema,
  daysLeft: z.number().nullable(),
  certificate: z
    .object({
      certificateNumber: z.string(),
      authority: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      scan: z.object({ fileName: z.string(), contentType: z.string(), byteSize: z.number() }).nullable(),
    })
    .nullable(),
  machines: z.array(MachineSchema),
  sonologists: z.array(SonologistSchema),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const MachineParamsSchema = z.object({ id: z.uuid({ error: M.machineNotFound }) });
export const SonologistParamsSchema = z.object({ doctorId: z.uuid({ error: M.sonologistNotFound }) });
/** The Indian language the notice prints in under the English (Rule 17(1) asks for the local one). */
export const NOTICE_LANGUAGES = ['hi-IN', 'mr-IN', 'ta-IN'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];
export const NoticeQuerySchema = z.object({
  size: z.enum(['A4', 'A3']).default('A4'),
  language: z.enum(NOTICE_LANGUAGES, { error: 'Choose Hindi, Marathi or Tamil for the notice' }).default('hi-IN'),
});
export const ReturnQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be given as YYYY-MM'),
});
