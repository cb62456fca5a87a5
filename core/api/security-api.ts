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
import { defineRoute } from './define-route.ts';

/** Account security: two-factor sign-in, sessions, e-mail verification, the clinic's sign-in policy. */
export const securityApi = {
  loginTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/auth/login/two-factor',
    body: TwoFactorLoginSchema,
    responses: { 200: TwoFactorLoginResponseSchema },
  }),
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: '/api/auth/two-factor',
    responses: { 200: TwoFactorStatusSchema },
  }),
  twoFactorSetup: defineRoute({
    method: 'POST',
    path: '/api/auth/two-factor/setup',
    responses: { 200: TwoFactorSetupResponseSchema },
  }),
  twoFactorEnable: defineRoute({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    body: TotpConfirmSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
  twoFactorDisable: defineRoute({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    body: TwoFactorDisableSchema,
    responses: { 200: MessageResponseSchema },
  }),
  recoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/auth/two-factor/recovery-codes',
    body: TotpConfirmSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
  sessions: defineRoute({ method: 'GET', path: '/api/auth/sessions', responses: { 200: SessionListSchema } }),
  revokeSession: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    params: z.object({ id: z.string().max(64) }),
    responses: { 200: MessageResponseSchema },
  }),
  revokeOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/auth/sessions/revoke-others',
    responses: { 200: RevokedSessionsSchema },
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: VerifyEmailSchema,
    responses: { 200: MessageResponseSchema },
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    responses: { 200: MessageResponseSchema },
  }),
  signInPolicy: defineRoute({
    method: 'GET',
    path: '/api/security/sign-in-policy',
    responses: { 200: SignInPolicySchema },
  }),
  updateSignInPolicy: defineRoute({
    method: 'PUT',
    path: '/api/security/sign-in-policy',
    body: SignInPolicySchema,
    responses: { 200: SignInPolicySchema },
  }),
};
