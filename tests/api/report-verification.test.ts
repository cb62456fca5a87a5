import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_CODE_PATTERN, VERIFY_MESSAGES } from '../../core/verification/verification-schemas.ts';
import { VERIFY_LOOKUPS_PER_MINUTE } from '../../server/modules/verification/routes.ts';
import { pdfPageTexts as pdfPages } from '../e2e/support/pdf-pages.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each lookup comes from its own address unless a test is about the limit.
let address = 0;
const lookup = (code: string, remoteAddress = `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`) =>
  t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress });

async function finalizedReport(status: 'finalized' | 'draft' = 'finalized') {
  const clinic = await signUpTrialClinic(t.app);
  const patient = await registerPatient(t.app, clinic.token, { firstName: 'Lakshmi Devi', lastName: 'Reddy' });
  const payload = buildReport(patient.id, 'abdominal', { status });
  const created = await t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(clinic.token), payload });
  expect(created.statusCode).toBe(201);
  return { clinic, patient, payload, report: created.json() as { id: string; reportId: string } };
}

const verificationOf = async (token: string, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/${id}/verification`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().verification as { code: string; url: string; version: number } | null;
};

describe('report verification codes', () => {
  it('gives a finalized report one unguessable code, printed in its PDF, linking to /verify/<code>', async () => {
    const { clinic, report } = await finalizedReport();
    const first = await verificationOf(clinic.token, report.id);
    expect(first?.code).toMatch(VERIFY_CODE_PATTERN);
    expect(first?.url).toBe(`http://portal.test/verify/${first?.code}`);
    // Asking again, or printing, keeps the version's code.
    expect(await verificationOf(clinic.token, report.id)).toEqual(first);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/pdf`,
      headers: bearer(clinic.token),
    });
    expect(pdfPages(pdf.rawPayload).join('\n')).toContain(first?.code);
  });

  it('shows the clinic, report, date, signer and the patient initials and age only', async () => {
    const { clinic, patient, report } = await finalizedReport();
    const code = (await verificationOf(clinic.token, report.id))?.code ?? '';
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      clinicName: expect.stringMatching(/^Sunrise Imaging/),
      reportId: report.reportId,
      reportDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      doctorName: 'Dr. Rakesh Mehta',
      patientInitials: 'L. D. R.',
      patientAge: expect.stringMatching(/^\d+ years$/),
      version: 1,
      latestVersion: 1,
      isLatest: true,
    });
    // Nothing else of the patient: no name, id, phone, date of birth or findings.
    for (const secret of ['Lakshmi', 'Reddy', patient.patientId, patient.phone, '1994', 'Normal in size'])
      expect(res.body).not.toContain(secret);
  });

  it('marks the code of an amended report superseded, and gives the new version its own code', async () => {
    const { clinic, report, payload } = await finalizedReport();
    const old = await verificationOf(clinic.token, report.id);
    const amended = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: bearer(clinic.token),
      payload: { ...payload, impression: 'Mild hepatomegaly.' },
    });
    expect(amended.statusCode).toBe(200);
    const current = await verificationOf(clinic.token, report.id);
    expect(current?.code).not.toBe(old?.code);
    expect(current?.version).toBe(2);
    const superseded = (await lookup(old?.code ?? '')).json();
    expect(superseded).toMatchObject({ version: 1, latestVersion: 2, isLatest: false });
    expect((await lookup(current?.code ?? '')).json()).toMatchObject({ version: 2, latestVersion: 2, isLatest: true });
  });

  it('gives a draft no code, and answers 404 for unknown, malformed and other clinics’ ids', async () => {
    const { clinic, report } = await finalizedReport('draft');
    expect(await verificationOf(clinic.token, report.id)).toBeNull();
    const unknown = await lookup('a'.repeat(26));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VERIFY_MESSAGES.notFound);
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A malformed code is answered like an unknown one.
    const malformed = await lookup('not-a-code');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(VERIFY_MESSAGES.notFound);
    const other = await signUpTrialClinic(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/verification`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('throttles lookups per address, and lets them through again after a minute', async () => {
    const from = '10.9.9.9';
    const code = 'b'.repeat(26);
    for (let i = 0; i < VERIFY_LOOKUPS_PER_MINUTE; i += 1) expect((await lookup(code, from)).statusCode).toBe(404);
    const limited = await lookup(code, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(VERIFY_MESSAGES.tooManyLookups);
    expect((await lookup(code, '10.9.9.10')).statusCode).toBe(404);
    t.clock.advance(61_000);
    expect((await lookup(code, from)).statusCode).toBe(404);
  });

  it('needs a session for a report’s code', async () => {
    const { report } = await finalizedReport();
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/verification` });
    expect(res.statusCode).toBe(401);
  });
});
