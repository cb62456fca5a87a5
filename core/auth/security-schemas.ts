import { z } from 'zod';
import { AuthUserSchema } from './login-schema.ts';

/** Messages of two-factor sign-in, sessions and e-mail verification (shown as the server sends them). */
export const SECURITY_MESSAGES = {
  twoFactorOff: 'Two-factor sign-in is off',
  sessionSignedOut: 'Session signed out',
  otherSessionsSignedOut: 'Other sessions signed out',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not valid. Enter the current code from your authenticator app.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  enrolRequired: 'Your clinic requires two-factor sign-in. Set up your authenticator app to continue.',
  notEnrolled: 'Set up two-factor sign-in first.',
  alreadyEnrolled: 'Two-factor sign-in is already on.',
  noPendingSetup: 'Start the set-up again: no authenticator key is waiting for confirmation.',
  requiredCannotDisable:
    'Your clinic requires two-factor sign-in for administrators and doctors; it cannot be turned off.',
  passwordWrong: 'Current password is incorrect',
  /** Re-authentication by code shares the password checks' budget (server reauth-throttle.ts). */
  tooManyCodeChecks: 'Too many wrong passwords or codes. Please try again in 15 minutes.',
  signedOutAfterCodeChecks: 'Too many wrong passwords or codes. You have been signed out for your security.',
  sessionNotFound: 'Session not found',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  verified: 'Your email address is verified.',
  verificationSent: 'A verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
} as const;

/** The roles a clinic's "require two-factor" setting applies to. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly string[] = ['admin', 'doctor'];

export function isTwoFactorRequired(role: string, clinicRequiresTwoFactor: boolean): boolean {
  return clinicRequiresTwoFactor && TWO_FACTOR_REQUIRED_ROLES.includes(role);
}

/** A six-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are forgiven. */
export const TwoFactorCodeSchema = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(6, SECURITY_MESSAGES.codeRequired).max(20, SECURITY_MESSAGES.codeInvalid));

export const TotpCodeSchema = z
  .string({ error: SECURITY_MESSAGES.codeNeeded })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECURITY_MESSAGES.codeNeeded));

/** Answer of POST /api/auth/login when a second step is needed instead of a session. */
export const TwoFactorChallengeResponseSchema = z.object({
  message: z.string(),
  twoFactor: z.enum(['code', 'enrol']),
  challengeToken: z.string(),
  /** Only for 'enrol': the new key to put into an authenticator app. */
  secret: z.string().optional(),
  otpauthUri: z.string().optional(),
});
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponseSchema>;

export const TwoFactorLoginSchema = z.object({
  challengeToken: z.string().min(1).max(200),
  code: TwoFactorCodeSchema,
});
export type TwoFactorLogin = z.infer<typeof TwoFactorLoginSchema>;

export const TwoFactorLoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: AuthUserSchema,
  /** Present after enrolling at sign-in: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorLoginResponse = z.infer<typeof TwoFactorLoginResponseSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupResponseSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const TotpConfirmSchema = z.object({ code: TotpCodeSchema });
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

export const TwoFactorDisableSchema = z.object({
  password: z.string({ error: SECURITY_MESSAGES.passwordWrong }).min(1, SECURITY_MESSAGES.passwordWrong).max(512),
});

export const SignInPolicySchema = z.object({ requireTwoFactor: z.boolean() });
export type SignInPolicy = z.infer<typeof SignInPolicySchema>;

export const SessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;
export const RevokedSessionsSchema = z.object({ message: z.string(), revoked: z.number().int() });

export const VerifyEmailSchema = z.object({
  token: z.string({ error: SECURITY_MESSAGES.verifyLinkInvalid }).min(1, SECURITY_MESSAGES.verifyLinkInvalid).max(200),
});
