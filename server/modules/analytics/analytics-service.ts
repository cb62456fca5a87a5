import { eq } from 'drizzle-orm';
import { bucketsOf, previousPeriod } from '../../../core/analytics/analytics-range.ts';
import type { Analytics, AnalyticsQuery } from '../../../core/analytics/analytics-schemas.ts';
import { clinicDayOf } from '../../../core/format/dates.ts';
import { paiseToDecimal, rupeesToPaise } from '../../../core/format/inr.ts';
import { registerDueDate } from '../../../core/formf/formf-register.ts';
import { findPlan } from '../../../core/plans/catalogue.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { subscriptionClinicSql } from '../centres/organisation-queries.ts';
import {
  type AnalyticsWindow,
  countPayingPatients,
  loadFinalizedCounts,
  loadFormFMonths,
  loadPatientCounts,
  loadPayments,
  loadReferrals,
  loadSlowestOpenStudies,
  loadStudyCounts,
  loadTurnaround,
} from './analytics-queries.ts';

export interface AnalyticsClinic {
  timeZone: string;
  /** Whether the clinic's plan includes the analytics dashboard (core/plans/catalogue.ts). */
  entitled: boolean;
}

export async function findAnalyticsClinic(db: Database, clinicId: string): Promise<AnalyticsClinic> {
  const [row] = await db
    .select({ timeZone: clinics.timeZone, planId: subscriptions.planId })
    .from(clinics)
    // The organisation's subscription, held by its primary centre.
    .leftJoin(subscriptions, eq(subscriptions.clinicId, subscriptionClinicSql(clinics.id)))
    .where(eq(clinics.id, clinicId));
  return { timeZone: row?.timeZone ?? 'Asia/Kolkata', entitled: findPlan(row?.planId ?? '')?.analytics ?? false };
}

