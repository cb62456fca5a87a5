import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The Reports page's totals come from report_counts (kept by a trigger), not from counting rows:
// these tests hold them to a real count through every way a report is written.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payload = buildReport;

async function listTotal(token: string, query: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports?page=1&limit=20&${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().total;
}

type CountRow = { report_type: string; status: string; n: number };

async function countedAndKept(clinicEmail: string) {
  const counted = await queryRows<CountRow>(
    t.handle.db,
    sql`
    select r.report_type, r.status, count(*)::int as n from reports r
    join users u on u.clinic_id = r.clinic_id where u.email = ${clinicEmail}
    group by r.report_type, r.status order by 1, 2`,
  );
  const kept = await queryRows<CountRow>(
    t.handle.db,
    sql`
    select c.report_type, c.status, c.n::int as n from report_counts c
    join users u on u.clinic_id = c.clinic_id where u.email = ${clinicEmail} and c.n <> 0
    order by 1, 2`,
  );
  return { counted, kept };
}

describe('GET /api/reports totals', () => {
  it('match a real count under every filter through creates, drafts, finalizing and edits', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    // A paid plan has no report limit, so these creations commit on their own (no transaction),
    // while the other clinic's trial goes through the locked count.
    await buyPlan(t.app, clinic.token, 'professional');
    const patient = await registerPatient(t.app, clinic.token);
    const otherPatient = await registerPatient(t.app, other.token);
    const post = (token: string, body: object, url = '/api/reports') =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload: body });

    for (const type of ['abdominal', 'abdominal', 'kub']) {
      expect((await post(clinic.token, payload(patient.id, type))).statusCode).toBe(201);
    }
    // The creating statement also wrote the audit row: who, what, which report, no content.
    const last = (
      await t.app.inject({ method: 'GET', url: '/api/reports?page=1&limit=1', headers: bearer(clinic.token) })
    ).json().reports[0];
    const audit = await queryRows<Record<string, unknown>>(
      t.handle.db,
      sql`
      select action, outcome, entity_type, entity_id, details, actor_user_id is not null as has_actor, ip
      from audit_events where entity_id = ${last.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'report.create',
        outcome: 'success',
        entity_type: 'report',
        entity_id: last.id,
        // Created finalized, it is signed there: the row names the signing doctor (issue 29 §2).
        details: { status: 'finalized', signedByDoctorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        has_actor: true,
        ip: '127.0.0.1',
      },
    ]);
    const draft = await post(
      clinic.token,
      { patientId: patient.id, reportType: 'abdominal', status: 'draft', isDraft: true },
      '/api/reports/draft',
    );
    expect(draft.statusCode).toBe(200);
    await post(clinic.token, { patientId: patient.id, reportType: 'thyroid', status: 'draft' }, '/api/reports/draft');
    // Another clinic's reports never show in these totals.
    await post(other.token, payload(otherPatient.id, 'abdominal'));

    expect(await listTotal(clinic.token, '')).toBe(5);
    expect(await listTotal(clinic.token, 'status=finalized')).toBe(3);
    expect(await listTotal(clinic.token, 'status=draft')).toBe(2);
    expect(await listTotal(clinic.token, 'reportType=abdominal')).toBe(3);
    expect(await listTotal(clinic.token, 'status=finalized&reportType=abdominal')).toBe(2);
    // Finalizing signs a report as its doctor: the spec's 'signed' and 'reviewed' find the finalized ones.
    expect(await listTotal(clinic.token, 'status=signed')).toBe(3);
    expect(await listTotal(clinic.token, 'status=reviewed&reportType=abdominal')).toBe(2);
    expect(await listTotal(clinic.token, `patientId=${patient.id}&status=draft`)).toBe(2);
    expect(await listTotal(other.token, '')).toBe(1);

    // Finalizing the draft moves it between two counts; an edit that keeps both changes nothing.
    const edit = (method: 'PATCH' | 'PUT', extra: Record<string, unknown>) =>
      t.app.inject({
        method,
        url: `/api/reports/${draft.json().id}`,
        headers: bearer(clinic.token),
        payload: payload(patient.id, 'abdominal', extra),
      });
    expect((await edit('PATCH', { status: 'finalized' })).statusCode).toBe(200);
    expect((await edit('PUT', { impression: 'Grade I fatty liver.' })).statusCode).toBe(200);
    expect(await listTotal(clinic.token, 'status=finalized&reportType=abdominal')).toBe(3);
    expect(await listTotal(clinic.token, 'status=draft')).toBe(1);
    expect(await listTotal(clinic.token, '')).toBe(5);

    const { counted, kept } = await countedAndKept(clinic.email);
    expect(kept).toEqual(counted);
  });

  it('stay exact when rows change outside the app (the trigger, not the app, keeps them)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: payload(patient.id, 'pelvic'),
    });
    const id = created.json().id as string;
    await t.handle.db.execute(sql`update reports set status = 'draft', report_type = 'breast' where id = ${id}`);
    expect(await listTotal(clinic.token, 'status=draft&reportType=breast')).toBe(1);
    expect(await listTotal(clinic.token, 'reportType=pelvic')).toBe(0);
    await t.handle.db.execute(sql`delete from report_versions where report_id = ${id}`);
    await t.handle.db.execute(sql`delete from reports where id = ${id}`);
    expect(await listTotal(clinic.token, '')).toBe(0);
    const { counted, kept } = await countedAndKept(clinic.email);
    expect(kept).toEqual(counted);
  });
});
