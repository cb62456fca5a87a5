import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../core/team/team-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A member's doctor record through PATCH /api/team/members/:userId: whoever becomes a doctor must
 * sign as one doctor record (existing, or made from a registration number), or could never
 * finalize a report; a receptionist signs nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (token: string, userId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/team/members/${userId}`, headers: bearer(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const memberRow = async (userId: string) =>
  (await t.handle.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
const newDoctor = (registrationNumber: string) => ({ registrationNumber, qualification: 'MD (Radiodiagnosis)' });

async function basicClinic() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'basic');
  const admin = (await me(clinic.token)).json();
  return { ...clinic, adminId: admin.id as string, adminDoctorId: admin.doctorId as string };
}

async function addDoctorRecord(token: string, name: string, registrationNumber: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/doctors',
    headers: bearer(token),
    payload: { name, registrationNumber, qualification: 'MBBS, DMRD' },
  });
  if (res.statusCode !== 201) throw new Error(`doctor not added: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

describe('linking a member to a doctor record', () => {
  it('a receptionist made a doctor needs a record: 400 and nothing changed without one', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const res = await patch(clinic.token, member.userId, { role: 'doctor' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.memberDoctorNeeded });
    expect(await memberRow(member.userId)).toMatchObject({ role: 'receptionist', doctorId: null });
  });

  it('a new record from a registration number: the member signs as it and can finalize', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const res = await patch(clinic.token, member.userId, { role: 'doctor', doctor: newDoctor('kmc-77001') });
    expect(res.statusCode).toBe(200);
    const row = res.json().members.find((m: { userId: string }) => m.userId === member.userId);
    expect(row).toMatchObject({ role: 'doctor', doctorName: 'Dr. Kavya Iyer', doctorId: expect.any(String) });
    expect((await me(member.token)).json()).toMatchObject({ role: 'doctor', doctorId: row.doctorId });

    const patient = await registerPatient(t.app, member.token);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(member.token),
      payload: buildReport(patient.id),
    });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ status: 'finalized', signature: expect.objectContaining({}) });

    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'team.member_update'), eq(auditEvents.entityId, member.userId)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.details).toEqual({ role: 'doctor', active: true, doctorId: row.doctorId });
  });

  it('an existing record of the clinic, once: a record another member signs as is 409', async () => {
    const clinic = await basicClinic();
    const first = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const second = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const doctorId = await addDoctorRecord(clinic.token, 'Dr. Sunita Rao', 'MMC-2011-889');
    expect((await patch(clinic.token, first.userId, { role: 'doctor', doctorId })).statusCode).toBe(200);
    const taken = await patch(clinic.token, second.userId, { role: 'doctor', doctorId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: TEAM_MESSAGES.doctorTaken });
    // The admin signs as the clinic's own doctor record: also taken.
    expect(
      (await patch(clinic.token, second.userId, { role: 'doctor', doctorId: clinic.adminDoctorId })).statusCode,
    ).toBe(409);
    // Sending one's own record again is no conflict.
    expect((await patch(clinic.token, first.userId, { doctorId })).statusCode).toBe(200);
  });

  it('becoming a receptionist drops the link, and the freed record can be linked again', async () => {
    const clinic = await basicClinic();
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const record = (await memberRow(doctor.userId))?.doctorId as string;
    const other = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await patch(clinic.token, doctor.userId, { role: 'receptionist' })).statusCode).toBe(200);
    expect(await memberRow(doctor.userId)).toMatchObject({ role: 'receptionist', doctorId: null });
    expect((await patch(clinic.token, other.userId, { role: 'doctor', doctorId: record })).statusCode).toBe(200);
    const refused = await patch(clinic.token, doctor.userId, { doctor: newDoctor('KMC-55501') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TEAM_MESSAGES.receptionistNoDoctor });
  });

  it('an administrator may be linked or unlinked; a doctor may not be left without a record', async () => {
    const clinic = await basicClinic();
    const admin = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
    const doctorId = await addDoctorRecord(clinic.token, 'Dr. Arjun Nair', 'TNMC-99812');
    expect((await patch(clinic.token, admin.userId, { doctorId })).statusCode).toBe(200);
    expect((await me(admin.token)).json()).toMatchObject({ role: 'admin', doctorId });
    expect((await patch(clinic.token, admin.userId, { doctorId: null })).statusCode).toBe(200);
    expect((await me(admin.token)).json()).toMatchObject({ role: 'admin', doctorId: null });

    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const unlink = await patch(clinic.token, doctor.userId, { doctorId: null });
    expect(unlink.statusCode).toBe(400);
    expect(unlink.json()).toMatchObject({ message: TEAM_MESSAGES.memberDoctorNeeded });
  });

  it('validates the record: not a uuid or a bad registration number is 400', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await patch(clinic.token, member.userId, { role: 'doctor', doctorId: 'nope' })).statusCode).toBe(400);
    const bad = await patch(clinic.token, member.userId, { role: 'doctor', doctor: newDoctor('a') });
    expect(bad.statusCode).toBe(400);
    expect(await memberRow(member.userId)).toMatchObject({ role: 'receptionist', doctorId: null });
  });

  it("another clinic's doctor record answers 404 and links nothing", async () => {
    const a = await basicClinic();
    const b = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, a.token, 'receptionist');
    const res = await patch(a.token, member.userId, { role: 'doctor', doctorId: b.adminDoctorId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.doctorNotFound });
    expect(await memberRow(member.userId)).toMatchObject({ role: 'receptionist', doctorId: null });
  });

  it('only administrators may link records (doctors and receptionists 403)', async () => {
    const clinic = await basicClinic();
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    for (const token of [doctor.token, receptionist.token]) {
      const res = await patch(token, receptionist.userId, { role: 'doctor', doctor: newDoctor('KMC-40404') });
      expect(res.statusCode).toBe(403);
    }
    expect(await memberRow(receptionist.userId)).toMatchObject({ role: 'receptionist', doctorId: null });
  });
});
