// Issue 28 C at process level: the built server's embedded PostgreSQL is killed (SIGKILL) while
// the mail server holds a password-reset e-mail, and it accepts the e-mail once PostgreSQL is
// dead. The server restarts PostgreSQL by itself; the sent mark it kept meanwhile is written
// then, so the message shows as sent after one try and arrived once. Before, it stayed pending
// under its lease, and the job sent it a second time when the lease ran out.
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_NAME } from '../../core/brand.ts';
import { isProcessAlive } from '../../db/process-alive.ts';
import { buildSignup } from '../support/factories.ts';
import { startSmtpListener } from '../support/smtp-test-listener.ts';
import { waitUntil } from '../support/wait-until.ts';
import {
  newDataDir,
  postgresPid,
  type RunningServer,
  removeKilledServer,
  startBuiltServer,
  stopProcess,
} from './support/built-server.ts';
import { signUpThroughApi } from './support/clinic-flows.ts';

const smtp = startSmtpListener();
let server: RunningServer | undefined;
afterAll(async () => {
  smtp.server.close();
  if (server) await removeKilledServer(server);
});

const arrivals = (to: string, about: string) =>
  smtp.received.filter(
    (s) => s.commands.includes(`RCPT TO:<${to}>`) && s.data.includes(`Subject: ${PORTAL_NAME}: ${about}`),
  ).length;

async function resetMessage(url: string, token: string) {
  const res = await fetch(`${url}/api/system/jobs`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return undefined;
  const { messages } = (await res.json()) as { messages: { kind: string; status: string; attempts: number }[] };
  return messages.find((m) => m.kind === 'password_reset');
}

describe('PostgreSQL killed while the mail server holds an e-mail', () => {
  it('delivers it once and marks it sent when PostgreSQL is back', { timeout: 300_000 }, async () => {
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const dataDir = newDataDir();
    server = await startBuiltServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    });
    const { url } = server;
    const owner = buildSignup();
    const { token } = await signUpThroughApi(url, owner, { startTrial: true });
    await waitUntil('the verification e-mail', () => arrivals(owner.email, 'verify your email address') === 1);

    let killed = 0;
    smtp.hooks.beforeAccept = async () => {
      killed = postgresPid(dataDir);
      process.kill(killed, 'SIGKILL');
      await waitUntil('PostgreSQL gone', () => !isProcessAlive(killed), 10_000);
    };
    // Its answer does not matter here (the database went away under it); the e-mail does.
    await fetch(`${url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email }),
    });
    // The reset is sent after the reply, in the background.
    await waitUntil(
      'the reset e-mail handed over',
      () => killed > 0 && arrivals(owner.email, 'reset your password') === 1,
    );

    await waitUntil(
      'the reset e-mail marked sent after PostgreSQL restarted',
      async () => (await resetMessage(url, token).catch(() => undefined))?.status === 'sent',
      60_000,
    );
    expect(postgresPid(dataDir)).not.toBe(killed);
    expect(await resetMessage(url, token)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(arrivals(owner.email, 'reset your password')).toBe(1);
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
  });
});
