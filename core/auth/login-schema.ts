import { z } from 'zod';
import { AppLocaleSchema } from '../i18n/locale-schemas.ts';
import { AUTH_MESSAGES as M } from '../messages.ts';
import { text } from '../validation/text-rules.ts';
import { PASSWORD_MAX_LENGTH } from './password-policy.ts';

/**
 * The server applies no password policy at login (a policy change must not lock anyone out);
 * it only bounds the input. The 6-character hint is the login form's own rule.
 */
export const LoginSchema = z.object({
  email: text({ error: M.loginBothRequired }).trim().toLowerCase().min(1, M.loginBothRequired).max(254),
  password: z
    .string({ error: M.loginBothRequired })
    .min(1, M.loginBothRequired)
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type Login = z.infer<typeof LoginSchema>;

/** What the login form checks before sending (spec accounts §5). */
export const LoginFormSchema = z.object({
  email: z.string().trim().min(1, M.loginBothRequired).email(M.emailInvalid),
  password: z.string().min(1, M.loginBothRequired).min(6, M.loginPasswordMin),
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The language chosen in the header or Settings (issue 34); null: the device's choice. */
  language: AppLocaleSchema.nullable(),
  /** admin, doctor or receptionist: the membership's role in the session's clinic. */
  role: z.string(),
  /** The doctor this member signs as (null: cannot sign reports or Form F). */
  doctorId: z.string().nullable(),
  clinicId: z.string(),
  /** The app shows a banner with "resend" until the address is verified. */
  isEmailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: AuthUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
