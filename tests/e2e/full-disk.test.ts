import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, DISK_FULL_MESSAGE } from '../../server/lib/pg-errors.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { makePng } from '../support/test-files.ts';
import { type RunningServer, startBuiltServer, stopProcess } from './support/built-server.ts';
import { signUpThroughApi } from './support/clinic-flows.ts';
import {
  fillDisk,
  mountSmallDisk,
  postmastersOn,
  startFreshWalSegment,
  switchWalUntilRefused,
  unmountSmallDisk,
} from './support/small-disk.ts';

// A fresh DATA_DIR takes about 45 MB (28 MB of cluster, one 16 MB WAL segment): 128 MB leaves it
// room to start and work before the filler takes the rest.
const DISK_MB = 128;
// Not a performance bound: an answer that has not come by then is never coming (a hang).
const ANSWER_BOUND_MS = 20_000;

let disk: { dir: string } | { refused: string } | undefined;
let server: RunningServer | undefined;

beforeAll(() => {
  disk = mountSmallDisk(DISK_MB);
});

afterAll(async () => {
  if (!disk || !('dir' in disk)) return;
  if (server) await stopProcess(server.process);
  // A PostgreSQL the app left behind (the test failed mid-way) would hold the mount.
  for (const pid of postmastersOn(join(disk.dir, 'postgres'))) process.kill(pid, 'SIGKILL');
  await unmountSmallDisk(disk.dir);
});

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** One request that must be answered within ANSWER_BOUND_MS; no answer fails the test as a hang. */
async function ask(
  path: string,
  init: { method?: string; token?: string; json?: unknown; png?: Buffer } = {},
): Promise<Answer> {
  const method = init.method ?? (init.json || init.png ? 'POST' : 'GET');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANSWER_BOUND_MS);
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json) headers['content-type'] = 'application/json';
  if (init.png) headers['content-type'] = 'image/png';
  try {
    const res = await fetch(`${server?.url}${path}`, {
      method,
      headers,
      body: init.png ?? (init.json ? JSON.stringify(init.json) : undefined),
      signal: controller.signal,
    });
    const isJson = res.headers.get('content-type')?.startsWith('application/json');
    const body: unknown = isJson ? await res.json() : await res.arrayBuffer();
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${method} ${path} got no answer in ${ANSWER_BOUND_MS / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal for want of disk or database: 507 or 503, our error shape, a message, a retry hint. */
function expectCleanRefusal(answer: Answer, what: string): void {
  expect([503, 507], `${what}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
  expect(answer.body).toEqual({ message: answer.status === 507 ? DISK_FULL_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE });
  expect(answer.retryAfter).toBe('30');
}

/** Patient names must be letters: a counter written in them keeps each one distinct. */
let named = 0;
function nextPatient(label: string) {
  let n = named++;
  let suffix = '';
  do {
    suffix += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return buildPatient({ firstName: `${label}${suffix}` });
}

async function requestLogoUpload(token: string): Promise<string> {
  const grant = await ask('/api/clinic/logo/upload', { token, json: {} });
  expect(grant.status).toBe(200);
  return (grant.body as { url: string }).url;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a full disk under the running portal', () => {
  it('answers 507 or 503 at once, never hangs, and works again by itself once space is freed', {
    timeout: 300_000,
  }, async (context) => {
    if (!disk || 'refused' in disk) return context.skip(disk && 'refused' in disk ? disk.refused : 'no disk');
    const dataDir = disk.dir;
    const filler = join(dataDir, 'filler');
    server = await startBuiltServer(dataDir);
    const owner = buildSignup();
    const { token } = await signUpThroughApi(server.url, owner, { startTrial: true });
    const acknowledged: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await ask('/api/patients', { token, json: nextPatient('Before') });
      expect(created.status).toBe(201);
      acknowledged.push((created.body as { id: string }).id);
    }
    const uploadUrl = await requestLogoUpload(token);
    await startFreshWalSegment(dataDir);

    // 1. The disk fills while PostgreSQL runs, with room left in its WAL segment, so its tables
    //    and indexes are what cannot grow. Writes that still fit in pages it already has succeed
    //    (and count as acknowledged); the first that needs a new page is refused.
    expect(fillDisk(filler)).toBeGreaterThan(0);
    let refusedWrite: Answer | undefined;
    for (let attempt = 0; attempt < 200 && !refusedWrite; attempt++) {
      const answer = await ask('/api/patients', { token, json: nextPatient('Full') });
      if (answer.status === 201) acknowledged.push((answer.body as { id: string }).id);
      else refusedWrite = answer;
    }
    expect(refusedWrite?.status, 'a patient registration on the full disk').toBe(507);
    expectCleanRefusal(refusedWrite as Answer, 'registration on a full disk');
    const login = await ask('/api/auth/login', { json: { email: owner.email, password: owner.password } });
    if (login.status !== 200) expectCleanRefusal(login, 'login on a full disk');
    fillDisk(filler);
    const logo = await ask(uploadUrl, { method: 'PUT', png: makePng(16, 16) });
    expect(logo.status, 'a logo upload on the full disk').toBe(507);
    expectCleanRefusal(logo, 'logo upload on a full disk');
    // Reads need no new space: they go on working, and so does the readiness check.
    expect((await ask('/api/patients', { token })).status).toBe(200);
    expect((await ask(`/api/patients/${acknowledged[0]}`, { token })).status).toBe(200);
    expect((await ask('/readyz')).status).toBe(200);

    // 2. PostgreSQL needs a new WAL segment: it PANICs, and its crash restart cannot finish its
    //    recovery without one, so the postmaster exits. The supervisor's restarts keep failing
    //    while the disk is full; meanwhile every request is answered, writes and reads with 503.
    fillDisk(filler);
    const panic = await switchWalUntilRefused(dataDir);
    expect(panic?.message).toMatch(/No space left on device/);
    const readiness = new Set<number>();
    let refusedWhileDown = 0;
    const downUntil = Date.now() + 120_000;
    while (!server.output().includes('Restarting the embedded PostgreSQL failed (try 2)')) {
      expect(Date.now(), `supervisor never retried:\n${server.output().slice(-3000)}`).toBeLessThan(downUntil);
      const write = await ask('/api/patients', { token, json: nextPatient('Down') });
      expectCleanRefusal(write, 'registration while PostgreSQL is down');
      if (write.status === 503) refusedWhileDown++;
      const read = await ask('/api/patients', { token });
      if (read.status !== 200) expectCleanRefusal(read, 'patient list while PostgreSQL is down');
      readiness.add((await ask('/readyz')).status);
      expect((await ask('/healthz')).status).toBe(200);
      await wait(500);
    }
    expect(refusedWhileDown).toBeGreaterThan(0);
    expect(readiness).toEqual(new Set([503]));
    expect(server.process.exitCode).toBeNull();

    // 3. Space comes back: without any restart by hand, writes succeed again within a bound.
    rmSync(filler);
    const backUntil = Date.now() + 120_000;
    for (;;) {
      expect(Date.now(), `no recovery:\n${server.output().slice(-3000)}`).toBeLessThan(backUntil);
      const answer = await ask('/api/patients', { token, json: nextPatient('After') });
      if (answer.status === 201) {
        acknowledged.push((answer.body as { id: string }).id);
        break;
      }
      expectCleanRefusal(answer, 'registration while recovering');
      await wait(500);
    }
    // Everything acknowledged is there, and nothing that was refused.
    for (const id of acknowledged) {
      expect((await ask(`/api/patients/${id}`, { token })).status, `acknowledged patient ${id}`).toBe(200);
    }
    const listed = (await ask('/api/patients', { token })).body as { id: string }[];
    expect(listed.map((patient) => patient.id).sort()).toEqual([...acknowledged].sort());
    expect((await ask('/readyz')).status).toBe(200);
    const uploaded = await ask(await requestLogoUpload(token), { method: 'PUT', png: makePng(16, 16) });
    expect(uploaded.status).toBe(200);
    expect((await ask((uploaded.body as { logoUrl: string }).logoUrl)).status).toBe(200);

    // 4. A clean stop still works, and takes the restarted PostgreSQL with it.
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
    expect(postmastersOn(join(dataDir, 'postgres'))).toEqual([]);
  });
});
