import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// GET /api/notifications: what the header bell lists (issue 22). Every count is the caller's
// clinic's own; the route needs a session and is open like the dashboard.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listed {
  id: string;
  title: string;
  href: string;
  urgent: boolean;
}
const bell = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { notifications: Listed[] }).notifications;
};

// Two procedures for one pregnant patient: a scan reported now and one scheduled for later. Each
// procedure has its own Form F (the scheduled one is opened when it is booked), so two forms.
async function busyDay(token: string) {
  const patient = await registerPatient(t.app, token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(token),
    payload: buildReport(patient.id, 'obstetric_second_third_trimester'),
  });
  expect(report.statusCode).toBe(201);
  const study = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: bearer(token),
    payload: {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
      doctor: 'Dr. Rakesh Mehta',
    },
  });
  expect(study.statusCode).toBe(201);
}

describe('GET /api/notifications', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer('not-a-token') });
    expect(forged.statusCode).toBe(401);
  });

  it('asks a clinic without a plan to choose one, and nothing else', async () => {
    const clinic = await signUpClinic(t.app);
    expect(await bell(clinic.token)).toEqual([
      expect.objectContaining({ id: 'subscription', title: 'Complete Plan Selection', href: '/subscription' }),
    ]);
  });

  it('lists incomplete Form F, the register due and today’s appointments of the caller’s clinic only', async () => {
    // 11:30 in India on 3 November: October's register is due on the 5th.
    t.clock.set(new Date('2026-11-03T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    await busyDay(other.token);
    await busyDay(other.token);
    expect(await bell(clinic.token)).toEqual([]);

    await busyDay(clinic.token);
    const listed = await bell(clinic.token);
    expect(listed.map((n) => [n.id, n.title, n.href])).toEqual([
      ['form-f-incomplete', '2 Form Fs are incomplete', '/pcpndt'],
      ['register-due', 'Form F register for November 2026 due by 05/12/2026', '/pcpndt/register/2026-11'],
      ['todays-schedule', '1 appointment today', '/dashboard'],
    ]);
    const theirs = await bell(other.token);
    expect(theirs.find((n) => n.id === 'form-f-incomplete')?.title).toBe('4 Form Fs are incomplete');
    expect(theirs.find((n) => n.id === 'todays-schedule')?.title).toBe('2 appointments today');

    // Four days on (sessions idle out after 30 minutes, so sign in again): the trial's last day.
    t.clock.set(new Date('2026-11-07T07:00:00Z'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    });
    const later = await bell(login.json().token);
    expect(later.map((n) => n.id)).toEqual(['subscription', 'form-f-incomplete', 'register-due']);
    expect(later[0]?.title).toBe('Trial Ending Soon');
  });
});
