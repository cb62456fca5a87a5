import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_CHECK_HEADER, SESSION_END_MESSAGES } from '../../core/auth/session-end.ts';
import type { AppDeps, RequestScope } from '../app-deps.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';
import type { SessionStore, SessionUser } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    scope: RequestScope | null;
    sessionUser: SessionUser | null;
  }
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length > 200) return null;
  return token;
}

/** The scope of an authenticated request; a route reaching this without one is a bug. */
export function requireScope(request: FastifyRequest): RequestScope {
  if (!request.scope) throw unauthorized();
  return request.scope;
}

/** onRequest hook (before body validation, so anonymous callers learn nothing): resolves the bearer token to a live session, or answers 401. */
export function createAuthenticate(deps: AppDeps) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const now = deps.clock.now();
    const slide = request.headers[SESSION_CHECK_HEADER] !== '1';
    const session = await deps.sessions.resolve(token, now, { slide });
    if (!session) {
      const reason = await deps.sessions.endReason(token, now);
      throw new HttpError(401, SESSION_END_MESSAGES[reason], undefined, undefined, { reason });
    }
    request.sessionUser = session;
    request.scope = { userId: session.userId, clinicId: session.clinicId, sid: session.sid };
  };
}

/**
 * Features whose writes never touch users, sessions or subscriptions (only the auth, billing and
 * subscription modules do), so a clinic's cached sessions outlive them: report and patient
 * creation would otherwise force a session lookup on every next request of the clinic.
 */
const SESSION_NEUTRAL_FEATURES: ReadonlySet<string> = new Set([
  'patients',
  'reports',
  'pcpndt',
  'payments',
  'settings',
]);

/**
 * Read-after-write on this server: a write may change what a clinic's cached sessions carry (its
 * subscription after a payment, a user's names), so the clinic's entries go before the answer is
 * sent; the NOTIFY that tells the other servers may arrive a moment later.
 */
export function registerSessionCacheEviction(app: FastifyInstance, sessions: SessionStore): void {
  const cache = sessions.cache;
  if (!cache) return;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.scope && request.method !== 'GET' && request.method !== 'HEAD') {
      const feature = request.routeOptions.config?.feature;
      if (!feature || !SESSION_NEUTRAL_FEATURES.has(feature)) cache.evictClinic(request.scope.clinicId);
    }
    return payload;
  });
}

/** The resolved session of an authenticated request (its user, centre and organisation). */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
