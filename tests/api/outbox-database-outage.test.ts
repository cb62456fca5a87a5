// Issue 28 C: the database goes away while the provider has a message (after the claim, before
// the sent mark). The mark is kept and written when the database is back, before any retry of
// the job could claim the message again: the message is sent once. Before, the mark was lost,
// and the job sent it again once the lease ran out (8 of 8 outages mid-send). Real PostgreSQL
// behind a TCP proxy that the test cuts from inside the mailer's send.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { createMemoryMailer } from '../../server/mail/mailer.ts';
import { pendingSentMarks } from '../../server/messages/sent-marks.ts';
import { type DatabaseProxy, startDatabaseProxy } from '../support/database-proxy.ts';
import { signUpTrialClinic } from '../support/factories.ts';
import {
  createTestApp,
  createTestJobQueue,
  type TestApp,
  testDatabaseUrl,
  uniqueJobSchema,
} from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

let proxy: DatabaseProxy;
let handle: DatabaseHandle;
let t: TestApp;
const provider = createMemoryMailer();
/** The recipient whose reset e-mail takes the database down while the provider accepts it. */
let cutWhenSendingTo: string | null = null;
const resets = (to: string) => provider.sent.filter((m) => m.to === to && m.subject.includes('reset your password'));

beforeAll(async () => {
  proxy = await startDatabaseProxy(await testDatabaseUrl());
  handle = await openDatabase({ databaseUrl: proxy.url, poolSize: 2 });
  t = await createTestApp({
    handle,
    jobs: await createTestJobQueue({ schema: uniqueJobSchema() }),
    mailer: {
      async send(message) {
        if (message.to === cutWhenSendingTo && message.subject.includes('reset your password')) proxy.cut();
        await provider.send(message);
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await handle.close();
  await proxy.close();
});

describe('a database outage while the provider has a message', () => {
  it('sends it once: the sent mark is kept and written when the database is back, before any retry', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await t.settle();
    await t.jobs.runDue({ ignoreStartAfter: true });

    cutWhenSendingTo = clinic.email;
    // The request's own try claims the message, the provider accepts it, the mark cannot be written.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: clinic.email } });
    await t.settle().catch(() => {});
    expect(resets(clinic.email)).toHaveLength(1);
    expect(pendingSentMarks(handle.db)).toBe(1);

    proxy.restore();
    const message = async () => {
      const rows = await handle.db.select().from(outgoingMessages).where(eq(outgoingMessages.recipient, clinic.email));
      return rows.find((m) => m.kind === 'password_reset');
    };
    await waitUntil('the kept sent mark written', async () => (await message())?.status === 'sent', 20_000);
    expect(pendingSentMarks(handle.db)).toBe(0);

    // Past the sender's lease, the delivery job runs: it finds the message sent and sends nothing.
    t.clock.advance(25 * 60_000);
    expect(await t.jobs.runDue({ ignoreStartAfter: true })).toBeGreaterThanOrEqual(1);
    expect(resets(clinic.email)).toHaveLength(1);
    expect(await message()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});
