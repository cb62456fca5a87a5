import { and, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { jobRuns } from '../../db/schema/jobs.ts';
import { invitations } from '../../db/schema/memberships.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { loginChallenges } from '../../db/schema/two-factor.ts';
import { uploadGrants } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { IDEMPOTENCY_KEY_HOURS } from '../lib/idempotency.ts';
import { purgeExpiredSessions } from '../modules/auth/sessions.ts';
import { defineJob } from './job-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily: removes what has stopped meaning anything (expired sessions, upload grants, sign-in
 * challenges, password-reset and e-mail verification tokens, invitations a month past their
 * expiry), Idempotency-Key answers past their 24 hours (lookups already ignore them), sent e-mails after 30 days (they hold addresses and old links) and job runs after 90.
 *
 * PC-PNDT retention (issue 21 part 5): this is the only job that deletes, and only the tables
 * named here. Patients, reports, Form F, payments and the audit log are never touched by any
 * job (tests/api/jobs-housekeeping.test.ts checks that they survive it years later).
 */
export const housekeepingJob = defineJob({
  name: 'housekeeping',
  schedule: { cron: '30 3 * * *', tz: 'Asia/Kolkata' },
  retry: { limit: 3, delaySeconds: 300 },
  handler: async (deps) => {
    const now = deps.clock.now();
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await purgeExpiredSessions(deps.db, now);
    const grants = await deps.db
      .delete(uploadGrants)
      .where(lte(uploadGrants.expiresAt, now))
      .returning({ id: uploadGrants.id });
    await deps.db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
    await deps.db
      .update(users)
      .set({ resetPasswordToken: null, resetPasswordExpires: null })
      .where(and(isNotNull(users.resetPasswordToken), lte(users.resetPasswordExpires, now)));
    await deps.db
      .update(users)
      .set({ emailVerificationToken: null, emailVerificationExpires: null })
      .where(and(isNotNull(users.emailVerificationToken), lte(users.emailVerificationExpires, now)));
    // An accepted invitation is the record of how a member joined; open or revoked ones go.
    const invites = await deps.db
      .delete(invitations)
      .where(and(inArray(invitations.status, ['pending', 'revoked']), lt(invitations.expiresAt, before(30))))
      .returning({ id: invitations.id });
    await deps.db
      .delete(outgoingMessages)
      .where(
        or(
          and(sql`${outgoingMessages.status} = 'sent'`, lt(outgoingMessages.sentAt, before(30))),
          and(sql`${outgoingMessages.status} = 'failed'`, lt(outgoingMessages.createdAt, before(90))),
        ),
      );
    await deps.db.delete(jobRuns).where(lt(jobRuns.startedAt, before(90)));
    await deps.db
      .delete(idempotencyKeys)
      .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000)));
    return `Expired sign-in data removed (${grants.length} upload grants, ${invites.length} invitations)`;
  },
});
