import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../core/api/payments-api.ts';
import { reportsApi } from '../../../../core/api/reports-api.ts';
import { formatDate, formatIsoDay } from '../../../../core/format/dates.ts';
import { formatPaise, rupeesToPaise } from '../../../../core/format/inr.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../core/payments/payment-schemas.ts';
import { REPORT_TYPE_LABELS } from '../../../../core/reports/templates/catalogue.ts';
import type { ReportType } from '../../../../core/reports/templates/template-types.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { AreaSpinner } from '../../components/ui/spinner.tsx';
import { EmptyMessage, ErrorMessage } from '../../components/ui/state-message.tsx';
import { callApi } from '../../lib/call-api.ts';
import { t } from '../../lib/i18n.ts';

/** The patient's reports, newest first (the reports list API, filtered to this patient). */
export function PatientReports({ patientId }: { patientId: string }) {
  const reports = useQuery({
    queryKey: [reportsApi.list.path, 'patient', patientId],
    queryFn: () => callApi(reportsApi.list, { query: { page: 1, limit: 50, patientId } }),
    refetchOnMount: true,
  });
  if (reports.isPending) return <AreaSpinner />;
  if (reports.isError) return <ErrorMessage>{t('Failed to fetch reports')}</ErrorMessage>;
  if (reports.data.reports.length === 0) {
    return (
      <EmptyMessage className="pt-2">
        <p>{t('No reports yet')}</p>
      </EmptyMessage>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="flex items-center justify-between gap-3 py-2 text-sm">
          <div>
            <p className="font-medium text-slate-900">
              {t(REPORT_TYPE_LABELS[report.reportType as ReportType] ?? report.reportType)}
            </p>
            <p className="text-slate-600">
              {report.reportId} · {formatDate(report.createdAt)}
            </p>
          </div>
          <Badge tone={report.status === 'draft' ? 'amber' : 'green'}>{report.status}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** What the patient paid; amounts summed in paise, never as floats. */
export function PatientPayments({ patientId }: { patientId: string }) {
  const payments = useQuery({
    queryKey: [paymentsApi.list.path, 'patient', patientId],
    // One patient's payments are few: the largest page holds them (a receptionist gets today's and their own).
    queryFn: () => callApi(paymentsApi.list, { query: { patientId, limit: 100 } }),
    refetchOnMount: true,
    select: (page) => page.payments,
  });
  if (payments.isPending) return <AreaSpinner />;
  if (payments.isError) return <ErrorMessage>{t('Failed to fetch payments')}</ErrorMessage>;
  if (payments.data.length === 0) {
    return (
      <EmptyMessage className="pt-2">
        <p>{t('No payments recorded yet')}</p>
      </EmptyMessage>
    );
  }
  const total = payments.data.reduce((sum, payment) => sum + (rupeesToPaise(payment.amount) ?? 0n), 0n);
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {payments.data.map((payment) => (
          <li key={payment.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div>
              <p className="font-medium text-slate-900">{payment.paymentId}</p>
              <p className="text-slate-600">
                {formatIsoDay(payment.paymentDate)} ·{' '}
                {t(
                  PAYMENT_METHOD_LABELS[payment.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ??
                    payment.paymentMethod,
                )}
              </p>
            </div>
            <span className="font-medium tabular-nums text-slate-900">
              {formatPaise(rupeesToPaise(payment.amount) ?? 0n)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold text-slate-900">
        <span>{t('Total paid')}</span>
        <span className="tabular-nums">{formatPaise(total)}</span>
      </p>
    </div>
  );
}
