import type { AnalyticsGrain } from '../../../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../../../core/analytics/analytics-schemas.ts';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { formatPaise, rupeesToPaise } from '../../../../core/format/inr.ts';
import { csvCell } from '../../../../core/formf/formf-register.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../core/payments/payment-schemas.ts';
import { reportTypeLabel } from '../../../../core/reports/templates/catalogue.ts';

/**
 * Each analytics panel as a table: what the page shows under its chart, what prints, and what
 * the panel's CSV holds. Cells keep raw values (counts, decimal rupees, minutes); the kind of the
 * column decides how they read on screen, so the CSV stays machine-readable.
 */
export type ColumnKind = 'text' | 'count' | 'money' | 'minutes';
export interface PanelColumn {
  label: string;
  kind: ColumnKind;
}
export type Cell = string | number | null;
export interface PanelTable {
  title: string;
  /** File name of the CSV, without the range. */
  slug: string;
  columns: PanelColumn[];
  rows: Cell[][];
  /** A totals row, when the panel has one. */
  footer?: Cell[];
  /** Shown instead of an empty table. */
  empty?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function bucketLabel(bucket: string, grain: AnalyticsGrain): string {
  if (grain === 'month') return `${MONTHS[Number(bucket.slice(5, 7)) - 1]} ${bucket.slice(0, 4)}`;
  if (grain === 'week') return `Week of ${formatIsoDay(bucket)}`;
  return formatIsoDay(bucket);
}

export function monthLabel(month: string): string {
  return bucketLabel(`${month}-01`, 'month');
}

/** "45 min", "3 h 05 min", "2 d 4 h": turnaround as a person reads it. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

export function formatRupees(decimal: string): string {
  return formatPaise(rupeesToPaise(decimal) ?? 0n);
}

export function formatCell(value: Cell, kind: ColumnKind): string {
  if (value === null) return '—';
  if (kind === 'money') return formatRupees(String(value));
  if (kind === 'minutes') return formatMinutes(Number(value));
  if (kind === 'count') return Number(value).toLocaleString('en-IN');
  return String(value);
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** "12.5%"; null when there was nothing before to compare with. */
  percent: string | null;
}

/** How a figure moved against the previous period of the same length. */
export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (previous === 0) return { direction, percent: current === 0 ? '0%' : null };
  const percent = (Math.abs(current - previous) / previous) * 100;
  return { direction, percent: `${percent.toFixed(percent < 10 ? 1 : 0)}%` };
}

const count = (label: string): PanelColumn => ({ label, kind: 'count' });

export function volumeTable(a: Analytics): PanelTable {
  const grain = a.range.granularity;
  const types = a.volume.reportTypes;
  return {
    title: 'Volume',
    slug: 'volume',
    columns: [
      { label: 'Period', kind: 'text' },
      count('Patients registered'),
      count('Studies scheduled'),
      count('Studies completed'),
      count('Studies cancelled'),
      count('Reports finalized'),
      ...types.map((type) => count(`Reports: ${reportTypeLabel(type)}`)),
    ],
    rows: a.volume.series.map((s) => [
      bucketLabel(s.bucket, grain),
      s.patients,
      s.studiesScheduled,
      s.studiesCompleted,
      s.studiesCancelled,
      s.reportsFinalized,
      ...types.map((type) => s.reportsByType[type] ?? 0),
    ]),
    footer: [
      'Total',
      a.volume.totals.patients,
      a.volume.totals.studiesScheduled,
      a.volume.totals.studiesCompleted,
      a.volume.totals.studiesCancelled,
      a.volume.totals.reportsFinalized,
      ...types.map((type) => a.volume.totals.reportsByType[type] ?? 0),
    ],
  };
}

export function doctorsTable(a: Analytics): PanelTable {
  const grain = a.range.granularity;
  return {
    title: 'Reports finalized per doctor',
    slug: 'doctors',
    columns: [{ label: 'Period', kind: 'text' }, ...a.doctors.doctors.map(count)],
    rows: a.doctors.series.map((s) => [
      bucketLabel(s.bucket, grain),
      ...a.doctors.doctors.map((d) => s.reports[d] ?? 0),
    ]),
    footer: ['Total', ...a.doctors.totals.map((d) => d.reports)],
  };
}

export function turnaroundTable(a: Analytics): PanelTable {
  const t = a.turnaround;
  return {
    title: 'Turnaround',
    slug: 'turnaround',
    columns: [
      { label: 'Report type', kind: 'text' },
      count('Reports'),
      { label: 'Median', kind: 'minutes' },
      { label: '90th percentile', kind: 'minutes' },
    ],
    rows: t.byType.map((r) => [reportTypeLabel(r.reportType), r.reports, r.medianMinutes, r.p90Minutes]),
    footer: ['All types', t.overall.reports, t.overall.medianMinutes, t.overall.p90Minutes],
  };
}

export function slowestOpenTable(a: Analytics): PanelTable {
  return {
    title: 'Slowest open studies',
    slug: 'open-studies',
    empty: 'No study is waiting for its report.',
    columns: [
      { label: 'Study', kind: 'text' },
      { label: 'Patient', kind: 'text' },
      { label: 'Type', kind: 'text' },
      { label: 'Status', kind: 'text' },
      { label: 'Waiting', kind: 'minutes' },
    ],
    rows: a.turnaround.slowestOpen.map((s) => [
      s.studyId,
      `${s.patientName} (${s.patientId})`,
      s.studyType,
      s.status,
      s.waitingMinutes,
    ]),
  };
}

export function referralsTable(a: Analytics): PanelTable {
  const others = a.referrals.others;
  return {
    title: 'Referrals',
    slug: 'referrals',
    columns: [{ label: 'Referring doctor', kind: 'text' }, count('Patients'), count('Reports')],
    rows: [
      ...a.referrals.rows.map((r) => [r.referrer, r.patients, r.reports]),
      ...(others ? [[`Others (${others.referrers})`, others.patients, others.reports]] : []),
    ],
  };
}

export function revenueTable(a: Analytics): PanelTable {
  const grain = a.range.granularity;
  const methods = a.revenue.methods;
  return {
    title: 'Revenue',
    slug: 'revenue',
    columns: [
      { label: 'Period', kind: 'text' },
      ...methods.map((m) => ({ label: paymentMethodLabel(m), kind: 'money' as const })),
      { label: 'Total', kind: 'money' },
    ],
    rows: a.revenue.series.map((s) => [
      bucketLabel(s.bucket, grain),
      ...methods.map((m) => s.byMethod[m] ?? '0.00'),
      s.total,
    ]),
    footer: ['Total', ...methods.map((m) => a.revenue.totals.byMethod[m] ?? '0.00'), a.revenue.totals.total],
  };
}

export function pcpndtTable(a: Analytics): PanelTable {
  return {
    title: 'PC-PNDT Form F',
    slug: 'pcpndt',
    columns: [
      { label: 'Register month', kind: 'text' },
      count('Form F records'),
      count('Complete'),
      count('Incomplete'),
      count('Submitted'),
    ],
    rows: a.pcpndt.months.map((m) => [monthLabel(m.month), m.total, m.complete, m.incomplete, m.submitted]),
  };
}

export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** The table as CSV (formula-safe cells, as the register's CSV), with a header row. */
export function tableToCsv(table: PanelTable): string {
  const lines = [table.columns.map((c) => csvCell(c.label)).join(',')];
  for (const row of [...table.rows, ...(table.footer ? [table.footer] : [])]) {
    lines.push(row.map((cell) => csvCell(cell)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
