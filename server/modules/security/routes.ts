import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securityApi } from '../../../core/api/security-api.ts';
import { SECURITY_MESSAGES } from '../../../core/auth/security-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
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

  app.route({
    ...declaredRoute(securityApi.loginTwoFactor),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request) => completeSecondStep(deps, request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(securityApi.twoFactorStatus),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => twoFactorStatus(deps, requireScope(request)),
  });
  app.route({
    ...declaredRoute(securityApi.twoFactorSetup),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => startTwoFactorSetup(deps, requireScope(request)),
  });
  app.route({
    ...declaredRoute(securityApi.twoFactorEnable),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) =>
      confirmTwoFactorSetup(deps, requireScope(request), request.body.code, requestMeta(request)),
  });
  app.route({
    ...declaredRoute(securityApi.twoFactorDisable),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => {
      await disableTwoFactor(deps, requireScope(request), request.body.password, requestMeta(request));
      return { message: SECURITY_MESSAGES.twoFactorOff };
    },
  });
  app.route({
    ...declaredRoute(securityApi.recoveryCodes),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) =>
      regenerateRecoveryCodes(deps, requireScope(request), request.body.code, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(securityApi.sessions),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => ({ sessions: await listSessions(deps, requireScope(request)) }),
  });
  app.route({
    ...declaredRoute(securityApi.revokeSession),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => {
      await revokeSession(deps, requireScope(request), request.params.id, requestMeta(request));
      return { message: SECURITY_MESSAGES.sessionSignedOut };
    },
  });
  app.route({
    ...declaredRoute(securityApi.revokeOtherSessions),
    onRequest: authenticate,
    config: ungated,
    handler: async (request) => {
      const revoked = await revokeOtherSessions(deps, requireScope(request), requestMeta(request));
      return { message: SECURITY_MESSAGES.otherSessionsSignedOut, revoked };
    },
  });

  app.route({
    ...declaredRoute(securityApi.verifyEmail),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request) => {
      await verifyEmail(deps, request.body.token, requestMeta(request));
      return { message: SECURITY_MESSAGES.verified };
    },
  });
  app.route({
    ...declaredRoute(securityApi.resendVerification),
    // The address's owner may be on a lapsed plan; the IP limit bounds how many mails go out.
    onRequest: [ipRateLimit, authenticate],
    config: ungated,
    handler: async (request) => {
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
  });

  app.route({
    ...declaredRoute(securityApi.signInPolicy),
    onRequest: authenticate,
    config: policySetting,
    handler: async (request) => readSignInPolicy(deps, requireScope(request)),
  });
  app.route({
    ...declaredRoute(securityApi.updateSignInPolicy),
    onRequest: authenticate,
    config: policySetting,
    handler: async (request) => updateSignInPolicy(deps, requireScope(request), request.body, requestMeta(request)),
  });
}
