import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { t } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PaymentStats } from './payment-stats.tsx';
import { usePayments } from './payments-api.ts';
import { PaymentsTable } from './payments-table.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';

/** Payment Management (clinical spec): takings at a glance, every payment, and recording a new one. */
export function PaymentsPage() {
  useDocumentTitle('Payment Management');
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  // Mounted only while open, so every opening starts from an empty form.
  const [recording, setRecording] = useState(false);
  const count = payments.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Payment Management')}</h1>
          <p className="mt-1 text-slate-600">{t('Record patient payments and print receipts')}</p>
        </div>
        <Button onClick={() => setRecording(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Record Payment')}
        </Button>
      </div>

      <PaymentStats />

      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('Payment History')}</h2>
            {payments.data?.scope === 'today-and-own' ? (
              <p className="text-sm text-slate-600">{t("Today's payments and the ones you recorded")}</p>
            ) : null}
          </div>
          {payments.data ? (
            <p className="text-sm text-slate-600">
              {formatCount(count)} {count === 1 ? t('payment') : t('payments')}
            </p>
          ) : null}
        </div>
        {payments.isPending ? (
          <LoadingMessage>{t('Loading payments...')}</LoadingMessage>
        ) : payments.isError ? (
          <ErrorMessage>{t('Failed to fetch payments. Please try again later.')}</ErrorMessage>
        ) : count === 0 ? (
          <EmptyMessage>
            <p className="font-medium">{t('No payments recorded yet')}</p>
            <p className="text-sm text-slate-600">{t('Use Record Payment when a patient pays.')}</p>
          </EmptyMessage>
        ) : (
          <PaymentsTable payments={payments.data.payments} />
        )}
        {payments.data ? (
          <div className="border-t border-slate-200 px-4 py-3 empty:hidden sm:px-6">
            <Pagination
              label={t('Payment pages')}
              page={payments.data.page}
              totalPages={payments.data.totalPages}
              onPageChange={setPage}
            />
          </div>
        ) : null}
      </Card>

      {recording ? <RecordPaymentDialog onClose={() => setRecording(false)} /> : null}
    </div>
  );
}
