import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '../../../core/contact/contact-schema.ts';
import { contactMessages } from '../../../db/schema/public-site.ts';
import type { AppDeps } from '../../app-deps.ts';
import { describeForLog } from '../../plugins/error-handler.ts';
import { contactMail } from './contact-mail.ts';

/**
 * Stores the message first, so support never loses it, then forwards a copy to the support
 * inbox and marks it forwarded. A mail failure is logged (never the message's content, which is
 * personal data) and leaves forwarded_at null for a later resend; the sender still gets 201.
 */
export async function receiveContactMessage(
  deps: AppDeps,
  message: ContactMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  const [row] = await deps.db
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
  try {
    await deps.mailer.send(contactMail(deps.config.supportInbox, row.id, message));
    await deps.db.update(contactMessages).set({ forwardedAt: deps.clock.now() }).where(eq(contactMessages.id, row.id));
  } catch (error) {
    log.error({ err: describeForLog(error), contactMessageId: row.id }, 'contact message not forwarded');
  }
}
