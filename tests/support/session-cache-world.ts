import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle, Listen } from '../../db/client.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createManualClock } from '../../server/lib/clock.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { createMemoryMailer } from '../../server/mail/mailer.ts';
import { createSessionStore } from '../../server/modules/auth/sessions.ts';
import { createSimulatedGateway } from '../../server/payments-gateway/gateway.ts';
import { bearer } from './factories.ts';
import { createTestJobQueue, openTestDatabase } from './test-app.ts';

export const MINUTE = 60_000;

/**
 * What the session-cache test files share: the file's database, one manual clock, apps built with
 * the cache on and a listener the test can observe, mute or drop. Call it at the top of a file:
 * it registers the hooks that open the database and close the apps.
 */
export function openSessionCacheWorld() {
  let handle: DatabaseHandle;
  const clock = createManualClock(new Date());
  const opened: FastifyInstance[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
  });
  /** A session id no session has: evicting it changes nothing but the generation. */
  const MARK = 'session:test-mark-';

  /**
   * Listens through the real database, counting what arrives so a test knows whether a lookup could
   * have been stored (any notification during it prevents that); a test can also mute it (to prove
   * the local evictions alone), refuse to listen, and drop the listener.
   */
  function observedListen() {
    const state = {
      delivered: 0,
      listens: 0,
      refuse: false,
      mute: false,
      marks: new Set<string>(),
      lose: async () => {},
    };
    const listen: Listen = async (channel, onPayload, onLost) => {
      if (state.refuse) throw new Error('refused by the test');
      const unlisten = await handle.listen(
        channel,
        (payload) => {
          state.delivered++;
          if (payload.startsWith(MARK)) state.marks.add(payload);
          if (!state.mute) onPayload(payload);
        },
        onLost,
      );
      state.listens++;
      state.lose = async () => {
        await unlisten();
        onLost(new Error('listener dropped by the test'));
      };
      return unlisten;
    };
    return { state, listen };
  }

  /** The app as createTestApp builds it, with the session cache on and the shared manual clock. */
  async function cachedApp(sessionCacheMs: number) {
    const observed = observedListen();
    const base = readConfig({});
    const app = await buildApp({
      db: handle.db,
      config: { ...base, publicUrl: 'http://portal.test', dataDir: mkdtempSync(join(tmpdir(), 'portal-api-')) },
      mailer: createMemoryMailer(),
      jobs: await createTestJobQueue(),
      gateway: createSimulatedGateway({ keySecret: 'session-cache-test' }),
      fieldCipher: createFieldCipher(Buffer.alloc(32, 7)),
      clock,
      authRateLimitPerMinute: 100_000,
      sessionCacheMs,
      listen: observed.listen,
    });
    await app.ready();
    opened.push(app);
    const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    /**
     * Requests until one lookup ran with no notification arriving meanwhile, so its row is cached.
     * First waits for a notification sent now: PostgreSQL delivers in commit order, so the test's own
     * earlier writes (signup's subscription) have then been announced and cannot evict it later.
     */
    const prime = async (token: string) => {
      const mark = `${MARK}${randomUUID()}`;
      await handle.db.execute(sql`select pg_notify('auth_change', ${mark})`);
      if (!(await poll(async () => observed.state.marks.has(mark)))) throw new Error('the mark never arrived');
      for (let attempt = 0; attempt < 20; attempt++) {
        const before = observed.state.delivered;
        expect((await me(token)).statusCode).toBe(200);
        if (observed.state.delivered === before) return;
      }
      throw new Error('could not cache the session: notifications never paused');
    };
    return { app, me, prime, listener: observed.state };
  }

  /** Expires the stored session without a notification (only deleting a session notifies). */
  const expireInDatabase = (token: string) =>
    handle.db
      .update(sessions)
      .set({ expire: new Date(clock.now().getTime() - MINUTE) })
      .where(eq(sessions.sid, hashToken(token)));

  const poll = async (check: () => Promise<boolean>, ms = 1000) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return check();
  };

  /** A receptionist of the admin's clinic, signed in (rows written directly: no seat or mail involved). */
  async function addMemberDirectly(app: FastifyInstance, adminToken: string) {
    const clinicId = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(adminToken) })).json()
      .clinicId as string;
    const [user] = await handle.db
      .insert(users)
      .values({
        clinicId,
        email: `member.${randomUUID()}@example.in`,
        password: 'x',
        firstName: 'Nisha',
        lastName: 'Pillai',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await handle.db.insert(memberships).values({ clinicId, userId: user.id, role: 'receptionist' });
    const token = await createSessionStore(handle.db).create(handle.db, { id: user.id, clinicId }, clock.now());
    return { userId: user.id, token };
  }

  return {
    get handle() {
      return handle;
    },
    clock,
    MARK,
    cachedApp,
    expireInDatabase,
    poll,
    addMemberDirectly,
  };
}
