import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityEventSchema, ActivityPageSchema } from '../../core/audit/activity-schemas.ts';
import { AUDIT_ACTION_CODES } from '../../core/audit/audit-actions.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, clinicIdOf, registerPatient, type SignedUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The member's role in their clinic (roles live on memberships, issue 15). */
async function setRole(email: string, role: 'admin' | 'doctor' | 'receptionist') {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.handle.db
    .update(memberships)
    .set({ role })
    .where(eq(memberships.userId, user?.id ?? ''));
}

let t: TestApp;
let clinic: SignedUpClinic;
let other: SignedUpClinic;
let clinicId: string;
let adminId: string;

const get = (url: string, token = clinic.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  // 23:50 on 21/11 in India (18:20 UTC): the date filter must cut at India's midnight, not UTC's.
  t.clock.set(new Date('2026-11-21T18:20:00Z'));
  clinic = await signUpTrialClinic(t.app);
  other = await signUpTrialClinic(t.app);
  clinicId = await clinicIdOf(t.app, clinic.token);
  adminId = (await get('/api/auth/user')).json().id;
  // Three patients on 21/11, two just after midnight on 22/11 (India); the other clinic one.
  for (let i = 0; i < 3; i++) await registerPatient(t.app, clinic.token);
  t.clock.advance(20 * 60_000);
  for (let i = 0; i < 2; i++) await registerPatient(t.app, clinic.token);
  await registerPatient(t.app, other.token);
});
afterAll(() => t.close());