const num = (value: unknown) => Number(value ?? 0);
const paiseOf = (value: unknown) => rupeesToPaise(String(value ?? '0')) ?? 0n;
/** Keys sorted by their totals, largest first (ties by name), so charts stack the big ones first. */
const byTotal = (totals: Map<string, number>) =>
  [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

const REFERRAL_ROWS = 20;
const SELF_OR_UNRECORDED = 'Self / not recorded';

/** Every panel of the analytics page for one centre, or several together, and a range (see analytics-queries.ts). */
export async function computeAnalytics(
  db: Database,
  clinicIds: string[],
  timeZone: string,
  query: AnalyticsQuery,
  now: Date,
): Promise<Analytics> {
  const previous = previousPeriod(query.from, query.to);
  const w: AnalyticsWindow = {
    clinicIds,
    timeZone,
    grain: query.granularity,
    from: query.from,
    to: query.to,
    previousFrom: previous.from,
  };
  const currentMonth = clinicDayOf(now, timeZone).slice(0, 7);
  const [patients, studies, finalized, turnaround, slowest, referrals, payments, payingPatients, formF] =
    await Promise.all([
      loadPatientCounts(db, w),
      loadStudyCounts(db, w),
      loadFinalizedCounts(db, w),
      loadTurnaround(db, w),
      loadSlowestOpenStudies(db, clinicIds, now),
      loadReferrals(db, w),
      loadPayments(db, w),
      countPayingPatients(db, w),
      loadFormFMonths(db, w, currentMonth),
    ]);
  const buckets = bucketsOf(query.from, query.to, query.granularity);
  return {
    range: { ...query, timeZone, buckets, previous },
    ...volumeAndDoctors(buckets, patients, studies, finalized),
    turnaround: {
      byType: turnaround
        .filter((r) => r.reportType !== null)
        .map((r) => ({
          reportType: String(r.reportType),
          reports: num(r.reports),
          medianMinutes: num(r.median),
          p90Minutes: num(r.p90),
        }))
        .sort((a, b) => a.reportType.localeCompare(b.reportType)),
      overall: overallTurnaround(turnaround.find((r) => r.reportType === null)),
      slowestOpen: slowest.map((r) => ({
        studyId: String(r.studyId),
        patientId: String(r.patientId),
        patientName: String(r.patientName),
        studyType: String(r.studyType),
        status: String(r.status),
        scheduledAt: new Date(String(r.scheduledAt)).toISOString(),
        waitingMinutes: num(r.waitingMinutes),
      })),
    },
    referrals: referralPanel(referrals),
    revenue: revenuePanel(buckets, payments, payingPatients),
    pcpndt: pcpndtPanel(formF, bucketsOf(query.from, query.to, 'month'), currentMonth),
  };
}

function overallTurnaround(row: Record<string, unknown> | undefined) {
  const reports = num(row?.reports);
  return {
    reports,
    medianMinutes: reports ? num(row?.median) : null,
    p90Minutes: reports ? num(row?.p90) : null,
  };
}

type Rows = Record<string, unknown>[];

function volumeAndDoctors(buckets: string[], patients: Rows, studies: Rows, finalized: Rows) {
  const blank = () => ({
    patients: 0,
    studiesScheduled: 0,
    studiesCompleted: 0,
    studiesCancelled: 0,
    reportsFinalized: 0,
  });
  const series = new Map(
    buckets.map((bucket) => [bucket, { ...blank(), reportsByType: {} as Record<string, number> }]),
  );
  const doctorSeries = new Map(buckets.map((bucket) => [bucket, {} as Record<string, number>]));
  const previousTotals = blank();
  const at = (bucket: unknown) => series.get(String(bucket));
  for (const r of patients) {
    if (r.bucket === 'previous') previousTotals.patients += num(r.n);
    else if (at(r.bucket)) (at(r.bucket) as ReturnType<typeof blank>).patients += num(r.n);
  }
  for (const r of studies) {
    const target = r.bucket === 'previous' ? previousTotals : at(r.bucket);
    if (!target) continue;
    target.studiesScheduled += num(r.scheduled);
    target.studiesCompleted += num(r.completed);
    target.studiesCancelled += num(r.cancelled);
  }
  const typeTotals = new Map<string, number>();
  const doctorTotals = new Map<string, number>();
  for (const r of finalized) {
    const n = num(r.n);
    if (r.bucket === 'previous') {
      previousTotals.reportsFinalized += n;
      continue;
    }
    const target = at(r.bucket);
    const doctors = doctorSeries.get(String(r.bucket));
    if (!target || !doctors) continue;
    const type = String(r.reportType);
    const doctor = String(r.doctor);
    target.reportsFinalized += n;
    target.reportsByType[type] = (target.reportsByType[type] ?? 0) + n;
    doctors[doctor] = (doctors[doctor] ?? 0) + n;
    add(typeTotals, type, n);
    add(doctorTotals, doctor, n);
  }
  const rows = [...series].map(([bucket, figures]) => ({ bucket, ...figures }));
  const sum = (key: keyof ReturnType<typeof blank>) => rows.reduce((total, row) => total + row[key], 0);
  return {
    volume: {
      reportTypes: byTotal(typeTotals),
      series: rows,
      totals: {
        patients: sum('patients'),
        studiesScheduled: sum('studiesScheduled'),
        studiesCompleted: sum('studiesCompleted'),
        studiesCancelled: sum('studiesCancelled'),
        reportsFinalized: sum('reportsFinalized'),
        reportsByType: Object.fromEntries(typeTotals),
      },
      previousTotals,
    },
    doctors: {
      doctors: byTotal(doctorTotals),
      series: [...doctorSeries].map(([bucket, reports]) => ({ bucket, reports })),
      totals: byTotal(doctorTotals).map((doctor) => ({ doctor, reports: doctorTotals.get(doctor) ?? 0 })),
    },
  };
}

function referralPanel(rows: Rows) {
  const all = rows
    .map((r) => ({
      referrer: String(r.referrer ?? '') || SELF_OR_UNRECORDED,
      patients: num(r.patients),
      reports: num(r.reports),
    }))
    .sort((a, b) => b.patients - a.patients || b.reports - a.reports || a.referrer.localeCompare(b.referrer));
  const rest = all.slice(REFERRAL_ROWS);
  return {
    rows: all.slice(0, REFERRAL_ROWS),
    others: rest.length
      ? {
          referrers: rest.length,
          patients: rest.reduce((n, r) => n + r.patients, 0),
          reports: rest.reduce((n, r) => n + r.reports, 0),
        }
      : null,
  };
}

function revenuePanel(buckets: string[], payments: Rows, payingPatients: number) {
  const series = new Map(buckets.map((bucket) => [bucket, { total: 0n, byMethod: new Map<string, bigint>() }]));
  const methodTotals = new Map<string, bigint>();
  let total = 0n;
  let previousTotal = 0n;
  let count = 0;
  for (const r of payments) {
    const paise = paiseOf(r.total);
    if (r.bucket === 'previous') {
      previousTotal += paise;
      continue;
    }
    const target = series.get(String(r.bucket));
    if (!target) continue;
    const method = String(r.method);
    target.total += paise;
    target.byMethod.set(method, (target.byMethod.get(method) ?? 0n) + paise);
    methodTotals.set(method, (methodTotals.get(method) ?? 0n) + paise);
    total += paise;
    count += num(r.payments);
  }
  const methods = [...methodTotals]
    .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0].localeCompare(b[0])))
    .map(([method]) => method);
  const decimals = (map: Map<string, bigint>) =>
    Object.fromEntries(methods.map((method) => [method, paiseToDecimal(map.get(method) ?? 0n)]));
  // Rounded half up to the paisa.
  const average = payingPatients ? (total * 2n + BigInt(payingPatients)) / (2n * BigInt(payingPatients)) : 0n;
  return {
    methods,
    series: [...series].map(([bucket, s]) => ({
      bucket,
      total: paiseToDecimal(s.total),
      byMethod: decimals(s.byMethod),
    })),
    totals: {
      total: paiseToDecimal(total),
      payments: count,
      patients: payingPatients,
      averagePerPatient: paiseToDecimal(average),
      byMethod: decimals(methodTotals),
    },
    previousTotal: paiseToDecimal(previousTotal),
  };
}

/** Every month the range touches (zeros included), and the current month's register. */
function pcpndtPanel(rows: Rows, monthStarts: string[], currentMonth: string) {
  const figures = (month: string) => {
    const r = rows.find((row) => row.month === month);
    return {
      month,
      total: num(r?.total),
      complete: num(r?.complete),
      incomplete: num(r?.incomplete),
      submitted: num(r?.submitted),
    };
  };
  return {
    months: monthStarts.map((start) => figures(start.slice(0, 7))),
    currentRegister: { ...figures(currentMonth), dueDate: registerDueDate(currentMonth) },
  };
}
