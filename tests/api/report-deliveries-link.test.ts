// The secure link a sent report carries (issue 19 §3): what it shows before and after the
// patient's one-time code (issue 36), its limits, expiry and revocation, and what never reaches
// the logs. The code's own rules (delivery, lock, resend, fallback): report-link-code.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MAX_WRONG_ANSWERS, DELIVERY_MESSAGES as M } from '../../core/deliveries/delivery-schemas.ts';
import { queryRows } from '../../db/query-rows.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { SHARED_UNLOCKS_PER_MINUTE } from '../../server/modules/deliveries/shared-report-routes.ts';
import { createOutboxTestApp, DAY, deliveryClient, deliveryDataDir } from '../support/delivery-client.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const { dataDir, outboxDir } = deliveryDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createOutboxTestApp(dataDir);
});
afterAll(() => t.close());

const { from, sentClinicReport, send, log, lastOutboxFile, shared, unlock, sendCode, lastCode, sendByWhatsApp } =
  deliveryClient(() => t, outboxDir);

/** What the patient does: "Send code", read it from her phone (the outbox), type it. */
async function openWithCode(token: string, remoteAddress = from()) {
  expect((await sendCode(token)).statusCode).toBe(200);
  return unlock(token, { code: await lastCode('.whatsapp.txt') }, remoteAddress);
}

describe('the secure link', () => {
  it('shows nothing of the patient before the code, then downloads the PDF, logged', async () => {
    const { clinic, report, patient, token, delivery } = await sendByWhatsApp();
    const page = await shared(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.json()).toEqual({
      clinicName: expect.stringMatching(/^Sunrise Imaging/),
      document: 'report',
      challenge: 'code',
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      attemptsLeft: DELIVERY_MAX_WRONG_ANSWERS,
      codeSentTo: null,
      codeExpiresAt: null,
      codesLeft: 3,
    });
    for (const secret of ['Sunita', 'Sharma', patient.patientId, patient.phone, '1994', report.reportId])
      expect(page.body).not.toContain(secret);
    expect((await unlock(token)).statusCode).toBe(400);
    // The year of birth opens nothing any more where the patient has a phone on record.
    expect((await unlock(token, { yearOfBirth: '1994' })).statusCode).toBe(400);
    const opened = await openWithCode(token);
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
    expect((await shared(token)).json().challenge).toBe('none');
    const opened = await unlock(token);
    const pdf = await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: from() });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('locks after too many wrong codes, whatever the address', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    expect((await sendCode(token)).statusCode).toBe(200);
    const code = await lastCode('.whatsapp.txt');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < DELIVERY_MAX_WRONG_ANSWERS; i++) {
      const wrong = await unlock(token, { code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(M.wrongCode);
      expect((await shared(token)).json().attemptsLeft).toBe(DELIVERY_MAX_WRONG_ANSWERS - i);
    }
    const last = await unlock(token, { code: wrongCode });
    expect(last.statusCode).toBe(410);
    expect(last.json().message).toBe(M.linkLocked);
    // Even the right code now: the clinic sends a new link.
    expect((await unlock(token, { code })).statusCode).toBe(410);
    expect((await shared(token)).json().message).toBe(M.linkLocked);
    const logged = (await log(clinic.token, report.id)).deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(logged.status).toBe('locked');
  });

  it('throttles unlock attempts per address (429)', async () => {
    const { token } = await sendByWhatsApp();
    const ip = '10.250.0.1';
    const answers: number[] = [];
    // Before any code is sent each try is refused (400) without counting; the address limit still counts it.
    for (let i = 0; i <= SHARED_UNLOCKS_PER_MINUTE; i++) answers.push((await unlock(token, {}, ip)).statusCode);
    expect(answers.slice(0, SHARED_UNLOCKS_PER_MINUTE).every((s) => s === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    t.clock.advance(61_000);
    expect((await openWithCode(token, ip)).statusCode).toBe(200);
  });

  it('expires after 7 days (movable clock)', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    t.clock.advance(7 * DAY - 60_000);
    expect((await shared(token)).statusCode).toBe(200);
    const opened = await openWithCode(token);
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
    const opened = await openWithCode(token);
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
    const { token, report } = await sendByWhatsApp();
    // This clinic's links: on a PostgreSQL server other test files send links at the same time.
    const rows = await queryRows<{ link_token_hash: string }>(
      t.handle.db,
      sql`select link_token_hash from report_deliveries
          where clinic_id = (select clinic_id from reports where id = ${report.id})`,
    );
    const hashes = rows.map((r) => r.link_token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never writes a link token, the code, the e-mail or the number to the logs', async () => {
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
      await logged.app.inject({ method: 'POST', url: `/api/shared-reports/${token}/code` });
      const code = await lastCode('.whatsapp.txt');
      const wrong = code === '000000' ? '111111' : '000000';
      await logged.app.inject({ method: 'POST', url: `/api/shared-reports/${token}/unlock`, payload: { code: wrong } });
      const opened = await logged.app.inject({
        method: 'POST',
        url: `/api/shared-reports/${token}/unlock`,
        payload: { code },
      });
      await logged.app.inject({ method: 'GET', url: opened.json().downloadUrl });
      const logs = logLines.join('\n');
      expect(logs).toContain('/api/shared-reports/[token]/pdf');
      expect(logs).toContain('/api/shared-reports/[token]/code');
      for (const secret of [token, patient.phone, 'sunita@example.in']) expect(logs).not.toContain(secret);
      // The masked number's last four digits as a number of their own: a log line's time in
      // milliseconds (1795784223359) may hold those digits.
      expect(logs).not.toMatch(new RegExp(`(?<![\\d.])${patient.phone.slice(-4)}(?![\\d.])`));
      // Codes as numbers of their own, like the year below.
      for (const digits of [code, wrong]) expect(logs).not.toMatch(new RegExp(`(?<![\\d.])${digits}(?![\\d.])`));
      // The year as a number of its own: a log's timings (responseTime 2.19940…) may hold those digits.
      expect(logs).not.toMatch(/(?<![\d.])1994(?![\d.])/);
    } finally {
      await logged.close();
    }
  });
});
