import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { contactMessages } from '../../db/schema/public-site.ts';

/**
 * Messages whose text is a secret only its recipient may hold (a report link's one-time code,
 * of which the database otherwise keeps a hash only): the text is blanked once the message has
 * gone, or has finally failed.
 */
const ONE_TIME_KINDS = new Set(['link_code', 'bill_link_code']);
export const blankedText = (kind: string) =>
  ONE_TIME_KINDS.has(kind) ? { body: '(one-time code: removed once sent)', templateParams: null } : {};

/** A message the provider accepted, to be marked sent. */
interface SentMark {
  messageId: string;
  sentAt: Date;
  kind: string;
  referenceId: string | null;
}

/** Retries of a mark that could not be written: from 1 s, doubling, at most 5 s apart. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5000;

interface PendingMarks {
  marks: Map<string, SentMark>;
  timer: NodeJS.Timeout | null;
  delayMs: number;
}

/** Per database handle: every sender of one app shares its pending marks. */
const pendingByDatabase = new WeakMap<Database, PendingMarks>();

function pendingOf(db: Database): PendingMarks {
  let pending = pendingByDatabase.get(db);
  if (!pending) {
    pending = { marks: new Map(), timer: null, delayMs: FIRST_RETRY_MS };
    pendingByDatabase.set(db, pending);
  }
  return pending;
}

async function writeSentMark(db: Database, mark: SentMark): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(outgoingMessages)
      .set({ status: 'sent', sentAt: mark.sentAt, lockedUntil: null, lastError: null, ...blankedText(mark.kind) })
      .where(eq(outgoingMessages.id, mark.messageId));
    if (mark.kind === 'contact' && mark.referenceId) {
      await tx
        .update(contactMessages)
        .set({ forwardedAt: mark.sentAt })
        .where(eq(contactMessages.id, mark.referenceId));
    }
  });
}

/**
 * Marks a message sent; when the database cannot take it (an outage while the provider had the
 * message), keeps the mark in memory and retries it every few seconds until it is written, and
 * resolves at once. Until then the message's lease keeps other senders off it (20 minutes), and
 * this process's senders write pending marks before they claim anything (flushSentMarks), so a
 * database that comes back gets the mark before any retry of the job could send the message again.
 * Resolves whether it was written now.
 */
export async function markSent(db: Database, mark: SentMark): Promise<boolean> {
  try {
    await writeSentMark(db, mark);
    return true;
  } catch {
    const pending = pendingOf(db);
    pending.marks.set(mark.messageId, mark);
    scheduleRetry(db, pending);
    return false;
  }
}

function scheduleRetry(db: Database, pending: PendingMarks): void {
  if (pending.timer) return;
  pending.timer = setTimeout(() => {
    pending.timer = null;
    flushSentMarks(db).then(
      () => {
        pending.delayMs = FIRST_RETRY_MS;
      },
      () => {
        pending.delayMs = Math.min(pending.delayMs * 2, MAX_RETRY_MS);
        scheduleRetry(db, pending);
      },
    );
  }, pending.delayMs);
  // The marks must not keep a stopping process alive; what a process ends with is lost (README).
  pending.timer.unref();
}

/** Writes the marks still pending; throws (keeping the rest) while the database refuses them. */
export async function flushSentMarks(db: Database): Promise<void> {
  const pending = pendingByDatabase.get(db);
  if (!pending) return;
  for (const mark of [...pending.marks.values()]) {
    await writeSentMark(db, mark);
    pending.marks.delete(mark.messageId);
  }
}

/** How many marks wait for the database (tests; a shutdown could report it). */
export function pendingSentMarks(db: Database): number {
  return pendingByDatabase.get(db)?.marks.size ?? 0;
}
