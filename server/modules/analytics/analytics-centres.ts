import { CENTRE_MESSAGES } from '../../../core/centres/centre-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertAllowed } from '../../plugins/permission-check.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { organisationClinicIds } from '../centres/organisation-queries.ts';

/**
 * Which centres an analytics request covers and where its answer is cached. Without `centre` it
 * is the session's own centre, as before centres existed. Naming a centre, or 'all' for the
 * organisation's total, is for organisation admins (403 otherwise) and only within their
 * organisation (another organisation's centre is 404, like a random id). The total is cached
 * with the primary centre, whose entries a write in any centre also clears.
 */
export async function analyticsCentres(
  db: Database,
  session: SessionUser,
  centre: string | undefined,
): Promise<{ clinicIds: string[]; cacheClinicId: string; cacheKey: string }> {
  if (centre === undefined) return { clinicIds: [session.clinicId], cacheClinicId: session.clinicId, cacheKey: '' };
  assertAllowed(session, 'organisation');
  const all = await organisationClinicIds(db, session.primaryClinicId);
  if (centre === 'all') return { clinicIds: all, cacheClinicId: session.primaryClinicId, cacheKey: 'all|' };
  if (!all.includes(centre)) throw notFound(CENTRE_MESSAGES.notFound);
  return { clinicIds: [centre], cacheClinicId: centre, cacheKey: '' };
}
