import { Eye, Pencil } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DATA_CELL, type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { FormF } from '../formf-api.ts';
import { formTypeLabel } from './formf-list-filter.ts';

const COLUMNS: readonly DataColumn[] = [
  ...['Form ID', 'Patient', 'Study ID', 'Form Type', 'Scan Date', 'Status', 'Compliance'].map((label) => ({ label })),
  { label: 'Actions', hiddenLabel: true },
];

const STATUS_LABEL: Record<FormF['status'], string> = { draft: 'Draft', submitted: 'Submitted', void: 'Void' };
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
    <DataTable caption="Form F records, newest first" columns={COLUMNS} minWidthClass="min-w-[60rem]">
      {forms.map((form) => (
        <tr key={form.id}>
          <td className={`${DATA_CELL} font-medium whitespace-nowrap text-slate-900`}>{form.formId}</td>
          <td className={DATA_CELL}>
            <p className="font-medium text-slate-900">{form.patientName ?? 'Not Provided'}</p>
            <p className="text-xs text-slate-600">{form.patientCode}</p>
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700`}>{form.studyCode ?? '—'}</td>
          <td className={`${DATA_CELL} text-slate-700`}>{formTypeLabel(form.formType)}</td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
            {formatDate(form.examDateTime)}
          </td>
          <td className={DATA_CELL}>
            <Badge tone={STATUS_TONE[form.status]}>{STATUS_LABEL[form.status]}</Badge>
          </td>
          <td className={DATA_CELL}>
            {form.status === 'void' ? (
              // A cancelled scan's form is kept, not counted: it says why instead of what is missing.
              <p className="text-xs text-slate-600">{form.voidReason}</p>
            ) : (
              <Badge tone={form.isCompliant ? 'green' : 'red'}>
                {form.isCompliant ? 'Compliant' : 'Non-Compliant'}
              </Badge>
            )}
            {form.isCompliant || form.status === 'void' ? null : (
              <p className="mt-1 text-xs text-slate-600">
                {form.missing.length} item{form.missing.length === 1 ? '' : 's'} missing
              </p>
            )}
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <div className="flex justify-end gap-1">
              <Button variant="ghost" size="sm" onClick={() => onView(form)}>
                <Eye aria-hidden="true" className="size-4" />
                View<span className="sr-only"> {form.formId}</span>
              </Button>
              {onEdit && form.status !== 'void' ? (
                <Button variant="ghost" size="sm" onClick={() => onEdit(form)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit<span className="sr-only"> {form.formId}</span>
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
