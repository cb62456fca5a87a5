import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import type { AppDeps } from '../app-deps.ts';
import { defineJob } from '../jobs/job-types.ts';
import { describeJobError } from '../jobs/run-job.ts';
import { CHANNEL_SENDERS } from './channel-senders.ts';
import { blankedText, flushSentMarks, markSent } from './sent-marks.ts';

/** A sender holds a message this long; longer than a job may run (15 minutes). */
const LEASE_MS = 20 * 60 * 1000;

class MessageBusyError extends Error {
  constructor() {
    super('The message is being sent by another server');
  }
}

/**
 * Sends one saved message, at most once at a time: the claim (a conditional update taking a
 * lease) lets one sender in; a message already sent is left alone. A failure frees it with the
 * error recorded (addresses masked) and rethrows, so its job retries; on the job's last try it is
 * marked failed. Once the provider accepted it, it counts as sent even when the database cannot
 * take the mark at that moment (sent-marks.ts). Returns the channel this call sent it by, or null.
 */
export async function deliverMessage(
  deps: AppDeps,
  messageId: string,
  options: { final: boolean },
): Promise<string | null> {
  // Marks this process could not write yet go first: a message sent before an outage must be
  // found sent, not claimed again (and the claim below needs the database anyway).
  await flushSentMarks(deps.db);
  const now = deps.clock.now();
  // The claim is committed before the provider sees the message: its lease is the durable record
  // that a sender may have handed it over, and keeps every other sender off it meanwhile.
  const [message] = await deps.db
    .update(outgoingMessages)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${outgoingMessages.attempts} + 1` })
    .where(
      and(
        eq(outgoingMessages.id, messageId),
        eq(outgoingMessages.status, 'pending'),
        or(isNull(outgoingMessages.lockedUntil), lt(outgoingMessages.lockedUntil, now)),
      ),
    )
    .returning();
  if (!message) {
    const [row] = await deps.db
      .select({ status: outgoingMessages.status })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, messageId));
    if (row?.status === 'pending') throw new MessageBusyError();
    return null;
  }
  const send = CHANNEL_SENDERS[message.channel];
  try {
    if (!send) throw new Error(`No sender for channel ${message.channel}`);
    await send(deps, message);
  } catch (error) {
    // Not sent. When the database is out too, the lease stays and the job retries after it.
    await deps.db
      .update(outgoingMessages)
      .set({
        lockedUntil: null,
        lastError: describeJobError(error),
        status: options.final ? 'failed' : 'pending',
        ...(options.final ? blankedText(message.kind) : {}),
      })
      .where(eq(outgoingMessages.id, messageId))
      .catch(() => {});
    throw error;
  }
  // Sent: from here on nothing may make a retry send it again. A mark the database cannot take
  // now is kept and retried (markSent), and this try counts as done.
  await markSent(deps.db, {
    messageId,
    sentAt: deps.clock.now(),
    kind: message.kind,
    referenceId: message.referenceId,
  });
  return message.channel;
}

const SENT_SUMMARIES: Record<string, string> = { email: 'E-mail sent', whatsapp: 'WhatsApp sent', sms: 'SMS sent' };

/**
 * The job that guarantees delivery: written with the message, in its transaction. Backoff from
 * 1 minute, at most an hour apart, 10 retries: about 7 hours of SMTP trouble before a message
 * is marked failed.
 */
export const deliverMessageJob = defineJob<{ messageId: string; clinicId: string | null }>({
  name: 'deliver-message',
  retry: { limit: 10, delaySeconds: 60, maxDelaySeconds: 60 * 60 },
  clinicOf: (payload) => payload.clinicId,
  handler: async (deps, payload, attempt) =>
    SENT_SUMMARIES[(await deliverMessage(deps, payload.messageId, { final: attempt.final })) ?? ''] ?? null,
  sweepAtStart: sendWaitingMessages,
});

/**
 * A server that starts sends the messages whose job is still waiting (the first try's minute of
 * grace, or a retry's backoff of up to an hour) at once: after a crash, or a restart to fix
 * SMTP_URL, a clinic expects its queued mail to go out, not a reset link to wait out a backoff.
 * Newest first, as links expire (a reset link after an hour). It stops at the first failure: the
 * provider is still down, and the rest keep their backoff rather than each failing once more.
 * A message already sent (by the try after its commit) is left alone by the claim.
 */
async function sendWaitingMessages(
  deps: AppDeps,
  waiting: { messageId: string }[],
  signal: AbortSignal,
): Promise<void> {
  for (const { messageId } of waiting) {
    if (signal.aborted) return;
    try {
      await deliverMessage(deps, messageId, { final: false });
    } catch (error) {
      // Another server holds it: that one sends it. Any other failure is recorded on the message.
      if (!(error instanceof MessageBusyError)) return;
    }
  }
}
