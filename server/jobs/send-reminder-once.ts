import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentReminders } from '../../db/schema/jobs.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { users } from '../../db/schema/users.ts';
import type { AppDeps } from '../app-deps.ts';
import { deliverNow, type MessageKind, queueMessage } from '../messages/outbox.ts';
import type { MailText } from './reminder-mail.ts';

interface ClinicAdmin {
  email: string;
  firstName: string;
}

/** The clinic's administrators (active memberships with role admin): who reminders go to. */
async function clinicAdmins(db: Db, clinicId: string): Promise<ClinicAdmin[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.role, 'admin'), eq(memberships.active, true)));
}

/**
 * Records the reminder (clinic, kind, period) and queues its e-mail to each administrator in one
 * transaction. The unique key makes it once: a second sweep, on this server or another, inserts
 * nothing and sends nothing. Returns how many e-mails were sent now (0 if it was already sent).
 */
export async function sendReminderOnce(
  deps: AppDeps,
  reminder: { clinicId: string; kind: string; periodKey: string; messageKind: MessageKind },
  mailFor: (admin: ClinicAdmin) => MailText,
): Promise<number> {
  const ids = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(sentReminders)
      .values({
        clinicId: reminder.clinicId,
        kind: reminder.kind,
        periodKey: reminder.periodKey,
        sentAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (!recorded) return [];
    const queued: string[] = [];
    for (const admin of await clinicAdmins(tx, reminder.clinicId)) {
      const mail = mailFor(admin);
      queued.push(
        await queueMessage(deps, tx, {
          clinicId: reminder.clinicId,
          kind: reminder.messageKind,
          to: admin.email,
          subject: mail.subject,
          text: mail.text,
        }),
      );
    }
    return queued;
  });
  await deliverNow(deps, ids);
  return ids.length;
}
