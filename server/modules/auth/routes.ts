import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authApi } from '../../../core/api/auth-api.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changePassword, updateLanguage, updateProfile } from './account-service.ts';
import { logIn } from './login-service.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { signUp } from './signup-service.ts';
import { presentCurrentUser } from './user-response.ts';

interface AuthRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
  ipRateLimit: PreHandler;
}

export function registerAuthRoutes(server: FastifyInstance, { deps, authenticate, ipRateLimit }: AuthRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...declaredRoute(authApi.signup),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request, reply) => {
      const { token } = await signUp(deps, request.body, requestMeta(request), (error) =>
        request.log.error({ err: error }, 'verification e-mail failed'),
      );
      return reply.status(201).send({ message: AUTH_MESSAGES.accountCreated, token });
    },
  });

  app.route({
    ...declaredRoute(authApi.login),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request) => {
      const result = await logIn(deps, request.body, requestMeta(request));
      if ('challenge' in result) return result.challenge;
      return { message: AUTH_MESSAGES.loginSuccessful, token: result.token, user: result.user };
    },
  });

  app.route({
    ...declaredRoute(authApi.currentUser),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => presentCurrentUser(requireSessionUser(request), deps.config.operatorEmails),
  });

  app.route({
    ...declaredRoute(authApi.logout),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => {
      const scope = requireScope(request);
      await deps.sessions.revoke(scope.sid);
      await recordAudit(
        deps.db,
        { action: 'auth.logout', outcome: 'success', clinicId: scope.clinicId, actorUserId: scope.userId },
        requestMeta(request),
        deps.clock.now(),
      );
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  app.route({
    ...declaredRoute(authApi.updateProfile),
    onRequest: authenticate,
    // Account security stays reachable whatever the subscription.
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) =>
      updateProfile(deps, requireScope(request), request.body, requestMeta(request), request.sessionUser!, (error) =>
        request.log.error({ err: error }, 'verification e-mail failed'),
      ),
  });

  app.route({
    ...declaredRoute(authApi.updateLanguage),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) =>
      updateLanguage(deps, requireScope(request), request.body.language, request.sessionUser!),
  });

  app.route({
    ...declaredRoute(authApi.changePassword),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => {
      await changePassword(deps, requireScope(request), request.body, requestMeta(request));
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });

  app.route({
    ...declaredRoute(authApi.forgotPassword),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request) => {
      requestPasswordReset(deps, request.body.email, requestMeta(request));
      return { message: AUTH_MESSAGES.resetRequested };
    },
  });

  app.route({
    ...declaredRoute(authApi.resetPassword),
    onRequest: ipRateLimit,
    config: { permission: 'public' },
    handler: async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword, requestMeta(request));
      return { message: AUTH_MESSAGES.passwordResetDone };
    },
  });

  // The spec sends some signed-out users to /api/login; it is the same login screen (DESIGN §5).
  app.route({
    ...declaredRoute(authApi.loginPage),
    config: { permission: 'public' },
    handler: async (_request, reply) => reply.redirect('/login'),
  });
}
