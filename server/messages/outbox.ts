import type { PaperLocale } from '../../core/i18n/locales.ts';
import type { Tx } from '../../db/client.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import type { AppDeps } from '../app-deps.ts';
import { deliverMessage, deliverMessageJob } from './deliver-message.ts';

export type MessageKind =
  | 'password_reset'
  | 'email_verification'
  | 'invitation'
  | 'contact'
  | 'subscription_reminder'
  | 'register_reminder'
  | 'report_link'
  | 'link_code'
  | 'bill_link'
  | 'bill_link_code'
  | 'link_locked'
  | 'appointment_reminder';

interface NewMessage {
  /** The clinic it concerns (its admins see it under Settings → System); null for none. */
  clinicId: string | null;
  kind: MessageKind;
  /** E-mail unless said; WhatsApp and SMS go to a mobile number (91XXXXXXXXXX). */
  channel?: 'email' | 'whatsapp' | 'sms';
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The row the message is about (a contact message), marked when it is sent. */
  referenceId?: string;
  /** WhatsApp/SMS: the values of the provider's approved template, in order. */
  templateParams?: string[];
  /** A patient message's language (message-language.ts); English when absent. */
  language?: PaperLocale;
}

/**
 * The delivery job waits this long, so the try right after the commit (deliverNow) normally
 * sends the message first and the job finds it sent; if that try failed, or the process died
 * before it, the job sends it.
 */
const FIRST_TRY_GRACE_SECONDS = 60;

/**
 * Saves a message (e-mail, WhatsApp or SMS) and its delivery job in `tx`, the transaction of the change that causes it
 * (the transactional outbox): both exist exactly when the change commits, and nothing is lost if
 * the process dies before it is sent. Returns its id for deliverNow after the commit.
 */
export async function queueMessage(deps: AppDeps, tx: Tx, message: NewMessage): Promise<string> {
  const [row] = await tx
    .insert(outgoingMessages)
    .values({
      clinicId: message.clinicId,
      channel: message.channel ?? 'email',
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      replyTo: message.replyTo ?? null,
      referenceId: message.referenceId ?? null,
      templateParams: message.templateParams ?? null,
      language: message.language && message.language !== 'en' ? message.language : null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: outgoingMessages.id });
  if (!row) throw new Error('message was not saved');
  await deps.jobs.enqueue(
    deliverMessageJob,
    { messageId: row.id, clinicId: message.clinicId },
    { tx, startAfterSeconds: FIRST_TRY_GRACE_SECONDS },
  );
  return row.id;
}

/**
 * One try at sending saved messages right after their transaction committed, so a link arrives
 * at once. Never throws: a failure is recorded on the message and its job retries it.
 * Returns whether every message was sent.
 */
export async function deliverNow(
  deps: AppDeps,
  messageIds: readonly string[],
  onError: (error: unknown) => void = () => {},
): Promise<boolean> {
  let all = true;
  for (const id of messageIds) {
    try {
      await deliverMessage(deps, id, { final: false });
    } catch (error) {
      all = false;
      onError(error);
    }
  }
  return all;
}
