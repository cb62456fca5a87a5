import { eq } from 'drizzle-orm';
import { isTwoFactorRequired } from '../../../core/auth/security-schemas.ts';
import { CENTRE_MESSAGES as M } from '../../../core/centres/centre-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { users } from '../../../db/schema/users.ts';
import { forbidden } from '../../lib/http-errors.ts';

/**
 * A centre's two-factor policy holds for whoever enters it, not only for those whose home centre
 * it is: an organisation admin switching in, or a doctor of several centres, must have two-factor
 * when the centre requires it for their role there. An enrolled user's sessions all passed a code
 * (sign-in asks one whenever a key is set, and enrolling in settings proves the key), so having
 * a key is enough; without one the switch is refused, as sign-in would ask them to enrol.
 */
export async function assertCentreTwoFactor(
  db: Database,
  userId: string,
  centre: { id: string; role: string },
): Promise<void> {
  const [clinic] = await db
    .select({ requireTwoFactor: clinics.requireTwoFactor })
    .from(clinics)
    .where(eq(clinics.id, centre.id));
  if (!isTwoFactorRequired(centre.role, clinic?.requireTwoFactor ?? false)) return;
  const [user] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId));
  if (!user?.totpSecret) throw forbidden(M.twoFactorRequired);
}
