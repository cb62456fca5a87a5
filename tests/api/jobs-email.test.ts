// Outgoing e-mail through the queue (the transactional outbox): an SMTP outage is retried with
// backoff and the message is sent once; retries that run out are recorded and visible; a message
// saved by a process that died before sending it is sent by another; a server that starts sends
// the messages waiting out a backoff at once. A real SMTP listener on 127.0.0.1 stands in for
// the mail server, behind the real nodemailer transport.
import { once } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema/jobs.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { createSmtpMailer } from '../../server/mail/mailer.ts';
import { deliverMessageJob } from '../../server/messages/deliver-message.ts';
import { bearer, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { startSmtpListener } from '../support/smtp-test-listener.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

const smtp = startSmtpListener();
const schema = uniqueJobSchema();
let t: TestApp;
const smtpMailer = () =>
  createSmtpMailer(
    `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    'USG Clinic Portal <no-reply@portal.test>',
  );
beforeAll(async () => {
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  t = await createTestApp({ mailer: smtpMailer(), jobs: await createTestJobQueue({ schema }) });
});
afterEach(() => {
  smtp.outage.on = false;
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

/** Messages the SMTP server accepted that contain `text`. */
const delivered = (text: string) => smtp.received.filter((s) => s.data.includes(text));
const messagesTo = async (email: string) =>
  t.handle.db.select().from(outgoingMessages).where(eq(outgoingMessages.recipient, email));
/** A clinic whose signup e-mail (verification) is sent and whose delivery job has run. */
async function clinicWithQuietQueue() {
  const clinic = await signUpTrialClinic(t.app);
  await t.settle();
  await t.jobs.runDue({ ignoreStartAfter: true });
  return clinic;
}
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const resetsTo = (email: string) => delivered(`To: ${email}\r\nSubject: USG Clinic Portal: reset your password`);

describe('e-mail through the queue', () => {
  it('retries after an SMTP failure, with backoff, and sends the message once', async () => {
    const clinic = await clinicWithQuietQueue();
    smtp.outage.on = true;
    await forgot(clinic.email);
    await t.settle();
    const [saved] = (await messagesTo(clinic.email)).filter((m) => m.kind === 'password_reset');
    expect(saved).toMatchObject({ status: 'pending', attempts: 1, channel: 'email' });
    expect(saved?.lastError).toContain('421');
    expect(delivered('Subject: USG Clinic Portal: reset your password')).toHaveLength(0);

    // The job waits out the first try's grace; then the outage fails it and it backs off.
    expect(await t.jobs.runDue()).toBe(0);
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    expect(await t.jobs.runDue()).toBe(0);
    const [retrying] = await t.handle.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, saved?.id ?? ''));
    expect(retrying).toMatchObject({ status: 'pending', attempts: 2 });

    smtp.outage.on = false;
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(0);
    const [sent] = await t.handle.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, saved?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const resets = resetsTo(clinic.email);
    expect(resets).toHaveLength(1);
    expect(resets[0]?.commands).toContain(`RCPT TO:<${clinic.email}>`);

    // The failed try and the one that sent it are listed for the clinic's admin.
    // This clinic's runs only: under a shared database other files' deliveries are in the table too.
    const runs = await t.handle.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, 'deliver-message'), eq(jobRuns.clinicId, await clinicIdOf(t.app, clinic.token))))
      .orderBy(jobRuns.startedAt);
    expect(runs.map((r) => [r.status, r.attempt])).toEqual([
      ['failed', 1],
      ['completed', 2],
    ]);
    const system = await t.app.inject({ method: 'GET', url: '/api/system/jobs', headers: bearer(clinic.token) });
    expect(system.statusCode).toBe(200);
    const reset = system.json().messages.find((m: { kind: string }) => m.kind === 'password_reset');
    expect(reset).toMatchObject({ status: 'sent', attempts: 3, label: 'Password reset' });
    expect(reset.recipient).toBe(`${clinic.email[0]}•••@example.in`);
  });

  it('marks a message failed when its retries run out, and shows the failure to the admin', async () => {
    const clinic = await clinicWithQuietQueue();
    smtp.outage.on = true;
    await forgot(clinic.email);
    await t.settle();
    for (let i = 0; i < 11; i++) await t.jobs.runDue({ ignoreStartAfter: true });
    smtp.outage.on = false;
    const [failed] = (await messagesTo(clinic.email)).filter((m) => m.kind === 'password_reset');
    expect(failed).toMatchObject({ status: 'failed', attempts: 12 });
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(0);
    const body = (await t.app.inject({ method: 'GET', url: '/api/system/jobs', headers: bearer(clinic.token) })).json();
    expect(body.failures).toBeGreaterThanOrEqual(1);
    const run = body.runs.find(
      (r: { job: string; status: string }) => r.job === 'deliver-message' && r.status === 'failed',
    );
    expect(run).toMatchObject({ scope: 'clinic', label: 'E-mail delivery' });
    expect(run.error).toContain('421');
    expect(JSON.stringify(body)).not.toContain(clinic.email);
  });

  it('loses nothing when the process dies between saving a message and sending it', async () => {
    // The first server saves the signup's verification e-mail and its job, and stops before sending.
    const dying = await createTestApp({ holdBackground: true, jobs: await createTestJobQueue({ schema }) });
    const clinic = await signUpClinic(dying.app);
    await dying.close();
    const [saved] = await messagesTo(clinic.email);
    expect(saved).toMatchObject({ kind: 'email_verification', status: 'pending', attempts: 0 });
    expect(delivered(`To: ${clinic.email}`)).toHaveLength(0);

    // Another server's queue finds the job and sends it.
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    expect(delivered(`To: ${clinic.email}\r\nSubject: USG Clinic Portal: verify your email address`)).toHaveLength(1);
    expect((await messagesTo(clinic.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(saved?.clinicId).toBe(await clinicIdOf(t.app, clinic.token));
  });

  it('sends at once, when a server starts, a message waiting out its retry backoff', async () => {
    const clinic = await clinicWithQuietQueue();
    smtp.outage.on = true;
    await forgot(clinic.email);
    await t.settle();
    // The job's try fails too: the message now waits out the retry's backoff (1 to 2 minutes).
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    const [waiting] = (await messagesTo(clinic.email)).filter((m) => m.kind === 'password_reset');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 2 });
    smtp.outage.on = false;

    // The SMTP server is back and a server with workers starts (a restart after a crash, or to fix
    // SMTP_URL); on the delivery queue only, so that it keeps no cron schedules in this schema.
    const restarted = await createTestApp({
      mailer: smtpMailer(),
      jobs: await createTestJobQueue({ schema, workers: true, jobs: [deliverMessageJob] }),
    });
    try {
      await waitUntil(
        'the waiting reset e-mail sent by the start-up sweep',
        async () => (await messagesTo(clinic.email)).some((m) => m.id === waiting?.id && m.status === 'sent'),
        20_000,
      );
    } finally {
      await restarted.close();
    }
    expect(resetsTo(clinic.email)).toHaveLength(1);
    // Its job still waits for its retry; when it runs it finds the message sent and sends nothing.
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    expect(resetsTo(clinic.email)).toHaveLength(1);
    const [sent] = await t.handle.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, waiting?.id ?? ''));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });
});
