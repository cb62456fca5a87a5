import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { users } from '../../../db/schema/users.ts';
import { findSignInMembership } from '../team/membership-queries.ts';
import { matchTotp } from './totp.ts';

/**
 * Accepts a TOTP code once: the step it belongs to must be newer than the last accepted one, and
 * the conditional update that records it lets only one of two racing sign-ins with the same code
 * through.
 */
export async function acceptTotp(
  db: Database,
  user: { id: string; totpLastStep: number | null },
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchTotp(secret, code, now, user.totpLastStep);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * The user's two-factor columns and whether the policy requires two-factor of her, judged as at
 * sign-in (login-challenge.ts): her home clinic's policy and the role of the membership she signs
 * in with. Found by user id alone, so it answers from whichever centre the session is in (issue 36).
 */
export async function loadTwoFactorUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      clinicId: users.clinicId,
      email: users.email,
      password: users.password,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpLastStep: users.totpLastStep,
      clinicRequiresTwoFactor: clinics.requireTwoFactor,
    })
    .from(users)
    .innerJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  // The role lives on memberships (issue 15); none active means the login is deactivated.
  const membership = await findSignInMembership(db, userId, row.clinicId);
  if (!membership) return undefined;
  return { ...row, role: membership.role };
}
