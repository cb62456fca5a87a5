import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsGrain, bucketOf, bucketsOf, previousPeriod } from '../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../core/analytics/analytics-schemas.ts';
import { clinicDayOf } from '../../core/format/dates.ts';
import { paiseToDecimal, rupeesToPaise } from '../../core/format/inr.ts';
import { registerDueDate } from '../../core/formf/formf-register.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatientEdit, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const TZ = 'Asia/Kolkata';
/** 15 March 2026, 11:30 IST: "now" for every request below. */
const NOW = new Date('2026-03-15T06:00:00Z');

const get = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/analytics?${query}`, headers: bearer(token) });

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${String(++serial).padStart(6, '0')}`;

const TYPES = ['abdominal', 'pelvic', 'obstetric-2nd-3rd'];
const METHODS = ['cash', 'upi', 'card'];
const REFERRERS = ['Dr. Kavita Joshi', ' dr. kavita joshi ', 'Dr. Manoj Verma', null, ''];

/**
 * Seeds one clinic straight into its tables over five months either side of the range, with the
 * awkward moments on purpose: 23:59 and 00:01 IST on month ends, reports without a study or a
 * doctor, studies of every status, referrer names differing only in case and spaces.
 */
async function seedClinic(clinicId: string) {
  const [doctor] = await t.handle.db
    .insert(doctors)
    .values({ clinicId, name: 'Dr. Rakesh Mehta', registrationNumber: 'HMC/2019/4521' })
    .returning();
  const moments: Date[] = [
    new Date('2026-01-31T18:29:00Z'), // 31 Jan 23:59 IST
    new Date('2026-01-31T18:31:00Z'), // 1 Feb 00:01 IST
    new Date('2025-12-31T18:29:00Z'), // 31 Dec 23:59 IST (the previous period)
    new Date('2026-03-15T05:00:00Z'), // today
  ];
  for (let i = 0; i < 60; i++) moments.push(new Date(Date.UTC(2025, 10, 1) + i * 2.2 * 86_400_000 + i * 3_600_000));
  let n = 0;
  for (const at of moments) {
    n++;
    const [patient] = await t.handle.db
      .insert(patients)
      .values({
        clinicId,
        patientId: nextId('P'),
        firstName: 'Asha',
        lastName: `Rao ${String.fromCharCode(65 + (n % 26))}`,
        dateOfBirth: '1990-01-01',
        gender: 'female',
        phone: '9811122233',
        referringDoctorName: REFERRERS[n % REFERRERS.length] ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!patient) throw new Error('patient not seeded');
    const status = ['completed', 'completed', 'cancelled', 'scheduled', 'in-progress'][n % 5] as string;
    const scheduled = new Date(at.getTime() + (n % 3) * 3_600_000);
    const [study] =
      n % 7 === 0
        ? []
        : await t.handle.db
            .insert(studies)
            .values({
              clinicId,
              studyId: nextId('S'),
              patientId: patient.id,
              studyType: TYPES[n % 3] as string,
              scheduledDate: scheduled,
              status,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
    if (status !== 'cancelled') {
      const finalized = status === 'completed' || !study;
      await t.handle.db.insert(reports).values({
        clinicId,
        patientId: patient.id,
        studyId: study?.id ?? null,
        reportId: nextId('R'),
        reportType: TYPES[n % 3] as string,
        status: finalized ? 'finalized' : 'draft',
        doctorName: n % 4 === 0 ? null : ['Dr. Rakesh Mehta', 'Dr. Priya Nair'][n % 2],
        finalizedAt: finalized ? new Date(scheduled.getTime() + ((n * 37) % 2000) * 60_000) : null,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (n % 2 === 0) {
      await t.handle.db.insert(payments).values({
        clinicId,
        patientId: patient.id,
        paymentId: nextId('PAY'),
        amount: `${100 + n}.${String(n % 100).padStart(2, '0')}`,
        paymentMethod: METHODS[n % 3] as string,
        paymentDate: clinicDayOf(at, TZ),
      });
    }
    if (n % 3 === 0) {
      await t.handle.db.insert(pcpndtForms).values({
        clinicId,
        formId: nextId('F'),
        patientId: patient.id,
        medicalIndication: 'Routine',
        examDateTime: at,
        doctorId: doctor?.id ?? '',
        isCompliant: n % 2 === 0,
        submittedAt: n % 4 === 0 ? at : null,
      });
    }
  }
}

/** The figures the page should show, computed in plain TypeScript from the clinic's rows. */
async function expectedAnalytics(clinicId: string, from: string, to: string, grain: AnalyticsGrain, now: Date) {
  const db = t.handle.db;
  const pts = await db.select().from(patients).where(eq(patients.clinicId, clinicId));
  const sts = await db.select().from(studies).where(eq(studies.clinicId, clinicId));
  const rps = await db.select().from(reports).where(eq(reports.clinicId, clinicId));
  const pays = await db.select().from(payments).where(eq(payments.clinicId, clinicId));
  const forms = await db.select().from(pcpndtForms).where(eq(pcpndtForms.clinicId, clinicId));
  const prev = previousPeriod(from, to);
  const day = (at: Date) => clinicDayOf(at, TZ);
  const inRange = (d: string) => d >= from && d <= to;
  const inPrev = (d: string) => d >= prev.from && d <= prev.to;
  const buckets = bucketsOf(from, to, grain);

  const finalized = rps.filter((r) => r.status === 'finalized' && r.finalizedAt);
  const finalizedNow = finalized.filter((r) => inRange(day(r.finalizedAt as Date)));
  const volumeOf = (inside: (d: string) => boolean) => ({
    patients: pts.filter((p) => inside(day(p.createdAt))).length,
    studiesScheduled: sts.filter((s) => inside(day(s.scheduledDate))).length,
    studiesCompleted: sts.filter((s) => inside(day(s.scheduledDate)) && s.status === 'completed').length,
    studiesCancelled: sts.filter((s) => inside(day(s.scheduledDate)) && s.status === 'cancelled').length,
    reportsFinalized: finalized.filter((r) => inside(day(r.finalizedAt as Date))).length,
  });
  const inBucket = (b: string) => (d: string) => inRange(d) && bucketOf(d, grain) === b;
  const countBy = <T>(items: T[], key: (item: T) => string) => {
    const map: Record<string, number> = {};
    for (const item of items) map[key(item)] = (map[key(item)] ?? 0) + 1;
    return map;
  };
  const doctorOf = (r: (typeof rps)[number]) => r.doctorName?.trim() || 'Not recorded';

  const minutesOf = (r: (typeof rps)[number]) => {
    const study = sts.find((s) => s.id === r.studyId);
    const start = study ? study.scheduledDate : (pts.find((p) => p.id === r.patientId)?.createdAt as Date);
    return Math.max(0, Math.floor(((r.finalizedAt as Date).getTime() - start.getTime()) / 60_000));
  };
  const nearestRank = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.ceil(p * sorted.length) - 1] ?? 0;
  };
  const referrerOf = (p: (typeof pts)[number]) => (p.referringDoctorName ?? '').trim();
  const referrals = new Map<string, { names: string[]; patients: number; reports: number }>();
  const refer = (p: (typeof pts)[number], field: 'patients' | 'reports') => {
    const key = referrerOf(p).toLowerCase();
    const entry = referrals.get(key) ?? { names: [], patients: 0, reports: 0 };
    entry.names.push(referrerOf(p));
    entry[field]++;
    referrals.set(key, entry);
  };
  for (const p of pts) if (inRange(day(p.createdAt))) refer(p, 'patients');
  for (const r of finalizedNow) refer(pts.find((p) => p.id === r.patientId) as (typeof pts)[number], 'reports');
  const referralRows = [...referrals.values()]
    .map((e) => ({ referrer: e.names.sort()[0] || 'Self / not recorded', patients: e.patients, reports: e.reports }))
    .sort((a, b) => b.patients - a.patients || b.reports - a.reports || a.referrer.localeCompare(b.referrer));

  const paise = (amount: string) => rupeesToPaise(amount) ?? 0n;
  const sumPaise = (items: typeof pays) => items.reduce((s, p) => s + paise(p.amount), 0n);
  const paysNow = pays.filter((p) => inRange(p.paymentDate));
  const payers = new Set(paysNow.map((p) => p.patientId)).size;
  const total = sumPaise(paysNow);
  const methods = [...new Set(paysNow.map((p) => p.paymentMethod))].sort((a, b) => {
    const diff =
      sumPaise(paysNow.filter((p) => p.paymentMethod === b)) - sumPaise(paysNow.filter((p) => p.paymentMethod === a));
    return diff > 0n ? 1 : diff < 0n ? -1 : a.localeCompare(b);
  });
  const byMethod = (items: typeof pays) =>
    Object.fromEntries(methods.map((m) => [m, paiseToDecimal(sumPaise(items.filter((p) => p.paymentMethod === m)))]));
  const monthOf = (f: (typeof forms)[number]) => day(f.examDateTime).slice(0, 7);
  const monthFigures = (month: string) => {
    const of = forms.filter((f) => monthOf(f) === month);
    return {
      month,
      total: of.length,
      complete: of.filter((f) => f.isCompliant).length,
      incomplete: of.filter((f) => !f.isCompliant).length,
      submitted: of.filter((f) => f.submittedAt).length,
    };
  };
  const currentMonth = day(now).slice(0, 7);
  const open = sts
    .filter((s) => (s.status === 'scheduled' || s.status === 'in-progress') && s.scheduledDate <= now)
    .sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime() || a.studyId.localeCompare(b.studyId))
    .slice(0, 10);
  const types = [...new Set(finalizedNow.map((r) => r.reportType))].sort();
  return {
    volume: {
      series: buckets.map((b) => ({
        bucket: b,
        ...volumeOf(inBucket(b)),
        reportsByType: countBy(
          finalized.filter((r) => inBucket(b)(day(r.finalizedAt as Date))),
          (r) => r.reportType,
        ),
      })),
      totals: { ...volumeOf(inRange), reportsByType: countBy(finalizedNow, (r) => r.reportType) },
      previousTotals: volumeOf(inPrev),
    },
    doctorTotals: countBy(finalizedNow, doctorOf),
    doctorSeries: buckets.map((b) => ({
      bucket: b,
      reports: countBy(
        finalized.filter((r) => inBucket(b)(day(r.finalizedAt as Date))),
        doctorOf,
      ),
    })),
    turnaround: {
      byType: types.map((type) => {
        const minutes = finalizedNow.filter((r) => r.reportType === type).map(minutesOf);
        return {
          reportType: type,
          reports: minutes.length,
          medianMinutes: nearestRank(minutes, 0.5),
          p90Minutes: nearestRank(minutes, 0.9),
        };
      }),
      overall: {
        reports: finalizedNow.length,
        medianMinutes: finalizedNow.length ? nearestRank(finalizedNow.map(minutesOf), 0.5) : null,
        p90Minutes: finalizedNow.length ? nearestRank(finalizedNow.map(minutesOf), 0.9) : null,
      },
      slowestOpenStudyIds: open.map((s) => s.studyId),
    },
    referrals: {
      rows: referralRows.slice(0, 20),
      others: referralRows.length > 20 ? referralRows.slice(20) : null,
    },
    revenue: {
      methods,
      series: buckets.map((b) => {
        const of = paysNow.filter((p) => bucketOf(p.paymentDate, grain) === b);
        return { bucket: b, total: paiseToDecimal(sumPaise(of)), byMethod: byMethod(of) };
      }),
      totals: {
        total: paiseToDecimal(total),
        payments: paysNow.length,
        patients: payers,
        averagePerPatient: paiseToDecimal(payers ? (total * 2n + BigInt(payers)) / (2n * BigInt(payers)) : 0n),
        byMethod: byMethod(paysNow),
      },
      previousTotal: paiseToDecimal(sumPaise(pays.filter((p) => inPrev(p.paymentDate)))),
    },
    pcpndt: {
      months: bucketsOf(from, to, 'month').map((m) => monthFigures(m.slice(0, 7))),
      currentRegister: { ...monthFigures(currentMonth), dueDate: registerDueDate(currentMonth) },
    },
  };
}

function expectMatches(actual: Analytics, expected: Awaited<ReturnType<typeof expectedAnalytics>>) {
  expect(actual.volume.series).toEqual(expected.volume.series);
  expect(actual.volume.totals).toEqual(expected.volume.totals);
  expect(actual.volume.previousTotals).toEqual(expected.volume.previousTotals);
  expect(Object.fromEntries(actual.doctors.totals.map((d) => [d.doctor, d.reports]))).toEqual(expected.doctorTotals);
  expect(actual.doctors.series).toEqual(expected.doctorSeries);
  expect(actual.turnaround.byType).toEqual(expected.turnaround.byType);
  expect(actual.turnaround.overall).toEqual(expected.turnaround.overall);
  expect(actual.turnaround.slowestOpen.map((s) => s.studyId)).toEqual(expected.turnaround.slowestOpenStudyIds);
  expect(actual.referrals.rows).toEqual(expected.referrals.rows);
  expect(actual.referrals.others === null).toBe(expected.referrals.others === null);
  expect(actual.revenue).toEqual(expected.revenue);
  expect(actual.pcpndt).toEqual(expected.pcpndt);
}

describe('GET /api/analytics', () => {
  let token: string;
  let clinicId: string;

  beforeAll(async () => {
    t.clock.set(NOW);
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    token = clinic.token;
    clinicId = await clinicIdOf(t.app, token);
    await seedClinic(clinicId);
  });

  it.each([
    ['2026-01-01', '2026-03-15', 'day'],
    ['2026-01-01', '2026-03-15', 'week'],
    ['2025-03-16', '2026-03-15', 'month'],
    ['2026-02-01', '2026-02-28', 'day'],
    ['2026-01-31', '2026-02-01', 'day'],
  ] as const)('matches the base tables for %s to %s by %s', async (from, to, granularity) => {
    const res = await get(token, `from=${from}&to=${to}&granularity=${granularity}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Analytics;
    expect(body.range).toMatchObject({
      from,
      to,
      granularity,
      timeZone: TZ,
      buckets: bucketsOf(from, to, granularity),
    });
    expectMatches(body, await expectedAnalytics(clinicId, from, to, granularity, NOW));
  });

  it('puts 23:59 and 00:01 IST on either side of a month end', async () => {
    const body = (await get(token, 'from=2026-01-31&to=2026-02-01&granularity=day')).json() as Analytics;
    const [jan31, feb1] = body.volume.series;
    expect(jan31?.bucket).toBe('2026-01-31');
    expect(feb1?.bucket).toBe('2026-02-01');
    expect(jan31?.patients).toBeGreaterThanOrEqual(1);
    expect(feb1?.patients).toBeGreaterThanOrEqual(1);
  });

  it('follows edits: a cancelled study, a changed referrer and a payment show at once', async () => {
    const range = 'from=2026-01-01&to=2026-03-15&granularity=month';
    const before = (await get(token, range)).json() as Analytics;
    const [open] = await t.handle.db.select().from(studies).where(eq(studies.clinicId, clinicId));
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.clinicId, clinicId));
    if (!open || !patient) throw new Error('seed missing');
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${open.id}`,
      headers: bearer(token),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(token),
      payload: buildPatientEdit({ referringDoctorName: 'Dr. Neha Kapoor' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(token),
      payload: { patientId: patient.id, amount: '1234.56', paymentMethod: 'upi', paymentDate: '2026-03-14' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const after = (await get(token, range)).json() as Analytics;
    expect(after.revenue.totals.total).not.toBe(before.revenue.totals.total);
    expectMatches(after, await expectedAnalytics(clinicId, '2026-01-01', '2026-03-15', 'month', NOW));
  });

  it('answers 400 for bad dates, a reversed range and more than 3 years', async () => {
    for (const [query, field] of [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=0000-01-01&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=yesterday', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'from'],
      ['from=2023-03-01&to=2026-03-02', 'to'],
      ['from=2026-01-01&to=2026-03-01&granularity=year', 'granularity'],
    ]) {
      const res = await get(token, query as string);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[0]?.field, query).toBe(field);
    }
    expect((await get(token, 'from=2023-03-03&to=2026-03-02')).statusCode).toBe(200);
  });

  it('is closed to Trial and Basic plans with reason plan, and to a lapsed subscription', async () => {
    const trial = await signUpTrialClinic(t.app);
    const trialRes = await get(trial.token, 'from=2026-03-01&to=2026-03-15');
    expect(trialRes.statusCode).toBe(402);
    expect(trialRes.json()).toMatchObject({ reason: 'plan' });
    expect(trialRes.json().message).toMatch(/Professional/);
    const basic = await signUpClinic(t.app);
    await buyPlan(t.app, basic.token, 'basic');
    expect((await get(basic.token, 'from=2026-03-01&to=2026-03-15')).json()).toMatchObject({ reason: 'plan' });
    const enterprise = await signUpClinic(t.app);
    await buyPlan(t.app, enterprise.token, 'enterprise');
    expect((await get(enterprise.token, 'from=2026-03-01&to=2026-03-15')).statusCode).toBe(200);

    const lapsing = await signUpClinic(t.app);
    await buyPlan(t.app, lapsing.token, 'professional');
    const lapsingId = await clinicIdOf(t.app, lapsing.token);
    await t.handle.db
      .update(subscriptions)
      .set({ endDate: new Date(NOW.getTime() - 60_000) })
      .where(eq(subscriptions.clinicId, lapsingId));
    const lapsed = await get(lapsing.token, 'from=2026-03-01&to=2026-03-15');
    expect(lapsed.statusCode).toBe(402);
    expect(lapsed.json().reason).toBe('expired');
  });

  it('shows a clinic only its own records', async () => {
    const other = await signUpClinic(t.app);
    await buyPlan(t.app, other.token, 'professional');
    const body = (await get(other.token, 'from=2025-03-16&to=2026-03-15&granularity=month')).json() as Analytics;
    expect(body.volume.totals).toMatchObject({ patients: 0, studiesScheduled: 0, reportsFinalized: 0 });
    expect(body.revenue.totals.total).toBe('0.00');
    expect(body.turnaround.slowestOpen).toEqual([]);
    expect(body.referrals.rows).toEqual([]);
    expect(body.pcpndt.currentRegister.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/analytics?from=2026-03-01&to=2026-03-15' })).statusCode,
    ).toBe(401);
  });
});
