import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../db/process-alive.ts';
import { buildSignup } from '../support/factories.ts';
import { freePort, newDataDir, spawnServer, startBuiltServer, stopProcess } from './support/built-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) await stopProcess(child);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = newDataDir();
  dataDirs.push(dir);
  return dir;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done(child.exitCode)
      : child.once('exit', (code) => done(code)),
  );

describe('start-up and shutdown faults', () => {
  it('exits 0 on SIGTERM promptly although a keep-alive client holds an idle connection', async () => {
    const server = await startBuiltServer(dataDir());
    children.push(server.process);
    const agent = new (await import('node:http')).Agent({ keepAlive: true });
    const status = await new Promise<number>((done, fail) => {
      request(`${server.url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      })
        .on('error', fail)
        .end();
    });
    expect(status).toBe(200);
    const dbPid = Number.parseInt(readFileSync(join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
    const started = Date.now();
    server.process.kill('SIGTERM');
    expect(await exited(server.process)).toBe(0);
    // Before, the idle socket held the server until the 10 s force timer, which exits 1.
    expect(Date.now() - started).toBeLessThan(9000);
    expect(isProcessAlive(dbPid)).toBe(false);
    agent.destroy();
  });

  it('answers 503 while its PostgreSQL is killed, restarts it and recovers by itself', async () => {
    const server = await startBuiltServer(dataDir());
    children.push(server.process);
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSignup()),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const dbPid = Number.parseInt(readFileSync(join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
    process.kill(dbPid, 'SIGKILL');
    const statuses = new Set<number>();
    const deadline = Date.now() + 60_000;
    let user = 0;
    while (Date.now() < deadline) {
      const res = await fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
      statuses.add(res.status);
      if (res.status !== 200) expect(await res.json()).toEqual({ message: expect.any(String) });
      if (res.status === 200 && statuses.has(503)) {
        user = res.status;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(statuses.has(503)).toBe(true);
    expect(user).toBe(200);
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    expect(server.process.exitCode).toBeNull();
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
  });

  it('starts although portal.lock names a live process that is not a portal, and postmaster.pid a pid that is not a postgres', async () => {
    const dir = dataDir();
    const first = await startBuiltServer(dir);
    await stopProcess(first.process);
    const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(stranger);
    writeFileSync(join(dir, 'portal.lock'), String(stranger.pid));
    // A postmaster.pid left by a server that died with its machine (its pid now belongs to a non-postgres process).
    writeFileSync(join(dir, 'postgres', 'postmaster.pid'), `${stranger.pid}\n${join(dir, 'postgres')}\n`);
    const second = await startBuiltServer(dir);
    children.push(second.process);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(isProcessAlive(stranger.pid ?? 0)).toBe(true);
    await stopProcess(second.process);
    stranger.kill('SIGKILL');
  });

  it('refuses an empty data-encryption.key with what to do, and leaves it as it was', async () => {
    const dir = dataDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'data-encryption.key'), '');
    const { child, output } = spawnServer(dir, await freePort());
    children.push(child);
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('data-encryption.key (the data encryption key) is empty');
    expect(output()).toContain('Restore it from your backup');
    expect(readFileSync(join(dir, 'data-encryption.key'), 'utf8')).toBe('');
  });

  it('retries an unreachable DATABASE_URL for DATABASE_WAIT_SECONDS, then fails with a clear message', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://portal:secret-password@127.0.0.1:${port}/portal`,
        DATABASE_WAIT_SECONDS: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let text = '';
    child.stdout?.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      text += chunk;
    });
    expect(await exited(child)).toBe(1);
    expect(text).toContain('Database not reachable yet');
    expect(text).toMatch(
      new RegExp(`Could not connect to the database at 127\\.0\\.0\\.1:${port}/portal .* after \\d+ tries`),
    );
    expect(text).not.toContain('secret-password');
  });

  it('npm start ends with one plain line, passes SIGTERM to the server and exits with it', async () => {
    const port = await freePort();
    const dicomPort = await freePort();
    const dir = dataDir();
    const launcher = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DICOM_PORT: String(dicomPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(launcher);
    let text = '';
    launcher.stdout?.on('data', (chunk) => {
      text += chunk;
    });
    launcher.stderr?.on('data', (chunk) => {
      text += chunk;
    });
    const deadline = Date.now() + 120_000;
    while (!text.includes('USG Clinic Portal is running') && Date.now() < deadline && launcher.exitCode === null) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const lines = text.trim().split('\n');
    expect(lines.at(-1)).toBe(
      `USG Clinic Portal is running: open http://localhost:${port} · data in ${dir} · database: embedded PostgreSQL ` +
        `(port ${lines.at(-1)?.match(/port (\d+) on/)?.[1]} on 127.0.0.1) · payments: simulated (no real money; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET) · DICOM: USGPORTAL on port ${dicomPort}`,
    );
    expect(text).not.toContain('{"level"');
    expect(lines.length).toBeLessThanOrEqual(2);
    launcher.kill('SIGTERM');
    expect(await exited(launcher)).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
