import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { localDate } from '../../server/modules/formf/formf-create.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { completion } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 29 §2: the doctor named in a report's or a Form F's declaration is the signing user's own
 * doctor record, set by the server when they sign, dated by the server's clock; nobody can choose
 * another doctor or a date, and a signature changes only by being signed again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pdfText = async (token: string, url: string) =>
  pdfPageTexts((await api(token, 'GET', url)).rawPayload).join('\n');

/** A Professional clinic: its owner (Dr. Rakesh Mehta), a second doctor, a receptionist, an unlinked admin. */
async function team() {
  const owner = await signUpTrialClinic(t.app);
  await buyPlan(t.app, owner.token, 'professional');
  const doctor = await addMember(t.app, t.mailer.sent, owner.token, 'doctor', {
    firstName: 'Arjun',
    lastName: 'Menon',
    doctor: { registrationNumber: 'KMC-88123', qualification: 'MD' },
  });
  const receptionist = await addMember(t.app, t.mailer.sent, owner.token, 'receptionist');
  const admin = await addMember(t.app, t.mailer.sent, owner.token, 'admin');
  const doctorIdOf = async (token: string) => (await api(token, 'GET', '/api/auth/user')).json().doctorId as string;
  return { owner, doctor, receptionist, admin, ownerDoctorId: await doctorIdOf(owner.token), doctorIdOf };
}

async function signActions(clinicToken: string, action: string) {
  const clinicId = await clinicIdOf(t.app, clinicToken);
  return t.handle.db
    .select({ details: auditEvents.details, actor: auditEvents.actorUserId })
    .from(auditEvents)
    .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.action, action)));
}

