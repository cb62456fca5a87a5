import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { indianMobile } from '../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../core/format/dates.ts';
import { messageText } from '../../core/i18n/message-text.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { sentReminders } from '../../db/schema/jobs.ts';
import { patients } from '../../db/schema/patients.ts';
import { clinicMessageSettings } from '../../db/schema/report-deliveries.ts';
import { studies } from '../../db/schema/studies.ts';
import type { AppDeps } from '../app-deps.ts';
import { messageLanguage } from '../messages/message-language.ts';
import { deliverNow, queueMessage } from '../messages/outbox.ts';
import { defineJob } from './job-types.ts';

/** Appointments that are still to happen; a cancelled (or done) one gets no reminder. */
const OPEN_STATUSES = ['scheduled'];

/** The appointments of tomorrow (in each clinic's zone) to remind: clinic opted in, patient consented. */
async function appointmentsDueTomorrow(deps: AppDeps) {
  const now = deps.clock.now().toISOString();
  const tomorrow = sql`((${now}::timestamptz at time zone ${clinics.timeZone})::date + 1)`;
  return deps.db
    .select({
      studyId: studies.id,
      clinicId: studies.clinicId,
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      clock: clinics.clock,
      scheduledDate: studies.scheduledDate,
      phone: patients.phone,
      language: patients.language,
    })
    .from(studies)
    .innerJoin(clinics, eq(clinics.id, studies.clinicId))
    .innerJoin(
      clinicMessageSettings,
      and(eq(clinicMessageSettings.clinicId, studies.clinicId), eq(clinicMessageSettings.appointmentReminders, true)),
    )
    .innerJoin(patients, and(eq(patients.clinicId, studies.clinicId), eq(patients.id, studies.patientId)))
    .where(
      and(
        inArray(studies.status, OPEN_STATUSES),
        isNotNull(patients.messageConsentAt),
        sql`(${studies.scheduledDate} at time zone ${clinics.timeZone})::date = ${tomorrow}`,
      ),
    );
}

/**
 * Daily at 18:00 IST: a WhatsApp reminder of tomorrow's appointment to each patient who agreed
 * to messages, at clinics that turned reminders on. Once per appointment: the sent_reminders
 * key (clinic, 'appointment', study id) is inserted with the message in one transaction, so a
 * second run, on this server or another, sends nothing.
 */
export const appointmentRemindersJob = defineJob({
  name: 'appointment-reminders',
  schedule: { cron: '0 18 * * *', tz: 'Asia/Kolkata' },
  retry: { limit: 3, delaySeconds: 60 },
  handler: async (deps) => {
    const due = await appointmentsDueTomorrow(deps);
    const queued: string[] = [];
    for (const appointment of due) {
      const to = indianMobile(appointment.phone);
      if (!to) continue;
      // On the clinic's clock (issue 34): the time the front desk gave her.
      const when = formatDateTime(appointment.scheduledDate, appointment.timeZone, appointment.clock);
      // In her language when WhatsApp has the reminder template approved in it (message-language.ts).
      const language = messageLanguage(deps.config, 'whatsapp', 'appointment_reminder', appointment.language);
      const values = { clinic: appointment.clinicName, when };
      const id = await deps.db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(sentReminders)
          .values({
            clinicId: appointment.clinicId,
            kind: 'appointment',
            periodKey: appointment.studyId,
            sentAt: deps.clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: sentReminders.id });
        if (!recorded) return null;
        return queueMessage(deps, tx, {
          clinicId: appointment.clinicId,
          kind: 'appointment_reminder',
          channel: 'whatsapp',
          to,
          subject: messageText(language, 'reminderSubject', values),
          text: messageText(language, 'reminder', values),
          templateParams: [appointment.clinicName, when],
          language,
        });
      });
      if (id) queued.push(id);
    }
    await deliverNow(deps, queued);
    return queued.length ? `${queued.length} appointment reminder${queued.length === 1 ? '' : 's'} sent` : null;
  },
});
