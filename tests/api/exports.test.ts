import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '../../core/exports/export-schemas.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clinicExports } from '../../db/schema/clinic-exports.ts';
import { exportFilePath, removeExpiredExports } from '../../server/modules/exports/export-service.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { buildClinicWorld, type ClinicWorld } from '../support/clinic-world.ts';
import { bearer, clinicIdOf, registerPatient } from '../support/factories.ts';
import { addMember, type Member } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readZipEntries } from '../support/zip-entries.ts';

let t: TestApp;
let a: ClinicWorld;
let b: ClinicWorld;
let clinicA: string;
let doctor: Member;
let receptionist: Member;
let formulaPatientId: string;

/** The export's files as UTF-8 text (CSV, JSON, README): what these tests read. */
async function unzip(body: Buffer): Promise<Map<string, string>> {
  const entries = await readZipEntries(body);
  return new Map([...entries].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

const api = (method: 'GET' | 'POST', url: string, token = a.clinic.token) =>
  t.app.inject({ method, url, headers: bearer(token) });

async function exportNow(token = a.clinic.token): Promise<string> {
  const res = await api('POST', '/api/exports', token);
  expect(res.statusCode, res.body).toBe(202);
  await t.settle();
  return res.json().id;
}

/** Moves the clock past the sessions' 12-hour lifetime, so both admins sign in again. */
async function advanceHours(hours: number): Promise<void> {
  t.clock.advance(hours * 3_600_000);
  for (const world of [a, b]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.clinic.email, password: world.clinic.password },
    });
    world.clinic.token = res.json().token;
  }
}

function rows<T extends QueryResultRow>(query: ReturnType<typeof sql>) {
  return queryRows<T>(t.handle.db, query);
}