describe("a report's declaration names its signer", () => {
  it("a doctor finalizing with another doctor's name, registration and id signs as himself, on the record and the PDF", async () => {
    const { owner, doctor, ownerDoctorId, doctorIdOf } = await team();
    const patient = await registerPatient(t.app, owner.token, { isPregnant: true, spouseName: 'Ravi Sharma' });
    const res = await api(
      doctor.token,
      'POST',
      '/api/reports',
      buildReport(patient.id, 'obstetric_second_third_trimester', {
        doctorId: ownerDoctorId,
        doctorName: 'Dr. Rakesh Mehta',
        doctorRegistrationNumber: 'HMC/2019/4521',
      }),
    );
    expect(res.statusCode).toBe(201);
    const arjun = await doctorIdOf(doctor.token);
    expect(res.json()).toMatchObject({
      doctorId: arjun,
      doctorName: 'Dr. Arjun Menon',
      doctorRegistrationNumber: 'KMC-88123',
      signature: { doctorName: 'Dr. Arjun Menon', registrationNumber: 'KMC-88123' },
    });
    const text = await pdfText(owner.token, `/api/reports/${res.json().id}/pdf`);
    expect(text).toMatch(/I, Dr\. Arjun Menon, declare/);
    expect(text).not.toContain('Rakesh Mehta, declare');
    expect(text).not.toContain('HMC/2019/4521');
    // Its Form F names the same signer.
    const form = (await api(owner.token, 'GET', `/api/pcpndt-forms?reportId=${res.json().id}`)).json().forms[0];
    expect(form).toMatchObject({
      doctorId: arjun,
      doctorName: 'Dr. Arjun Menon',
      doctorRegistrationNumber: 'KMC-88123',
    });
    expect((await signActions(owner.token, 'report.create'))[0]?.details).toMatchObject({ signedByDoctorId: arjun });
  });

  it('an amendment is signed again by the doctor who amends; the earlier signature stays in the versions and the audit', async () => {
    const { owner, doctor, receptionist, admin, ownerDoctorId, doctorIdOf } = await team();
    const patient = await registerPatient(t.app, owner.token);
    const created = (await api(owner.token, 'POST', '/api/reports', buildReport(patient.id))).json();
    const body = buildReport(patient.id, 'abdominal', { impression: 'Mild hepatomegaly.' });
    for (const who of [receptionist, admin]) {
      const refused = await api(who.token, 'POST', `/api/reports/${created.id}/amend`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().reason).toBe('role');
    }
    t.clock.advance(60_000);
    const amended = await api(doctor.token, 'POST', `/api/reports/${created.id}/amend`, {
      ...body,
      doctorName: 'Dr. Rakesh Mehta',
    });
    expect(amended.statusCode).toBe(200);
    expect(amended.json()).toMatchObject({
      doctorName: 'Dr. Arjun Menon',
      amended: true,
      signature: { doctorName: 'Dr. Arjun Menon', version: 2, signedAt: t.clock.now().toISOString() },
    });
    const versions = (await api(owner.token, 'GET', `/api/reports/${created.id}/versions`)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const signs = await signActions(owner.token, 'report.sign');
    expect(signs.map((s) => s.details)).toEqual([
      { version: 2, doctorId: await doctorIdOf(doctor.token), amended: true },
    ]);
    expect(ownerDoctorId).not.toBe(await doctorIdOf(doctor.token));
  });
});

describe("a Form F's declaration names its signer, dated by the server", () => {
  async function formOf(token: string, patientToken = token) {
    const patient = await registerPatient(t.app, patientToken, { isPregnant: true, spouseName: 'Ravi Sharma' });
    const report = (
      await api(token, 'POST', '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester'))
    ).json();
    const form = (await api(token, 'GET', `/api/pcpndt-forms?reportId=${report.id}`)).json().forms[0];
    // Item 7's evidence: a doctor signs only a form with nothing else missing (issue 29 §3).
    await attachReferralEvidence(t.app, patientToken, form.id);
    return `/api/pcpndt-forms/${form.id}`;
  }

  it('per role: the receptionist and an unlinked admin are refused (role), another doctor too (not_signer); the form doctor signs as himself', async () => {
    const { owner, doctor, receptionist, admin, doctorIdOf } = await team();
    const url = await formOf(doctor.token, receptionist.token);
    const { doctorDeclarationSigned: _s, ...fill } = completion;
    // Everything but the doctor's signature, so only who signs decides (issue 29 §3: signing needs the rest).
    expect((await api(receptionist.token, 'PUT', url, { ...fill, isSelfreferred: true })).statusCode).toBe(200);
    for (const [who, reason] of [
      [receptionist, 'role'],
      [admin, 'role'],
      [owner, 'not_signer'],
    ] as const) {
      for (const attempt of [
        api(who.token, 'PUT', url, { doctorDeclarationSigned: true }),
        api(who.token, 'POST', `${url}/sign`, {}),
      ]) {
        const res = await attempt;
        expect(res.statusCode).toBe(403);
        expect(res.json().reason).toBe(reason);
      }
    }
    expect((await api(owner.token, 'GET', url)).json()).toMatchObject({ doctorDeclarationSigned: false });
    const before = await pdfText(owner.token, `${url}/pdf`);
    expect(before).not.toMatch(/I, Dr\. Arjun Menon/);
    expect(before).toContain('I, ____');

    const signed = await api(doctor.token, 'POST', `${url}/sign`, {});
    expect(signed.statusCode).toBe(200);
    const today = localDate(t.clock.now(), 'Asia/Kolkata');
    expect(signed.json()).toMatchObject({
      doctorId: await doctorIdOf(doctor.token),
      doctorName: 'Dr. Arjun Menon',
      doctorRegistrationNumber: 'KMC-88123',
      doctorDeclarationSigned: true,
      doctorDeclarationDate: today,
    });
    const after = await pdfText(owner.token, `${url}/pdf`);
    expect(after).toMatch(/I, Dr\. Arjun Menon \(name of the person conducting/);
    expect(after).toContain('DR. ARJUN MENON');
    expect(after).toContain('KMC-88123');
  });

  it('refuses a chosen doctor, a back-dated declaration and a withdrawal, saving nothing', async () => {
    const { owner } = await team();
    const url = await formOf(owner.token);
    expect((await api(owner.token, 'PUT', url, { ...completion, isSelfreferred: true })).statusCode).toBe(200);
    const stored = (await api(owner.token, 'GET', url)).json();
    const attempts: [object, number, string][] = [
      [{ doctorDeclarationDate: '2026-01-01', findings: 'x' }, 400, M.declarationDateBySignature],
      [{ doctorId: stored.doctorId, findings: 'x' }, 400, M.doctorSetBySignature],
      [{ doctorDeclarationSigned: false, findings: 'x' }, 409, M.declarationNotWithdrawn],
    ];
    for (const [payload, status, message] of attempts) {
      const res = await api(owner.token, 'PUT', url, payload);
      expect(res.statusCode).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await api(owner.token, 'GET', url)).json()).toEqual(stored);
  });

  it('signed again by its doctor: a new date, the earlier signature in the trail; once submitted, an amendment with a reason', async () => {
    // 23:45 in India: signed again 20 minutes later, it is the next day there.
    t.clock.set(new Date('2026-11-20T18:15:00Z'));
    const { owner } = await team();
    const url = await formOf(owner.token);
    expect((await api(owner.token, 'PUT', url, { ...completion, isSelfreferred: true })).statusCode).toBe(200);
    const first = (await api(owner.token, 'GET', url)).json();
    expect((await api(owner.token, 'POST', `${url}/submit`)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    const noReason = await api(owner.token, 'POST', `${url}/sign`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'amendmentReason', message: M.amendmentReasonRequired }]);
    const again = await api(owner.token, 'POST', `${url}/sign`, { amendmentReason: 'Declaration renewed' });
    expect(again.statusCode).toBe(200);
    const today = localDate(t.clock.now(), 'Asia/Kolkata');
    expect(again.json()).toMatchObject({ doctorDeclarationDate: today, version: first.version + 1 });
    expect(today).not.toBe(first.doctorDeclarationDate);
    const amendments = (await api(owner.token, 'GET', `${url}/amendments`)).json();
    expect(amendments[0]).toMatchObject({ version: first.version, reason: 'Declaration renewed' });
    const edits = (await api(owner.token, 'GET', `${url}/edits`)).json();
    expect(edits.at(-1)).toMatchObject({ kind: 'signature', reason: 'Declaration renewed' });
    expect(edits.at(-1).changes).toContainEqual({
      field: 'doctorDeclarationDate',
      from: first.doctorDeclarationDate,
      to: today,
    });
    const signs = (await signActions(owner.token, 'pcpndt_form.sign')).map((s) => s.details);
    expect(signs).toEqual([
      expect.objectContaining({ resigned: false, declarationDate: first.doctorDeclarationDate }),
      expect.objectContaining({ resigned: true, declarationDate: today }),
    ]);
  });

  it('a signature retried with its Idempotency-Key signs once: one amendment, one audit entry', async () => {
    const { owner } = await team();
    const url = await formOf(owner.token);
    expect((await api(owner.token, 'PUT', url, { ...completion, isSelfreferred: true })).statusCode).toBe(200);
    expect((await api(owner.token, 'POST', `${url}/submit`)).statusCode).toBe(200);
    const before = (await api(owner.token, 'GET', url)).json();
    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: `${url}/sign`,
        headers: { ...bearer(owner.token), 'idempotency-key': `sign-${before.id}` },
        payload: { amendmentReason: 'Declaration renewed' },
      });
    const first = await sign();
    const again = await sign();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().version).toBe(before.version + 1);
    expect((await api(owner.token, 'GET', `${url}/amendments`)).json()).toHaveLength(1);
    expect(await signActions(owner.token, 'pcpndt_form.sign')).toHaveLength(2);
  });

  it("another clinic's doctor cannot sign the form (404, as for a random id)", async () => {
    const { owner } = await team();
    const url = await formOf(owner.token);
    const other = await signUpTrialClinic(t.app);
    const res = await api(other.token, 'POST', `${url}/sign`, {});
    expect(res.statusCode).toBe(404);
    expect((await api(owner.token, 'GET', url)).json().doctorDeclarationSigned).toBe(false);
  });
});
