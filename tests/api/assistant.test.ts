import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '../../core/reports/assist/assistant-settings.ts';
import { MODEL_MESSAGES } from '../../core/reports/assist/model-messages.ts';
import { assistantSettings } from '../../db/schema/assistant-settings.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { reports } from '../../db/schema/reports.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { closedPortUrl, type ModelStub, startModelStub } from '../support/model-stub.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 35 item 4 (decision 026): the clinic's own language model. Settings are an admin's, the
 * key is stored encrypted and never answered; asking sends a de-identified request to a local
 * OpenAI-compatible stub (the only stand-in), screens the answer, audits every call and never
 * writes the report.
 */
let t: TestApp;
let stub: ModelStub;
beforeAll(async () => {
  t = await createTestApp();
  stub = await startModelStub();
});
afterAll(async () => {
  await stub.close();
  await t.close();
});

const settingsUrl = '/api/clinic/assistant';
const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(token), payload });
const get = (token: string) => t.app.inject({ method: 'GET', url: settingsUrl, headers: bearer(token) });
const test = (token: string) => t.app.inject({ method: 'POST', url: `${settingsUrl}/test`, headers: bearer(token) });
const ask = (token: string, reportId: string) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/assist`, headers: bearer(token) });

const on = (url: string, extra: object = {}) => ({ enabled: true, endpointUrl: url, model: 'llama3.1:8b', ...extra });

async function clinicWithDraft() {
  const clinic = await signUpTrialClinic(t.app);
  const patient = await registerPatient(t.app, clinic.token, { dateOfBirth: '1994-03-12' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/draft',
    headers: bearer(clinic.token),
    payload: buildReport(patient.id, 'obstetric_second_third_trimester', {
      status: 'draft',
      impression: 'Typed by the doctor.',
      biparietalDiameter: 72,
      abdominalCircumference: 240,
      femurLength: 54,
      multiplePregnancy: false,
    }),
  });
  if (res.statusCode >= 300) throw new Error(`draft failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return {
    clinic,
    patient,
    report: res.json() as { id: string; reportId: string },
    clinicId: await clinicIdOf(t.app, clinic.token),
  };
}

describe('Settings → Assistant', () => {
  it('is off until an admin turns it on; the key is stored encrypted and never answered', async () => {
    const { clinic, clinicId } = await clinicWithDraft();
    expect((await get(clinic.token)).json()).toEqual({ enabled: false, endpointUrl: '', model: '', apiKeySet: false });

    const saved = await put(clinic.token, on(stub.url, { apiKey: 'sk-clinic-secret-123' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, endpointUrl: stub.url, model: 'llama3.1:8b', apiKeySet: true });
    expect(saved.body).not.toContain('sk-clinic');
    const [row] = await t.handle.db.select().from(assistantSettings).where(eq(assistantSettings.clinicId, clinicId));
    expect(row?.apiKeyEncrypted).toMatch(/^v1:/);
    expect(row?.apiKeyEncrypted).not.toContain('sk-clinic');

    // Saving without a key keeps it; an empty key removes it.
    expect((await put(clinic.token, on(stub.url))).json().apiKeySet).toBe(true);
    expect((await put(clinic.token, on(stub.url, { apiKey: '' }))).json().apiKeySet).toBe(false);
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'clinic.assistant_settings.update')));
    expect(audits).toHaveLength(3);
    expect(JSON.stringify(audits)).not.toContain('sk-clinic');
  });

  it.each([
    ['ftp://192.168.1.20/v1', ASSISTANT_MESSAGES.url],
    ['javascript:alert(1)', ASSISTANT_MESSAGES.url],
    ['192.168.1.20:11434', ASSISTANT_MESSAGES.url],
    ['http://user:pass@192.168.1.20/v1', ASSISTANT_MESSAGES.urlCredentials],
    ['http://169.254.169.254/latest/meta-data', ASSISTANT_MESSAGES.urlForbidden],
    ['http://[::ffff:169.254.169.254]/v1', ASSISTANT_MESSAGES.urlForbidden],
    ['http://[fe80::1]/v1', ASSISTANT_MESSAGES.urlForbidden],
    ['http://metadata.google.internal/computeMetadata/v1', ASSISTANT_MESSAGES.urlForbidden],
    ['http://0.0.0.0:8080/v1', ASSISTANT_MESSAGES.urlForbidden],
  ])('refuses the address %s', async (url, message) => {
    const { clinic } = await clinicWithDraft();
    const res = await put(clinic.token, on(url));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await get(clinic.token)).json().enabled).toBe(false);
  });

  it('needs an address and a model to be on, and refuses a key with spaces', async () => {
    const { clinic } = await clinicWithDraft();
    const bare = await put(clinic.token, { enabled: true, endpointUrl: '', model: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(ASSISTANT_MESSAGES.neededToEnable);
    const key = await put(clinic.token, on(stub.url, { apiKey: 'two words' }));
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(ASSISTANT_MESSAGES.apiKey);
    // Off, an address may be kept unfinished: nothing is sent anywhere.
    expect((await put(clinic.token, { enabled: false, endpointUrl: '', model: '' })).statusCode).toBe(200);
  });

  it('tests the saved connection, and says plainly when the server is down', async () => {
    const { clinic } = await clinicWithDraft();
    const unset = await test(clinic.token);
    expect(unset.statusCode).toBe(409);
    expect(unset.json().message).toBe(ASSISTANT_MESSAGES.notSet);

    await put(clinic.token, { ...on(stub.url, { apiKey: 'sk-test' }), enabled: false });
    stub.reply = 'ready';
    const ok = await test(clinic.token);
    expect(ok.json()).toEqual({ ok: true, message: 'Connected: llama3.1:8b answered' });
    expect(stub.received.at(-1)?.authorization).toBe('Bearer sk-test');

    await put(clinic.token, on(await closedPortUrl()));
    expect((await test(clinic.token)).json()).toEqual({ ok: false, message: MODEL_MESSAGES.unreachable });
  });

  it('belongs to administrators: doctors and receptionists are refused', async () => {
    const { clinic } = await clinicWithDraft();
    await buyPlan(t.app, clinic.token, 'professional');
    for (const role of ['doctor', 'receptionist']) {
      const member = await addMember(t.app, t.mailer.sent, clinic.token, role);
      expect((await get(member.token)).statusCode).toBe(403);
      expect((await put(member.token, on(stub.url))).statusCode).toBe(403);
      expect((await test(member.token)).statusCode).toBe(403);
    }
    expect((await get(clinic.token)).json().enabled).toBe(false);
  });
});

