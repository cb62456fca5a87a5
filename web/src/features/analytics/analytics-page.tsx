import { useState } from 'react';
import { checkRange, presetRange } from '../../../../core/analytics/analytics-range.ts';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import { rupeesToPaise } from '../../../../core/format/inr.ts';
import { findPlan } from '../../../../core/plans/catalogue.ts';
import { Card } from '../../components/ui/card.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { useActiveSubscription } from '../../lib/use-active-subscription.ts';
import { useCentres } from '../../lib/use-centres.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Analytics, useAnalytics } from './analytics-api.ts';
import { CentreFilter } from './analytics-centre-filter.tsx';
import { AnalyticsControls, type AnalyticsSelection } from './analytics-controls.tsx';
import { changeOf, formatRupees } from './analytics-model.ts';
import { AnalyticsPanels } from './analytics-panels.tsx';
import { AnalyticsUpgradeCard } from './upgrade-card.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whose figures a chosen centre filter shows, for the heading (and so the print says it). */
const centreLabel = (centre: string, centres: { id: string; name: string }[]) =>
  centre === 'all' ? t('All centres') : (centres.find((c) => c.id === centre)?.name ?? t('Centre'));

/**
 * Printing shows the page alone on A4 landscape: the shell's sidebar and header are hidden while
 * this page is open (the rule lives in this style element, so it leaves other pages alone).
 */
const PRINT_CSS = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  html, body, .min-h-dvh { background: #fff !important; min-height: 0 !important; }
  #app-sidebar, header, a[href="#main"] { display: none !important; }
  main { padding: 0 !important; }
  main, main * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .lg\\:pl-64 { padding-left: 0 !important; }
}`;

/** /analytics (Professional and Enterprise): the centre's volume, people, speed, money and paperwork. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [today] = useState(() => clinicDay(new Date()));
  const [selection, setSelection] = useState<AnalyticsSelection>(() => ({
    preset: 'last-30-days',
    ...presetRange('last-30-days', today),
  }));
  const datesValid = ISO_DAY.test(selection.from) && ISO_DAY.test(selection.to);
  const problem = datesValid ? checkRange(selection.from, selection.to) : null;
  const [centre, setCentre] = useState('');
  const centres = useCentres();
  // A plan without analytics (a trial, Basic) is told so without asking the server for a 402 it
  // would log in the browser's console; the server's 402 still decides when the plan is unknown.
  const subscription = useActiveSubscription(true);
  const planId = subscription.data?.planId;
  const planHasAnalytics = planId === undefined || (findPlan(planId)?.analytics ?? true);
  const analytics = useAnalytics(
    selection.from,
    selection.to,
    selection.granularity,
    centre,
    datesValid && !problem && !subscription.isPending && planHasAnalytics,
  );
  const planLocked =
    !planHasAnalytics || (analytics.error instanceof ApiRequestError && analytics.error.status === 402);
  const rangeLabel = `${selection.from}_to_${selection.to}`;

  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Analytics')}</h1>
        {/* A plan without analytics has no figures for a range: naming one would promise panels it does not show. */}
        {planLocked ? null : (
          <p className="mt-1 text-sm text-slate-600">
            {centre ? `${centreLabel(centre, centres.data ?? [])}: ` : ''}
            {datesValid
              ? t('{from} to {to}', { from: formatIsoDay(selection.from), to: formatIsoDay(selection.to) })
              : t('Choose a range')}
            {analytics.data
              ? `, ${t('compared with {from} to {to}', { from: formatIsoDay(analytics.data.range.previous.from), to: formatIsoDay(analytics.data.range.previous.to) })}`
              : ''}
          </p>
        )}
      </div>
      {planLocked ? (
        <AnalyticsUpgradeCard />
      ) : (
        <>
          <CentreFilter value={centre} onChange={setCentre} />
          <AnalyticsControls value={selection} today={today} onChange={setSelection} />
          {problem ? <ErrorMessage>{t(problem.message)}</ErrorMessage> : null}
          {!datesValid ? <ErrorMessage>{t('Enter both dates.')}</ErrorMessage> : null}
          {analytics.isError && !planLocked ? (
            <ErrorMessage>{t(errorMessageOf(analytics.error, msg('Failed to load the analytics')))}</ErrorMessage>
          ) : null}
          {analytics.isPending && datesValid && !problem ? (
            <LoadingMessage>{t('Loading analytics…')}</LoadingMessage>
          ) : null}
          {analytics.data ? (
            <div
              aria-busy={analytics.isFetching}
              className={analytics.isFetching ? 'opacity-70 transition-opacity' : ''}
            >
              <HeadlineFigures data={analytics.data} />
              <div className="mt-6">
                <AnalyticsPanels data={analytics.data} rangeLabel={rangeLabel} />
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function HeadlineFigures({ data }: { data: Analytics }) {
  const current = data.volume.totals;
  const previous = data.volume.previousTotals;
  const paise = (decimal: string) => Number(rupeesToPaise(decimal) ?? 0n);
  const figures = [
    {
      label: t('Patients registered'),
      value: formatCount(current.patients),
      change: changeOf(current.patients, previous.patients),
    },
    {
      label: t('Studies completed'),
      value: formatCount(current.studiesCompleted),
      change: changeOf(current.studiesCompleted, previous.studiesCompleted),
    },
    {
      label: t('Reports finalized'),
      value: formatCount(current.reportsFinalized),
      change: changeOf(current.reportsFinalized, previous.reportsFinalized),
    },
    {
      label: t('Revenue'),
      value: formatRupees(data.revenue.totals.total),
      change: changeOf(paise(data.revenue.totals.total), paise(data.revenue.previousTotal)),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.label} className="p-4">
          <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
            {figure.value}
          </dd>
          <dd className="mt-1 text-xs">
            <ChangeBadge direction={figure.change.direction} percent={figure.change.percent} />
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function ChangeBadge({ direction, percent }: ReturnType<typeof changeOf>) {
  const tone = direction === 'up' ? 'text-green-700' : direction === 'down' ? 'text-red-700' : 'text-slate-600';
  const words = direction === 'up' ? t('up') : direction === 'down' ? t('down') : t('no change');
  return (
    // At 390 px two to a row, the arrow and figure stay together and the comparison wraps under
    // them: side by side each was squeezed into a column ("▲" over "नया").
    <span className={`flex flex-wrap items-baseline gap-x-1 ${tone}`}>
      <span className="whitespace-nowrap">
        {direction === 'same' ? t('No change') : `${direction === 'up' ? '▲' : '▼'} ${percent ?? t('new')}`}
        <span className="sr-only"> ({t('{change} on the previous period', { change: words })})</span>
      </span>
      <span className="text-slate-500">{t('vs previous period')}</span>
    </span>
  );
}
