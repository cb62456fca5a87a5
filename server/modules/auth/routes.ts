import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  MessageResponseSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
} from '../../../core/auth/account-schemas.ts';
import { AuthUserSchema, LoginResponseSchema, LoginSchema } from '../../../core/auth/login-schema.ts';
import { TwoFactorChallengeResponseSchema } from '../../../core/auth/security-schemas.ts';
import { SignupResponseSchema, SignupSchema } from '../../../core/auth/signup-schema.ts';
import { CurrentUserSchema } from '../../../core/centres/centre-schemas.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changePassword, updateProfile } from './account-service.ts';
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

  app.post(
    '/api/auth/signup',
    {
      schema: { body: SignupSchema, response: { 201: SignupResponseSchema } },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request, reply) => {
      const { token } = await signUp(deps, request.body, requestMeta(request), (error) =>
        request.log.error({ err: error }, 'verification e-mail failed'),
      );
      return reply.status(201).send({ message: 'Account Created Successfully!', token });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        body: LoginSchema,
        // With two-factor on, the password yields a challenge for POST /api/auth/login/two-factor.
        response: { 200: z.union([LoginResponseSchema, TwoFactorChallengeResponseSchema]) },
      },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request) => {
      const result = await logIn(deps, request.body, requestMeta(request));
      if ('challenge' in result) return result.challenge;
      return { message: 'Login Successful', token: result.token, user: result.user };
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: { response: { 200: CurrentUserSchema } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => presentCurrentUser(requireSessionUser(request), deps.config.operatorEmails),
  );

  app.post(
    '/api/logout',
    {
      schema: { response: { 200: MessageResponseSchema } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => {
      const scope = requireScope(request);
      await deps.sessions.revoke(scope.sid);
      await recordAudit(
        deps.db,
        { action: 'auth.logout', outcome: 'success', clinicId: scope.clinicId, actorUserId: scope.userId },
        requestMeta(request),
        deps.clock.now(),
      );
      return { message: 'Logged out' };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      schema: { body: ProfileUpdateSchema, response: { 200: AuthUserSchema } },
      onRequest: authenticate,
      // Account security stays reachable whatever the subscription.
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) =>
      updateProfile(deps, requireScope(request), request.body, requestMeta(request), request.sessionUser!, (error) =>
        request.log.error({ err: error }, 'verification e-mail failed'),
      ),
  );

  app.put(
    '/api/auth/change-password',
    {
      schema: { body: ChangePasswordSchema, response: { 200: MessageResponseSchema } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => {
      await changePassword(deps, requireScope(request), request.body, requestMeta(request));
      return { message: 'Password Changed' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: ForgotPasswordSchema, response: { 200: MessageResponseSchema } },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request) => {
      requestPasswordReset(deps, request.body.email, requestMeta(request));
      return { message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { body: ResetPasswordSchema, response: { 200: MessageResponseSchema } },
      onRequest: ipRateLimit,
      config: { permission: 'public' },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword, requestMeta(request));
      return { message: AUTH_MESSAGES.passwordResetDone };
    },
  );

  // The spec sends some signed-out users to /api/login; it is the same login screen (DESIGN §5).
  app.get('/api/login', { config: { permission: 'public' } }, async (_request, reply) => reply.redirect('/login'));
}
