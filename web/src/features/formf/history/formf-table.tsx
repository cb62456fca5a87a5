import { Eye, Pencil } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DATA_CELL, type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { FormF } from '../formf-api.ts';
import { formTypeLabel } from './formf-list-filter.ts';

const COLUMNS: readonly DataColumn[] = [
  ...[
    msg('Form ID'),
    msg('Patient'),
    msg('Study ID'),
    msg('Form Type'),
    msg('Scan Date'),
    msg('Status'),
    msg('Compliance'),
  ].map((label) => ({ label })),
  { label: msg('Actions'), hiddenLabel: true },
];

const STATUS_LABEL: Record<FormF['status'], string> = {
  draft: msg('Draft'),
  submitted: msg('Submitted'),
  void: msg('Void'),
};
const STATUS_TONE = { draft: 'slate', submitted: 'blue', void: 'amber' } as const satisfies Record<
  FormF['status'],
  string
>;

interface FormFTableProps {
  forms: readonly FormF[];
  onView: (form: FormF) => void;
  /** Absent while records are read-only (lapsed subscription). */
  onEdit?: ((form: FormF) => void) | undefined;
}

/** Form F records: ids, patient, type, date of the scan, Submitted/Draft and Compliant/Non-Compliant. */
export function FormFTable({ forms, onView, onEdit }: FormFTableProps) {
  return (
    <DataTable caption={t('Form F records, newest first')} columns={COLUMNS} minWidthClass="min-w-[60rem]">
      {forms.map((form) => (
        <tr key={form.id}>
          <td className={`${DATA_CELL} font-medium whitespace-nowrap text-slate-900`}>{form.formId}</td>
          <td className={DATA_CELL}>
            <p className="font-medium text-slate-900">{form.patientName ?? t('Not Provided')}</p>
            <p className="text-xs text-slate-600">{form.patientCode}</p>
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700`}>{form.studyCode ?? '—'}</td>
          <td className={`${DATA_CELL} text-slate-700`}>{t(formTypeLabel(form.formType))}</td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
            {formatDate(form.examDateTime)}
          </td>
          <td className={DATA_CELL}>
            <Badge tone={STATUS_TONE[form.status]}>{t(STATUS_LABEL[form.status])}</Badge>
          </td>
          <td className={DATA_CELL}>
            {form.status === 'void' ? (
              // A cancelled scan's form is kept, not counted: it says why instead of what is missing.
              <p className="text-xs text-slate-600">{form.voidReason}</p>
            ) : (
              <Badge tone={form.isCompliant ? 'green' : 'red'}>
                {form.isCompliant ? t('Compliant') : t('Non-Compliant')}
              </Badge>
            )}
            {form.isCompliant || form.status === 'void' ? null : (
              <p className="mt-1 text-xs text-slate-600">
                {form.missing.length === 1
                  ? t('1 item missing')
                  : t('{count} items missing', { count: form.missing.length })}
              </p>
            )}
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <div className="flex justify-end gap-1">
              <Button variant="ghost" size="sm" onClick={() => onView(form)}>
                <Eye aria-hidden="true" className="size-4" />
                {t('View')}
                <span className="sr-only"> {form.formId}</span>
              </Button>
              {onEdit && form.status !== 'void' ? (
                <Button variant="ghost" size="sm" onClick={() => onEdit(form)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('Edit')}
                  <span className="sr-only"> {form.formId}</span>
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
