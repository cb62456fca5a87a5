// Sending a bill with its payments to its patient (decision 030): a link behind the report link's
// own second factor (a one-time code to her recorded phone or e-mail, her year of birth without
// one), expiring in 7 days, revocable, logged; the receptionist sends it; another clinic's bill is
// not found.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_MAX_WRONG_ANSWERS, DELIVERY_MESSAGES as M } from '../../core/deliveries/delivery-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { patients } from '../../db/schema/patients.ts';
import { DAY } from '../support/delivery-client.ts';
import { bearer, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, makeBill, setUpFeeList, signUpProfessionalClinic } from '../support/patient-bill-helpers.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

let address = 0;
/** Each public request from its own address: the per-address limits are the shared report's own test. */
const from = () => `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** A receptionist's bill for an anomaly scan, her patient with an e-mail on record and consent. */
async function billOfReceptionist(patient: Record<string, unknown> = {}) {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const registered = await registerPatient(t.app, receptionist.token, {
    messageConsent: true,
    email: `sita.${Date.now()}.${address}@example.in`,
    dateOfBirth: '1994-05-06',
    ...patient,
  });
  const made = await makeBill(t.app, receptionist.token, {
    patientId: registered.id,
    lines: [{ feeItemId: fees['Anomaly scan'] }],
  });
  expect(made.statusCode).toBe(201);
  return { clinic, receptionist, patient: registered, bill: made.json() as { id: string; billNumber: string } };
}

const send = (token: string, billId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bills/${billId}/deliveries`, headers: bearer(token), payload });
const log = (token: string, billId: string) =>
  t.app.inject({ method: 'GET', url: `/api/bills/${billId}/deliveries`, headers: bearer(token) });
const shared = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/shared-reports/${token}`, remoteAddress: from() });
const sendCode = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/shared-reports/${token}/code`, remoteAddress: from() });
const unlock = (token: string, answer: object) =>
  t.app.inject({ method: 'POST', url: `/api/shared-reports/${token}/unlock`, payload: answer, remoteAddress: from() });

/** The last e-mail to an address: its text, the bill link's token and a code in it. */
function lastMailTo(to: string) {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return {
    ...mail,
    token: /\/shared-bill\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '',
    code: /open the bill is (\d{6})/.exec(mail.text)?.[1] ?? '',
  };
}

/** As if she withdrew her consent to messages after the bill was sent. */
const withdrawConsent = (patientId: string) =>
  t.handle.db.update(patients).set({ messageConsentAt: null }).where(eq(patients.id, patientId));

/** Sends the bill by e-mail as the receptionist: the delivery and the link's token. */
async function sentBill(patient: Record<string, unknown> = {}) {
  const world = await billOfReceptionist(patient);
  const res = await send(world.receptionist.token, world.bill.id, { channel: 'email', recipient: 'patient' });
  expect(res.statusCode).toBe(201);
  const email = (world.patient as unknown as { email: string }).email;
  return { ...world, delivery: res.json() as { id: string }, email, ...lastMailTo(email) };
}

