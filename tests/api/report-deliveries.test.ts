// Sending finalized reports (issue 19 §3) with no provider configured: every channel lands in
// DATA_DIR/outbox as a file, and the link in it is what a patient or doctor opens.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MAX_WRONG_ANSWERS, DELIVERY_MESSAGES as M } from '../../core/deliveries/delivery-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { createOutboxMailer } from '../../server/mail/mailer.ts';
import { SHARED_UNLOCKS_PER_MINUTE } from '../../server/modules/deliveries/shared-report-routes.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatientEdit, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'deliveries-'));
const outboxDir = join(dataDir, 'outbox');
let t: TestApp;
let members: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { dataDir }, mailer: createOutboxMailer(outboxDir, () => {}) });
  members = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await members.close();
});

let address = 0;
/** Each public request from its own address unless a test is about the per-address limit. */
const from = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function sentClinicReport(
  options: { consent?: boolean; status?: 'finalized' | 'draft'; email?: string | null } = {},
) {
  const clinic = await signUpTrialClinic(t.app);
  const patient = await registerPatient(t.app, clinic.token, {
    messageConsent: options.consent ?? true,
    email: options.email === undefined ? 'sunita@example.in' : options.email,
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(clinic.token),
    payload: buildReport(patient.id, 'abdominal', { status: options.status ?? 'finalized' }),
  });
  expect(created.statusCode).toBe(201);
  return { clinic, patient, report: created.json() as { id: string; reportId: string } };
}

const send = (token: string, reportId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/deliveries`, headers: bearer(token), payload });
const log = async (token: string, reportId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/reports/${reportId}/deliveries`, headers: bearer(token) })).json();

/** The outbox file a message became (by channel) and the link token in it. */
async function lastOutboxFile(extension: string): Promise<{ text: string; token: string }> {
  const files = (await readdir(outboxDir)).filter((f) => f.endsWith(extension)).sort();
  const text = await readFile(join(outboxDir, files.at(-1) ?? ''), 'utf8');
  const token = /\/shared-report\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  return { text, token };
}

const shared = (token: string, remoteAddress = from()) =>
  t.app.inject({ method: 'GET', url: `/api/shared-reports/${token}`, remoteAddress });
