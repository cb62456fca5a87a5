// Sending finalized reports (issue 19 §3) with no provider configured: every channel lands in
// DATA_DIR/outbox as a file. Opening the link in it: report-deliveries-link.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES as M } from '../../core/deliveries/delivery-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { createOutboxTestApp, deliveryClient, deliveryDataDir } from '../support/delivery-client.ts';
import { bearer, buildPatientEdit } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const { dataDir, outboxDir } = deliveryDataDir();
let t: TestApp;
let members: TestApp;
beforeAll(async () => {
  t = await createOutboxTestApp(dataDir);
  members = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await members.close();
});

const { sentClinicReport, send, log, lastOutboxFile } = deliveryClient(() => t, outboxDir);

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

    // The log is newest first by creation time; the test clock stands still unless moved.
    t.clock.advance(1000);
    const whatsapp = await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(whatsapp.json()).toMatchObject({ channel: 'whatsapp', recipientMasked: '•••••2233', status: 'sent' });
    const wa = await lastOutboxFile('.whatsapp.txt');
    expect(wa.text).toMatch(/^Channel: WhatsApp \(not sent/);
    expect(wa.text).toContain(`To: 91${patient.phone}`);
    expect(wa.text).toContain('Template parameter 2: http://portal.test/shared-report/');

    t.clock.advance(1000);
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
