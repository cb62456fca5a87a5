import { z } from 'zod';
import { CLINIC_MESSAGES } from '../messages.ts';

/** Answer to POST /api/clinic/logo/upload: where and how the browser sends the file. */
export const LogoUploadGrantSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** The URL to give PUT /api/clinic/logo once the upload answered 200. */
  logoUrl: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number(),
});
export type LogoUploadGrant = z.infer<typeof LogoUploadGrantSchema>;

/** Answer of the local upload endpoint: the stored logo's final URL. */
export const LogoUploadedSchema = z.object({ logoUrl: z.string() });

export const LogoUpdateSchema = z.object({
  logoUrl: z
    .string({ error: CLINIC_MESSAGES.logoUrlInvalid })
    .trim()
    .min(1, CLINIC_MESSAGES.logoUrlInvalid)
    .max(500, CLINIC_MESSAGES.logoUrlInvalid),
});
export type LogoUpdate = z.infer<typeof LogoUpdateSchema>;
