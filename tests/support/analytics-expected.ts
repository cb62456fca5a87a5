import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type AnalyticsGrain, bucketOf, bucketsOf, previousPeriod } from '../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../core/analytics/analytics-schemas.ts';
import { clinicDayOf } from '../../core/format/dates.ts';
import { paiseToDecimal, rupeesToPaise } from '../../core/format/inr.ts';
import { registerDueDate } from '../../core/formf/formf-register.ts';
import type { Database } from '../../db/client.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { TZ } from './analytics-seed.ts';

/** The figures the page should show, computed in plain TypeScript from the clinic's rows. */
export async function expectedAnalytics(
  db: Database,
  clinicId: string,
  from: string,
  to: string,
  grain: AnalyticsGrain,
  now: Date,
) {
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

export function expectMatches(actual: Analytics, expected: Awaited<ReturnType<typeof expectedAnalytics>>) {
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
