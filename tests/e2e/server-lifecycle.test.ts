import { afterAll, describe, expect, it } from 'vitest';
import { buildSignup } from '../support/factories.ts';
import {
  freePort,
  newDataDir,
  type RunningServer,
  spawnServer,
  startBuiltServer,
  stopProcess,
} from './support/built-server.ts';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

describe('the built server on the embedded database', () => {
  it('keeps data across a restart, and refuses a second process on the same data dir', async () => {
    const dataDir = newDataDir();
    const first = await startBuiltServer(dataDir);
    running.push(first);
    const signup = buildSignup();
    const created = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup),
    });
    expect(created.status).toBe(201);

    // A second server on the same directory must refuse, with a clear message, and change nothing.
    const second = spawnServer(dataDir, await freePort());
    const exitCode = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
    expect(exitCode).toBe(1);
    expect(second.output()).toContain('is already in use by another portal process');

    await first.stop();
    // A clean stop logs no error: pg-boss losing its connections as it stops is the stop (issue 28).
    expect(first.output()).not.toMatch(/"level":50/);
    const restarted = await startBuiltServer(dataDir);
    running.push(restarted);
    const login = await fetch(`${restarted.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: signup.email, password: signup.password }),
    });
    expect(login.status).toBe(200);
    const user = await fetch(`${restarted.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
    });
    expect(((await user.json()) as { firstName: string }).firstName).toBe('Asha');
  });

  it('serves the web app for deep links and JSON for unknown API paths', async () => {
    const server = await startBuiltServer();
    running.push(server);
    const page = await fetch(`${server.url}/billing?tab=plans`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found', reason: 'not_found' });
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
  });
});
