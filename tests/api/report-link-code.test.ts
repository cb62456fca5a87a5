// The patient's second factor on a sent report's link (issue 36): a one-time code to her recorded
// phone or e-mail, read back here from the outbox as she would read her phone; its expiry and
// resend limits; the lock after 3 wrong codes and how the clinic hears of it; the year of birth
// only where she has no address.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_MAX_CODES,
  DELIVERY_MAX_WRONG_ANSWERS,
  DELIVERY_MESSAGES as M,
} from '../../core/deliveries/delivery-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { createOutboxTestApp, deliveryClient, deliveryDataDir } from '../support/delivery-client.ts';
import { bearer } from '../support/factories.ts';
import type { TestApp } from '../support/test-app.ts';

const { dataDir, outboxDir } = deliveryDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createOutboxTestApp(dataDir);
});
afterAll(() => t.close());

const { sentClinicReport, send, log, lastOutboxFile, shared, unlock, sendCode, lastCode, sendByWhatsApp } =
  deliveryClient(() => t, outboxDir);

const MINUTE = 60_000;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const bell = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().notifications as { id: string; title: string }[];
};

describe('the code', () => {
  it('goes to the recorded mobile by the link’s channel, shown masked; only its hash is kept', async () => {
    const { patient, report, token, delivery } = await sendByWhatsApp();
    const sent = await sendCode(token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      sentTo: `******${patient.phone.slice(-4)}`,
      expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      codesLeft: DELIVERY_MAX_CODES - 1,
    });
    const { text } = await lastOutboxFile('.whatsapp.txt');
    expect(text).toContain(`To: 91${patient.phone}`);
    expect(text).toContain('Kind: link_code');
    const code = await lastCode('.whatsapp.txt');
    expect(code).toMatch(/^\d{6}$/);
    expect(text).not.toContain('Sunita');
    expect(text).not.toContain(report.reportId);
    expect((await shared(token)).json()).toMatchObject({
      challenge: 'code',
      codeSentTo: `******${patient.phone.slice(-4)}`,
      codesLeft: DELIVERY_MAX_CODES - 1,
    });

    // The database holds a hash keyed by the link, and the sent message's text is blanked.
    const [row] = await t.handle.db.select().from(reportDeliveries).where(eq(reportDeliveries.id, delivery.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const messages = await t.handle.db
      .select({ body: outgoingMessages.body, params: outgoingMessages.templateParams })
      .from(outgoingMessages)
      // This clinic's codes: on a PostgreSQL server other files send codes into the same table.
      .where(and(eq(outgoingMessages.clinicId, row?.clinicId ?? ''), eq(outgoingMessages.kind, 'link_code')));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.body).not.toMatch(/\d{6}/);
      expect(message.params).toBeNull();
    }
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.shared_code_sent'), eq(auditEvents.entityId, report.id)));
    expect(audit?.details).toEqual({ deliveryId: delivery.id, channel: 'whatsapp' });

    const opened = await unlock(token, { code });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().downloadUrl).toMatch(/\/pdf\?download=/);
    // Spent: the same code opens nothing again, and asks for a new one.
    const again = await unlock(token, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.codeFirst);
  });

  it('goes to the e-mail on record, not to an address typed when sending', async () => {
    const { clinic, report } = await sentClinicReport();
    const res = await send(clinic.token, report.id, { channel: 'email', recipient: 'patient', to: 'typo@example.in' });
    expect(res.statusCode).toBe(201);
    const { token, text } = await lastOutboxFile('.eml');
    expect(text).toContain("asked for a code, sent to the patient's phone or e-mail on record");
    expect((await sendCode(token)).json().sentTo).toBe('s•••@example.in');
    const mail = await lastOutboxFile('.eml');
    expect(mail.text).toContain('To: sunita@example.in');
    expect((await unlock(token, { code: await lastCode('.eml') })).statusCode).toBe(200);
  });

  it('goes by SMS to her mobile when she has no e-mail for an e-mailed link', async () => {
    const { clinic, report, patient } = await sentClinicReport({ email: null });
    await send(clinic.token, report.id, { channel: 'email', recipient: 'patient', to: 'daughter@example.in' });
    const { token } = await lastOutboxFile('.eml');
    expect((await sendCode(token)).json().sentTo).toBe(`******${patient.phone.slice(-4)}`);
    expect((await lastOutboxFile('.sms.txt')).text).toContain(`To: 91${patient.phone}`);
    expect((await unlock(token, { code: await lastCode('.sms.txt') })).statusCode).toBe(200);
  });

  it('expires after 10 minutes; new codes come 60 s apart, 3 an hour', async () => {
    const { token } = await sendByWhatsApp();
    expect((await sendCode(token)).statusCode).toBe(200);
    const tooSoon = await sendCode(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds/);
    for (let left = DELIVERY_MAX_CODES - 2; left >= 0; left--) {
      t.clock.advance(61_000);
      const next = await sendCode(token);
      expect(next.statusCode).toBe(200);
      expect(next.json().codesLeft).toBe(left);
    }
    const latest = await lastCode('.whatsapp.txt');
    t.clock.advance(61_000);
    const none = await sendCode(token);
    expect(none.statusCode).toBe(429);
    expect(none.json().message).toBe(M.tooManyCodes);

    t.clock.advance(10 * MINUTE);
    const expired = await unlock(token, { code: latest });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(M.codeExpired);
    // No guess was checked: no try used.
    expect((await shared(token)).json()).toMatchObject({ attemptsLeft: DELIVERY_MAX_WRONG_ANSWERS, codeSentTo: null });

    t.clock.advance(60 * MINUTE);
    expect((await sendCode(token)).statusCode).toBe(200);
    expect((await unlock(token, { code: await lastCode('.whatsapp.txt') })).statusCode).toBe(200);
  });
});

