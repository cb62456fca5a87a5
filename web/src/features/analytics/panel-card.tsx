import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { t } from '../../lib/i18n.ts';
import { formatCell, type PanelTable, tableToCsv } from './analytics-model.ts';

/** Hands the panel's table to the browser as a CSV file. */
function downloadCsv(table: PanelTable, rangeLabel: string) {
  // A byte-order mark, so Excel reads ₹-free UTF-8 names (Devanagari, Tamil) correctly.
  const blob = new Blob([`\uFEFF${tableToCsv(table)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `analytics-${table.slug}-${rangeLabel}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface PanelCardProps {
  table: PanelTable;
  rangeLabel: string;
  description?: string;
  /** The chart; every chart has this table beside it for screen readers and print. */
  chart?: ReactNode;
  /** Headline figures above the chart. */
  summary?: ReactNode;
}

/** One analytics panel: title, figures, chart, its numbers as a table, and a CSV download. */
export function PanelCard({ table, rangeLabel, description, chart, summary }: PanelCardProps) {
  const headingId = `panel-${table.slug}`;
  return (
    <Card className="min-w-0 p-4 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {table.title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="print:hidden"
            onClick={() => downloadCsv(table, rangeLabel)}
            aria-label={t('Download {title} as CSV', { title: table.title })}
          >
            <Download aria-hidden="true" className="size-4" /> CSV
          </Button>
        </div>
        {summary ? <div className="mt-4">{summary}</div> : null}
        {chart ? <div className="mt-4 break-inside-avoid">{chart}</div> : null}
        <PanelTableView table={table} />
      </section>
    </Card>
  );
}

function PanelTableView({ table }: { table: PanelTable }) {
  if (table.rows.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{table.empty ?? t('Nothing recorded in this range.')}</p>;
  }
  return (
    // Scrolls sideways inside the card on a phone; the shadowed edge says there is more.
    <section
      className="mt-4 overflow-x-auto rounded-md border border-slate-200 print:overflow-visible"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label={t('{title} table', { title: table.title })}
    >
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${column.kind === 'text' ? '' : 'text-right'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered in place.
            <tr key={r} className="break-inside-avoid">
              {row.map((cell, c) => (
                <Td
                  key={table.columns[c]?.label ?? c}
                  kind={table.columns[c]?.kind ?? 'text'}
                  value={cell}
                  first={c === 0}
                />
              ))}
            </tr>
          ))}
        </tbody>
        {table.footer ? (
          <tfoot className="border-t border-slate-300 bg-slate-50 font-semibold">
            <tr>
              {table.footer.map((cell, c) => (
                <Td
                  key={table.columns[c]?.label ?? c}
                  kind={table.columns[c]?.kind ?? 'text'}
                  value={cell}
                  first={c === 0}
                />
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

function Td({
  kind,
  value,
  first,
}: {
  kind: PanelTable['columns'][number]['kind'];
  value: PanelTable['rows'][number][number];
  first: boolean;
}) {
  const className = `px-3 py-1.5 whitespace-nowrap ${kind === 'text' ? '' : 'text-right tabular-nums'}`;
  return first ? (
    <th scope="row" className={`${className} text-left font-medium text-slate-900`}>
      {formatCell(value, kind)}
    </th>
  ) : (
    <td className={className}>{formatCell(value, kind)}</td>
  );
}
