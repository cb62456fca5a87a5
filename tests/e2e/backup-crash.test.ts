import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { processStartTime } from '../../db/data-dir-lock.ts';
import { openDataDirDatabase } from '../../db/embedded-database.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { queryRows } from '../../db/query-rows.ts';
import { seedPlans } from '../../db/seed/plans.ts';
import { newDataDir } from './support/built-server.ts';
import { startScript } from './support/run-script.ts';

let dataDir: string | undefined;
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A script of scripts/ as one node process; its exit code and output. */
function runScript(name: string, dir: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return startScript(name, dir, args).done;
}

/** `npm run backup` as one node process (no npx/tsx wrapper), so SIGKILL hits the backup itself. */
function startBackup(dir: string) {
  return startScript('backup.ts', dir);
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const listing = (dir: string) => readdirSync(dir).sort();

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a backup killed with SIGKILL', () => {
  it('leaves the earlier backups intact, and the next backup succeeds', { timeout: 600_000 }, async () => {
    dataDir = newDataDir();
    const handle = await openDataDirDatabase(dataDir, { statementTimeoutMs: 0 });
    try {
      await migrateDatabase(handle.db);
      await seedPlans(handle.db);
      await handle.db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
        select 'n' || g, 'm', 'a@b.in', 's', repeat('x', 200) from generate_series(1, 2000) g`);
    } finally {
      await handle.close();
    }
    // Incompressible uploads, so the backup takes a few seconds to write: time to kill it mid-way.
    mkdirSync(join(dataDir, 'uploads', 'logos'), { recursive: true });
    for (let i = 0; i < 6; i++)
      writeFileSync(join(dataDir, 'uploads', 'logos', `${i}.bin`), randomBytes(40 * 1024 * 1024));
    const backups = join(dataDir, 'backups');

    const first = await startBackup(dataDir).done;
    expect(first.code, first.output).toBe(0);
    const [earlier] = listing(backups).filter((f) => f.endsWith('.zip'));
    if (!earlier) throw new Error('no first backup');
    const before = {
      hash: sha256(join(backups, earlier)),
      sidecar: readFileSync(join(backups, `${earlier}.json`), 'utf8'),
    };

    const killed = startBackup(dataDir);
    const partial = () => listing(backups).find((f) => f.endsWith('.partial'));
    await waitFor(() => {
      const name = partial();
      return name !== undefined && statSync(join(backups, name)).size > 10 * 1024 * 1024;
    }, 'the second backup to be half written');
    killed.child.kill('SIGKILL');
    await killed.done;

    // The earlier backup and its verification are untouched; no half backup carries a real name.
    expect(listing(backups).filter((f) => f.endsWith('.zip'))).toEqual([earlier]);
    expect(sha256(join(backups, earlier))).toBe(before.hash);
    expect(readFileSync(join(backups, `${earlier}.json`), 'utf8')).toBe(before.sidecar);
    expect(partial()).toBeDefined();

    // The next one takes the lock the dead one held, clears its leftover and succeeds.
    const next = await startBackup(dataDir).done;
    expect(next.code, next.output).toBe(0);
    expect(next.output).toContain('Verified');
    // Both are of today, and rotation keeps a day's newest: the new backup replaces the earlier.
    const zips = listing(backups).filter((f) => f.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    expect(zips[0] && zips[0] > earlier).toBe(true);
    expect(JSON.parse(readFileSync(join(backups, `${zips[0]}.json`), 'utf8')).verified).toBe(true);
    expect(partial()).toBeUndefined();
  });
});

describe('npm run restore', () => {
  it('refuses while a portal holds the data directory, then restores and keeps the replaced data', {
    timeout: 600_000,
  }, async () => {
    const dir = dataDir;
    if (!dir) throw new Error('runs after the crash test, on its data directory');
    const backups = join(dir, 'backups');
    const [file] = listing(backups).filter((f) => f.endsWith('.zip'));
    if (!file) throw new Error('no backup');
    // Written after the backup: the restore must take it away, and keep it in the old database.
    const before = await openDataDirDatabase(dir, { statementTimeoutMs: 0 });
    await before.db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
      values ('After', 'Backup', 'a@b.in', 's', 'm')`);
    await before.close();
    writeFileSync(join(dir, 'uploads', 'logos', 'after-backup.bin'), 'new');

    // A live process named in portal.lock, as a running portal would be.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, 'portal.lock'), `${holder.pid} ${processStartTime(holder.pid ?? 0) ?? ''}\n`);
      const refused = await runScript('restore.ts', dir, [join(backups, file)]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The portal is running on');
    } finally {
      holder.kill('SIGKILL');
    }

    const restored = await runScript('restore.ts', dir, [join(backups, file)]);
    expect(restored.code, restored.output).toBe(0);
    const kept = /kept as the database "(portal_before_restore_\w+)"/.exec(restored.output)?.[1];
    expect(kept).toBeDefined();
    expect(restored.output).toContain('uploads.before-restore-');

    const after = await openDataDirDatabase(dir, { statementTimeoutMs: 0 });
    try {
      const [now] = await queryRows<{ n: number }>(
        after.db,
        sql`select count(*)::int as n from contact_messages where first_name = 'After'`,
      );
      expect(now?.n).toBe(0);
      const databases = await queryRows<{ datname: string }>(after.db, sql`select datname from pg_database`);
      expect(databases.map((r) => r.datname)).toContain(kept);
    } finally {
      await after.close();
    }
    expect(listing(join(dir, 'uploads', 'logos'))).not.toContain('after-backup.bin');
    const keptUploads = listing(dir).find((f) => f.startsWith('uploads.before-restore-')) ?? '';
    expect(listing(join(dir, keptUploads, 'logos'))).toContain('after-backup.bin');
  });
});