async function countOf(table: string, clinicId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where clinic_id = ${clinicId}`,
  );
  return Number(row?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await buildClinicWorld(t.app);
  b = await buildClinicWorld(t.app);
  await buyPlan(t.app, a.clinic.token, 'professional');
  clinicA = await clinicIdOf(t.app, a.clinic.token);
  doctor = await addMember(t.app, t.mailer.sent, a.clinic.token, 'doctor');
  receptionist = await addMember(t.app, t.mailer.sent, a.clinic.token, 'receptionist');
  const patient = await registerPatient(t.app, a.clinic.token, { aadhaarNumber: '234123412346' });
  formulaPatientId = patient.id;
  // Text a spreadsheet would run as a formula, however it got in.
  await t.handle.db.execute(
    sql`update patients set address = '=HYPERLINK("http://evil.example","x")', last_name = '+Sharma' where id = ${patient.id}`,
  );
});
afterAll(() => t.close());

describe('clinic data export', () => {
  let id: string;
  let files: Map<string, string>;

  it('prepares the export after the response, shows its progress, then offers the file', async () => {
    id = await exportNow();
    const res = await api('GET', `/api/exports/${id}`);
    expect(res.statusCode).toBe(200);
    const shown = res.json();
    expect(shown).toMatchObject({ id, status: 'ready', percent: 100, downloadUrl: `/api/exports/${id}/download` });
    expect(shown.rowsDone).toBe(shown.rowsTotal);
    expect(shown.sizeBytes).toBeGreaterThan(0);
    expect(Date.parse(shown.expiresAt) - Date.parse(shown.finishedAt)).toBe(72 * 3_600_000);
    const download = await api('GET', shown.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="clinic-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    files = await unzip(download.rawPayload);
  });

  it('holds every record of the clinic as CSV and JSON, counted against the database', async () => {
    const tables: [string, string][] = [
      ['patients', 'patients'],
      ['studies', 'studies'],
      ['reports', 'reports'],
      ['report-versions', 'report_versions'],
      ['form-f', 'pcpndt_forms'],
      ['form-f-amendments', 'pcpndt_form_amendments'],
      ['form-f-edits', 'pcpndt_form_edits'],
      ['payments', 'payments'],
      ['audit-log', 'audit_events'],
      ['doctors', 'doctors'],
    ];
    // The download's own audit event (table audit_events) came after the export's snapshot.
    for (const [name, table] of tables) {
      const rows = JSON.parse(files.get(`${name}.json`) ?? 'null') as Record<string, unknown>[];
      expect(rows, name).toHaveLength((await countOf(table, clinicA)) - (table === 'audit_events' ? 1 : 0));
      // CSV: a header line, then one line per row (no value in these tables spans lines).
      const csv = files.get(`${name}.csv`) ?? '';
      expect(csv.startsWith('\uFEFF'), name).toBe(true);
      expect(csv.trimEnd().split('\r\n').length - 1, name).toBe(rows.length);
    }
    const patients = JSON.parse(files.get('patients.json') ?? '[]') as { id: string; patient_id: string }[];
    const ids = await rows<{ id: string }>(
      sql`select id from patients where clinic_id = ${clinicA} order by created_at, id`,
    );
    expect(patients.map((p) => p.id)).toEqual(ids.map((r) => r.id));
    const manifest = JSON.parse(files.get('manifest.json') ?? '{}');
    expect(manifest.rows.patients).toBe(patients.length);
    expect(files.get('README.txt')).toContain('patients.csv / .json');
    // The invoice of the plan bought, without the gateway's signature.
    const invoices = JSON.parse(files.get('invoices.json') ?? '[]') as Record<string, unknown>[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).not.toHaveProperty('razorpay_signature');
  });

  it('writes formula-safe cells, masks Aadhaar and leaves no fetal-sex column', async () => {
    const csv = files.get('patients.csv') ?? '';
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(",'+Sharma,");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    const patient = (JSON.parse(files.get('patients.json') ?? '[]') as Record<string, unknown>[]).find(
      (p) => p.id === formulaPatientId,
    );
    expect(patient?.aadhaar_number).toBe('XXXX XXXX 2346');
    expect(patient).not.toHaveProperty('clinic_id');
    expect(files.get('form-f.csv')?.split('\r\n')[0]).not.toContain('fetal_sex');
  });

  it('holds nothing of another clinic', async () => {
    const everything = [...files.values()].join('\n');
    for (const foreign of [
      b.patientId,
      b.reportId,
      b.formId,
      b.paymentId,
      b.studyId,
      await clinicIdOf(t.app, b.clinic.token),
    ]) {
      expect(everything).not.toContain(foreign);
    }
  });

  it('is audited when asked for and when downloaded', async () => {
    const events = await rows<{ action: string }>(
      sql`select action from audit_events where clinic_id = ${clinicA} and entity_id = ${id} order by id`,
    );
    expect(events.map((e) => e.action)).toEqual(['clinic.export.request', 'clinic.export.download']);
  });

  it('answers 404 to another clinic, exactly as for an unknown id', async () => {
    for (const url of [`/api/exports/${id}`, `/api/exports/${id}/download`]) {
      expect((await api('GET', url, b.clinic.token)).statusCode, url).toBe(404);
    }
    expect((await api('GET', '/api/exports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('GET', '/api/exports/not-a-uuid')).statusCode).toBe(404);
    expect((await api('GET', '/api/exports', b.clinic.token)).json().exports).toEqual([]);
  });

  it('is for administrators only', async () => {
    for (const member of [doctor, receptionist]) {
      for (const [method, url] of [
        ['POST', '/api/exports'],
        ['GET', '/api/exports'],
        ['GET', `/api/exports/${id}`],
        ['GET', `/api/exports/${id}/download`],
        ['GET', `/api/patients/${a.patientId}/export`],
      ] as const) {
        expect((await api(method, url, member.token)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('expires: the file is removed and the download answers 410', async () => {
    await advanceHours(73);
    expect((await api('GET', `/api/exports/${id}`)).json()).toMatchObject({ status: 'expired', downloadUrl: null });
    const gone = await api('GET', `/api/exports/${id}/download`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: EXPORT_MESSAGES.expired, reason: 'gone' });
  });
});

describe('one export at a time, resumed when its process died', () => {
  it('answers 409 while one is being prepared', async () => {
    const held = await createTestApp({ holdBackground: true });
    try {
      const first = await held.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(a.clinic.token) });
      expect(first.statusCode).toBe(202);
      const second = await held.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(a.clinic.token) });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: EXPORT_MESSAGES.alreadyRunning, reason: 'conflict' });
      // Another clinic is not held up.
      const other = await held.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(b.clinic.token) });
      expect(other.statusCode).toBe(202);
      await held.releaseBackground();
      const done = await held.app.inject({
        method: 'GET',
        url: `/api/exports/${first.json().id}`,
        headers: bearer(a.clinic.token),
      });
      expect(done.json().status).toBe('ready');
    } finally {
      await held.close();
    }
  });

  it('takes up an export whose heartbeat stopped (its server was killed) when it is next looked at', async () => {
    const [row] = await t.handle.db
      .insert(clinicExports)
      .values({
        clinicId: clinicA,
        requestedBy: clinicA,
        status: 'running',
        rowsDone: 10,
        createdAt: t.clock.now(),
        heartbeatAt: new Date(t.clock.now().getTime() - 5 * 60_000),
      })
      .returning({ id: clinicExports.id });
    const id = row?.id ?? '';
    const first = await api('GET', `/api/exports/${id}`);
    expect(first.json().status).toBe('running');
    await t.settle();
    const after = (await api('GET', `/api/exports/${id}`)).json();
    expect(after).toMatchObject({ status: 'ready', percent: 100 });
    expect((await api('GET', after.downloadUrl)).statusCode).toBe(200);
  });

  it('housekeeping removes expired files and marks them expired', async () => {
    const id = await exportNow();
    expect(existsSync(exportFilePath(t, clinicA, id))).toBe(true);
    await advanceHours(80);
    const removed = await removeExpiredExports({ db: t.handle.db, clock: t.clock, config: t.config });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(exportFilePath(t, clinicA, id))).toBe(false);
    expect((await api('GET', `/api/exports/${id}`)).json().status).toBe('expired');
  });
});

describe('a patient’s own export (DPDP access request)', () => {
  it('holds that patient’s records only, and is audited', async () => {
    const res = await api('GET', `/api/patients/${a.patientId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="patient-P-\d+-records\.zip"$/);
    const files = await unzip(res.rawPayload);
    const patients = JSON.parse(files.get('patients.json') ?? '[]') as { id: string }[];
    expect(patients.map((p) => p.id)).toEqual([a.patientId]);
    const reports = JSON.parse(files.get('reports.json') ?? '[]') as { id: string; patient_id: string }[];
    expect(reports.map((r) => r.id)).toEqual([a.reportId]);
    expect(JSON.parse(files.get('form-f.json') ?? '[]').map((f: { id: string }) => f.id)).toEqual([a.formId]);
    expect(JSON.parse(files.get('payments.json') ?? '[]').map((p: { id: string }) => p.id)).toEqual([a.paymentId]);
    expect(files.has('invoices.json')).toBe(false);
    // Her documents as the clinic prints them: the finalized report, the Form F and the receipt.
    const documents = [...files.keys()].filter((name) => name.startsWith('documents/')).sort();
    expect(documents).toEqual([
      expect.stringMatching(/^documents\/form-f-F-\d+\.pdf$/),
      expect.stringMatching(/^documents\/receipt-PAY-\d+\.pdf$/),
      expect.stringMatching(/^documents\/report-R-\d+\.pdf$/),
    ]);
    for (const name of documents) expect(files.get(name)?.startsWith('%PDF-'), name).toBe(true);
    expect([...files.values()].join('\n')).not.toContain(formulaPatientId);
    const audited = await rows(
      sql`select 1 from audit_events where action = 'patient.export' and entity_id = ${a.patientId}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('answers 404 for another clinic’s patient', async () => {
    expect((await api('GET', `/api/patients/${b.patientId}/export`)).statusCode).toBe(404);
  });
});

describe('after the subscription lapses', () => {
  it('the clinic can still take its data out', async () => {
    const lapsedApp = await createTestApp();
    try {
      const world = await buildClinicWorld(lapsedApp.app);
      // The 5-day trial is over; and the session is renewed past its 12 hours.
      lapsedApp.clock.advance(6 * 86_400_000);
      const login = await lapsedApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: world.clinic.email, password: world.clinic.password },
      });
      const token = login.json().token;
      const write = await lapsedApp.app.inject({
        method: 'POST',
        url: '/api/patients',
        headers: bearer(token),
        payload: {},
      });
      expect(write.statusCode).toBe(402);
      const started = await lapsedApp.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(token) });
      expect(started.statusCode).toBe(202);
      await lapsedApp.settle();
      const shown = await lapsedApp.app.inject({
        method: 'GET',
        url: `/api/exports/${started.json().id}`,
        headers: bearer(token),
      });
      expect(shown.json().status).toBe('ready');
      const own = await lapsedApp.app.inject({
        method: 'GET',
        url: `/api/patients/${world.patientId}/export`,
        headers: bearer(token),
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await lapsedApp.close();
    }
  });
});
