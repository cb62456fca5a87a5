// With the movable clock: each reminder goes out once at its time, none after renewal, and the
// PC-PNDT register reminder only on the 1st and the 4th, only while forms are open. The cron only
// triggers a sweep; these tests trigger it through the real queue (enqueue, then runDue).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentReminders } from '../../db/schema/jobs.ts';
import { registerRemindersJob } from '../../server/jobs/register-reminders.ts';
import { subscriptionRemindersJob } from '../../server/jobs/subscription-reminders.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { completeFormF, makeFormF } from '../support/formf-helpers.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const schema = uniqueJobSchema();
let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: await createTestJobQueue({ schema }) });
  // A second app server on the same database and queue.
  t2 = await createTestApp({ jobs: await createTestJobQueue({ schema }) });
});
afterAll(async () => {
  await t.close();
  await t2.close();
});

async function sweep(app: TestApp, job: typeof subscriptionRemindersJob) {
  await app.jobs.enqueue(job, {});
  await app.jobs.runDue();
}
const reminders = (sent: MailMessage[], to: string, about = /plan|trial/) =>
  sent.filter((m) => m.to === to && about.test(m.subject) && !/verify/.test(m.subject));

async function login(clinic: { email: string; password: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: clinic.email, password: clinic.password },
  });
  return res.json().token as string;
}

