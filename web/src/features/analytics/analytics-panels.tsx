import { useMemo } from 'react';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { currentDisplayDigits, formatCount, inDigits } from '../../../../core/format/digits.ts';
import { reportTypeLabel } from '../../../../core/reports/templates/catalogue.ts';
import { t } from '../../lib/i18n.ts';
import type { Analytics } from './analytics-api.ts';
import {
  bucketLabel,
  doctorsTable,
  formatMinutes,
  formatRupees,
  monthLabel,
  ninetiethPercentile,
  paymentMethodLabel,
  pcpndtTable,
  referralsTable,
  revenueTable,
  slowestOpenTable,
  turnaroundTable,
  volumeTable,
} from './analytics-model.ts';
import { BarChart } from './bar-chart.tsx';
import { PanelCard } from './panel-card.tsx';

// Chart heights are floats of whole rupees; formatCount keeps two decimals, which only small ticks need.
const rupeeAxis = (value: number) => `₹${formatCount(value < 100 ? value : Math.round(value))}`;
const hoursAxis = (minutes: number) => formatMinutes(Math.round(minutes));

/** The six panels of the analytics page; each chart is followed by its numbers as a table. */
export function AnalyticsPanels({ data, rangeLabel }: { data: Analytics; rangeLabel: string }) {
  const labels = useMemo(() => data.range.buckets.map((bucket) => bucketLabel(bucket, data.range.granularity)), [data]);
  const charts = useMemo(() => chartSeries(data), [data]);
  const register = data.pcpndt.currentRegister;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2 print:block print:space-y-6">
      <div className="min-w-0 xl:col-span-2">
        <PanelCard
          table={volumeTable(data)}
          rangeLabel={rangeLabel}
          description={t(
            'Patients registered, studies by the day they were booked for, and reports finalized, stacked by report type.',
          )}
          chart={
            <BarChart
              label={t('Reports finalized per period, by report type')}
              labels={labels}
              series={charts.volume}
              stacked
            />
          }
        />
      </div>
      <PanelCard
        table={doctorsTable(data)}
        rangeLabel={rangeLabel}
        description={t('Reports finalized by each doctor.')}
        chart={
          <BarChart
            label={t('Reports finalized per doctor per period')}
            labels={labels}
            series={charts.doctors}
            stacked
          />
        }
      />
      <PanelCard
        table={turnaroundTable(data)}
        rangeLabel={rangeLabel}
        description={t('From the appointment (or registration, without one) to the report being finalized.')}
        chart={
          <BarChart
            label={inDigits(t('Median and 90th percentile turnaround by report type'), currentDisplayDigits())}
            labels={charts.turnaroundLabels}
            series={charts.turnaround}
            horizontal
            formatValue={hoursAxis}
            wholeSteps
          />
        }
      />
      <PanelCard
        table={slowestOpenTable(data)}
        rangeLabel={rangeLabel}
        description={t('Studies still open, longest waiting first.')}
      />
      <PanelCard
        table={referralsTable(data)}
        rangeLabel={rangeLabel}
        description={inDigits(
          t('Referring doctors by patients registered and reports finalized (top 20).'),
          currentDisplayDigits(),
        )}
        chart={
          <BarChart
            label={t('Patients and reports per referring doctor')}
            labels={charts.referralLabels}
            series={charts.referrals}
            horizontal
          />
        }
      />
      <PanelCard
        table={revenueTable(data)}
        rangeLabel={rangeLabel}
        description={t(
          'Payments received, by method. {payments} payments from {patients} patients; {average} per patient on average.',
          {
            payments: formatCount(data.revenue.totals.payments),
            patients: formatCount(data.revenue.totals.patients),
            average: formatRupees(data.revenue.totals.averagePerPatient),
          },
        )}
        chart={
          <BarChart
            label={t('Revenue per period by payment method')}
            labels={labels}
            series={charts.revenue}
            stacked
            formatValue={rupeeAxis}
          />
        }
      />
      <PanelCard
        table={pcpndtTable(data)}
        rangeLabel={rangeLabel}
        description={t('Form F records per register month.')}
        summary={
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
            <strong>{t('{month} register:', { month: monthLabel(register.month) })}</strong>{' '}
            {t(
              '{total} Form F ({complete} complete, {incomplete} incomplete, {submitted} submitted). Due to the Appropriate Authority by {due}.',
              {
                total: formatCount(register.total),
                complete: formatCount(register.complete),
                incomplete: formatCount(register.incomplete),
                submitted: formatCount(register.submitted),
                due: formatIsoDay(register.dueDate),
              },
            )}
          </p>
        }
        chart={
          <BarChart
            label={t('Form F records per month: complete, incomplete and submitted')}
            labels={charts.monthLabels}
            series={charts.pcpndt}
          />
        }
      />
    </div>
  );
}

/** Every chart's labels and series, built once per answer so the charts redraw only when it changes. */
function chartSeries(data: Analytics) {
  return {
    turnaroundLabels: data.turnaround.byType.map((r) => reportTypeLabel(r.reportType)),
    referralLabels: data.referrals.rows.map((r) => r.referrer),
    monthLabels: data.pcpndt.months.map((m) => monthLabel(m.month)),
    volume: data.volume.reportTypes.map((type) => ({
      label: reportTypeLabel(type),
      data: data.volume.series.map((s) => s.reportsByType[type] ?? 0),
    })),
    doctors: data.doctors.doctors.map((doctor) => ({
      label: doctor,
      data: data.doctors.series.map((s) => s.reports[doctor] ?? 0),
    })),
    turnaround: [
      { label: t('Median'), data: data.turnaround.byType.map((r) => r.medianMinutes) },
      { label: ninetiethPercentile(), data: data.turnaround.byType.map((r) => r.p90Minutes) },
    ],
    referrals: [
      { label: t('Patients'), data: data.referrals.rows.map((r) => r.patients) },
      { label: t('Reports'), data: data.referrals.rows.map((r) => r.reports) },
    ],
    // Chart heights only; every figure shown as text stays exact decimal rupees.
    revenue: data.revenue.methods.map((method) => ({
      label: paymentMethodLabel(method),
      data: data.revenue.series.map((s) => Number(s.byMethod[method] ?? 0)),
    })),
    pcpndt: [
      { label: t('Complete'), data: data.pcpndt.months.map((m) => m.complete) },
      { label: t('Incomplete'), data: data.pcpndt.months.map((m) => m.incomplete) },
      { label: t('Submitted'), data: data.pcpndt.months.map((m) => m.submitted) },
    ],
  };
}
