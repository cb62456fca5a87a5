import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKUP_MESSAGES } from '../../core/system/backup-schemas.ts';
import { OPERATOR_ONLY_MESSAGE } from '../../core/team/permissions.ts';
import { openBackupZip } from '../../db/backup/backup-zip-reader.ts';
import { restoreBackupInto } from '../../db/backup/restore-backup.ts';
import { listBackups, readLastRun } from '../../db/backup/run-backup.ts';
import { readVerification } from '../../db/backup/verify-backup.ts';
import { createDatabaseIfMissing } from '../../db/embedded-database.ts';
import { readConfig } from '../../server/config.ts';
import { type Clock, createManualClock } from '../../server/lib/clock.ts';
import { runNightlyBackup } from '../../server/modules/backups/backup-service.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { buildClinicWorld, type ClinicWorld } from '../support/clinic-world.ts';
import { verifyEmailFromMail } from '../support/email-helpers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { addMember, type Member } from '../support/team-helpers.ts';
import { createTestApp, type TestApp, testDatabaseUrl } from '../support/test-app.ts';

const adminUrl = inject('embeddedAdminUrl');
// Backups are of the embedded engine; against a TEST_DATABASE_URL server there is none to back up.
const describeEmbedded = adminUrl ? describe : describe.skip;

/** The deployment's operator (OPERATOR_EMAILS); also the administrator of a clinic of their own. */
const OPERATOR = `ops.${randomUUID().slice(0, 8)}@example.in`;

let t: TestApp;
let world: ClinicWorld;
let backupDir: string;
let dataDir: string;
let doctor: Member;
let receptionist: Member;

const madeDirs: string[] = [];
/** A folder of this file's own, removed when the file is done (backups are large). */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

