import { eq } from 'drizzle-orm';
import type { SignInPolicy } from '../../../core/auth/security-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

export async function readSignInPolicy(deps: AppDeps, scope: RequestScope): Promise<SignInPolicy> {
  const [clinic] = await deps.db
    .select({ requireTwoFactor: clinics.requireTwoFactor })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId));
  return { requireTwoFactor: clinic?.requireTwoFactor ?? false };
}

/** Applies from each admin's and doctor's next sign-in: those without two-factor enrol then. */
export async function updateSignInPolicy(
  deps: AppDeps,
  scope: RequestScope,
  policy: SignInPolicy,
  meta: RequestMeta,
): Promise<SignInPolicy> {
  const now = deps.clock.now();
  await deps.db
    .update(clinics)
    .set({ requireTwoFactor: policy.requireTwoFactor, updatedAt: now })
    .where(eq(clinics.id, scope.clinicId));
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'security.policy_update',
      entityType: 'clinic',
      entityId: scope.clinicId,
      details: { requireTwoFactor: policy.requireTwoFactor },
    },
    meta,
    now,
  );
  return policy;
}
