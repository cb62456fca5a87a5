import { useMemo } from 'react';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { reportTypeLabel } from '../../../../core/reports/templates/catalogue.ts';
import type { Analytics } from './analytics-api.ts';
import {
  bucketLabel,
  doctorsTable,
  formatMinutes,
  formatRupees,
  monthLabel,
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

const rupeeAxis = (value: number) =>
  `₹${value.toLocaleString('en-IN', { maximumFractionDigits: value < 100 ? 2 : 0 })}`;
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
          description="Patients registered, studies by the day they were booked for, and reports finalized, stacked by report type."
          chart={
            <BarChart
              label="Reports finalized per period, by report type"
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
        description="Reports finalized by each doctor."
        chart={
          <BarChart label="Reports finalized per doctor per period" labels={labels} series={charts.doctors} stacked />
        }
      />
      <PanelCard
        table={turnaroundTable(data)}
        rangeLabel={rangeLabel}
        description="From the appointment (or registration, without one) to the report being finalized."
        chart={
          <BarChart
            label="Median and 90th percentile turnaround by report type"
            labels={charts.turnaroundLabels}
            series={charts.turnaround}
            horizontal
            formatValue={hoursAxis}
          />
        }
      />
      <PanelCard
        table={slowestOpenTable(data)}
        rangeLabel={rangeLabel}
        description="Studies still open, longest waiting first."
      />
      <PanelCard
        table={referralsTable(data)}
        rangeLabel={rangeLabel}
        description="Referring doctors by patients registered and reports finalized (top 20)."
        chart={
          <BarChart
            label="Patients and reports per referring doctor"
            labels={charts.referralLabels}
            series={charts.referrals}
            horizontal
          />
        }
      />
      <PanelCard
        table={revenueTable(data)}
        rangeLabel={rangeLabel}
        description={`Payments received, by method. ${data.revenue.totals.payments.toLocaleString('en-IN')} payments from ${data.revenue.totals.patients.toLocaleString('en-IN')} patients; ${formatRupees(data.revenue.totals.averagePerPatient)} per patient on average.`}
        chart={
          <BarChart
            label="Revenue per period by payment method"
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
        description="Form F records per register month."
        summary={
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
            <strong>{monthLabel(register.month)} register:</strong> {register.total} Form F ({register.complete}{' '}
            complete, {register.incomplete} incomplete, {register.submitted} submitted). Due to the Appropriate
            Authority by {formatIsoDay(register.dueDate)}.
          </p>
        }
        chart={
          <BarChart
            label="Form F records per month: complete, incomplete and submitted"
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
      { label: 'Median', data: data.turnaround.byType.map((r) => r.medianMinutes) },
      { label: '90th percentile', data: data.turnaround.byType.map((r) => r.p90Minutes) },
    ],
    referrals: [
      { label: 'Patients', data: data.referrals.rows.map((r) => r.patients) },
      { label: 'Reports', data: data.referrals.rows.map((r) => r.reports) },
    ],
    // Chart heights only; every figure shown as text stays exact decimal rupees.
    revenue: data.revenue.methods.map((method) => ({
      label: paymentMethodLabel(method),
      data: data.revenue.series.map((s) => Number(s.byMethod[method] ?? 0)),
    })),
    pcpndt: [
      { label: 'Complete', data: data.pcpndt.months.map((m) => m.complete) },
      { label: 'Incomplete', data: data.pcpndt.months.map((m) => m.incomplete) },
      { label: 'Submitted', data: data.pcpndt.months.map((m) => m.submitted) },
    ],
  };
}