async function embeddedApp(options: { holdBackground?: boolean } = {}) {
  return createTestApp({
    ...options,
    config: {
      dataDir,
      backups: { dir: backupDir, schedule: null, keepDaily: 7, keepWeekly: 4 },
      operatorEmails: [OPERATOR],
    },
    embeddedDatabase: { databaseUrl: await testDatabaseUrl(), adminUrl },
  });
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describeEmbedded('backups of the embedded engine', () => {
  beforeAll(async () => {
    dataDir = tempDir('portal-backup-data-');
    backupDir = join(dataDir, 'backups');
    // A logo on disk: uploads are part of the backup.
    mkdirSync(join(dataDir, 'uploads', 'logos'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'logos', `${'a'.repeat(32)}.png`), randomBytes(2048));
    t = await embeddedApp();
    const operator = await signUpTrialClinic(t.app, { email: OPERATOR });
    await t.settle();
    await verifyEmailFromMail(t.app, t.mailer.sent, OPERATOR);
    world = await buildClinicWorld(t.app, operator);
    await buyPlan(t.app, world.clinic.token, 'professional');
    doctor = await addMember(t.app, t.mailer.sent, world.clinic.token, 'doctor');
    receptionist = await addMember(t.app, t.mailer.sent, world.clinic.token, 'receptionist');
  });
  afterAll(() => t.close());

  it('backs up, verifies by restoring into a temporary database, and lists the result without row counts', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/system/backups',
      headers: bearer(world.clinic.token),
    });
    expect(started.statusCode).toBe(202);
    await t.settle();
    const list = await t.app.inject({ method: 'GET', url: '/api/system/backups', headers: bearer(world.clinic.token) });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ available: true, running: false, lastRun: { outcome: 'succeeded' } });
    // What rotation keeps, so the screen can say it (and that failed backups are bounded).
    expect(body.retention).toEqual({ daily: 7, weekly: 4, unverified: 2 });
    expect(body.backups).toHaveLength(1);
    expect(Object.keys(body.backups[0]).sort()).toEqual([
      'createdAt',
      'fileName',
      'sizeBytes',
      'verified',
      'verifiedAt',
    ]);
    expect(body.backups[0]).toMatchObject({ verified: true, createdAt: t.clock.now().toISOString() });
    expect(body.backups[0].sizeBytes).toBeGreaterThan(1000);
    // The verification's temporary database is gone again.
    const left = await query<{ datname: string }>(
      adminUrl,
      `select datname from pg_database where datname like 'portal_verify_%'`,
    );
    expect(left).toEqual([]);
    // Starting one is audited.
    const audited = await query(
      await testDatabaseUrl(),
      `select 1 from audit_events where action = 'system.backup.start'`,
    );
    expect(audited).toHaveLength(1);
  });

  it('restores into an empty database with the same rows as the source, uploads included', async () => {
    const [backup] = await listBackups(backupDir);
    if (!backup) throw new Error('no backup');
    const zip = await openBackupZip(backup.path);
    const name = `restore_${randomBytes(4).toString('hex')}`;
    await createDatabaseIfMissing(adminUrl, name);
    try {
      const result = await restoreBackupInto(zip, databaseUrl(name));
      expect(result.mismatches).toEqual([]);
      const source = await testDatabaseUrl();
      for (const table of ['patients', 'reports', 'pcpndt_forms', 'payments', 'audit_event_counts', 'memberships']) {
        const sql = `select md5(string_agg(t::text, '|' order by t::text)) as h, count(*)::int as n from ${table} t`;
        const [restored] = await query<{ h: string; n: number }>(databaseUrl(name), sql);
        const [original] = await query<{ h: string; n: number }>(source, sql);
        expect(restored, table).toEqual(original);
        expect(original?.n, table).toBeGreaterThan(0);
      }
      // Every index is there again (secondary ones are dropped for the load and rebuilt).
      const indexSql = `select string_agg(indexdef, ';' order by indexname) as d from pg_indexes where schemaname = 'public'`;
      expect((await query(databaseUrl(name), indexSql))[0]).toEqual((await query(source, indexSql))[0]);
      // Generated columns and trigger-kept tables come back too (search text; patient_search).
      const [search] = await query<{ n: number }>(databaseUrl(name), 'select count(*)::int as n from patient_search');
      expect(search?.n).toBeGreaterThan(0);
      expect(zip.names()).toContain(`uploads/logos/${'a'.repeat(32)}.png`);
      // A sequence continues after the restored rows.
      const [ids] = await query<{ next: string; max: string }>(
        databaseUrl(name),
        `select nextval('audit_events_id_seq')::text as next, (select max(id) from audit_events)::text as max`,
      );
      expect(BigInt(ids?.next ?? 0)).toBeGreaterThan(BigInt(ids?.max ?? 0));
    } finally {
      zip.close();
      await query(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    }
  });

  it('answers 409 while a backup runs, and starts again once it has finished', async () => {
    const held = await embeddedApp({ holdBackground: true });
    try {
      const post = () =>
        held.app.inject({ method: 'POST', url: '/api/system/backups', headers: bearer(world.clinic.token) });
      expect((await post()).statusCode).toBe(202);
      const second = await post();
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: BACKUP_MESSAGES.running, reason: 'conflict' });
      const listed = await held.app.inject({
        method: 'GET',
        url: '/api/system/backups',
        headers: bearer(world.clinic.token),
      });
      expect(listed.json().running).toBe(true);
      // The nightly run skips rather than waits.
      expect(await runNightlyBackup(await backupDeps(createManualClock(), 7, 4))).toEqual({
        status: 'skipped',
        reason: 'already-running',
      });
      await held.releaseBackground();
      expect((await post()).statusCode).toBe(202);
      await held.releaseBackground();
    } finally {
      await held.close();
    }
  });

  it('drops, after a run, the database a verification killed earlier left behind', async () => {
    // What a backup killed during its verification leaves: a full copy nobody holds any more.
    await query(adminUrl, 'CREATE DATABASE portal_verify_killed0run');
    const run = await runNightlyBackup(await backupDeps(createManualClock(), 7, 4));
    expect(run).toMatchObject({ status: 'done', verified: true });
    const left = await query(adminUrl, `select datname from pg_database where datname like 'portal\\_verify\\_%'`);
    expect(left).toEqual([]);
  });

  it("lets only the deployment's operators list and start backups: no clinic admin, paid or on trial, nor other roles", async () => {
    const paidAdmin = await signUpTrialClinic(t.app);
    await buyPlan(t.app, paidAdmin.token, 'professional');
    const trialAdmin = await signUpTrialClinic(t.app);
    const refused = {
      'a paid clinic admin': paidAdmin.token,
      'a trial admin': trialAdmin.token,
      "the operator's doctor": doctor.token,
      "the operator's receptionist": receptionist.token,
    };
    for (const [who, token] of Object.entries(refused)) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: '/api/system/backups', headers: bearer(token) });
        expect(res.statusCode, `${method} as ${who}`).toBe(403);
        expect(res.json(), `${method} as ${who}`).toEqual({ message: OPERATOR_ONLY_MESSAGE, reason: 'operator_only' });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/system/backups' })).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/system/backups',
      headers: bearer(world.clinic.token),
    });
    expect(listed.statusCode).toBe(200);
    // The browser is told, to show the panel to the operator only.
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }).then((r) => r.json());
    expect((await me(world.clinic.token)).operator).toBe(true);
    expect((await me(paidAdmin.token)).operator).toBe(false);
    // A clinic's administrator keeps the export of their own clinic's data.
    const exports = await t.app.inject({ method: 'GET', url: '/api/exports', headers: bearer(paidAdmin.token) });
    expect(exports.statusCode).toBe(200);
  });
});