const unlock = (token: string, yearOfBirth?: string, remoteAddress = from()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shared-reports/${token}/unlock`,
    payload: yearOfBirth === undefined ? {} : { yearOfBirth },
    remoteAddress,
  });

async function sendByWhatsApp() {
  const world = await sentClinicReport();
  const res = await send(world.clinic.token, world.report.id, { channel: 'whatsapp', recipient: 'patient' });
  expect(res.statusCode).toBe(201);
  return { ...world, delivery: res.json(), token: (await lastOutboxFile('.whatsapp.txt')).token };
}

describe('sending a finalized report through the outbox (no provider configured)', () => {
  it('writes e-mail, WhatsApp and SMS messages as files marked with their channel, each with its own link', async () => {
    const { clinic, report, patient } = await sentClinicReport();
    const email = await send(clinic.token, report.id, { channel: 'email', recipient: 'patient' });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({
      channel: 'email',
      recipient: 'patient',
      recipientMasked: 's•••@example.in',
      status: 'sent',
    });
    const mail = await lastOutboxFile('.eml');
    expect(mail.text).toContain('To: sunita@example.in');
    expect(mail.token).toHaveLength(43);

    const whatsapp = await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(whatsapp.json()).toMatchObject({ channel: 'whatsapp', recipientMasked: '•••••2233', status: 'sent' });
    const wa = await lastOutboxFile('.whatsapp.txt');
    expect(wa.text).toMatch(/^Channel: WhatsApp \(not sent/);
    expect(wa.text).toContain(`To: 91${patient.phone}`);
    expect(wa.text).toContain('Template parameter 2: http://portal.test/shared-report/');

    const sms = await send(clinic.token, report.id, { channel: 'sms', recipient: 'referrer', to: '+91 98765 43210' });
    expect(sms.json()).toMatchObject({ channel: 'sms', recipient: 'referrer', recipientMasked: '•••••3210' });
    const text = await lastOutboxFile('.sms.txt');
    expect(text.text).toMatch(/^Channel: SMS \(not sent/);
    expect(text.text).toContain('To: 919876543210');
    // Three links, three tokens; no patient name in any message.
    expect(new Set([mail.token, wa.token, text.token]).size).toBe(3);
    for (const message of [mail.text, wa.text, text.text]) expect(message).not.toContain('Sunita');

    const body = await log(clinic.token, report.id);
    expect(body.deliveries.map((d: { channel: string }) => d.channel)).toEqual(['sms', 'whatsapp', 'email']);
    expect(body.patient).toMatchObject({ email: 'sunita@example.in', phone: patient.phone });
    expect(body.finalized).toBe(true);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.send'), eq(auditEvents.entityId, report.id)));
    expect(audit?.details).toMatchObject({ channel: 'email', recipient: 'patient' });
  });

  it('refuses without the patient’s consent to messages (409), and sends once it is recorded (audited)', async () => {
    const { clinic, report, patient } = await sentClinicReport({ consent: false });
    const refused = await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.noConsent);
    // To the doctor too: it is her report.
    expect(
      (await send(clinic.token, report.id, { channel: 'sms', recipient: 'referrer', to: '9876543210' })).statusCode,
    ).toBe(409);
    expect((await log(clinic.token, report.id)).patient.messageConsentAt).toBeNull();

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(clinic.token),
      payload: buildPatientEdit({ messageConsent: true }),
    });
    expect(edit.json().messageConsentAt).toBe(t.clock.now().toISOString());
    const consentAudit = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.message_consent'), eq(auditEvents.entityId, patient.id)));
    expect(consentAudit.map((a) => a.details)).toEqual([{ given: true }]);
    expect((await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' })).statusCode).toBe(201);

    // An edit that does not mention it keeps it; withdrawing it stops sending again.
    const untouched = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(clinic.token),
      payload: buildPatientEdit({ address: 'New address' }),
    });
    expect(untouched.json().messageConsentAt).not.toBeNull();
    await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(clinic.token),
      payload: buildPatientEdit({ messageConsent: false }),
    });
    expect((await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' })).statusCode).toBe(409);
  });

  it('refuses a draft (409), a missing address (400) and bad input (400), sending nothing', async () => {
    const draft = await sentClinicReport({ status: 'draft' });
    const refused = await send(draft.clinic.token, draft.report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notFinalized);

    const { clinic, report } = await sentClinicReport({ email: null });
    const noEmail = await send(clinic.token, report.id, { channel: 'email', recipient: 'patient' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(M.noAddress('e-mail address'));
    const noReferrerPhone = await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'referrer' });
    expect(noReferrerPhone.statusCode).toBe(400);
    for (const payload of [
      { channel: 'fax', recipient: 'patient' },
      { channel: 'email', recipient: 'neighbour' },
      { channel: 'email', recipient: 'referrer', to: 'not-an-address' },
      { channel: 'sms', recipient: 'referrer', to: '12345' },
    ]) {
      const res = await send(clinic.token, report.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await log(clinic.token, report.id)).deliveries).toEqual([]);
    const referrer = await send(clinic.token, report.id, {
      channel: 'email',
      recipient: 'referrer',
      to: 'dr.rao@clinic.in',
    });
    expect(referrer.statusCode).toBe(201);
  });

  it('lets every role that prints reports send them; receptionists cannot change reminder settings', async () => {
    const { clinic, report } = await sentClinicReport();
    await buyPlan(t.app, clinic.token, 'professional');
    // Members are invited by e-mail: a second app server on this database keeps them in memory.
    const receptionist = (await addMember(members.app, members.mailer.sent, clinic.token, 'receptionist')).token;
    const sent = await send(receptionist, report.id, { channel: 'sms', recipient: 'patient' });
    expect(sent.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/reports/${report.id}/deliveries`,
          headers: bearer(receptionist),
        })
      ).statusCode,
    ).toBe(200);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic/message-settings',
      headers: bearer(receptionist),
      payload: { appointmentReminders: true },
    });
    expect(settings.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic/message-settings',
      headers: bearer(clinic.token),
      payload: { appointmentReminders: true },
    });
    expect(byAdmin.json()).toEqual({ appointmentReminders: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/x/deliveries' })).statusCode).toBe(401);
  });
});

