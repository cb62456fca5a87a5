import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { users } from '../../../db/schema/users.ts';
import { matchTotp } from './totp.ts';

/**
 * Accepts a TOTP code once: the step it belongs to must be newer than the last accepted one, and
 * the conditional update that records it lets only one of two racing sign-ins with the same code
 * through.
 */
export async function acceptTotp(
  db: Db,
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
 * The user's two-factor columns with their role in, and the policy of, the centre the session
 * acts for, in one read. That centre need not be the user's home clinic (users.clinicId): a
 * member switched into another centre sets up two-factor from there, as its policy may ask.
 */
export async function loadTwoFactorUser(db: Database, userId: string, clinicId: string) {
  const [row] = await db
    .select({
      id: users.id,
      clinicId: users.clinicId,
      email: users.email,
      password: users.password,
      role: memberships.role,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpLastStep: users.totpLastStep,
      clinicRequiresTwoFactor: clinics.requireTwoFactor,
    })
    .from(users)
    // The role lives on the membership of this clinic (issue 15), not on the user.
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clinicId, clinicId)))
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