describeEmbedded('rotation of nightly backups', () => {
  it('keeps the newest of each of the last days, then one a week, as the clock moves on', async () => {
    dataDir = tempDir('portal-backup-rotation-');
    backupDir = join(dataDir, 'backups');
    // Monday 2 March 2026, 02:30 India time.
    const clock = createManualClock(new Date('2026-03-01T21:00:00Z'));
    const deps = await backupDeps(clock, 2, 1);
    const made: string[] = [];
    // Nightly on Mon, Tue, Wed; then a gap; then Mon and Tue of the next week, and Mon of the one after.
    for (const dayOffset of [0, 1, 2, 7, 8, 14]) {
      clock.set(new Date(Date.parse('2026-03-01T21:00:00Z') + dayOffset * 86_400_000));
      const run = await runNightlyBackup(deps);
      if (run.status !== 'done') throw new Error(run.status);
      expect(run.verified).toBe(true);
      made.push(run.fileName);
    }
    const kept = (await listBackups(backupDir)).map((b) => b.fileName);
    // Daily: 16/03 and 10/03 (the two newest days); weekly: the newest of the week before
    // those days' weeks, Wed 04/03. Each file's verification sidecar goes with it.
    expect(kept).toEqual([made[5], made[4], made[2]]);
    const files = readdirSync(backupDir).filter((f) => f.endsWith('.zip.json'));
    expect(files.sort()).toEqual(kept.map((f) => `${f}.json`).sort());
    expect(readVerification(join(backupDir, made[5] ?? ''))?.verified).toBe(true);
  });

  it('counts a verification that cannot run as failed, so only the newest two such backups stay', async () => {
    dataDir = tempDir('portal-backup-unverifiable-');
    backupDir = join(dataDir, 'backups');
    const clock = createManualClock(new Date('2026-03-01T21:00:00Z'));
    const good = await runNightlyBackup(await backupDeps(clock, 7, 4));
    if (good.status !== 'done') throw new Error(good.status);
    // The cluster refuses the verification's connection: its maintenance database does not exist.
    const deps = await backupDeps(clock, 7, 4);
    const refused = {
      ...deps,
      embeddedDatabase: { ...deps.embeddedDatabase, adminUrl: databaseUrl(`gone_${randomUUID().slice(0, 8)}`) },
    };
    const failed: string[] = [];
    for (let night = 1; night <= 3; night += 1) {
      clock.set(new Date(Date.parse('2026-03-01T21:00:00Z') + night * 86_400_000));
      const run = await runNightlyBackup(refused);
      if (run.status !== 'done') throw new Error(run.status);
      expect(run.verified).toBe(false);
      failed.push(run.fileName);
    }
    const kept = await listBackups(backupDir);
    expect(kept.map((b) => `${b.fileName} ${b.verified}`)).toEqual([
      `${failed[2]} false`,
      `${failed[1]} false`,
      `${good.fileName} true`,
    ]);
    expect(readVerification(join(backupDir, failed[2] ?? ''))?.message).toMatch(
      /^The backup could not be verified: .*does not exist/,
    );
    expect(await readLastRun(backupDir)).toMatchObject({ outcome: 'failed', fileName: failed[2] });
  });
});

