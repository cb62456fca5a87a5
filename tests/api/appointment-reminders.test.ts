// Appointment reminders (issue 19 §5): the day before, through the queue, once per appointment,
// only at clinics that turned them on, only to patients who agreed to messages, never for a
// cancelled appointment. The cron only triggers the sweep; these tests enqueue it and run it.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRemindersJob } from '../../server/jobs/appointment-reminders.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

const schema = uniqueJobSchema();
const dataDir = mkdtempSync(join(tmpdir(), 'reminders-'));
let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { dataDir }, jobs: await createTestJobQueue({ schema }) });
  // A second app server on the same database and queue: together they still send once.
  t2 = await createTestApp({ config: { dataDir }, jobs: await createTestJobQueue({ schema }) });
});
afterAll(async () => {
  await t.close();
  await t2.close();
});

async function sweep(app: TestApp) {
  app.clock.set(t.clock.now());
  await app.jobs.enqueue(appointmentRemindersJob, {});
  await app.jobs.runDue();
}

/** WhatsApp reminders in the outbox for one number. */
async function remindersTo(phone: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'outbox')).catch(() => []);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.whatsapp.txt')).map((f) => readFile(join(dataDir, 'outbox', f), 'utf8')),
  );
  return texts.filter((text) => text.includes(`To: 91${phone}`) && text.includes('Kind: appointment_reminder'));
}

let phoneSeq = 0;
async function clinicWithAppointment(options: { remindersOn?: boolean; consent?: boolean; language?: string } = {}) {
  const clinic = await signUpTrialClinic(t.app);
  const headers = bearer(clinic.token);
  await t.app.inject({
    method: 'PUT',
    url: '/api/clinic/message-settings',
    headers,
    payload: { appointmentReminders: options.remindersOn ?? true },
  });
  const phone = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;
  const patient = await registerPatient(t.app, clinic.token, {
    phone,
    messageConsent: options.consent ?? true,
    ...(options.language ? { language: options.language } : {}),
  });
  // Tomorrow 10:30 IST, seen from today 18:00 IST.
  const study = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers,
    payload: { patientId: patient.id, studyType: 'abdominal', scheduledDate: '2026-12-02T05:00:00.000Z' },
  });
  expect(study.statusCode).toBe(201);
  return { clinic, phone, studyId: study.json().id as string, headers };
}

describe('appointment reminders the day before', () => {
  beforeAll(() => {
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
  });

  it('sends one WhatsApp reminder the evening before, however often and wherever the sweep runs', async () => {
    const { phone } = await clinicWithAppointment();
    // Two days before: nothing yet.
    t.clock.set(new Date('2026-11-30T12:30:00Z'));
    await sweep(t);
    expect(await remindersTo(phone)).toHaveLength(0);
    t.clock.set(new Date('2026-12-01T12:30:00Z'));
    await sweep(t);
    await sweep(t2);
    await sweep(t);
    const sent = await remindersTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('02/12/2026, 10:30 am');
  });

  it("gives the time on the clinic's 24 h clock when it chose one (issue 34)", async () => {
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
    const { clinic, phone, headers } = await clinicWithAppointment();
    const clock = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic',
      headers,
      payload: { name: clinic.signup.clinicName, clock: '24h' },
    });
    expect(clock.statusCode).toBe(200);
    t.clock.set(new Date('2026-12-01T12:30:00Z'));
    await sweep(t);
    const sent = await remindersTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('02/12/2026, 10:30.');
    expect(sent[0]).not.toContain('10:30 am');
  });

  it('reminds a Hindi patient in Hindi (issue 34)', async () => {
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
    const { phone } = await clinicWithAppointment({ language: 'hi-IN' });
    t.clock.set(new Date('2026-12-01T12:30:00Z'));
    await sweep(t);
    const sent = await remindersTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/: 02\/12\/2026, 10:30 am को आपके अल्ट्रासाउंड अपॉइंटमेंट की याद।/);
  });

  it('sends none for a cancelled appointment, without consent, or when the clinic has not turned them on', async () => {
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
    const cancelled = await clinicWithAppointment();
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${cancelled.studyId}`,
      headers: cancelled.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const noConsent = await clinicWithAppointment({ consent: false });
    const off = await clinicWithAppointment({ remindersOn: false });
    t.clock.set(new Date('2026-12-01T12:30:00Z'));
    await sweep(t);
    for (const world of [cancelled, noConsent, off]) expect(await remindersTo(world.phone)).toHaveLength(0);
  });
});
