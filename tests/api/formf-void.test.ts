// Issue 29 §3: a cancelled or not attended scan voids its draft Form F with a reason; the form is
// kept, shown void, keeps its register serial and counts nowhere (month, bell, dashboard).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { STUDY_MESSAGES } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { obstetricPatient } from '../support/formf-client.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePng } from '../support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: string };
const api = (token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pregnant = { ...obstetricPatient, isObstetric: true };

async function book(token: string, patientId: string, studyType = 'obstetric', at = '2026-11-20T09:00:00+05:30') {
  const res = await api(token, 'POST', '/api/studies', { patientId, studyType, scheduledDate: at });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as Json;
}
const page = async (token: string) =>
  (await api(token, 'GET', '/api/pcpndt-forms')).json() as { forms: Json[]; stats: Record<string, number> };
const bell = async (token: string) =>
  ((await api(token, 'GET', '/api/notifications')).json() as { notifications: Array<{ id: string }> }).notifications;

describe('cancelling a scan voids its draft Form F', () => {
  it('needs a reason, voids and keeps the form, audits it, and takes it out of every count', async () => {
    t.clock.set(new Date('2026-11-20T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    const study = await book(clinic.token, patient.id);
    const [form] = (await page(clinic.token)).forms;
    expect(form).toMatchObject({ studyId: study.id, status: 'draft', voidReason: null, registerSerial: 1 });
    expect((await bell(clinic.token)).map((n) => n.id)).toContain('form-f-incomplete');

    const bare = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, { status: 'cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(STUDY_MESSAGES.voidReasonRequired);
    expect((await page(clinic.token)).forms[0]?.status).toBe('draft');

    const sexed = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'cancelled',
      reason: 'It is a boy, so she left',
    });
    expect(sexed.statusCode).toBe(400);

    const cancel = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'cancelled',
      reason: 'Patient called to cancel',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const after = await page(clinic.token);
    expect(after.forms).toHaveLength(1);
    expect(after.forms[0]).toMatchObject({
      id: form?.id,
      status: 'void',
      voidReason: 'Patient called to cancel',
      voidedAt: '2026-11-20T04:00:00.000Z',
      registerSerial: 1,
    });
    expect(after.stats).toEqual({ total: 0, compliant: 0, submitted: 0, draft: 0, voided: 1 });
    expect((await bell(clinic.token)).map((n) => n.id)).not.toContain('form-f-incomplete');
    const dashboard = (await api(clinic.token, 'GET', '/api/dashboard/stats')).json();
    expect(dashboard.pcpndtForms).toBe(0);

    const register = (await api(clinic.token, 'GET', '/api/pcpndt-forms/register?month=2026-11')).json();
    expect(register.allComplete).toBe(true);
    expect(register.rows).toEqual([
      expect.objectContaining({ serialNo: 1, formId: form?.formId, voidReason: 'Patient called to cancel' }),
    ]);
    const csv = (await api(clinic.token, 'GET', '/api/pcpndt-forms/register.csv?month=2026-11')).body;
    expect(csv).toContain(',Void,,Patient called to cancel');

    const clinicId = await clinicIdOf(t.app, clinic.token);
    const audited = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, 'pcpndt_form.void')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entityId: form?.id, details: { studyStatus: 'cancelled' } });
    // The reason is kept on the form, not copied into the trail.
    expect(JSON.stringify(audited[0]?.details)).not.toContain('Patient called');

    // A void form is kept as it was; the appointment is not reopened but booked again.
    const edit = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form?.id}`, { spouseName: 'Someone' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.voided);
    expect((await api(clinic.token, 'POST', `/api/pcpndt-forms/${form?.id}/submit`)).statusCode).toBe(409);
    const reopen = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, { status: 'scheduled' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ message: STUDY_MESSAGES.closed, reason: 'conflict' });
    const again = await book(clinic.token, patient.id, 'obstetric', '2026-11-21T09:00:00+05:30');
    const rebooked = (await page(clinic.token)).forms.find((f) => f.studyId === again.id);
    expect(rebooked).toMatchObject({ status: 'draft', registerSerial: 2 });
  });

  it('voids on a no-show by a receptionist; a scan with no Form F cancels without a reason', async () => {
    t.clock.set(new Date('2026-11-20T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    const study = await book(receptionist.token, patient.id);
    const res = await api(receptionist.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'no-show',
      reason: 'Did not attend',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('no-show');
    const [form] = (await page(clinic.token)).forms;
    expect(form).toMatchObject({ status: 'void', voidReason: 'Did not attend' });
    // A scan without a Form F (not pregnant, not obstetric) cancels with no reason, as the spec's flow.
    const other = await registerPatient(t.app, clinic.token, { firstName: 'Meena' });
    const thyroid = await book(receptionist.token, other.id, 'thyroid');
    expect(
      (await api(receptionist.token, 'PATCH', `/api/studies/${thyroid.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
  });

  it('refuses to cancel a scan whose Form F was submitted, and another clinic’s scan', async () => {
    t.clock.set(new Date('2026-11-20T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const stranger = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    const study = await book(clinic.token, patient.id);
    const [form] = (await page(clinic.token)).forms;
    const foreign = await api(stranger.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'cancelled',
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await page(clinic.token)).forms[0]?.status).toBe('draft');

    // Submitted (the statutory record of a scan done): set directly, as the signing rules are not this test's.
    await t.handle.db
      .update(pcpndtForms)
      .set({ submittedAt: t.clock.now() })
      .where(eq(pcpndtForms.id, form?.id ?? ''));
    const refused = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'cancelled',
      reason: 'Changed her mind',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STUDY_MESSAGES.formFSubmitted);
    expect((await page(clinic.token)).forms[0]?.status).toBe('submitted');
  });
});

describe("a void form's referral evidence (issue 29 §3)", () => {
  it('is kept read-only: listed and downloadable, no new upload and no removal (409)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    const study = await book(clinic.token, patient.id);
    const [form] = (await page(clinic.token)).forms;
    const attach = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/pcpndt-forms/${form?.id}/attachments?kind=referral_slip&fileName=slip.png`,
        headers: { ...bearer(clinic.token), 'content-type': 'application/octet-stream' },
        payload: makePng(),
      });
    const before = await attach();
    expect(before.statusCode, before.body).toBe(201);
    const cancel = await api(clinic.token, 'PATCH', `/api/studies/${study.id}`, {
      status: 'cancelled',
      reason: 'Patient called to cancel',
    });
    expect(cancel.statusCode).toBe(200);

    const refused = await attach();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.voided);
    const evidenceId = before.json().id as string;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/pcpndt-forms/${form?.id}/attachments/${evidenceId}`,
      headers: bearer(clinic.token),
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(M.voided);
    const list = (await api(clinic.token, 'GET', `/api/pcpndt-forms/${form?.id}/attachments`)).json() as Json[];
    expect(list.map((e) => e.id)).toEqual([evidenceId]);
    const file = await api(clinic.token, 'GET', `/api/pcpndt-forms/${form?.id}/attachments/${evidenceId}`);
    expect(file.statusCode).toBe(200);
  });
});