async function backupDeps(clock: Clock, keepDaily: number, keepWeekly: number) {
  return {
    config: { ...readConfig({}), dataDir, backups: { dir: backupDir, schedule: null, keepDaily, keepWeekly } },
    clock,
    embeddedDatabase: { databaseUrl: await testDatabaseUrl(), adminUrl },
  };
}

describe('backups with a PostgreSQL server (DATABASE_URL)', () => {
  it('answers 409 with where to look, and lists nothing', async () => {
    const email = `ops.${randomUUID().slice(0, 8)}@example.in`;
    // Upper case in the setting, as an operator may write it: addresses compare case-insensitively.
    const server = await createTestApp({
      config: { operatorEmails: readConfig({ OPERATOR_EMAILS: email.toUpperCase() }).operatorEmails },
    });
    try {
      const clinic = (await buildClinicWorld(server.app, await signUpTrialClinic(server.app, { email }))).clinic;
      await server.settle();
      await verifyEmailFromMail(server.app, server.mailer.sent, email);
      const post = await server.app.inject({
        method: 'POST',
        url: '/api/system/backups',
        headers: bearer(clinic.token),
      });
      expect(post.statusCode).toBe(409);
      expect(post.json()).toEqual({ message: BACKUP_MESSAGES.serverDatabase, reason: 'conflict' });
      const list = await server.app.inject({
        method: 'GET',
        url: '/api/system/backups',
        headers: bearer(clinic.token),
      });
      expect(list.json()).toEqual({ available: false, running: false, lastRun: null, backups: [], retention: null });
    } finally {
      await server.close();
    }
  });

  it('refuses an operator address until its owner has verified it, so signing up with it is not enough', async () => {
    const email = `ops.${randomUUID().slice(0, 8)}@example.in`;
    const server = await createTestApp({ config: { operatorEmails: [email] } });
    try {
      const clinic = await signUpTrialClinic(server.app, { email });
      const list = () =>
        server.app.inject({ method: 'GET', url: '/api/system/backups', headers: bearer(clinic.token) });
      expect((await list()).statusCode).toBe(403);
      await server.settle();
      await verifyEmailFromMail(server.app, server.mailer.sent, email);
      expect((await list()).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets nobody in through the web without OPERATOR_EMAILS, not even a clinic admin', async () => {
    const server = await createTestApp();
    try {
      const clinic = await signUpTrialClinic(server.app);
      await server.settle();
      await verifyEmailFromMail(server.app, server.mailer.sent, clinic.email);
      for (const method of ['GET', 'POST'] as const) {
        const res = await server.app.inject({ method, url: '/api/system/backups', headers: bearer(clinic.token) });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: OPERATOR_ONLY_MESSAGE, reason: 'operator_only' });
      }
    } finally {
      await server.close();
    }
  });
});
