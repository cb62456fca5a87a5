import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '../../../core/contact/contact-schema.ts';
import { contactMessages } from '../../../db/schema/public-site.ts';
import type { AppDeps } from '../../app-deps.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { describeForLog } from '../../plugins/error-handler.ts';
import { contactMail } from './contact-mail.ts';

/**
 * Stores the message and its copy to the support inbox together (the outbox), so support never
 * loses it, then tries to send the copy; delivery marks forwarded_at. A failed try is logged
 * (never the message's content, which is personal data) and retried by the copy's job; the
 * sender still gets 201.
 */
export async function receiveContactMessage(
  deps: AppDeps,
  message: ContactMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  const { id, messageId } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: message.firstName,
        lastName: message.lastName,
        email: message.email,
        clinicName: message.clinicName ?? null,
        subject: message.subject,
        message: message.message,
        receivedAt: deps.clock.now(),
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message was not stored');
    const mail = contactMail(deps.config.supportInbox, row.id, message);
    const queued = await queueMessage(deps, tx, { clinicId: null, kind: 'contact', referenceId: row.id, ...mail });
    return { id: row.id, messageId: queued };
  });
  await deliverNow(deps, [messageId], (error) =>
    log.error({ err: describeForLog(error), contactMessageId: id }, 'contact message not forwarded'),
  );
}
