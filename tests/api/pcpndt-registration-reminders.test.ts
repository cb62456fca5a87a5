// Issue 29 §4: renewal reminders 90, 30 and 7 days before the certificate's last day, each once,
// the bell, and the nil return reminder of a registered centre with no Form F last month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationRemindersJob } from '../../server/jobs/registration-reminders.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: await createTestJobQueue({ schema: uniqueJobSchema() }) });
});
afterAll(() => t.close());

async function sweep() {
  await t.jobs.enqueue(registrationRemindersJob, {});
  await t.jobs.runDue();
}
// 09:30 in India on the given day.
const at = (day: string) => t.clock.set(new Date(`${day}T04:00:00Z`));

describe('PC-PNDT registration reminders', () => {
  it('reminds the admins 90, 30 and 7 days before expiry, once each, and the bell says so', async () => {
    at('2026-06-10');
    const clinic = await signUpTrialClinic(t.app, { clinicName: 'Sai Scans' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pcpndt-registration',
      headers: bearer(clinic.token),
      payload: { certificateNumber: 'PNDT/1', authority: 'DAA Pune', validFrom: '2021-10-01', validTo: '2026-09-30' },
    });
    expect(saved.statusCode).toBe(200);
    const mails = () => t.mailer.sent.filter((m) => m.to === clinic.email && /PC-PNDT registration/.test(m.subject));

    at('2026-07-01'); // 91 days before
    await sweep();
    expect(mails()).toHaveLength(0);
    for (const day of [
      '2026-07-02',
      '2026-07-03',
      '2026-08-31',
      '2026-09-01',
      '2026-09-02',
      '2026-09-23',
      '2026-09-30',
    ]) {
      at(day);
      await sweep();
    }
    expect(mails().map((m) => m.subject)).toEqual([
      'USG Clinic Portal: the PC-PNDT registration of Sai Scans expires in 90 days (30/09/2026)',
      'USG Clinic Portal: the PC-PNDT registration of Sai Scans expires in 30 days (30/09/2026)',
      'USG Clinic Portal: the PC-PNDT registration of Sai Scans expires in 7 days (30/09/2026)',
    ]);
    expect(mails()[0]?.text).toContain('http://portal.test/settings#pcpndt-registration');

    at('2026-10-02');
    await sweep();
    expect(mails()).toHaveLength(3);
    // A centre whose certificate has lapsed sees it in the bell and in its registration.
    const lapsed = await signUpTrialClinic(t.app);
    const headers = bearer(lapsed.token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/pcpndt-registration',
      headers,
      payload: { certificateNumber: 'PNDT/3', authority: 'DAA Pune', validFrom: '2021-10-01', validTo: '2026-09-30' },
    });
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(bell.json().notifications[0]).toMatchObject({
      id: 'pcpndt-registration',
      title: 'PC-PNDT registration expired',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/pcpndt-registration', headers });
    expect(read.json()).toMatchObject({ status: 'expired', daysLeft: -2 });
  });

  it('reminds a registered centre with no Form F last month to file its nil return, once', async () => {
    at('2026-03-20');
    const clinic = await signUpTrialClinic(t.app, { clinicName: 'Nil Scans' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/pcpndt-registration',
      headers: bearer(clinic.token),
      payload: { certificateNumber: 'PNDT/2', authority: 'DAA Pune', validFrom: '2025-01-01', validTo: '2030-01-01' },
    });
    const mails = () => t.mailer.sent.filter((m) => m.to === clinic.email && /nil return/.test(m.subject));
    at('2026-03-25');
    await sweep();
    expect(mails()).toHaveLength(0);
    at('2026-04-01');
    await sweep();
    at('2026-04-03');
    await sweep();
    expect(mails().map((m) => m.subject)).toEqual([
      'USG Clinic Portal: file the nil return of 2026-03 for Nil Scans by 05/04/2026',
    ]);
  });
});
