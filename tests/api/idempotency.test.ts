import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { housekeepingJob } from '../../server/jobs/housekeeping.ts';
import {
  bearer,
  buildPatient,
  buildReport,
  clinicIdOf,
  registerPatient,
  signUpTrialClinic,
} from '../support/factories.ts';
import { formfClient } from '../support/formf-client.ts';
import { completion } from '../support/formf-completion.ts';
import { createIsolatedTestApp, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const { api, clinicWithForm } = formfClient(() => t.app);
const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
const post = (token: string, url: string, payload: object | undefined, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const rowsOf = async (table: typeof payments | typeof patients | typeof studies | typeof reports, clinicId: string) => {
  const db: Database = t.handle.db;
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.clinicId, clinicId));
  return row?.n ?? 0;
};
const payment = (patientId: string, amount = 1500) => ({
  patientId,
  amount,
  paymentMethod: 'upi',
  paymentDate: istToday(),
});

describe('Idempotency-Key on POST /api/payments', () => {
  it('answers a retry with the first answer and records one payment', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const first = await post(clinic.token, '/api/payments', payment(patient.id), 'pay-key-1');
    const again = await post(clinic.token, '/api/payments', payment(patient.id), 'pay-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOf(payments, clinicId)).toBe(1);
    const audits = await t.handle.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'payment.create')));
    expect(audits[0]?.n).toBe(1);
  });

  it('refuses the same key with a different body (422, JSON message) and writes nothing', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    expect((await post(clinic.token, '/api/payments', payment(patient.id, 500), 'pay-key-2')).statusCode).toBe(201);
    const other = await post(clinic.token, '/api/payments', payment(patient.id, 900), 'pay-key-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reusedWithOtherRequest, reason: 'conflict' });
    expect(await rowsOf(payments, clinicId)).toBe(1);
  });

  it("keeps clinics apart: another clinic's same key is its own write", async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patientA = await registerPatient(t.app, a.token);
    const patientB = await registerPatient(t.app, b.token);
    const fromA = await post(a.token, '/api/payments', payment(patientA.id), 'shared-key');
    const fromB = await post(b.token, '/api/payments', payment(patientB.id), 'shared-key');
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json().patientId).toBe(patientB.id);
    expect(await rowsOf(payments, await clinicIdOf(t.app, a.token))).toBe(1);
    expect(await rowsOf(payments, await clinicIdOf(t.app, b.token))).toBe(1);
  });

  it('writes once when two requests with one key race', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(clinic.token, '/api/payments', payment(patient.id), 'racing-key')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rowsOf(payments, clinicId)).toBe(1);
  });

  it('forgets a key after 24 hours (a new write), and housekeeping deletes it', async () => {
    // Housekeeping acts on every clinic of its database, and runDue runs every queued job: on a
    // database and queue of its own, never the one other test files share on a PostgreSQL server.
    const own = await createIsolatedTestApp();
    try {
      const clinic = await signUpTrialClinic(own.app);
      const clinicId = await clinicIdOf(own.app, clinic.token);
      const patient = await registerPatient(own.app, clinic.token);
      const pay = () =>
        own.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: { ...bearer(clinic.token), 'idempotency-key': 'day-key' },
          payload: payment(patient.id),
        });
      const paymentsOfClinic = async () =>
        (await own.handle.db.select({ n: count() }).from(payments).where(eq(payments.clinicId, clinicId)))[0]?.n;
      const first = await pay();
      // The key's answer ages by a day (moving the clock would end the session as well).
      const age = async () =>
        own.handle.db
          .update(idempotencyKeys)
          .set({ createdAt: new Date(own.clock.now().getTime() - 25 * 3600_000) })
          .where(eq(idempotencyKeys.clinicId, clinicId));
      await age();
      const later = await pay();
      expect(later.statusCode).toBe(201);
      expect(later.json().id).not.toBe(first.json().id);
      expect(await paymentsOfClinic()).toBe(2);
      await age();
      await own.jobs.enqueue(housekeepingJob, {});
      await own.jobs.runDue();
      const keys = await own.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.clinicId, clinicId));
      expect(keys).toEqual([]);
      expect(await paymentsOfClinic()).toBe(2);
    } finally {
      await own.close();
    }
  });

  it('refuses a malformed key with 400', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await post(clinic.token, '/api/payments', payment(patient.id), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });
});

describe('Idempotency-Key on the other writes a person retries', () => {
  it('registers a patient once', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const first = await post(clinic.token, '/api/patients', buildPatient(), 'patient-key');
    const again = await post(clinic.token, '/api/patients', buildPatient(), 'patient-key');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(patients, clinicId)).toBe(1);
    const edited = await post(clinic.token, '/api/patients', buildPatient({ phone: '9811100000' }), 'patient-key');
    expect(edited.statusCode).toBe(422);
  });

  it('schedules a study once', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const study = { patientId: patient.id, studyType: 'pelvic', scheduledDate: '2026-11-22T23:00:00+05:30' };
    const first = await post(clinic.token, '/api/studies', study, 'study-key');
    const again = await post(clinic.token, '/api/studies', study, 'study-key');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(studies, clinicId)).toBe(1);
  });

  it('creates a report once', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const first = await post(clinic.token, '/api/reports', buildReport(patient.id), 'report-key');
    const again = await post(clinic.token, '/api/reports', buildReport(patient.id), 'report-key');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(reports, clinicId)).toBe(1);
    // The key names the request: the same key on another route is another request.
    expect((await post(clinic.token, '/api/payments', payment(patient.id), 'report-key')).statusCode).toBe(422);
  });

  it('sends a report once: a retried Send is one delivery and one message', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, { messageConsent: true, email: 'once@example.in' });
    const report = (await post(clinic.token, '/api/reports', buildReport(patient.id))).json();
    const url = `/api/reports/${report.id}/deliveries`;
    const first = await post(clinic.token, url, { channel: 'email', recipient: 'patient' }, 'send-key');
    const again = await post(clinic.token, url, { channel: 'email', recipient: 'patient' }, 'send-key');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(t.mailer.sent.filter((m) => m.to === 'once@example.in')).toHaveLength(1);
  });

  it('answers a retried Form F submission with its first answer instead of 409', async () => {
    const { clinic, form } = await clinicWithForm();
    await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, completion);
    const url = `/api/pcpndt-forms/${form.id}/submit`;
    const first = await post(clinic.token, url, undefined, 'submit-key');
    const again = await post(clinic.token, url, undefined, 'submit-key');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().status).toBe('submitted');
    expect((await post(clinic.token, url, undefined)).statusCode).toBe(409);
  });
});
