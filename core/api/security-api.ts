import { z } from 'zod';
import { MessageResponseSchema } from '../auth/account-schemas.ts';
import {
  RecoveryCodesResponseSchema,
  RevokedSessionsSchema,
  SessionListSchema,
  SignInPolicySchema,
  TotpConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorLoginResponseSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusSchema,
  VerifyEmailSchema,
} from '../auth/security-schemas.ts';
import { del, get, post, put } from './define-route.ts';

/** Account security: two-factor sign-in, sessions, e-mail verification, the clinic's sign-in policy. */
export const securityApi = {
  loginTwoFactor: post('/api/auth/login/two-factor', {
    body: TwoFactorLoginSchema,
    responses: { 200: TwoFactorLoginResponseSchema },
  }),
  twoFactorStatus: get('/api/auth/two-factor', { responses: { 200: TwoFactorStatusSchema } }),
  twoFactorSetup: post('/api/auth/two-factor/setup', { responses: { 200: TwoFactorSetupResponseSchema } }),
  twoFactorEnable: post('/api/auth/two-factor/enable', {
    body: TotpConfirmSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
  twoFactorDisable: post('/api/auth/two-factor/disable', {
    body: TwoFactorDisableSchema,
    responses: { 200: MessageResponseSchema },
  }),
  recoveryCodes: post('/api/auth/two-factor/recovery-codes', {
    body: TotpConfirmSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
  sessions: get('/api/auth/sessions', { responses: { 200: SessionListSchema } }),
  revokeSession: del('/api/auth/sessions/:id', {
    params: z.object({ id: z.string().max(64) }),
    responses: { 200: MessageResponseSchema },
  }),
  revokeOtherSessions: post('/api/auth/sessions/revoke-others', { responses: { 200: RevokedSessionsSchema } }),
  verifyEmail: post('/api/auth/verify-email', { body: VerifyEmailSchema, responses: { 200: MessageResponseSchema } }),
  resendVerification: post('/api/auth/verify-email/resend', { responses: { 200: MessageResponseSchema } }),
  signInPolicy: get('/api/security/sign-in-policy', { responses: { 200: SignInPolicySchema } }),
  updateSignInPolicy: put('/api/security/sign-in-policy', {
    body: SignInPolicySchema,
    responses: { 200: SignInPolicySchema },
  }),
};