describe('the secure link', () => {
  it('shows nothing of the patient before the year of birth, then downloads the PDF, logged', async () => {
    const { clinic, report, patient, token, delivery } = await sendByWhatsApp();
    const page = await shared(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.json()).toEqual({
      clinicName: expect.stringMatching(/^Sunrise Imaging/),
      requiresYearOfBirth: true,
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      attemptsLeft: DELIVERY_MAX_WRONG_ANSWERS,
    });
    for (const secret of ['Sunita', 'Sharma', patient.patientId, patient.phone, '1994', report.reportId])
      expect(page.body).not.toContain(secret);
    expect((await unlock(token)).statusCode).toBe(400);
    const opened = await unlock(token, '1994');
    expect(opened.statusCode).toBe(200);
    const { downloadUrl } = opened.json();
    const pdf = await t.app.inject({ method: 'GET', url: downloadUrl, remoteAddress: from() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    t.clock.advance(60_000);
    await t.app.inject({ method: 'GET', url: downloadUrl, remoteAddress: from() });
    const logged = (await log(clinic.token, report.id)).deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(logged.downloads).toHaveLength(2);
    // A made-up download key, or one past its minutes, opens nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/shared-reports/${token}/pdf?download=${'A'.repeat(43)}` }))
        .statusCode,
    ).toBe(410);
    t.clock.advance(11 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: downloadUrl, remoteAddress: from() })).statusCode).toBe(410);
  });

  it('opens the referring doctor’s link (its own token) without a challenge', async () => {
    const { clinic, report } = await sentClinicReport();
    const res = await send(clinic.token, report.id, {
      channel: 'email',
      recipient: 'referrer',
      to: 'dr.rao@clinic.in',
    });
    expect(res.statusCode).toBe(201);
    const { token } = await lastOutboxFile('.eml');
    expect((await shared(token)).json().requiresYearOfBirth).toBe(false);
    const opened = await unlock(token);
    const pdf = await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: from() });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('locks after too many wrong years of birth, whatever the address', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    for (let i = 1; i < DELIVERY_MAX_WRONG_ANSWERS; i++) {
      const wrong = await unlock(token, '1990');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(M.wrongYear);
      expect((await shared(token)).json().attemptsLeft).toBe(DELIVERY_MAX_WRONG_ANSWERS - i);
    }
    const last = await unlock(token, '1990');
    expect(last.statusCode).toBe(410);
    expect(last.json().message).toBe(M.linkLocked);
    // Even the right answer now: the clinic sends a new link.
    expect((await unlock(token, '1994')).statusCode).toBe(410);
    expect((await shared(token)).json().message).toBe(M.linkLocked);
    const logged = (await log(clinic.token, report.id)).deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(logged.status).toBe('locked');
  });

  it('throttles unlock attempts per address (429)', async () => {
    const { token } = await sendByWhatsApp();
    const ip = '10.250.0.1';
    const answers: number[] = [];
    for (let i = 0; i <= SHARED_UNLOCKS_PER_MINUTE; i++) answers.push((await unlock(token, '1994', ip)).statusCode);
    expect(answers.slice(0, SHARED_UNLOCKS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    t.clock.advance(61_000);
    expect((await unlock(token, '1994', ip)).statusCode).toBe(200);
  });

  it('expires after 7 days (movable clock)', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    t.clock.advance(7 * DAY - 60_000);
    expect((await shared(token)).statusCode).toBe(200);
    const opened = await unlock(token, '1994');
    t.clock.advance(60_000);
    const expired = await shared(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(M.linkExpired);
    expect(
      (await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: from() })).statusCode,
    ).toBe(410);
    // A week later the session is long gone: sign in again to read the log.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    });
    const logged = (await log(login.json().token, report.id)).deliveries.find(
      (d: { id: string }) => d.id === delivery.id,
    );
    expect(logged.status).toBe('expired');
  });

  it('is revoked by the clinic (audited), also an open download; resending gives a new link', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    const opened = await unlock(token, '1994');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${report.id}/deliveries/${delivery.id}/link`,
      headers: bearer(clinic.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect((await shared(token)).json().message).toBe(M.linkRevoked);
    expect(
      (await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: from() })).statusCode,
    ).toBe(410);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.send.revoke'), eq(auditEvents.entityId, report.id)));
    expect(audit?.details).toEqual({ deliveryId: delivery.id });
    const again = await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' });
    const fresh = (await lastOutboxFile('.whatsapp.txt')).token;
    expect(fresh).not.toBe(token);
    expect((await shared(fresh)).statusCode).toBe(200);
    expect(again.json().status).toBe('sent');
    const unknown = await shared('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.linkNotFound);
    expect((await shared('short')).json().message).toBe(M.linkNotFound);
  });

  it('keeps only a hash of each token', async () => {
    const { token } = await sendByWhatsApp();
    const rows = await t.handle.db.execute(`select link_token_hash from report_deliveries`);
    const hashes = (rows as unknown as { rows: { link_token_hash: string }[] }).rows.map((r) => r.link_token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never writes a link token, the year of birth or the number to the logs', async () => {
    const logLines: string[] = [];
    const logged = await createTestApp({ logLines, config: { dataDir } });
    try {
      const clinic = await signUpTrialClinic(logged.app);
      const patient = await registerPatient(logged.app, clinic.token, { messageConsent: true });
      const report = await logged.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(clinic.token),
        payload: buildReport(patient.id),
      });
      await logged.app.inject({
        method: 'POST',
        url: `/api/reports/${report.json().id}/deliveries`,
        headers: bearer(clinic.token),
        payload: { channel: 'whatsapp', recipient: 'patient' },
      });
      const { token } = await lastOutboxFile('.whatsapp.txt');
      await logged.app.inject({ method: 'GET', url: `/api/shared-reports/${token}` });
      const opened = await logged.app.inject({
        method: 'POST',
        url: `/api/shared-reports/${token}/unlock`,
        payload: { yearOfBirth: '1994' },
      });
      await logged.app.inject({ method: 'GET', url: opened.json().downloadUrl });
      const logs = logLines.join('\n');
      expect(logs).toContain('/api/shared-reports/[token]/pdf');
      for (const secret of [token, patient.phone, '1994']) expect(logs).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
