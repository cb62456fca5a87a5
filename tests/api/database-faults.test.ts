import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp, testDatabaseUrl } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

const apps: TestApp[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const server of servers) server.close();
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('when the database fails under a running server', () => {
  it('survives its connections being terminated (a PostgreSQL restart or failover) and recovers on its own', async () => {
    const applicationName = `faults-${randomUUID().slice(0, 8)}`;
    let idleErrors = 0;
    const handle = await openDatabase({
      databaseUrl: await testDatabaseUrl(),
      poolSize: 4,
      applicationName,
      onIdleError: () => idleErrors++,
    });
    const test = await createTestApp({ handle });
    apps.push(test);
    const clinic = await signUpClinic(test.app);
    // Fill the pool, so there are idle connections for the termination to hit.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) }),
      ),
    );
    const admin = new pg.Client({ connectionString: await testDatabaseUrl() });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Before the fix the idle clients' 'error' event ended the process here: wait for every one.
    await waitUntil('every terminated idle connection reported', () => idleErrors === killed.rowCount, 10_000);
    const after = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) });
    expect(after.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 with our JSON shape while the database is unreachable, on /readyz and on routes', async () => {
    const closed = createServer();
    const port = await listen(closed);
    closed.close();
    const handle = await openDatabase({ databaseUrl: `postgres://portal:x@127.0.0.1:${port}/portal` });
    const test = await createTestApp({ handle });
    apps.push(test);
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.in', password: 'Clinic@Secure2026' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: expect.stringContaining('database is unavailable') });
    expect(login.headers['retry-after']).toBe('30');
  });

  it('answers /readyz with 503 within its bound when the database accepts connections but never answers', async () => {
    const sockets: Socket[] = [];
    const stalled = createServer((socket) => sockets.push(socket));
    const port = await listen(stalled);
    const handle = await openDatabase({ databaseUrl: `postgres://portal:x@127.0.0.1:${port}/portal` });
    const test = await createTestApp({ handle });
    apps.push(test);
    const started = Date.now();
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    // Not a performance figure: before the fix this waited for the 15 s of the driver's defaults.
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const socket of sockets) socket.destroy();
  });
});
