import { sql } from 'drizzle-orm';
import { dueRegisterReminder } from '../../core/formf/register-filing.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { countOpenRegisterForms } from '../modules/formf/formf-queries.ts';
import { defineJob } from './job-types.ts';
import { registerReminderMail } from './reminder-mail.ts';
import { sendReminderOnce } from './send-reminder-once.ts';

/**
 * Daily sweep: on the 1st and the 4th of a clinic's month (or the days after, if a sweep was
 * missed; core/formf/register-filing.ts), a clinic whose last-month register still has Form F
 * records incomplete or not submitted is told how many, once per reminder and month.
 */
export const registerRemindersJob = defineJob({
  name: 'pcpndt-register-reminders',
  schedule: { cron: '0 9 * * *', tz: 'Asia/Kolkata' },
  retry: { limit: 3, delaySeconds: 60 },
  handler: async (deps) => {
    const now = deps.clock.now().toISOString();
    const all = await deps.db
      .select({
        id: clinics.id,
        name: clinics.name,
        today: sql<string>`to_char(${now}::timestamptz at time zone ${clinics.timeZone}, 'YYYY-MM-DD')`,
      })
      .from(clinics);
    let sent = 0;
    for (const clinic of all) {
      const due = dueRegisterReminder(clinic.today);
      if (!due) continue;
      const openForms = await countOpenRegisterForms(deps.db, clinic.id, due.month);
      if (openForms === 0) continue;
      sent += await sendReminderOnce(
        deps,
        { clinicId: clinic.id, kind: due.kind, periodKey: due.month, messageKind: 'register_reminder' },
        (admin) =>
          registerReminderMail({
            kind: due.kind,
            clinicName: clinic.name,
            firstName: admin.firstName,
            month: due.month,
            openForms,
            publicUrl: deps.config.publicUrl,
          }),
      );
    }
    return `${sent} reminder e-mail${sent === 1 ? '' : 's'} sent`;
  },
});
