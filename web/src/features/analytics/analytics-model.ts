import type { AnalyticsGrain } from '../../../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../../../core/analytics/analytics-schemas.ts';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { currentDisplayDigits, formatCount, inDigits } from '../../../../core/format/digits.ts';
import { formatPaise, rupeesToPaise } from '../../../../core/format/inr.ts';
import { csvCell } from '../../../../core/formf/formf-register.ts';
import { htmlLang } from '../../../../core/i18n/locales.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../core/payments/payment-schemas.ts';
import { reportTypeLabel } from '../../../../core/reports/templates/catalogue.ts';
import { currentLocale, t } from '../../lib/i18n.ts';

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

/**
 * English keeps its three letters (Intl's en-IN writes "Sept"); other languages take the month's
 * short name from Intl in the screen's language ("सित॰"), the year in the screen's digits.
 */
function monthName(month: number): string {
  const locale = currentLocale();
  if (locale === 'en') return MONTHS[month - 1] ?? '';
  const format = new Intl.DateTimeFormat(htmlLang(locale), { month: 'short', timeZone: 'UTC' });
  return format.format(Date.UTC(2000, month - 1, 1));
}

export function bucketLabel(bucket: string, grain: AnalyticsGrain): string {
  if (grain === 'month') {
    return inDigits(`${monthName(Number(bucket.slice(5, 7)))} ${bucket.slice(0, 4)}`, currentDisplayDigits());
  }
  if (grain === 'week') return t('Week of {day}', { day: formatIsoDay(bucket) });
  return formatIsoDay(bucket);
}

export function monthLabel(month: string): string {
  return bucketLabel(`${month}-01`, 'month');
}

/** "45 min", "3 h 05 min", "2 d 4 h": turnaround as a person reads it, in the screen's digits. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  return inDigits(minutesText(minutes), currentDisplayDigits());
}

function minutesText(minutes: number): string {
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
  if (kind === 'count') return formatCount(Number(value));
  return String(value);
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** "12.5%" (in the screen's digits); null when there was nothing before to compare with. */
  percent: string | null;
}

/** How a figure moved against the previous period of the same length. */
export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (previous === 0) return { direction, percent: current === 0 ? `${formatCount(0)}%` : null };
  const percent = (Math.abs(current - previous) / previous) * 100;
  // One decimal below 10 % (4.0%, not 4%), whole numbers above; grouped as every other count.
  const rounded = percent < 10 ? percent.toFixed(1) : formatCount(Math.round(percent), 'latin');
  return { direction, percent: `${inDigits(rounded, currentDisplayDigits())}%` };
}

const count = (label: string): PanelColumn => ({ label, kind: 'count' });

/** "90th percentile" has its number in the wording; on screen it takes the screen's digits too. */
export function ninetiethPercentile(): string {
  return inDigits(t('90th percentile'), currentDisplayDigits());
}

export function volumeTable(a: Analytics): PanelTable {
  const grain = a.range.granularity;
  const types = a.volume.reportTypes;
  return {
    title: t('Volume'),
    slug: 'volume',
    columns: [
      { label: t('Period'), kind: 'text' },
      count(t('Patients registered')),
      count(t('Studies scheduled')),
      count(t('Studies completed')),
      count(t('Studies cancelled')),
      count(t('Reports finalized')),
      ...types.map((type) => count(t('Reports: {type}', { type: reportTypeLabel(type) }))),
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
      t('Total'),
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
    title: t('Reports finalized per doctor'),
    slug: 'doctors',
    columns: [{ label: t('Period'), kind: 'text' }, ...a.doctors.doctors.map(count)],
    rows: a.doctors.series.map((s) => [
      bucketLabel(s.bucket, grain),
      ...a.doctors.doctors.map((d) => s.reports[d] ?? 0),
    ]),
    footer: [t('Total'), ...a.doctors.totals.map((d) => d.reports)],
  };
}

export function turnaroundTable(a: Analytics): PanelTable {
  const turnaround = a.turnaround;
  return {
    title: t('Turnaround'),
    slug: 'turnaround',
    columns: [
      { label: t('Report type'), kind: 'text' },
      count(t('Reports')),
      { label: t('Median'), kind: 'minutes' },
      { label: ninetiethPercentile(), kind: 'minutes' },
    ],
    rows: turnaround.byType.map((r) => [reportTypeLabel(r.reportType), r.reports, r.medianMinutes, r.p90Minutes]),
    footer: [
      t('All types'),
      turnaround.overall.reports,
      turnaround.overall.medianMinutes,
      turnaround.overall.p90Minutes,
    ],
  };
}

export function slowestOpenTable(a: Analytics): PanelTable {
  return {
    title: t('Slowest open studies'),
    slug: 'open-studies',
    empty: t('No study is waiting for its report.'),
    columns: [
      { label: t('Study'), kind: 'text' },
      { label: t('Patient'), kind: 'text' },
      { label: t('Type'), kind: 'text' },
      { label: t('Status'), kind: 'text' },
      { label: t('Waiting'), kind: 'minutes' },
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
    title: t('Referrals'),
    slug: 'referrals',
    columns: [{ label: t('Referring doctor'), kind: 'text' }, count(t('Patients')), count(t('Reports'))],
    rows: [
      ...a.referrals.rows.map((r) => [r.referrer, r.patients, r.reports]),
      ...(others ? [[t('Others ({count})', { count: others.referrers }), others.patients, others.reports]] : []),
    ],
  };
}

export function revenueTable(a: Analytics): PanelTable {
  const grain = a.range.granularity;
  const methods = a.revenue.methods;
  return {
    title: t('Revenue'),
    slug: 'revenue',
    columns: [
      { label: t('Period'), kind: 'text' },
      ...methods.map((m) => ({ label: paymentMethodLabel(m), kind: 'money' as const })),
      { label: t('Total'), kind: 'money' },
    ],
    rows: a.revenue.series.map((s) => [
      bucketLabel(s.bucket, grain),
      ...methods.map((m) => s.byMethod[m] ?? '0.00'),
      s.total,
    ]),
    footer: [t('Total'), ...methods.map((m) => a.revenue.totals.byMethod[m] ?? '0.00'), a.revenue.totals.total],
  };
}

export function pcpndtTable(a: Analytics): PanelTable {
  return {
    title: t('PC-PNDT Form F'),
    slug: 'pcpndt',
    columns: [
      { label: t('Register month'), kind: 'text' },
      count(t('Form F records')),
      count(t('Complete')),
      count(t('Incomplete')),
      count(t('Submitted')),
    ],
    rows: a.pcpndt.months.map((m) => [monthLabel(m.month), m.total, m.complete, m.incomplete, m.submitted]),
  };
}

/** The method's name in the screen's language (UPI stays UPI); an unknown code as it came. */
export function paymentMethodLabel(method: string): string {
  const label = (PAYMENT_METHOD_LABELS as Record<string, string>)[method];
  return label ? t(label) : method;
}

/** The table as CSV (formula-safe cells, as the register's CSV), with a header row. */
export function tableToCsv(table: PanelTable): string {
  const lines = [table.columns.map((c) => csvCell(c.label)).join(',')];
  for (const row of [...table.rows, ...(table.footer ? [table.footer] : [])]) {
    lines.push(row.map((cell) => csvCell(cell)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
