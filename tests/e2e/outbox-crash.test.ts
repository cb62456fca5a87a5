// kill -9 with e-mails queued loses none of them (issue 21). A real server process, its SMTP
// server down, saves real product e-mails (the signup's verification, team invitations, password
// resets) in the outbox; it is killed with SIGKILL (in the second round its PostgreSQL too),
// started again on the same DATA_DIR with the SMTP server back, and every message arrives at the
// SMTP listener, once each. Two kinds of outage: nothing listening at SMTP_URL (connection
// refused), and a mail server that answers 421.
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_NAME } from '../../core/brand.ts';
import { buildSignup } from '../support/factories.ts';
import { startSmtpListener } from '../support/smtp-test-listener.ts';
import { waitUntil } from '../support/wait-until.ts';
import {
  freePort,
  killServer,
  newDataDir,
  type RunningServer,
  removeKilledServer,
  startBuiltServer,
  stopProcess,
} from './support/built-server.ts';
import { buyPlanThroughApi, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';

const smtp = startSmtpListener();
let current: RunningServer | undefined;
afterAll(async () => {
  smtp.server.close();
  if (current) await removeKilledServer(current);
});

/** Each round queues e-mails during one kind of SMTP outage and kills the app, or the app and its database. */
const ROUNDS: { outage: 'nothing listening' | 'answers 421'; kill: 'app' | 'both' }[] = [
  { outage: 'nothing listening', kill: 'app' },
  { outage: 'answers 421', kill: 'both' },
];
const INVITATIONS_PER_ROUND = 3;

/** One expected e-mail: its recipient and what its subject says after the portal's name. */
interface Mail {
  to: string;
  about: string;
}
const VERIFY = 'verify your email address';
const RESET = 'reset your password';
const INVITED = 'you are invited to join';

/** SMTP sessions that delivered `mail`: a data transfer to its recipient under its subject. */
const arrivals = (mail: Mail) =>
  smtp.received.filter(
    (s) => s.commands.includes(`RCPT TO:<${mail.to}>`) && s.data.includes(`Subject: ${PORTAL_NAME}: ${mail.about}`),
  ).length;

interface ListedMessage {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/** The clinic's outgoing messages as its administrator sees them (Settings → System). */
async function clinicMessages(url: string, token: string): Promise<ListedMessage[]> {
  const res = await fetch(`${url}/api/system/jobs`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`system jobs: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { messages: ListedMessage[] }).messages;
}

/** Real product actions that e-mail: team invitations, and a password reset for the owner. */
async function queueEmails(url: string, token: string, ownerEmail: string, round: number): Promise<Mail[]> {
  const mails: Mail[] = [];
  for (let i = 1; i <= INVITATIONS_PER_ROUND; i++) {
    const email = `front.${round}.${i}.${Date.now().toString(36)}@example.in`;
    await postAsClinic(url, token, '/api/team/invitations', {
      email,
      firstName: 'Pooja',
      lastName: 'Desai',
      role: 'receptionist',
    });
    mails.push({ to: email, about: INVITED });
  }
  const reset = await fetch(`${url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail }),
  });
  expect(reset.status).toBe(200);
  mails.push({ to: ownerEmail, about: RESET });
  return mails;
}

describe('queued e-mail under kill -9', () => {
  it('sends every e-mail a killed server had saved but not sent, once its SMTP server is back', {
    timeout: 300_000,
  }, async () => {
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const workingSmtp = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
    // A port that was free a moment ago: nothing listens there, so every connection is refused.
    const deadSmtp = `smtp://127.0.0.1:${await freePort()}`;
    const dataDir = newDataDir();
    let server = await startBuiltServer(dataDir, { SMTP_URL: deadSmtp });
    current = server;
    const owner = buildSignup();
    const { token } = await signUpThroughApi(server.url, owner, { startTrial: true });
    // Invitations need seats: Professional has 10.
    await buyPlanThroughApi(server, token, 'professional');
    const expected: Mail[] = [{ to: owner.email, about: VERIFY }];

    for (const [index, round] of ROUNDS.entries()) {
      smtp.outage.on = round.outage === 'answers 421';
      const sessionsBefore = smtp.received.length;
      const queued = await queueEmails(server.url, token, owner.email, index + 1);
      const unsent = index === 0 ? [...expected, ...queued] : queued;
      expected.push(...queued);
      // Saved, tried once right after the commit, failed, and waiting for the retry.
      await waitUntil(`round ${index + 1}: ${unsent.length} e-mails saved and tried`, async () => {
        const pending = (await clinicMessages(server.url, token)).filter((m) => m.status === 'pending');
        return pending.length === unsent.length && pending.every((m) => m.attempts >= 1 && m.lastError);
      });
      expect(smtp.received.slice(sessionsBefore).filter((s) => s.data !== '')).toEqual([]);

      await killServer(server, round.kill);

      smtp.outage.on = false;
      server = await startBuiltServer(dataDir, { SMTP_URL: workingSmtp });
      current = server;
      await waitUntil(`round ${index + 1}: every e-mail delivered after kill -9 of the ${round.kill}`, () =>
        expected.every((mail) => arrivals(mail) >= countOf(expected, mail)),
      );
      // Once each: nothing was being sent when the process died, so the claim lets no copy through.
      for (const mail of expected) {
        expect(arrivals(mail), `${mail.about} to ${mail.to}`).toBe(countOf(expected, mail));
      }
      await waitUntil(`round ${index + 1}: every message marked sent`, async () =>
        (await clinicMessages(server.url, token)).every((m) => m.status === 'sent'),
      );
      expect(await clinicMessages(server.url, token)).toHaveLength(expected.length);
    }
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
  });
});

/** How many of the expected e-mails are this one (the owner asks for a reset every round). */
function countOf(mails: Mail[], mail: Mail): number {
  return mails.filter((m) => m.to === mail.to && m.about === mail.about).length;
}
