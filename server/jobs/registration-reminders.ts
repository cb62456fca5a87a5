import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_NAME } from '../../core/brand.ts';
import { formatIsoDay } from '../../core/format/dates.ts';
import { registerDueDate } from '../../core/formf/formf-register.ts';
import { previousMonth } from '../../core/formf/register-filing.ts';
import { dueRenewalReminder } from '../../core/pcpndt-registration/registration-dates.ts';
import type { Db } from '../../db/client.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { pcpndtRegisterFilings } from '../../db/schema/pcpndt-records.ts';
import { pcpndtRegistrations } from '../../db/schema/pcpndt-registration.ts';
import { defineJob } from './job-types.ts';
import type { MailText } from './reminder-mail.ts';
import { sendReminderOnce } from './send-reminder-once.ts';

/** The renewal reminder: the certificate's last day and where to record the renewed one. */
export function renewalReminderMail(facts: {
  days: string;
  clinicName: string;
  firstName: string;
  validTo: string;
  publicUrl: string;
}): MailText {
  const until = formatIsoDay(facts.validTo);
  return {
    subject: `${PORTAL_NAME}: the PC-PNDT registration of ${facts.clinicName} expires in ${facts.days} days (${until})`,
    text:
      `Hello ${facts.firstName},\n\nThe PC-PNDT registration certificate of ${facts.clinicName} is valid until ${until}. ` +
      'Apply to the Appropriate Authority for renewal in time (Rule 8), then record the renewed certificate here:\n\n' +
      `${facts.publicUrl}/settings#pcpndt-registration\n\n${PORTAL_NAME}\n`,
  };
}

/** A registered centre with no Form F last month still files its return: a nil return. */
export function nilReturnReminderMail(facts: {
  clinicName: string;
  firstName: string;
  month: string;
  publicUrl: string;
}): MailText {
  const due = formatIsoDay(registerDueDate(facts.month));
  return {
    subject: `${PORTAL_NAME}: file the nil return of ${facts.month} for ${facts.clinicName} by ${due}`,
    text:
      `Hello ${facts.firstName},\n\n${facts.clinicName} recorded no Form F in ${facts.month}. The monthly report ` +
      `is still due with the Appropriate Authority by ${due} (PC-PNDT Rule 9(8)), as a nil return. Print it here:\n\n` +
      `${facts.publicUrl}/settings#pcpndt-registration\n\n${PORTAL_NAME}\n`,
  };
}

async function monthIsNil(db: Db, clinicId: string, timeZone: string, month: string): Promise<boolean> {
  const [forms] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(pcpndtForms)
    .where(
      and(
        eq(pcpndtForms.clinicId, clinicId),
        sql`to_char(${pcpndtForms.examDateTime} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
      ),
    );
  const [filed] = await db
    .select({ id: pcpndtRegisterFilings.id })
    .from(pcpndtRegisterFilings)
    .where(and(eq(pcpndtRegisterFilings.clinicId, clinicId), eq(pcpndtRegisterFilings.month, month)));
  return (forms?.n ?? 0) === 0 && !filed;
}

/**
 * Daily sweep over centres that recorded their PC-PNDT registration (issue 29 §4): the renewal
 * reminders 90, 30 and 7 days before the certificate's last day (core/pcpndt-registration/
 * registration-dates.ts; once each per certificate, keyed by its last day, so a renewal starts
 * afresh), and from the 1st to the 5th the nil return of a month with no Form F, once a month.
 */
export const registrationRemindersJob = defineJob({
  name: 'pcpndt-registration-reminders',
  schedule: { cron: '15 9 * * *', tz: 'Asia/Kolkata' },
  retry: { limit: 3, delaySeconds: 60 },
  handler: async (deps) => {
    const now = deps.clock.now().toISOString();
    const centres = await deps.db
      .select({
        id: clinics.id,
        name: clinics.name,
        timeZone: clinics.timeZone,
        firstMonth: sql<string>`to_char(${clinics.createdAt} at time zone ${clinics.timeZone}, 'YYYY-MM')`,
        today: sql<string>`to_char(${now}::timestamptz at time zone ${clinics.timeZone}, 'YYYY-MM-DD')`,
        validTo: pcpndtRegistrations.validTo,
      })
      .from(pcpndtRegistrations)
      .innerJoin(clinics, eq(clinics.id, pcpndtRegistrations.clinicId));
    let sent = 0;
    const { publicUrl } = deps.config;
    for (const centre of centres) {
      const kind = dueRenewalReminder(centre.today, centre.validTo);
      if (kind) {
        const days = kind.replace(/\D/g, '');
        sent += await sendReminderOnce(
          deps,
          { clinicId: centre.id, kind, periodKey: centre.validTo, messageKind: 'register_reminder' },
          (admin) =>
            renewalReminderMail({
              days,
              clinicName: centre.name,
              firstName: admin.firstName,
              validTo: centre.validTo,
              publicUrl,
            }),
        );
      }
      const month = previousMonth(centre.today);
      const early = Number(centre.today.slice(8, 10)) <= 5;
      if (early && month >= centre.firstMonth && (await monthIsNil(deps.db, centre.id, centre.timeZone, month))) {
        sent += await sendReminderOnce(
          deps,
          { clinicId: centre.id, kind: 'nil_return', periodKey: month, messageKind: 'register_reminder' },
          (admin) => nilReturnReminderMail({ clinicName: centre.name, firstName: admin.firstName, month, publicUrl }),
        );
      }
    }
    return `${sent} reminder e-mail${sent === 1 ? '' : 's'} sent`;
  },
});
