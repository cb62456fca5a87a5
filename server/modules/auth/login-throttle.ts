import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { hashToken } from '../../lib/tokens.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILED_ACTION = 'auth.login_failed';

/** Failures are counted per e-mail address, existing or not, by its hash. */
export function loginSubject(email: string): string {
  return hashToken(`login:${email.toLowerCase()}`);
}

/**
 * Counts failures in the sliding window from the audit trail, so throttling works across
 * app servers. Throttled attempts are not recorded as failures, so nobody can extend a
 * lockout past the window by hammering an address.
 */
export async function isLoginThrottled(db: Database, subject: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.subject, subject), eq(auditEvents.action, LOGIN_FAILED_ACTION), gt(auditEvents.at, since)),
    );
  return (row?.failures ?? 0) >= LOGIN_FAILURE_LIMIT;
}
