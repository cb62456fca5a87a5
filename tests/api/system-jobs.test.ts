// GET /api/system/jobs (Settings → System): administrators only; a clinic sees its own job runs
// and e-mails (recipients masked) and deployment-wide runs by name, status and time only, never
// another clinic's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeepingJob } from '../../server/jobs/housekeeping.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createIsolatedTestApp, type TestApp } from '../support/test-app.ts';

// Housekeeping acts on every clinic of its database: never on one other test files share.
let t: TestApp;
beforeAll(async () => {
  t = await createIsolatedTestApp();
});
afterAll(() => t.close());

const systemJobs = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/system/jobs', headers: token ? bearer(token) : {} });

interface Body {
  runs: Array<{ id: string; job: string; scope: string; summary: string | null; error: string | null }>;
  messages: Array<{ id: string; kind: string; recipient: string; status: string }>;
  failures: number;
}

describe('GET /api/system/jobs', () => {
  it('needs a session', async () => {
    const res = await systemJobs();
    expect(res.statusCode).toBe(401);
  });

  it('is for administrators: doctors and receptionists get 403 with the role named', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const admin = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
    expect((await systemJobs(doctor.token)).json()).toEqual({
      message: 'Doctors cannot view background jobs',
      reason: 'role',
    });
    expect((await systemJobs(doctor.token)).statusCode).toBe(403);
    expect((await systemJobs(receptionist.token)).statusCode).toBe(403);
    expect((await systemJobs(admin.token)).statusCode).toBe(200);
    expect((await systemJobs(clinic.token)).statusCode).toBe(200);
  });

  it("lists the clinic's own e-mails masked and deployment-wide runs without detail, never another clinic's", async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await t.settle();
    // A's reset e-mail fails at first, so its delivery job does real work for clinic A.
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error(`550 mailbox unavailable: ${a.email}`);
    };
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: a.email } });
    await t.settle();
    t.mailer.send = send;
    await t.jobs.enqueue(housekeepingJob, {});
    await t.jobs.runDue({ ignoreStartAfter: true });

    const asA = (await systemJobs(a.token)).json() as Body;
    expect(asA.messages.map((m) => m.kind).sort()).toEqual(['email_verification', 'password_reset']);
    for (const m of asA.messages) expect(m.recipient).toBe(`${a.email[0]}•••@example.in`);
    const delivery = asA.runs.find((r) => r.job === 'deliver-message');
    expect(delivery).toMatchObject({ scope: 'clinic', summary: 'E-mail sent' });
    const housekeeping = asA.runs.find((r) => r.job === 'housekeeping');
    expect(housekeeping).toMatchObject({ scope: 'deployment', summary: null, error: null });
    expect(JSON.stringify(asA)).not.toContain(a.email);

    const asB = (await systemJobs(b.token)).json() as Body;
    expect(asB.messages.map((m) => m.kind)).toEqual(['email_verification']);
    const aMessageIds = new Set(asA.messages.map((m) => m.id));
    expect(asB.messages.some((m) => aMessageIds.has(m.id))).toBe(false);
    expect(JSON.stringify(asB)).not.toContain(a.email.slice(1));
    // B sees the same deployment-wide run, and no run done for clinic A.
    expect(asB.runs.map((r) => r.id)).toContain(housekeeping?.id);
    const aOwnRuns = asA.runs.filter((r) => r.scope === 'clinic').map((r) => r.id);
    expect(aOwnRuns).toContain(delivery?.id);
    expect(asB.runs.some((r) => aOwnRuns.includes(r.id))).toBe(false);
  });
});
