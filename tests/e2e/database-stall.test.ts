import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS, QUERY_TIMEOUT_MARGIN_MS } from '../../db/client.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { postgresPid, type RunningServer, startBuiltServer } from './support/built-server.ts';

// Issue 28 B: a frozen PostgreSQL (SIGSTOP: what a hung disk or a stalled VM looks like) never
// sends its own statement_timeout; requests holding a connection waited 20-60 s and then lost
// their socket without an answer. Now each answers 503 in the JSON error shape within
// statement_timeout (5 s) + the client's margin, or the connection wait (3 s) before it.
const STATEMENT_TIMEOUT_MS = 5000;
const BOUND_MS = CONNECTION_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS + 1500;

const running: RunningServer[] = [];
let frozen: number[] = [];
afterAll(async () => {
  signal(frozen, 'SIGCONT');
  for (const server of running) await server.stop();
});

/** The postmaster and its backends, checkpointer, WAL writer…: all of them, as a frozen host would. */
function postgresProcesses(postmaster: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number.parseInt(line, 10))
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone already
    }
  }
}

describe('a stalled database', () => {
  it('answers every request 503 within the bound while PostgreSQL is frozen, and recovers on SIGCONT', async () => {
    const server = await startBuiltServer();
    running.push(server);
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSignup()),
    });
    const { token } = (await signup.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/subscription/activate-trial`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    });
    const patientRes = await fetch(`${server.url}/api/patients`, {
      method: 'POST',
      headers,
      body: JSON.stringify(buildPatient()),
    });
    expect(patientRes.status).toBe(201);
    const patient = (await patientRes.json()) as { id: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const pay = () =>
      fetch(`${server.url}/api/payments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ patientId: patient.id, amount: 500, paymentMethod: 'cash', paymentDate: today }),
      });
    const list = () => fetch(`${server.url}/api/patients`, { headers });
    // Open several pooled connections, so that frozen requests hold connections, not only wait for them.
    await Promise.all([list(), list(), list(), pay(), pay()]);

    frozen = postgresProcesses(postgresPid(server.dataDir));
    signal(frozen, 'SIGSTOP');
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const started = Date.now();
        const res = await (i % 2 ? pay() : list());
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as Record<string, unknown>,
          ms: Date.now() - started,
        };
      }),
    );
    signal(frozen, 'SIGCONT');
    frozen = [];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '30', body: { message: expect.any(String) } });
      expect(Object.keys(answer.body)).toEqual(['message']);
      expect(answer.ms).toBeLessThan(BOUND_MS);
    }

    // Back without a restart: the connections the timeouts cut are replaced.
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await list()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await pay()).status).toBe(201);
    expect(server.process.exitCode).toBeNull();
  });
});
