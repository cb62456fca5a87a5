import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { multilineText, text } from '../validation/text-rules.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';

const optional = (max: number) =>
  text()
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => v || null);

/** A referring doctor: no commission or share field exists, by law (IMC Regulations 2002, 6.4.1). */
export const ReferrerCreateSchema = z.object({
  name: fetalSexGuard(
    'name',
    M.fetalSexText,
  )(text({ error: M.referrerNameRequired }).trim().min(1, M.referrerNameRequired).max(120, M.textTooLong)),
  qualification: fetalSexGuard('name', M.fetalSexText)(optional(120)),
  registrationNumber: optional(60),
  phone: optional(20).refine((v) => v === null || /^[+\d][\d\s-]{5,19}$/.test(v), 'Please enter a valid phone number'),
  email: optional(200).refine((v) => v === null || z.email().safeParse(v).success, M.emailInvalid),
  address: fetalSexGuard(
    'note',
    M.fetalSexText,
  )(
    multilineText()
      .trim()
      .max(300, M.textTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
});
export type ReferrerCreate = z.output<typeof ReferrerCreateSchema>;

export const ReferrerSchema = z.object({
  id: z.string(),
  name: z.string(),
  qualification: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** Bills naming this referrer, and the median hours from bill to finalized report. */
  referrals: z.number(),
  medianTurnaroundHours: z.number().nullable(),
});
export type Referrer = z.infer<typeof ReferrerSchema>;
export const ReferrerListSchema = z.object({ referrers: z.array(ReferrerSchema) });
