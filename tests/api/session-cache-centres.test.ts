// The session cache across centres (issue 18) and the session store's own cache, split from
// session-cache.test.ts; both share tests/support/session-cache-world.ts.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { applyAuthChange } from '../../server/modules/auth/auth-change-listener.ts';
import { createSessionCache } from '../../server/modules/auth/session-cache.ts';
import { createSessionStore, type SessionUser } from '../../server/modules/auth/sessions.ts';
import { createCentre, switchCentre } from '../support/centre-helpers.ts';
import { bearer, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { MINUTE, openSessionCacheWorld } from '../support/session-cache-world.ts';

const world = openSessionCacheWorld();
const { clock, cachedApp, poll } = world;

describe('session cache across centres (issue 18)', () => {
  /**
   * This file's apps sign payments with their own key, so the plan is set in the database; the
   * cached session learns it by notification, after which a centre can be added.
   */
  const enterpriseCentre = async (app: FastifyInstance, token: string): Promise<{ id: string }> => {
    const clinicId = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json()
      .clinicId;
    await world.handle.db.execute(
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
    await world.handle.db
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
    await world.handle.db.execute(
      sql`update subscriptions set plan_id = 'professional' where clinic_id = ${primaryId}`,
    );
    expect(await poll(async () => (await patients()).statusCode === 402)).toBe(true);
    expect((await t.me(owner.token)).json().centre.readOnly).toBe(true);
  });
});

describe('session store cache', () => {
  it('returns but does not store a row fetched while an eviction happened', async () => {
    const t = await cachedApp(0);
    const { token } = await signUpClinic(t.app);
    const store = createSessionStore(world.handle.db, { cacheMs: 60_000 });
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
