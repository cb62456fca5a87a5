import { and, eq, sql } from 'drizzle-orm';
import { type CentreSummary, CENTRE_MESSAGES as M } from '../../../core/centres/centre-schemas.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { sessions } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { listEnterableCentres } from './centre-queries.ts';
import { assertCentreTwoFactor } from './centre-two-factor.ts';

/**
 * Moves the session to another centre on the server: the token stays the same and every later
 * request acts for the new centre, because the tenant only ever comes from the session row.
 * The row's trigger tells every server's session cache at commit; this server forgets it now.
 * An organisation admin entering a centre for the first time gets an admin membership there,
 * so roles stay rows and the session lookup stays one rule. The centre's two-factor policy
 * applies to the role entering it (centre-two-factor.ts).
 */
export async function switchCentre(
  deps: AppDeps,
  session: SessionUser,
  centreId: string,
  meta: RequestMeta,
): Promise<{ centre: CentreSummary }> {
  const centre = (await listEnterableCentres(deps.db, session)).find((c) => c.id === centreId);
  // A centre of another organisation, or one without a membership, is absent: exactly a random id.
  if (!centre) throw notFound(M.notFound);
  await assertCentreTwoFactor(deps.db, session.userId, centre);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (session.organisationAdmin) {
      const admin = { role: 'admin', active: true, updatedAt: now };
      await tx
        .insert(memberships)
        .values({ ...admin, clinicId: centreId, userId: session.userId, createdAt: now })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.clinicId],
          set: admin,
          where: eq(memberships.active, false),
        });
    }
    await tx
      .update(sessions)
      .set({ clinicId: centreId, sess: sql`${sessions.sess} || ${JSON.stringify({ clinicId: centreId })}::jsonb` })
      .where(and(eq(sessions.sid, session.sid), eq(sessions.userId, session.userId)));
    const entry = { action: 'centre.switch' as const, outcome: 'success' as const, actorUserId: session.userId };
    await recordAudit(
      tx,
      { ...entry, clinicId: session.clinicId, entityType: 'clinic', entityId: centreId },
      meta,
      now,
    );
    await recordAudit(tx, { ...entry, clinicId: centreId, entityType: 'clinic', entityId: centreId }, meta, now);
  });
  deps.sessions.cache?.evictSession(session.sid);
  return { centre };
}
