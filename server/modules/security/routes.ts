import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '../../../core/auth/account-schemas.ts';
import {
  RecoveryCodesResponseSchema,
  RevokedSessionsSchema,
  SECURITY_MESSAGES,
  SessionListSchema,
  SignInPolicySchema,
  TotpConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorLoginResponseSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusSchema,
  VerifyEmailSchema,
} from '../../../core/auth/security-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { sendEmailVerification, verifyEmail } from '../auth/email-verification.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '../auth/session-list.ts';
import { completeSecondStep } from '../two-factor/login-challenge.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../two-factor/two-factor-service.ts';
import { readSignInPolicy, updateSignInPolicy } from './sign-in-policy.ts';

interface SecurityRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
  ipRateLimit: PreHandler;
}

/** Account security stays reachable whatever the subscription, so every route here is ungated. */
const ungated = { ungated: true, permission: 'signed-in' } as const;
/** The clinic's sign-in policy is a clinic setting: administrators only (issue 15's matrix). */
const policySetting = { ungated: true, permission: 'settings' } as const;

export function registerSecurityRoutes(
  server: FastifyInstance,
  { deps, authenticate, ipRateLimit }: SecurityRouteOptions,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/login/two-factor',
    {
      schema: { body: TwoFactorLoginSchema, response: { 200: TwoFactorLoginResponseSchema } },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request) => completeSecondStep(deps, request.body, requestMeta(request)),
  );

  app.get(
    '/api/auth/two-factor',
    { schema: { response: { 200: TwoFactorStatusSchema } }, onRequest: authenticate, config: ungated },
    async (request) => twoFactorStatus(deps, requireScope(request)),
  );
  app.post(
    '/api/auth/two-factor/setup',
    { schema: { response: { 200: TwoFactorSetupResponseSchema } }, onRequest: authenticate, config: ungated },
    async (request) => startTwoFactorSetup(deps, requireScope(request)),
  );
  app.post(
    '/api/auth/two-factor/enable',
    {
      schema: { body: TotpConfirmSchema, response: { 200: RecoveryCodesResponseSchema } },
      onRequest: authenticate,
      config: ungated,
    },
    async (request) => confirmTwoFactorSetup(deps, requireScope(request), request.body.code, requestMeta(request)),
  );
  app.post(
    '/api/auth/two-factor/disable',
    {
      schema: { body: TwoFactorDisableSchema, response: { 200: MessageResponseSchema } },
      onRequest: authenticate,
      config: ungated,
    },
    async (request) => {
      await disableTwoFactor(deps, requireScope(request), request.body.password, requestMeta(request));
      return { message: 'Two-factor sign-in is off' };
    },
  );
  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      schema: { body: TotpConfirmSchema, response: { 200: RecoveryCodesResponseSchema } },
      onRequest: authenticate,
      config: ungated,
    },
    async (request) => regenerateRecoveryCodes(deps, requireScope(request), request.body.code, requestMeta(request)),
  );

  app.get(
    '/api/auth/sessions',
    { schema: { response: { 200: SessionListSchema } }, onRequest: authenticate, config: ungated },
    async (request) => ({ sessions: await listSessions(deps, requireScope(request)) }),
  );
  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: MessageResponseSchema } },
      onRequest: authenticate,
      config: ungated,
    },
    async (request) => {
      await revokeSession(deps, requireScope(request), request.params.id, requestMeta(request));
      return { message: 'Session signed out' };
    },
  );
  app.post(
    '/api/auth/sessions/revoke-others',
    { schema: { response: { 200: RevokedSessionsSchema } }, onRequest: authenticate, config: ungated },
    async (request) => {
      const revoked = await revokeOtherSessions(deps, requireScope(request), requestMeta(request));
      return { message: 'Other sessions signed out', revoked };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: { body: VerifyEmailSchema, response: { 200: MessageResponseSchema } },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token, requestMeta(request));
      return { message: SECURITY_MESSAGES.verified };
    },
  );
  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: { response: { 200: MessageResponseSchema } },
      // The address's owner may be on a lapsed plan; the IP limit bounds how many mails go out.
      onRequest: [ipRateLimit, authenticate],
      config: ungated,
    },
    async (request) => {
      const user = request.sessionUser;
      if (!user) throw badRequest(SECURITY_MESSAGES.verifyLinkInvalid);
      if (user.isEmailVerified) throw badRequest(SECURITY_MESSAGES.alreadyVerified);
      await sendEmailVerification(
        deps,
        { id: user.userId, email: user.email, firstName: user.firstName },
        requestMeta(request),
        (error) => request.log.error({ err: error }, 'verification e-mail failed'),
      );
      return { message: SECURITY_MESSAGES.verificationSent };
    },
  );

  app.get(
    '/api/security/sign-in-policy',
    { schema: { response: { 200: SignInPolicySchema } }, onRequest: authenticate, config: policySetting },
    async (request) => readSignInPolicy(deps, requireScope(request)),
  );
  app.put(
    '/api/security/sign-in-policy',
    {
      schema: { body: SignInPolicySchema, response: { 200: SignInPolicySchema } },
      onRequest: authenticate,
      config: policySetting,
    },
    async (request) => updateSignInPolicy(deps, requireScope(request), request.body, requestMeta(request)),
  );
}