describe('subscription reminders (7 days and 1 day before the end, and on the day it lapses)', () => {
  it('sends each reminder of a paid month once, at its time, to the clinic admin', async () => {
    t.clock.set(new Date('2026-01-10T04:00:00Z'));
    const clinic = await signUpClinic(t.app, { clinicName: 'City Diagnostics' });
    await buyPlan(t.app, clinic.token, 'basic');
    const end = new Date('2026-02-10T04:00:00Z').getTime();
    const mails = () => reminders(t.mailer.sent, clinic.email);

    t.clock.set(new Date(end - 8 * DAY));
    await sweep(t, subscriptionRemindersJob);
    expect(mails()).toHaveLength(0);

    t.clock.set(new Date(end - 7 * DAY + HOUR));
    await sweep(t, subscriptionRemindersJob);
    await sweep(t, subscriptionRemindersJob);
    expect(mails().map((m) => m.subject)).toEqual([
      'USG Clinic Portal: the Basic plan of City Diagnostics ends in 7 days (10/02/2026)',
    ]);
    expect(mails()[0]?.text).toContain('Nothing renews without your payment');
    expect(mails()[0]?.text).toContain('http://portal.test/billing?tab=plans');

    t.clock.set(new Date(end - DAY + HOUR));
    await sweep(t, subscriptionRemindersJob);
    t.clock.set(new Date(end - HOUR));
    await sweep(t, subscriptionRemindersJob);
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.subject).toContain('ends tomorrow (10/02/2026)');

    t.clock.set(new Date(end + HOUR));
    await sweep(t, subscriptionRemindersJob);
    t.clock.set(new Date(end + 2 * DAY));
    await sweep(t, subscriptionRemindersJob);
    expect(mails()).toHaveLength(3);
    expect(mails()[2]?.subject).toBe('USG Clinic Portal: the Basic plan of City Diagnostics has ended');
    expect(mails()[2]?.text).toContain('ended on 10/02/2026');
  });

  it('sends nothing more for a period once the clinic has renewed', async () => {
    t.clock.set(new Date('2026-03-01T04:00:00Z'));
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    const end = new Date('2026-04-01T04:00:00Z').getTime();
    const mails = () => reminders(t.mailer.sent, clinic.email);

    t.clock.set(new Date(end - 6 * DAY));
    await sweep(t, subscriptionRemindersJob);
    expect(mails()).toHaveLength(1);
    await buyPlan(t.app, await login(clinic), 'basic'); // the next month, paid in advance

    for (const moment of [end - DAY + HOUR, end + HOUR, end + 10 * DAY]) {
      t.clock.set(new Date(moment));
      await sweep(t, subscriptionRemindersJob);
    }
    expect(mails()).toHaveLength(1);
    // The renewed month has reminders of its own.
    t.clock.set(new Date('2026-04-25T05:00:00Z'));
    await sweep(t, subscriptionRemindersJob);
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.subject).toContain('ends in 7 days (01/05/2026)');
  });

  it('reminds a trial 1 day before its end and on the day (no 7-day reminder for a 5-day trial)', async () => {
    t.clock.set(new Date('2026-05-01T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app, { clinicName: 'City Diagnostics' });
    const end = new Date('2026-05-06T04:00:00Z').getTime();
    const mails = () => reminders(t.mailer.sent, clinic.email);
    for (const moment of [end - 5 * DAY + HOUR, end - 2 * DAY, end - DAY + HOUR, end - 1, end + HOUR, end + 3 * DAY]) {
      t.clock.set(new Date(moment));
      await sweep(t, subscriptionRemindersJob);
    }
    expect(mails().map((m) => m.subject)).toEqual([
      'USG Clinic Portal: the free trial of City Diagnostics ends tomorrow (06/05/2026)',
      'USG Clinic Portal: the free trial of City Diagnostics has ended',
    ]);
    expect(mails()[0]?.text).toContain('choose a plan and pay for the first month');
  });

  it('sends once when two app servers sweep at the same moment', async () => {
    t.clock.set(new Date('2026-06-01T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const moment = new Date('2026-06-05T05:00:00Z');
    t.clock.set(moment);
    t2.clock.set(moment);
    await Promise.all([t.jobs.enqueue(subscriptionRemindersJob, {}), t2.jobs.enqueue(subscriptionRemindersJob, {})]);
    await Promise.all([t.jobs.runDue(), t2.jobs.runDue(), t.jobs.runDue(), t2.jobs.runDue()]);
    const both = [...reminders(t.mailer.sent, clinic.email), ...reminders(t2.mailer.sent, clinic.email)];
    expect(both).toHaveLength(1);
    const rows = await t.handle.db
      .select()
      .from(sentReminders)
      .where(and(eq(sentReminders.clinicId, clinicId), eq(sentReminders.kind, 'subscription_1_day')));
    expect(rows).toHaveLength(1);
  });
});

describe('PC-PNDT register reminder (Rule 9(8): last month’s register by the 5th)', () => {
  it('names how many forms are open, on the 1st and the 4th only, and not for a clinic whose forms are done', async () => {
    // Dates are in the past: the API refuses a procedure date after the real today.
    t.clock.set(new Date('2025-08-11T05:00:00Z'));
    const open = await signUpTrialClinic(t.app, { clinicName: 'Sai Scans' });
    await makeFormF(t.app, open.token);
    await makeFormF(t.app, open.token);
    const done = await signUpTrialClinic(t.app, { clinicName: 'Done Diagnostics' });
    const form = await makeFormF(t.app, done.token);
    await completeFormF(t.app, done.token, form.id, '2025-08-11');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/pcpndt-forms/${form.id}/submit`,
      headers: bearer(done.token),
    });
    expect(submitted.statusCode).toBe(200);

    const about = /register/;
    const seen: Record<string, number> = {};
    // 1 September 09:00 IST is 03:30 UTC; the sweeps run daily.
    for (const day of ['01', '01', '02', '03', '04', '04', '05', '06', '20']) {
      t.clock.set(new Date(`2025-09-${day}T03:30:00Z`));
      await sweep(t, registerRemindersJob);
      seen[day] = reminders(t.mailer.sent, open.email, about).length;
    }
    expect(seen).toEqual({ '01': 1, '02': 1, '03': 1, '04': 2, '05': 2, '06': 2, '20': 2 });
    const [first, second] = reminders(t.mailer.sent, open.email, about);
    expect(first?.subject).toBe(
      'USG Clinic Portal: 2 Form F records are incomplete or not submitted in the August 2025 register of Sai Scans',
    );
    expect(first?.text).toContain('due with the Appropriate Authority by 05/09/2025');
    expect(first?.text).toContain('http://portal.test/pcpndt/register/2025-08');
    expect(second?.subject.startsWith('Reminder: ')).toBe(true);
    expect(reminders(t.mailer.sent, done.email, about)).toHaveLength(0);
  });
});
