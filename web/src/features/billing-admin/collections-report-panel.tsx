import { useState } from 'react';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { clinicDay } from '../../lib/clinic-dates.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { type CollectionsAnswer, fetchFullCollections, useCollections } from './billing-admin-api.ts';
import { collectionsCsv } from './collections-csv.ts';

/** On paper only the report shows, on A4 with 15 mm margins (clinical spec §9). */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

function downloadCsv(report: CollectionsAnswer) {
  const url = URL.createObjectURL(new Blob([collectionsCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `collections-${report.from}-to-${report.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The billing report of a period: collections by mode and user, concessions, refunds, dues, revenue. */
export function CollectionsReportPanel() {
  const t = useT();
  const today = clinicDay(new Date());
  const [range, setRange] = useState({ from: today, to: today });
  const report = useCollections(range.from, range.to);
  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div data-print-hide="" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="report-from">{t('From')}</Label>
          <DateInput
            id="report-from"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="report-to">{t('To')}</Label>
          <DateInput
            id="report-to"
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!report.data}
          // The screen lists the first concessions and refunds; the CSV asks for all of them.
          onClick={() =>
            fetchFullCollections(range.from, range.to)
              .then(downloadCsv)
              .catch((error: unknown) =>
                toast({
                  title: t('The CSV could not be made'),
                  description: t(errorMessageOf(error, msg('Please try again.'))),
                  variant: 'destructive',
                }),
              )
          }
        >
          {t('Download CSV')}
        </Button>
        <Button variant="secondary" disabled={!report.data} onClick={() => window.print()}>
          {t('Print')}
        </Button>
      </div>
      {report.isPending ? (
        <LoadingMessage>{t('Loading the report...')}</LoadingMessage>
      ) : report.isError ? (
        <ErrorMessage>{t('The report could not be loaded. Check the dates and try again.')}</ErrorMessage>
      ) : (
        <ReportBody report={report.data} />
      )}
    </div>
  );
}

function Section({
  title,
  head,
  rows,
  summary,
  cut = false,
}: {
  title: string;
  head: string[];
  rows: (string | number)[][];
  summary?: string;
  /** The list stops short of the period's rows: the summary says how many there are. */
  cut?: boolean;
}) {
  const t = useT();
  return (
    <section className="break-inside-avoid space-y-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {summary && cut ? <p className="text-sm text-slate-700">{summary}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('None in this period.')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                {head.map((h) => (
                  <th key={h} className="py-1 pr-4 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, j) => (
                    <td key={head[j]} className="py-1 pr-4">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ReportBody({ report: r }: { report: CollectionsAnswer }) {
  const t = useT();
  const rs = formatRupeeText;
  return (
    <Card data-print-area="" className="space-y-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        {t('Collections from {from} to {to}', { from: formatIsoDay(r.from), to: formatIsoDay(r.to) })}
      </h2>
      <Section
        title={t('Collection by mode')}
        head={[t('Mode'), t('Received'), t('Refunded'), t('Net')]}
        rows={r.byMode.map((m) => [m.mode, rs(m.received), rs(m.refunded), rs(m.net)])}
      />
      <Section
        title={t('Collection by user')}
        head={[t('User'), t('Received')]}
        rows={r.byUser.map((u) => [u.user, rs(u.received)])}
      />
      <Section
        title={t('Concessions')}
        head={[t('Bill'), t('Date'), t('Amount'), t('Reason'), t('Status')]}
        rows={r.concessions.map((c) => [c.billNumber, formatIsoDay(c.billDate), rs(c.amount), c.reason, c.status])}
        cut={r.concessionsTotal.count > r.concessions.length}
        summary={t('{count} concessions, {amount} in all; {shown} listed here, every one in the CSV.', {
          count: r.concessionsTotal.count,
          amount: rs(r.concessionsTotal.amount),
          shown: r.concessions.length,
        })}
      />
      <Section
        title={t('Refunds and credit notes')}
        head={[t('Credit note'), t('Bill'), t('Date'), t('Credited'), t('Refunded'), t('Reason')]}
        rows={r.refunds.map((n) => [
          n.noteNumber,
          n.billNumber,
          formatIsoDay(n.date),
          rs(n.amount),
          rs(n.refund),
          n.reason,
        ])}
        cut={r.refundsTotal.count > r.refunds.length}
        summary={t(
          '{count} credit notes, {amount} credited and {refund} refunded; {shown} listed here, every one in the CSV.',
          {
            count: r.refundsTotal.count,
            amount: rs(r.refundsTotal.amount),
            refund: rs(r.refundsTotal.refund),
            shown: r.refunds.length,
          },
        )}
      />
      <Section
        title={t('Dues by age (today)')}
        head={[t('0-30 days'), t('31-60 days'), t('61-90 days'), t('Over 90 days')]}
        rows={[[rs(r.duesAgeing.d0to30), rs(r.duesAgeing.d31to60), rs(r.duesAgeing.d61to90), rs(r.duesAgeing.over90)]]}
      />
      <Section
        title={t('Revenue by study type')}
        head={[t('Item'), t('Quantity'), t('Amount')]}
        rows={r.revenueByStudyType.map((i) => [i.item, i.quantity, rs(i.amount)])}
      />
      <Section
        title={t('Revenue by referrer')}
        head={[t('Referrer'), t('Bills'), t('Amount'), t('Median turnaround')]}
        rows={r.revenueByReferrer.map((x) => [
          x.referrer,
          x.bills,
          rs(x.amount),
          x.medianTurnaroundHours === null ? '—' : t('{hours} h', { hours: x.medianTurnaroundHours }),
        ])}
      />
    </Card>
  );
}