describe('POST /api/bills/:id/deliveries', () => {
  it('a receptionist sends the bill: a link naming the bill and the clinic, never the patient or the scan', async () => {
    const { receptionist, bill, delivery, text, subject, token } = await sentBill();
    expect(token).toHaveLength(43);
    expect(subject).toMatch(/^Your bill from /);
    expect(text).toContain(bill.billNumber);
    expect(text).toContain('asked for a code');
    expect(text).not.toMatch(/Anomaly|Sita|Sunita/i);
    const listed = await log(receptionist.token, bill.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().deliveries).toEqual([
      expect.objectContaining({ id: delivery.id, channel: 'email', recipient: 'patient', status: 'sent' }),
    ]);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill.send'), eq(auditEvents.entityId, bill.id)));
    expect(audit?.details).toEqual({ channel: 'email', recipient: 'patient', deliveryId: delivery.id });
  });

  it('refuses without consent (409), to a referring doctor (400), and with no address (400)', async () => {
    const { receptionist, bill } = await billOfReceptionist({ messageConsent: false });
    const noConsent = await send(receptionist.token, bill.id, { channel: 'email', recipient: 'patient' });
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json().message).toBe(M.noConsent);

    const other = await billOfReceptionist({ email: null });
    const doctor = await send(other.receptionist.token, other.bill.id, { channel: 'sms', recipient: 'referrer' });
    expect(doctor.statusCode).toBe(400);
    expect(doctor.json().errors).toEqual([{ field: 'recipient', message: M.billPatientOnly }]);
    const noEmail = await send(other.receptionist.token, other.bill.id, { channel: 'email', recipient: 'patient' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toEqual([{ field: 'to', message: M.noAddress('e-mail address') }]);
  });

  it('another clinic’s bill is not found, exactly like a random id, and nothing is sent', async () => {
    const { bill } = await billOfReceptionist();
    const stranger = await signUpProfessionalClinic(t.app);
    const before = t.mailer.sent.length;
    for (const id of [bill.id, '6f1c2b9e-4a57-4e0b-9c1d-2f3a4b5c6d7e']) {
      const res = await send(stranger.token, id, { channel: 'email', recipient: 'patient', to: 'x@example.in' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Bill not found' });
      expect((await log(stranger.token, id)).statusCode).toBe(404);
    }
    expect(t.mailer.sent.length).toBe(before);
  });

  it("a Hindi patient's bill link and its code come in Hindi (issue 34)", async () => {
    const { bill, subject, text, token } = await sentBill({ language: 'hi-IN' });
    expect(subject).toMatch(/ से आपका बिल$/);
    expect(text).toContain(`ने आपको बिल ${bill.billNumber} उसके भुगतानों सहित भेजा है।`);
    expect(text).not.toMatch(/Open it here/);
    expect((await sendCode(token)).statusCode).toBe(200);
    const codeMail = t.mailer.sent.at(-1);
    expect(codeMail?.text).toMatch(/: बिल खोलने के लिए आपका कोड \d{6} है।/);
  });

  it('a retry or a double click with one Idempotency-Key sends one message and answers with the first delivery', async () => {
    const { receptionist, bill, patient } = await billOfReceptionist();
    const email = (patient as unknown as { email: string }).email;
    const headers = { ...bearer(receptionist.token), 'idempotency-key': `send-bill-${bill.id}` };
    const payload = { channel: 'email', recipient: 'patient' };
    const post = () => t.app.inject({ method: 'POST', url: `/api/bills/${bill.id}/deliveries`, headers, payload });
    const [first, second] = await Promise.all([post(), post()]);
    const retry = await post();
    expect([first.statusCode, second.statusCode, retry.statusCode]).toEqual([201, 201, 201]);
    const ids = new Set([first.json().id, second.json().id, retry.json().id]);
    expect(ids.size).toBe(1);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await log(receptionist.token, bill.id)).json().deliveries).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('a doctor of the clinic may send it too (the front-desk permission); no session is 401', async () => {
    const { clinic, bill } = await billOfReceptionist();
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    expect((await send(doctor.token, bill.id, { channel: 'email', recipient: 'patient' })).statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/bills/${bill.id}/deliveries`,
      payload: { channel: 'email', recipient: 'patient' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the bill’s link', () => {
  it('asks for a code sent to her recorded e-mail, then downloads the bill PDF; the download is logged', async () => {
    const { receptionist, bill, token, email } = await sentBill();
    const page = await shared(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ document: 'bill', challenge: 'code', attemptsLeft: 3 });
    expect(JSON.stringify(page.json())).not.toContain(bill.billNumber);

    expect((await unlock(token, { code: '123456' })).json().message).toBe(M.codeFirst);
    expect((await sendCode(token)).statusCode).toBe(200);
    const { code, subject } = lastMailTo(email);
    expect(subject).toMatch(/^Your code for the bill from /);
    const opened = await unlock(token, { code });
    expect(opened.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: from() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(bill.billNumber.replaceAll('/', '-'));

    const listed = (await log(receptionist.token, bill.id)).json();
    expect(listed.deliveries[0].downloads).toHaveLength(1);
    const downloads = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill.shared_download'), eq(auditEvents.entityId, bill.id)));
    expect(downloads).toHaveLength(1);
  });

  it('asks her year of birth when she has no address we may message; wrong answers lock it', async () => {
    const { receptionist, bill, patient } = await billOfReceptionist({ email: 'yob@example.in' });
    // Consent withdrawn after the bill: the typed address still takes the link, the code cannot go.
    const res = await send(receptionist.token, bill.id, { channel: 'email', recipient: 'patient' });
    expect(res.statusCode).toBe(201);
    const { token } = lastMailTo('yob@example.in');
    await withdrawConsent(patient.id);
    expect((await shared(token)).json()).toMatchObject({ document: 'bill', challenge: 'year-of-birth' });
    for (let i = 1; i < DELIVERY_MAX_WRONG_ANSWERS; i++) {
      const wrong = await unlock(token, { yearOfBirth: '1990' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'yearOfBirth', message: M.wrongYear }]);
    }
    const locked = await unlock(token, { yearOfBirth: '1990' });
    expect(locked.statusCode).toBe(410);
    expect(locked.json().message).toBe(M.billLinkLocked);
    expect((await unlock(token, { yearOfBirth: '1994' })).statusCode).toBe(410);
    const [lockAudit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill.shared_link_locked'), eq(auditEvents.entityId, bill.id)));
    expect(lockAudit?.outcome).toBe('denied');
  });

  it('an answer with no year of birth is refused without counting against her (nothing written)', async () => {
    const { receptionist, bill, patient } = await billOfReceptionist({ email: 'yob3@example.in' });
    await send(receptionist.token, bill.id, { channel: 'email', recipient: 'patient' });
    const { token } = lastMailTo('yob3@example.in');
    await withdrawConsent(patient.id);
    for (const answer of [{}, { code: '123456' }]) {
      const res = await unlock(token, answer);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'yearOfBirth', message: M.yearOfBirth }]);
    }
    expect((await shared(token)).json().attemptsLeft).toBe(DELIVERY_MAX_WRONG_ANSWERS);
  });

  it('the right year of birth opens it', async () => {
    const { receptionist, bill, patient } = await billOfReceptionist({ email: 'yob2@example.in' });
    await send(receptionist.token, bill.id, { channel: 'email', recipient: 'patient' });
    const { token } = lastMailTo('yob2@example.in');
    await withdrawConsent(patient.id);
    expect((await unlock(token, { yearOfBirth: '1994' })).statusCode).toBe(200);
  });

  it('expires after 7 days and is refused once revoked (410); revoking is logged', async () => {
    const first = await sentBill();
    t.clock.advance(7 * DAY);
    const expired = await shared(first.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(M.billLinkExpired);

    const second = await sentBill();
    expect((await shared(second.token)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/bills/${second.bill.id}/deliveries/${second.delivery.id}/link`,
      headers: bearer(second.receptionist.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    const gone = await shared(second.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(M.billLinkRevoked);
    // The page asks for the bill again, never for a report she was not sent.
    expect(gone.json().message).toContain('send the bill again');
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill.send.revoke'), eq(auditEvents.entityId, second.bill.id)));
    expect(audit?.details).toEqual({ deliveryId: second.delivery.id });
    // Revoking again changes nothing: the link stays revoked and the activity log says it once.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/bills/${second.bill.id}/deliveries/${second.delivery.id}/link`,
      headers: bearer(second.receptionist.token),
    });
    expect(again.json().status).toBe('revoked');
    expect((await shared(second.token)).json().message).toBe(M.billLinkRevoked);
    const revokes = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill.send.revoke'), eq(auditEvents.entityId, second.bill.id)));
    expect(revokes).toHaveLength(1);
  });

  it('another clinic cannot revoke it: 404 as for a random id, and the link still opens', async () => {
    const { bill, delivery, token } = await sentBill();
    const stranger = await signUpProfessionalClinic(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/bills/${bill.id}/deliveries/${delivery.id}/link`,
      headers: bearer(stranger.token),
    });
    expect(res.statusCode).toBe(404);
    expect((await shared(token)).statusCode).toBe(200);
  });

  it('never writes the link token to the logs, the page address /shared-bill/<token> included', async () => {
    const logLines: string[] = [];
    const logged = await createTestApp({ logLines });
    try {
      const clinic = await signUpProfessionalClinic(logged.app);
      const fees = await setUpFeeList(logged.app, clinic.token);
      const email = `logs.${Date.now()}@example.in`;
      const patient = await registerPatient(logged.app, clinic.token, { messageConsent: true, email });
      const bill = (
        await makeBill(logged.app, clinic.token, {
          patientId: patient.id,
          lines: [{ feeItemId: fees['Anomaly scan'] }],
        })
      ).json();
      const sent = await logged.app.inject({
        method: 'POST',
        url: `/api/bills/${bill.id}/deliveries`,
        headers: bearer(clinic.token),
        payload: { channel: 'email', recipient: 'patient' },
      });
      expect(sent.statusCode).toBe(201);
      const token = /\/shared-bill\/([A-Za-z0-9_-]{43})/.exec(logged.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      // The page she opens, then its API.
      await logged.app.inject({ method: 'GET', url: `/shared-bill/${token}` });
      await logged.app.inject({ method: 'GET', url: `/api/shared-reports/${token}` });
      const logs = logLines.join('\n');
      expect(logs).toContain('/shared-bill/[token]');
      for (const secret of [token, email]) expect(logs).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
