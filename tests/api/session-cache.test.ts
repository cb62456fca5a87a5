import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { MINUTE, openSessionCacheWorld } from '../support/session-cache-world.ts';

const world = openSessionCacheWorld();
const { clock, cachedApp, expireInDatabase, poll, addMemberDirectly } = world;

describe('session cache', () => {
  it('answers a cached session without a lookup, and looks it up again after the TTL', async () => {
    const t = await cachedApp(1000);
    const { token } = await signUpClinic(t.app);
    const primed = performance.now();
    await t.prime(token);
    await expireInDatabase(token);
    // A lookup would find the session expired: 200 proves the database was not asked.
    expect((await t.me(token)).statusCode).toBe(200);
    // The TTL is real time: the entry goes once it has passed, not before.
    expect(await poll(async () => (await t.me(token)).statusCode === 401, 5000)).toBe(true);
    expect(performance.now() - primed).toBeGreaterThanOrEqual(1000);
  });

  it('logout through the app: the same token gets 401 at once', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    t.listener.mute = true;
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.me(token)).statusCode).toBe(401);
  });

  it('logout through another server reaches this one by NOTIFY, well before the TTL', async () => {
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
    await world.handle.db.execute(sql`update subscriptions set status = 'expired' where clinic_id = ${clinicId}`);
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
    const doctor = { registrationNumber: 'KMC-31337', qualification: 'MD' };
    expect((await patch({ role: 'doctor', doctor })).statusCode).toBe(200);
    expect((await t.me(member.token)).json().role).toBe('doctor');
    expect((await patch({ active: false })).statusCode).toBe(200);
    expect((await t.me(member.token)).statusCode).toBe(401);
  });

  it('a role change through another server reaches this one by NOTIFY', async () => {
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

  it('a killed LISTEN connection turns the cache off, then it reconnects', async () => {
    const t = await cachedApp(60_000);
    const { token } = await signUpClinic(t.app);
    await t.prime(token);
    await expireInDatabase(token);
    expect((await t.me(token)).statusCode).toBe(200);
    await world.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'listen auth_change'`,
    );
    expect(await poll(async () => (await t.me(token)).statusCode === 401)).toBe(true);
    expect(await poll(async () => t.listener.listens === 2, 5000)).toBe(true);
  });
});
