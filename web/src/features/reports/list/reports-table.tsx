import { FileText, Pencil, Printer } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DATA_CELL, type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-permissions.ts';
import type { FormFTarget, ReportSummary } from '../reports-api.ts';
import { canPrint, reportTypeLabel, statusLabel, statusTone } from './report-display.ts';

const COLUMNS: readonly DataColumn[] = [
  { label: msg('Report ID') },
  { label: msg('Patient') },
  { label: msg('Study ID') },
  { label: msg('Type') },
  { label: msg('Created') },
  { label: msg('Status') },
  { label: msg('Actions'), hiddenLabel: true },
];

interface ReportsTableProps {
  reports: readonly ReportSummary[];
  onPrint: (report: ReportSummary) => void;
  onFormF: (report: FormFTarget) => void;
  /** Absent while records are read-only (lapsed subscription). */
  onEdit?: ((report: ReportSummary) => void) | undefined;
}

/** The report rows of spec §2: id, study, type, date and status, with Print, Form F and Edit. */
export function ReportsTable({ reports, onPrint, onFormF, onEdit }: ReportsTableProps) {
  // Finalized reports are edited (amended) only by those who may sign them again.
  const can = useCan();
  return (
    <DataTable caption={t('Reports, newest first')} columns={COLUMNS} minWidthClass="min-w-[56rem]">
      {reports.map((report) => (
        <tr key={report.id}>
          <td className={`${DATA_CELL} font-medium whitespace-nowrap text-slate-900`}>{report.reportId}</td>
          <td className={DATA_CELL}>
            <p className="font-medium text-slate-900">{report.patientName}</p>
            <p className="text-xs text-slate-600">{report.patientCode}</p>
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700`}>{report.studyCode ?? '—'}</td>
          <td className={`${DATA_CELL} text-slate-700`}>{t(reportTypeLabel(report.reportType))}</td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
            {formatDate(report.createdAt)}
          </td>
          <td className={DATA_CELL}>
            <Badge tone={statusTone(report.status)}>{t(statusLabel(report.status))}</Badge>
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <div className="flex justify-end gap-1">
              {canPrint(report.status) ? (
                <Button variant="ghost" size="sm" onClick={() => onPrint(report)}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('Print')}
                  <span className="sr-only"> {report.reportId}</span>
                </Button>
              ) : null}
              {isObstetricReportType(report.reportType) ? (
                <Button variant="ghost" size="sm" onClick={() => onFormF(report)}>
                  <FileText aria-hidden="true" className="size-4" />
                  {t('Form F')}
                  <span className="sr-only"> {t('for {report}', { report: report.reportId })}</span>
                </Button>
              ) : null}
              {onEdit && (report.status === 'draft' || can('reports.amend')) ? (
                <Button variant="ghost" size="sm" onClick={() => onEdit(report)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('Edit')}
                  <span className="sr-only"> {report.reportId}</span>
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