describe('GET /api/audit-events', () => {
  it('lists the clinic’s events newest first with who, action, record, when and address', async () => {
    const res = await get('/api/audit-events?limit=100');
    expect(res.statusCode).toBe(200);
    const { events, total } = res.json();
    expect(total).toBe(events.length);
    const times = events.map((e: { at: string; id: number }) => `${e.at}|${String(e.id).padStart(12, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const patient = events.find((e: { action: string }) => e.action === 'patient.create');
    expect(patient.user).toEqual({ id: adminId, name: expect.any(String), email: clinic.email });
    expect(patient.entityType).toBe('patient');
    // The record by its human id, looked up in the page's statement (activity-record-label.ts).
    expect(patient.recordLabel).toMatch(/^P-\d+$/);
    expect(patient.ip).toBe('127.0.0.1');
    // Nothing of the other clinic.
    const ids = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.clinicId, clinicId));
    expect(total).toBe(ids.length);
  });

  it('filters by action, user and India date range, with exact totals', async () => {
    const byAction = (await get('/api/audit-events?action=patient.create')).json();
    expect(byAction.total).toBe(5);
    expect(byAction.events.every((e: { action: string }) => e.action === 'patient.create')).toBe(true);

    const day = (await get('/api/audit-events?action=patient.create&from=2026-11-22&to=2026-11-22')).json();
    expect(day.total).toBe(2);
    expect(day.events).toHaveLength(2);
    const earlier = (await get('/api/audit-events?action=patient.create&to=2026-11-21')).json();
    expect(earlier.total).toBe(3);

    const byUser = (await get(`/api/audit-events?userId=${adminId}`)).json();
    const all = (await get('/api/audit-events')).json();
    expect(byUser.total).toBe(all.total);
    const nobody = (await get('/api/audit-events?userId=00000000-0000-4000-8000-000000000000')).json();
    expect(nobody).toEqual({ events: [], total: 0 });
  });

  it('pages without gaps or repeats', async () => {
    const all = (await get('/api/audit-events?limit=100')).json();
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
      const res = (await get(`/api/audit-events?limit=2&page=${page}`)).json();
      expect(res.total).toBe(all.total);
      pages.push(...res.events.map((e: { id: number }) => e.id));
    }
    expect(pages).toEqual(all.events.map((e: { id: number }) => e.id));
  });

  it('answers 400 with field errors for bad filters', async () => {
    const res = await get('/api/audit-events?from=2026-13-45');
    expect(res.statusCode).toBe(400);
    const range = await get('/api/audit-events?from=2026-11-22&to=2026-11-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors[0].field).toBe('to');
    expect((await get('/api/audit-events?limit=5000')).statusCode).toBe(400);
    expect((await get('/api/audit-events?userId=nope')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    await setRole(other.email, 'doctor');
    for (const url of ['/api/audit-events', '/api/audit-events/filters', '/api/audit-events.csv']) {
      const res = await get(url, other.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Doctors cannot view the activity log');
    }
    await setRole(other.email, 'admin');
    expect((await get('/api/audit-events', other.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });

  it('never shows another clinic’s events, even filtered by its user', async () => {
    const otherUserId = (await get('/api/auth/user', other.token)).json().id;
    const res = (await get(`/api/audit-events?userId=${otherUserId}`)).json();
    expect(res).toEqual({ events: [], total: 0 });
    const theirs = (await get('/api/audit-events?action=patient.create', other.token)).json();
    expect(theirs.total).toBe(1);
  });

  it('offers the clinic’s users and known actions as filters', async () => {
    const res = (await get('/api/audit-events/filters')).json();
    expect(res.users).toEqual([{ id: adminId, name: expect.any(String), email: clinic.email }]);
    // Every action the app records (core's AUDIT_ACTIONS), whether or not the clinic has one yet.
    expect(res.actions).toEqual(AUDIT_ACTION_CODES);
  });

  // The page is JSON text built by PostgreSQL (activityPageJsonStatement), not serialized from
  // ActivityEventSchema, so hold it to that schema and to what the database holds.
  it('answers each event in ActivityEventSchema’s exact shape, as stored', async () => {
    await t.handle.db.update(users).set({ firstName: 'Zoë "Z"\\', lastName: 'D’Souza' }).where(eq(users.id, adminId));
    // Another clinic's user as actor (shown as no user), microseconds, text that JSON must escape.
    const otherUserId = (await get('/api/auth/user', other.token)).json().id;
    await t.handle.db.insert(auditEvents).values({
      clinicId,
      actorUserId: otherUserId,
      at: new Date('2026-11-21T18:30:00.123Z'),
      action: 'report.print',
      entityType: 'report',
      entityId: 'quote " backslash \\ tab \t ü',
      outcome: 'success',
    });
    await t.handle.db.execute(
      sql`update audit_events set at = at + interval '987 microseconds' where action = 'report.print' and clinic_id = ${clinicId}`,
    );
    const res = await get('/api/audit-events?limit=100');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = ActivityPageSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['events', 'total']);
    const stored = await t.handle.db
      .select({ id: auditEvents.id, at: auditEvents.at })
      .from(auditEvents)
      .where(eq(auditEvents.clinicId, clinicId));
    expect(page.total).toBe(stored.length);
    for (const event of page.events) {
      expect(Object.keys(event).sort()).toEqual(Object.keys(ActivityEventSchema.shape).sort());
      const row = stored.find((r) => r.id === event.id);
      expect(event.at).toBe(row?.at.toISOString());
      if (event.user) expect(Object.keys(event.user).sort()).toEqual(['email', 'id', 'name']);
    }
    const print = page.events.find((e) => e.action === 'report.print');
    expect(print).toMatchObject({ at: '2026-11-21T18:30:00.123Z', user: null, ip: null });
    expect(print?.entityId).toBe('quote " backslash \\ tab \t ü');
    // Not a uuid: no record is looked up, and the page does not fail on the cast.
    expect(print?.recordLabel).toBeNull();
    const mine = page.events.find((e) => e.action === 'patient.create');
    expect(mine?.user).toEqual({ id: adminId, name: 'Zoë "Z"\\ D’Souza', email: clinic.email });
    // A page past the last still tells the total.
    expect((await get('/api/audit-events?limit=100&page=9')).json()).toEqual({ events: [], total: page.total });
  });
});

describe('GET /api/audit-events.csv', () => {
  it('exports the filtered events with formula-safe cells', async () => {
    await t.handle.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, adminId));
    const res = await get('/api/audit-events.csv?action=patient.create&from=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,User,Email,Action,Action code,Outcome,Record type,Record id,Address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"?22\/11\/2026/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")`);
    expect(lines[1]).toContain('Patient registered,patient.create,success,patient,');
  });
});

describe('every write records its acting user', () => {
  it('has no clinic event without an actor after the app’s writes', async () => {
    const rows = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.clinicId, clinicId));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => !row.actorUserId)).toEqual([]);
  });
});
