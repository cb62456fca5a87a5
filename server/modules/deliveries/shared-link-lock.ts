import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DELIVERY_MAX_WRONG_ANSWERS,
  linkRefusals,
  DELIVERY_MESSAGES as M,
  type SharedChallenge,
  type SharedDocument,
} from '../../../core/deliveries/delivery-schemas.ts';
import type { Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { reportDeliveries } from '../../../db/schema/report-deliveries.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { linkLockedMessage } from './delivery-message.ts';

export const gone = (message: string) => new HttpError(410, message);

interface AnsweredLink {
  id: string;
  clinicId: string;
  document: SharedDocument;
  documentId: string;
  /** The report id or bill number the clinic's e-mail names. */
  documentCode: string;
  clinicName: string;
  createdBy: string;
  challenge: SharedChallenge;
}

/** Who hears of a locked link: the clinic's own address, else the member who sent the report. */
async function clinicAddress(tx: Tx, link: AnsweredLink): Promise<string | null> {
  const [row] = await tx
    .select({ clinicEmail: clinics.email, senderEmail: users.email })
    .from(clinics)
    .leftJoin(users, eq(users.id, link.createdBy))
    .where(eq(clinics.id, link.clinicId));
  return row?.clinicEmail || row?.senderEmail || null;
}

/**
 * Counts a wrong answer in one statement (two tabs cannot both get the last try) and locks the
 * link at the limit. The request whose answer locks it tells the clinic, once: an audit event,
 * an e-mail (clinic's address, else the sender's), and the header bell (notification-queries.ts
 * counts locked links not yet sent again). The lock also drops any live code.
 */
export async function recordWrongAnswer(deps: AppDeps, link: AnsweredLink, meta: RequestMeta): Promise<never> {
  const now = deps.clock.now();
  const locks = sql`${reportDeliveries.failedAttempts} + 1 >= ${DELIVERY_MAX_WRONG_ANSWERS}`;
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reportDeliveries)
      .set({
        failedAttempts: sql`${reportDeliveries.failedAttempts} + 1`,
        lockedAt: sql`case when ${locks} then ${now.toISOString()}::timestamptz end`,
        codeHash: sql`case when ${locks} then null else ${reportDeliveries.codeHash} end`,
        codeExpiresAt: sql`case when ${locks} then null else ${reportDeliveries.codeExpiresAt} end`,
      })
      .where(and(eq(reportDeliveries.id, link.id), isNull(reportDeliveries.lockedAt)))
      .returning({ lockedAt: reportDeliveries.lockedAt });
    if (!row) return { locked: true, messageId: null };
    if (!row.lockedAt) return { locked: false, messageId: null };
    await recordAudit(
      tx,
      {
        action: link.document === 'report' ? 'report.shared_link_locked' : 'bill.shared_link_locked',
        outcome: 'denied',
        clinicId: link.clinicId,
        entityType: link.document,
        entityId: link.documentId,
        details: { deliveryId: link.id, challenge: link.challenge },
      },
      meta,
      now,
    );
    const to = await clinicAddress(tx, link);
    if (!to) return { locked: true, messageId: null };
    const text = linkLockedMessage(link.clinicName, link.documentCode, link.document);
    const messageId = await queueMessage(deps, tx, {
      clinicId: link.clinicId,
      kind: 'link_locked',
      to,
      subject: text.subject,
      text: text.body,
    });
    return { locked: true, messageId };
  });
  if (!outcome.locked)
    throw link.challenge === 'code' ? badRequest(M.wrongCode, 'code') : badRequest(M.wrongYear, 'yearOfBirth');
  if (outcome.messageId) await deliverNow(deps, [outcome.messageId]);
  throw gone(linkRefusals(link.document).linkLocked);
}
