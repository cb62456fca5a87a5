import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { dueSubscriptionReminder } from '../../core/subscriptions/reminders.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { defineJob } from './job-types.ts';
import { subscriptionReminderMail } from './reminder-mail.ts';
import { sendReminderOnce } from './send-reminder-once.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly sweep: every subscription whose end is within the reminder windows gets the reminder
 * due now (core/subscriptions/reminders.ts), once per period: the period key is the end date, so
 * a renewal (a later end) starts a new period and the old one's reminders are never sent.
 */
export const subscriptionRemindersJob = defineJob({
  name: 'subscription-reminders',
  schedule: { cron: '5 * * * *', tz: 'Asia/Kolkata' },
  retry: { limit: 3, delaySeconds: 60 },
  handler: async (deps) => {
    const now = deps.clock.now();
    const candidates = await deps.db
      .select({
        clinicId: subscriptions.clinicId,
        status: subscriptions.status,
        planId: subscriptions.planId,
        endDate: subscriptions.endDate,
        periodStart: subscriptions.currentPeriodStart,
        clinicName: clinics.name,
        timeZone: clinics.timeZone,
      })
      .from(subscriptions)
      .innerJoin(clinics, eq(clinics.id, subscriptions.clinicId))
      .where(
        and(
          inArray(subscriptions.status, ['trial', 'active', 'expired']),
          gt(subscriptions.endDate, new Date(now.getTime() - DAY_MS)),
          lte(subscriptions.endDate, new Date(now.getTime() + 7 * DAY_MS)),
        ),
      );
    let sent = 0;
    for (const sub of candidates) {
      const kind = dueSubscriptionReminder(sub, now);
      if (!kind || !sub.endDate) continue;
      const endDate = sub.endDate;
      sent += await sendReminderOnce(
        deps,
        {
          clinicId: sub.clinicId,
          kind,
          periodKey: endDate.toISOString(),
          messageKind: 'subscription_reminder',
        },
        (admin) =>
          subscriptionReminderMail({
            kind,
            clinicName: sub.clinicName,
            firstName: admin.firstName,
            planId: sub.planId,
            trial: sub.status === 'trial' || sub.planId === 'trial',
            endDate,
            timeZone: sub.timeZone,
            publicUrl: deps.config.publicUrl,
          }),
      );
    }
    return `${sent} reminder e-mail${sent === 1 ? '' : 's'} sent`;
  },
});
