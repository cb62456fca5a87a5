import { z } from 'zod';
import { AUTH_MESSAGES as M } from '../messages.ts';
import { personName } from '../names/person-name.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';
import { PASSWORD_MAX_LENGTH } from './password-policy.ts';
import { EmailSchema, NewPasswordSchema } from './signup-schema.ts';

/** Changing the e-mail needs the current password (re-authentication, ASVS 7.5.1). */
export const ProfileUpdateSchema = z.object({
  // PC-PNDT: a user's name prints on what they sign and on the audit trail.
  firstName: fetalSexGuard('name')(personName(M.firstName)),
  lastName: fetalSexGuard('name')(personName(M.lastName)),
  email: EmailSchema,
  currentPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: M.currentPasswordWrong })
    .min(1, M.currentPasswordWrong)
    .max(PASSWORD_MAX_LENGTH * 4),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The settings form mirrors the spec's client rules; the server policy applies on top. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: z.string().min(6, M.newPasswordMin),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: M.newPasswordsDoNotMatch });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({
  token: text().min(20, M.resetLinkInvalid).max(200, M.resetLinkInvalid),
  newPassword: NewPasswordSchema,
});

export const MessageResponseSchema = z.object({ message: z.string() });
