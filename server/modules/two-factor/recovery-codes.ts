import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { twoFactorRecoveryCodes } from '../../../db/schema/two-factor.ts';
import { hashToken } from '../../lib/tokens.ts';
import { base32Encode } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits as xxxxx-xxxxx (lower-case base32): easy to type, hopeless to guess. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Codes are compared by hash, case and dash insensitively. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, '');
}

function recoveryHash(code: string): string {
  return hashToken(`recovery:${normaliseRecoveryCode(code)}`);
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === 10 && !/^\d+$/.test(code);
}

/** Replaces a user's codes with ten new ones and returns them (the only time they are seen). */
export async function replaceRecoveryCodes(
  tx: Tx,
  user: { id: string; clinicId: string },
  now: Date,
): Promise<string[]> {
  const userId = user.id;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, clinicId: user.clinicId, codeHash: recoveryHash(code), createdAt: now })));
  return codes;
}

/** Marks a code used; false when it is unknown or was used already (two racing uses: one wins). */
export async function consumeRecoveryCode(db: Database, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryHash(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