describe('POST /api/reports/:id/assist', () => {
  it('is refused while the assistant is off', async () => {
    const { clinic, report } = await clinicWithDraft();
    const res = await ask(clinic.token, report.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSISTANT_MESSAGES.off);
  });

  it('sends the age and values only, answers a suggestion, audits the call and writes nothing', async () => {
    const { clinic, patient, report, clinicId } = await clinicWithDraft();
    await put(clinic.token, on(stub.url));
    stub.reply = 'Single live intrauterine fetus; biometry about 28 weeks.';
    const before = await t.handle.db.select().from(reports).where(eq(reports.id, report.id));
    const res = await ask(clinic.token, report.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      suggestion: 'Single live intrauterine fetus; biometry about 28 weeks.',
      model: 'llama3.1:8b',
    });

    const sent = stub.received.at(-1)?.body ?? '';
    expect(sent).toContain('BPD (mm): 72');
    expect(sent).toMatch(/Patient age: \d+ years/);
    for (const identifying of [
      'Sunita',
      'Sharma',
      '9811122233',
      '1994-03-12',
      patient.patientId,
      report.reportId,
      report.id,
      'Civil Lines',
      'Typed by the doctor',
    ])
      expect(sent).not.toContain(identifying);

    const after = await t.handle.db.select().from(reports).where(eq(reports.id, report.id));
    expect(after).toEqual(before);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'report.assist')));
    expect(audit).toMatchObject({
      outcome: 'success',
      entityId: report.id,
      details: { model: 'llama3.1:8b', outcome: 'answered' },
    });
    expect(audit?.actorUserId).toBeTruthy();
  });

  it('withholds an answer that names a fetal sex, and keeps no trace of its text', async () => {
    const { clinic, report, clinicId } = await clinicWithDraft();
    await put(clinic.token, on(stub.url));
    stub.reply = 'Growth appropriate. The fetus appears to be a boy.';
    const res = await ask(clinic.token, report.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MODEL_MESSAGES.refused);
    expect(res.body).not.toContain('boy');
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'report.assist')));
    expect(audits.map((a) => [a.outcome, a.details])).toEqual([
      ['denied', { model: 'llama3.1:8b', outcome: 'refused' }],
    ]);
    expect(JSON.stringify(audits)).not.toContain('boy');
  });

  it('says the server could not be reached when it is down, and audits the failure', async () => {
    const { clinic, report, clinicId } = await clinicWithDraft();
    await put(clinic.token, on(await closedPortUrl()));
    const res = await ask(clinic.token, report.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MODEL_MESSAGES.unreachable);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'report.assist')));
    expect(audit?.outcome).toBe('failure');
  });

  it("answers 404 for another clinic's report, and uses only the asking clinic's settings", async () => {
    const a = await clinicWithDraft();
    const b = await clinicWithDraft();
    await put(a.clinic.token, on(stub.url));
    const count = stub.received.length;
    const res = await ask(b.clinic.token, a.report.id);
    expect(res.statusCode).toBe(404);
    // B's own assistant is off, whatever A chose.
    expect((await get(b.clinic.token)).json().enabled).toBe(false);
    expect((await ask(b.clinic.token, b.report.id)).statusCode).toBe(409);
    expect(stub.received.length).toBe(count);
  });

  it('lets a doctor ask and refuses a receptionist', async () => {
    const { clinic, report } = await clinicWithDraft();
    await put(clinic.token, on(stub.url));
    stub.reply = 'Growth appropriate for dates.';
    await buyPlan(t.app, clinic.token, 'professional');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await ask(doctor.token, report.id)).statusCode).toBe(200);
    expect((await ask(receptionist.token, report.id)).statusCode).toBe(403);
    const status = (token: string) =>
      t.app.inject({ method: 'GET', url: `${settingsUrl}/status`, headers: bearer(token) });
    // The wizard learns whether to offer the button, never the address or the key.
    expect((await status(doctor.token)).json()).toEqual({ enabled: true, model: 'llama3.1:8b' });
    expect((await status(receptionist.token)).statusCode).toBe(403);
  });
});
