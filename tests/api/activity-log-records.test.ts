// The Activity Log in people's words (issue 31): every event the product writes has a label in
// core's AUDIT_ACTIONS, the filter offers every action, and the record column names the record by
// its human id (R-000003, P-…, PAY-…, a member's or a centre's name), never by a uuid.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecordText } from '../../core/audit/activity-record.ts';
import { type ActivityEvent, ActivityPageSchema } from '../../core/audit/activity-schemas.ts';
import { AUDIT_ACTION_CODES, auditActionLabel, isAuditAction } from '../../core/audit/audit-actions.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { buildOrganisation, currentUser, type Organisation, switchCentre } from '../support/centre-helpers.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { buildInvitation, invite } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let org: Organisation;
let patient: { id: string; patientId: string };
let report: { id: string; reportId: string };
let paymentId: string;
let secondName: string;
let otherPatientId: string;

const get = (url: string, token = org.owner.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(org.owner.token), payload });

async function events(query = ''): Promise<ActivityEvent[]> {
  const res = await get(`/api/audit-events?limit=100${query}`);
  expect(res.statusCode).toBe(200);
  return ActivityPageSchema.parse(res.json()).events;
}

beforeAll(async () => {
  t = await createTestApp();
  // Signs up, buys a plan, adds a second centre, switches there, invites its administrator, switches back.
  org = await buildOrganisation(t.app, t.mailer.sent);
  await switchCentre(t.app, org.owner.token, org.secondId);
  secondName = (await currentUser(t.app, org.owner.token)).centre.name;
  await switchCentre(t.app, org.owner.token, org.primaryId);
  // In the first centre: a patient, a finalized report sent by e-mail, a payment, an invitation.
  patient = await registerPatient(t.app, org.owner.token, { messageConsent: true });
  const created = await post('/api/reports', buildReport(patient.id));
  expect(created.statusCode).toBe(201);
  report = created.json();
  const sent = await post(`/api/reports/${report.id}/deliveries`, { channel: 'email', recipient: 'patient' });
  expect(sent.statusCode).toBe(201);
  const paid = await post('/api/payments', {
    patientId: patient.id,
    amount: 800,
    paymentMethod: 'cash',
    paymentDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now()),
  });
  expect(paid.statusCode).toBe(201);
  paymentId = paid.json().paymentId;
  const invited = await invite(
    t.app,
    org.owner.token,
    buildInvitation('receptionist', { firstName: 'Meera', lastName: 'Pillai' }),
  );
  expect(invited.statusCode).toBe(201);
  // Another clinic's patient: its id must never be named in this clinic's log.
  const other = await signUpTrialClinic(t.app);
  otherPatientId = (await registerPatient(t.app, other.token)).id;
});
afterAll(() => t.close());

describe('the Activity Log in words', () => {
  it('labels every event the product wrote (no raw codes)', async () => {
    const all = await events();
    const written = new Set(all.map((event) => event.action));
    for (const code of [
      'auth.signup',
      'billing.order_created',
      'billing.payment_verified',
      'centre.create',
      'centre.switch',
      'patient.create',
      'report.create',
      'report.send',
      'payment.create',
      'team.invite',
    ])
      expect(written, code).toContain(code);
    expect(all.filter((event) => !isAuditAction(event.action)).map((event) => event.action)).toEqual([]);
    for (const event of all) expect(auditActionLabel(event.action)).not.toBe(event.action);
  });

  it('names each record by its human id, never by a uuid', async () => {
    const all = await events();
    const one = (action: string) => all.find((event) => event.action === action);
    expect(one('patient.create')?.recordLabel).toBe(patient.patientId);
    expect(one('report.create')?.recordLabel).toBe(report.reportId);
    expect(one('report.send')?.recordLabel).toBe(report.reportId);
    expect(activityRecordText(one('report.send') as ActivityEvent)).toBe(`Report ${report.reportId}`);
    expect(one('payment.create')?.recordLabel).toBe(paymentId);
    expect(one('team.invite')?.recordLabel).toBe('Meera Pillai');
    expect(one('billing.order_created')?.recordLabel).toMatch(/^TXN-/);
    const switches = all.filter((event) => event.action === 'centre.switch');
    expect(switches.map((event) => event.recordLabel)).toContain(secondName);
    expect(secondName).not.toBe('');
    expect(one('auth.signup')?.recordLabel).toBeNull();
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}/;
    for (const event of all) expect(activityRecordText(event)).not.toMatch(uuid);
  });

  it('says a record no longer exists, and never names another clinic’s', async () => {
    const clinicId = await clinicIdOf(t.app, org.owner.token);
    await t.handle.db.insert(auditEvents).values(
      [randomUUID(), otherPatientId].map((entityId) => ({
        clinicId,
        action: 'patient.update',
        entityType: 'patient',
        entityId,
        outcome: 'success',
        at: t.clock.now(),
      })),
    );
    const updates = await events('&action=patient.update');
    expect(updates).toHaveLength(2);
    for (const event of updates) {
      expect(event.recordLabel).toBeNull();
      expect(activityRecordText(event)).toBe('Patient (no longer exists)');
    }
  });

  it('offers every action as a filter, and filters by it', async () => {
    const choices = (await get('/api/audit-events/filters')).json();
    expect(choices.actions).toEqual(AUDIT_ACTION_CODES);
    const switches = await events('&action=centre.switch');
    expect(switches.length).toBeGreaterThan(0);
    expect(switches.every((event) => event.action === 'centre.switch')).toBe(true);
  });
});
