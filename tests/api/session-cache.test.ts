import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle, Listen } from '../../db/client.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createManualClock } from '../../server/lib/clock.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { createMemoryMailer } from '../../server/mail/mailer.ts';
import { applyAuthChange } from '../../server/modules/auth/auth-change-listener.ts';
import { createSessionCache } from '../../server/modules/auth/session-cache.ts';
import { createSessionStore, type SessionUser } from '../../server/modules/auth/sessions.ts';
import { createSimulatedGateway } from '../../server/payments-gateway/gateway.ts';
import { createCentre, switchCentre } from '../support/centre-helpers.ts';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestJobQueue, openTestDatabase } from '../support/test-app.ts';

const MINUTE = 60_000;
const onPostgres = Boolean(inject('testDatabaseUrl'));
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

describe('session cache', () => {
  it('answers a cached session without a lookup, and looks it up again after the TTL', async () => {
    const t = await cachedApp(1000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    await expireInDatabase(token);
    // A lookup would find the session expired: 200 proves the database was not asked.
    expect((await t.me(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.me(token)).statusCode).toBe(401);
  });

  it('logout through the app: the same token gets 401 at once', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    t.listener.mute = true;
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.me(token)).statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)('logout through another server reaches this one by NOTIFY, well before the TTL', async () => {
    const a = await cachedApp(60_000);
    const b = await cachedApp(60_000);
    const { token } = await signUpClinic(a.app);
    await a.prime(token);
    await b.prime(token);
    // From here on only a cached entry answers 200 on either server.
    await expireInDatabase(token);
    expect((await b.me(token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await poll(async () => (await b.me(token)).statusCode === 401)).toBe(true);
  });

  it('a subscription changed in the database gates once the notification arrives', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpTrialClinic(t.app);
    // A write: reading patients stays open after a lapse (kept records), creating one does not.
    const patients = () => t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(token), payload: {} });
    await t.prime(token);
    expect((await patients()).statusCode).toBe(400);
    const { clinicId } = (await t.me(token)).json();
    await handle.db.execute(sql`update subscriptions set status = 'expired' where clinic_id = ${clinicId}`);
    expect(await poll(async () => (await patients()).statusCode === 402)).toBe(true);
  });

  it('a profile change through the app shows on the next GET /api/auth/user', async () => {
    const t = await cachedApp(60_000);
    const clinic = await signUpClinic(t.app);
    await t.prime(clinic.token);
    // Without the notification: the write's own eviction must be enough on this server.
    t.listener.mute = true;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(clinic.token),
      payload: { firstName: 'Meera', lastName: 'Iyer', email: clinic.email },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.me(clinic.token)).json()).toMatchObject({ firstName: 'Meera', lastName: 'Iyer' });
  });

  it('a clinical write keeps the cached session; a subscription write evicts it', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, token);
    await t.prime(token);
    t.listener.mute = true;
    await expireInDatabase(token);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(token),
      payload: buildReport(patient.id),
    });
    expect(report.statusCode).toBe(201);
    // Still answered from the cache: a lookup would find the session expired.
    expect((await t.me(token)).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-order',
      headers: bearer(token),
      payload: { planId: 'basic' },
    });
    expect(order.statusCode).toBe(200);
    expect((await t.me(token)).statusCode).toBe(401);
  });

  it("a role change through the app shows on the member's very next request; deactivation ends it", async () => {
    const t = await cachedApp(60_000);
    const admin = await signUpTrialClinic(t.app);
    const member = await addMemberDirectly(t.app, admin.token);
    await t.prime(member.token);
    // Without the notification: the team write's own eviction must be enough on this server.
    t.listener.mute = true;
    const patch = (change: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/team/members/${member.userId}`,
        headers: bearer(admin.token),
        payload: change,
      });
    expect((await patch({ role: 'doctor' })).statusCode).toBe(200);
    expect((await t.me(member.token)).json().role).toBe('doctor');
    expect((await patch({ active: false })).statusCode).toBe(200);
    expect((await t.me(member.token)).statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)('a role change through another server reaches this one by NOTIFY', async () => {
    const a = await cachedApp(60_000);
    const b = await cachedApp(60_000);
    const admin = await signUpTrialClinic(a.app);
    const member = await addMemberDirectly(a.app, admin.token);
    await b.prime(member.token);
    const res = await a.app.inject({
      method: 'PATCH',
      url: `/api/team/members/${member.userId}`,
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(await poll(async () => (await b.me(member.token)).json().role === 'admin')).toBe(true);
  });

  it('a cached session still ends at its idle deadline on the app clock', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    clock.advance(29 * MINUTE);
    // Served from the cache, sliding the deadline in the database and in the entry.
    expect((await t.me(token)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await t.me(token)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await t.me(token)).statusCode).toBe(401);
  });

  it('losing the listener clears the cache and sends lookups to the database until it listens again', async () => {
    const t = await cachedApp(60_000);
    const first = await signUpClinic(t.app);
    await t.prime(first.token);
    await expireInDatabase(first.token);
    expect((await t.me(first.token)).statusCode).toBe(200);
    t.listener.refuse = true;
    await t.listener.lose();
    expect((await t.me(first.token)).statusCode).toBe(401);

    // While not listening nothing is stored either.
    const second = await signUpClinic(t.app);
    expect((await t.me(second.token)).statusCode).toBe(200);
    await expireInDatabase(second.token);
    expect((await t.me(second.token)).statusCode).toBe(401);

    // It reconnects by itself, and caching resumes.
    t.listener.refuse = false;
    expect(await poll(async () => t.listener.listens === 2, 5000)).toBe(true);
    const third = await signUpClinic(t.app);
    await t.prime(third.token);
    await expireInDatabase(third.token);
    expect((await t.me(third.token)).statusCode).toBe(200);
  });

  it.skipIf(!onPostgres)('a killed LISTEN connection turns the cache off, then it reconnects', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    await expireInDatabase(token);
    expect((await t.me(token)).statusCode).toBe(200);
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'listen auth_change'`,
    );
    expect(await poll(async () => (await t.me(token)).statusCode === 401)).toBe(true);
    expect(await poll(async () => t.listener.listens === 2, 5000)).toBe(true);
  });
});

