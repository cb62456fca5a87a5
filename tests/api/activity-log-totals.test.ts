import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { bearer, clinicIdOf, type SignedUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The activity log's total is summed from month counts for the whole months inside a date filter
 * and from day counts at its edges. Events placed on both sides of India's month boundaries (which
 * are not UTC's) must give the same totals as counting the events themselves.
 */
let t: TestApp;
let clinic: SignedUpClinic;
let clinicId: string;

/**
 * Moments as India local time; at each, one `patient.create` and one `patient.update` event are
 * written straight into audit_events (months apart: a session would not live that long), so the
 * trigger under test keeps the counts as it does for the app's own writes.
 */
const MOMENTS = [
  '2026-06-30T23:50:00+05:30',
  '2026-07-01T00:10:00+05:30',
  '2026-07-18T12:00:00+05:30',
  '2026-08-31T23:59:00+05:30',
  '2026-09-01T00:01:00+05:30',
  '2026-09-01T10:00:00+05:30',
  '2026-10-15T09:30:00+05:30',
  '2026-11-20T17:00:00+05:30',
];

/** Filters whose date bounds fall on both sides of the events' India months and days. */
const FILTERS: { from?: string; to?: string; action?: string }[] = [
  {},
  { action: 'patient.create' },
  { from: '2026-07-01' },
  { from: '2026-06-30', action: 'patient.create' },
  { to: '2026-08-31', action: 'patient.create' },
  { to: '2026-08-30', action: 'patient.create' },
  { from: '2026-07-01', to: '2026-08-31' },
  { from: '2026-07-02', to: '2026-09-01', action: 'patient.create' },
  { from: '2026-06-15', to: '2026-11-23', action: 'patient.create' },
  { from: '2026-09-01', to: '2026-09-01', action: 'patient.create' },
  { from: '2026-08-31', to: '2026-09-30' },
  { from: '2026-12-01' },
];

const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T04:00:00Z'));
  clinic = await signUpTrialClinic(t.app);
  clinicId = await clinicIdOf(t.app, clinic.token);
  for (const moment of MOMENTS) {
    for (const action of ['patient.create', 'patient.update']) {
      await t.handle.db
        .insert(auditEvents)
        .values({ at: new Date(moment), clinicId, action, outcome: 'success', entityType: 'patient' });
    }
  }
});
afterAll(() => t.close());

async function countedFromEvents(filter: { from?: string; to?: string; action?: string }): Promise<number> {
  const rows = await t.handle.db
    .select({ at: auditEvents.at, action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.clinicId, clinicId));
  return rows.filter((row) => {
    const day = indiaDay(row.at);
    return (
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to) &&
      (!filter.action || row.action === filter.action)
    );
  }).length;
}

describe('activity log totals across months', () => {
  it.each(FILTERS)('counts exactly with %o', async (filter) => {
    const query = new URLSearchParams(filter as Record<string, string>).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/audit-events?${query}`, headers: bearer(clinic.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(await countedFromEvents(filter));
  });

  it('still gives the total on a page past the last', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events?action=patient.update&page=5&limit=5',
      headers: bearer(clinic.token),
    });
    expect(res.json()).toEqual({ events: [], total: MOMENTS.length });
  });

  it('places the events around midnight in India’s month, not UTC’s', async () => {
    const july = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events?action=patient.create&from=2026-07-01&to=2026-07-31',
      headers: bearer(clinic.token),
    });
    // 00:10 on 1 July and 18 July; not 23:50 on 30 June (18:20 UTC on 30 June).
    expect(july.json().total).toBe(2);
  });
});

// Past the first page, the page's ids skip whole days by their daily counts (deepPageIds): every
// page size must give back exactly the first page's list, across India's midnights.
describe('activity log pages past the first', () => {
  it.each(FILTERS)('page through exactly with %o', async (filter) => {
    const list = async (query: Record<string, string>) => {
      const url = `/api/audit-events?${new URLSearchParams({ ...filter, ...query })}`;
      return (await t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) })).json();
    };
    const all = await list({ limit: '100' });
    for (const limit of [1, 2, 3]) {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(all.total / limit) + 1; page++) {
        const res = await list({ limit: String(limit), page: String(page) });
        expect(res.total).toBe(all.total);
        ids.push(...res.events.map((event: { id: number }) => event.id));
      }
      expect(ids).toEqual(all.events.map((event: { id: number }) => event.id));
    }
  });
});
