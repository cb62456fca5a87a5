import type { FastifyRequest } from 'fastify';
import type { RequestScope } from '../../app-deps.ts';
import { requireScope } from '../../plugins/authenticate.ts';

/**
 * The scope of a request about the organisation's subscription and billing, which its primary
 * centre holds: from any centre, billing and the subscription status are the organisation's.
 * The route's permission has already been checked ('billing' needs an organisation admin).
 */
export function requireOrganisationScope(request: FastifyRequest): RequestScope {
  const scope = requireScope(request);
  const primaryClinicId = request.sessionUser?.primaryClinicId;
  return primaryClinicId ? { ...scope, clinicId: primaryClinicId } : scope;
}