describe('the lock', () => {
  it('comes after 3 wrong codes; the clinic is told by e-mail, in the bell and the audit trail', async () => {
    const { clinic, report, token, delivery } = await sendByWhatsApp();
    expect((await bell(clinic.token)).map((n) => n.id)).not.toContain('shared-link-locked');
    await sendCode(token);
    const code = await lastCode('.whatsapp.txt');
    for (let i = 1; i < DELIVERY_MAX_WRONG_ANSWERS; i++) {
      const wrong = await unlock(token, { code: otherThan(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: M.wrongCode, errors: [{ field: 'code' }] });
    }
    const last = await unlock(token, { code: otherThan(code) });
    expect(last.statusCode).toBe(410);
    expect(last.json().message).toBe(M.linkLocked);
    expect((await unlock(token, { code })).json().message).toBe(M.linkLocked);
    expect((await sendCode(token)).statusCode).toBe(410);
    expect((await shared(token)).json().message).toBe(M.linkLocked);

    const mail = await lastOutboxFile('.eml');
    expect(mail.text).toContain(`A report link was locked (${report.reportId})`);
    expect(mail.text).not.toContain('Sunita');
    expect(mail.text).not.toContain('sunita@example.in');
    const locks = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.shared_link_locked'), eq(auditEvents.entityId, report.id)));
    expect(locks).toHaveLength(1);
    expect(locks[0]?.details).toEqual({ deliveryId: delivery.id, challenge: 'code' });
    expect(await bell(clinic.token)).toContainEqual(
      expect.objectContaining({ id: 'shared-link-locked', title: '1 report link was locked' }),
    );
    const logged = (await log(clinic.token, report.id)).deliveries.find((d: { id: string }) => d.id === delivery.id);
    expect(logged.status).toBe('locked');

    // Sending the report again answers it: the bell clears, the new link works.
    await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect((await bell(clinic.token)).map((n) => n.id)).not.toContain('shared-link-locked');
  });
});

describe('the year of birth', () => {
  it('is asked only when the patient has no mobile or e-mail on record', async () => {
    // A landline and no e-mail: the link went to a number typed in the dialog.
    const { clinic, report } = await sentClinicReport({ email: null, phone: '0141234567' });
    await send(clinic.token, report.id, { channel: 'sms', recipient: 'patient', to: '9876543210' });
    const { token } = await lastOutboxFile('.sms.txt');
    expect((await shared(token)).json()).toMatchObject({ challenge: 'year-of-birth', codeSentTo: null });
    expect((await sendCode(token)).statusCode).toBe(409);
    const wrong = await unlock(token, { yearOfBirth: '1990' });
    expect(wrong.json().message).toBe(M.wrongYear);
    expect((await unlock(token, { yearOfBirth: '1994' })).statusCode).toBe(200);
  });
});