describe('session cache across centres (issue 18)', () => {
  /**
   * This file's apps sign payments with their own key, so the plan is set in the database; the
   * cached session learns it by notification, after which a centre can be added.
   */
  const enterpriseCentre = async (app: FastifyInstance, token: string): Promise<{ id: string }> => {
    const clinicId = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json()
      .clinicId;
    await handle.db.execute(
      sql`update subscriptions set plan_id = 'enterprise', status = 'active', end_date = now() + interval '30 days' where clinic_id = ${clinicId}`,
    );
    let created: { statusCode: number; json: () => { id: string } } | undefined;
    await poll(async () => {
      created = await createCentre(app, token);
      return created.statusCode === 201;
    });
    if (created?.statusCode !== 201) throw new Error('the centre was never created');
    return created.json();
  };

  it('a session moved to another centre by another server shows here once the notification arrives', async () => {
    const t = await cachedApp(60_000);
    const owner = await signUpTrialClinic(t.app);
    const centre = await enterpriseCentre(t.app, owner.token);
    await t.prime(owner.token);
    const primaryId = (await t.me(owner.token)).json().centre.id;
    // What POST /api/auth/switch-centre writes, made behind this server's back.
    await handle.db
      .update(sessions)
      .set({ clinicId: centre.id })
      .where(eq(sessions.sid, hashToken(owner.token)));
    expect(await poll(async () => (await t.me(owner.token)).json().centre.id === centre.id)).toBe(true);
    // Through the app, this server forgets the session before it answers.
    t.listener.mute = true;
    expect((await switchCentre(t.app, owner.token, primaryId)).statusCode).toBe(200);
    expect((await t.me(owner.token)).json().centre.id).toBe(primaryId);
  });

  it('a subscription change of the primary centre reaches sessions in the other centres', async () => {
    const t = await cachedApp(60_000);
    const owner = await signUpTrialClinic(t.app);
    const primaryId = (await t.me(owner.token)).json().clinicId;
    const centre = await enterpriseCentre(t.app, owner.token);
    await switchCentre(t.app, owner.token, centre.id);
    const patients = () =>
      t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(owner.token), payload: {} });
    await t.prime(owner.token);
    expect((await patients()).statusCode).toBe(400);
    await handle.db.execute(sql`update subscriptions set plan_id = 'professional' where clinic_id = ${primaryId}`);
    expect(await poll(async () => (await patients()).statusCode === 402)).toBe(true);
    expect((await t.me(owner.token)).json().centre.readOnly).toBe(true);
  });
});

describe('session store cache', () => {
  it('returns but does not store a row fetched while an eviction happened', async () => {
    const t = await cachedApp(0);
    const { token } = await signUpClinic(t.app);
    const store = createSessionStore(handle.db, { cacheMs: 60_000 });
    store.cache?.setActive(true);
    const racing = store.resolve(token, clock.now());
    store.cache?.evictClinic('some-other-clinic');
    expect(await racing).not.toBeNull();
    expect(store.cache?.size()).toBe(0);
    await store.resolve(token, clock.now());
    expect(store.cache?.size()).toBe(1);
  });

  it('keeps at most its bound, dropping the oldest, and evicts by session, user and clinic', () => {
    const cache = createSessionCache(60_000, 2);
    cache.setActive(true);
    const row = (sid: string, userId: string, clinicId: string) =>
      ({
        sid,
        userId,
        clinicId,
        expire: new Date(clock.now().getTime() + MINUTE),
        absoluteExpire: new Date(clock.now().getTime() + 60 * MINUTE),
      }) as SessionUser;
    const now = clock.now();
    for (const r of [row('s1', 'u1', 'c1'), row('s2', 'u2', 'c1'), row('s3', 'u3', 'c2')]) {
      cache.store(r, cache.generation());
    }
    expect([cache.get('s1', now), cache.size()]).toEqual([null, 2]);
    applyAuthChange(cache, 'user:u3');
    expect(cache.get('s3', now)).toBeNull();
    cache.store(row('s4', 'u4', 'c1'), cache.generation());
    applyAuthChange(cache, 'clinic:c1');
    expect(cache.size()).toBe(0);
    cache.store(row('s5', 'u5', 'c3'), cache.generation());
    applyAuthChange(cache, 'session:s5');
    expect(cache.get('s5', now)).toBeNull();
  });
});
