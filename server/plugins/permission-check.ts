import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import {
  type Actor,
  OPERATOR_ONLY_MESSAGE,
  type Permission,
  type RoutePermission,
  refusalMessage,
} from '../../core/team/permissions.ts';
import { forbidden, HttpError } from '../lib/http-errors.ts';
import { isOperator } from '../lib/operators.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the caller's role must be allowed (core/team/permissions.ts), or 'signed-in' (any
     * member, e.g. own profile) or 'public' (no session at all) or 'operator' (OPERATOR_EMAILS,
     * whatever the role). Every API route declares one.
     */
    permission?: RoutePermission;
  }
}

/** Refuses with 403 naming the rule that refused, for checks that depend on the body (finalize). */
export function assertAllowed(actor: Actor, permission: Permission): void {
  const refusal = refusalMessage(actor, permission);
  if (refusal !== null) throw forbidden(refusal, 'role');
}

/**
 * Checks a route's permission against the session's role. Registered after the feature gate, so a
 * lapsed subscription answers 402 first; like gating, before the body is validated.
 */
export function registerPermissionCheck(app: FastifyInstance, operatorEmails: readonly string[]): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public' || permission === 'signed-in') return;
    const session = request.sessionUser;
    if (!session) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
    if (permission === 'operator') {
      if (!isOperator(operatorEmails, session)) throw forbidden(OPERATOR_ONLY_MESSAGE, 'operator_only');
      return;
    }
    assertAllowed(session, permission);
  });
}
