import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CENTRE_READ_ONLY, refusedByReadOnlyCentre } from '../../core/centres/centre-access.ts';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import {
  ACCESS_DENIED_TOASTS,
  type AccessMode,
  decideFeatureAccess,
  type FeatureId,
} from '../../core/subscriptions/gating.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature a route belongs to; the subscription must allow it (accounts spec §4.1). */
    feature?: FeatureId;
    /**
     * Whether the route reads or writes its feature's records. Unset, GET and HEAD read and every
     * other method writes; a POST that only records an event about a record (a print) says 'read'.
     */
    access?: AccessMode;
    /** Set on routes deliberately outside gating (auth, health, billing needs of a lapsed clinic). */
    ungated?: true;
  }
}

/**
 * Checks a route's feature against the clinic's subscription before the body is even validated,
 * answering 402 with the spec's message and where the browser should go.
 */
export function registerFeatureGate(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const feature = request.routeOptions.config.feature;
    if (!feature) return;
    const session = request.sessionUser;
    if (!session) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
    const subscription = session.subscriptionStatus
      ? { status: session.subscriptionStatus, endDate: session.subscriptionEndDate }
      : null;
    const config = request.routeOptions.config;
    const mode = config.access ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
    const decision = decideFeatureAccess(feature, subscription, deps.clock.now(), mode);
    if (decision.allowed) {
      const centre = { primary: session.clinicId === session.primaryClinicId };
      if (!refusedByReadOnlyCentre(feature, mode, centre, session.subscriptionPlanId)) return;
      throw new HttpError(402, CENTRE_READ_ONLY.message, undefined, undefined, {
        reason: CENTRE_READ_ONLY.reason,
        redirectTo: CENTRE_READ_ONLY.redirectTo,
      });
    }
    const toast = ACCESS_DENIED_TOASTS[decision.reason];
    throw new HttpError(402, toast.description, undefined, undefined, {
      reason: decision.reason,
      redirectTo: decision.redirectTo,
    });
  });
}
