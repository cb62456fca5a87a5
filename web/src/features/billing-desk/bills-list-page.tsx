import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { useT } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBills } from './billing-desk-api.ts';

/** /bills, or one patient's at /bills?patientId=: newest first, with what each still asks. */
export function BillsListPage() {
  const t = useT();
  useDocumentTitle('Bills');
  const patientId = new URLSearchParams(useSearch()).get('patientId');
  const [page, setPage] = useState(1);
  const bills = useBills(page, patientId);
  const rows = bills.data?.bills ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Bills')}</h1>
          <p className="mt-1 text-slate-600">
            {patientId && rows[0] ? `${rows[0].patientName} (${rows[0].patientCode})` : t('Every bill of this centre')}
          </p>
        </div>
        <Link href="/front-desk" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('New bill at the front desk')}
        </Link>
      </div>
      <Card className="overflow-x-auto">
        {bills.isPending ? (
          <LoadingMessage>{t('Loading bills...')}</LoadingMessage>
        ) : bills.isError ? (
          <ErrorMessage>{t('Failed to load bills')}</ErrorMessage>
        ) : rows.length === 0 ? (
          <EmptyMessage>{t('No bills yet')}</EmptyMessage>
        ) : (
          <table className="w-full text-sm" aria-label={t('Bills, newest first')}>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th className="px-4 py-3 font-medium">{t('Bill No.')}</th>
                <th className="px-4 py-3 font-medium">{t('Date')}</th>
                <th className="px-4 py-3 font-medium">{t('Patient')}</th>
                <th className="px-4 py-3 text-right font-medium">{t('Total')}</th>
                <th className="px-4 py-3 text-right font-medium">{t('Paid')}</th>
                <th className="px-4 py-3 text-right font-medium">{t('Balance due')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bill) => (
                <tr key={bill.id} className="border-b border-slate-100">
                  <td className="px-4 py-3">
                    <Link href={`/bills/${bill.id}`} className="font-medium text-blue-800 underline">
                      {bill.billNumber}
                    </Link>
                    {bill.concessionStatus === 'pending' ? (
                      <span className="ml-2 text-xs text-amber-800">{t('awaiting approval')}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">{formatIsoDay(bill.billDate)}</td>
                  <td className="px-4 py-3">
                    {bill.patientName} ({bill.patientCode})
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatRupeeText(bill.total)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatRupeeText(bill.paid)}</td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatRupeeText(bill.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {bills.data && (page > 1 || bills.data.more) ? (
        <div className="flex justify-between">
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('Newer')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={!bills.data.more}
            onClick={() => setPage(page + 1)}
          >
            {t('Older')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
