import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../../core/format/dates.ts';
import { REPORT_TYPE_LABELS } from '../../../../core/reports/templates/catalogue.ts';
import type { ReportType } from '../../../../core/reports/templates/template-types.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { t } from '../../lib/i18n.ts';
import { usePatientReports } from './payments-api.ts';
import type { PaymentFormInput, PaymentFormOutput } from './record-payment-dialog.tsx';

/**
 * Which of the chosen patient's reports the payment is for (optional), so the Payments list's
 * Report column can show it (issue 22). The server checks the report is this clinic's and this
 * patient's; the list offers only those.
 */
export function PaymentReportField({
  form,
  error,
}: {
  form: UseFormReturn<PaymentFormInput, unknown, PaymentFormOutput>;
  error?: string;
}) {
  const patientId = form.watch('patientId') ?? '';
  const reports = usePatientReports(patientId);
  const choices = reports.data?.reports ?? [];
  // The hint is shown as given: translated here, or a Hindi dialog reads it in English.
  const hint =
    patientId === ''
      ? t('Choose the patient first')
      : reports.isPending
        ? t('Loading reports...')
        : choices.length === 0
          ? t('This patient has no reports yet')
          : undefined;
  return (
    <FormField id="payment-report" label={t('Report')} hint={hint} error={error}>
      {(control) => (
        <Select
          {...control}
          disabled={choices.length === 0}
          {...form.register('reportId', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{t('No report')}</option>
          {choices.map((report) => (
            <option key={report.id} value={report.id}>
              {report.reportId} · {t(REPORT_TYPE_LABELS[report.reportType as ReportType] ?? report.reportType)} ·{' '}
              {formatDate(report.finalizedAt ?? report.createdAt)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
