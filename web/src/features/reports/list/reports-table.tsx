import { FileText, Pencil, Printer } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { Report } from '../reports-api.ts';
import { canPrint, reportTypeLabel, statusTone } from './report-display.ts';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-middle';

interface ReportsTableProps {
  reports: readonly Report[];
  onPrint: (report: Report) => void;
  onFormF: (report: Report) => void;
  onEdit: (report: Report) => void;
}

/** The report rows of spec §2: id, study, type, date and status, with Print, Form F and Edit. */
export function ReportsTable({ reports, onPrint, onFormF, onEdit }: ReportsTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Reports, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Report ID
            </th>
            <th scope="col" className={HEAD}>
              Patient
            </th>
            <th scope="col" className={HEAD}>
              Study ID
            </th>
            <th scope="col" className={HEAD}>
              Type
            </th>
            <th scope="col" className={HEAD}>
              Created
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {reports.map((report) => (
            <tr key={report.id}>
              <td className={`${CELL} font-medium whitespace-nowrap text-slate-900`}>{report.reportId}</td>
              <td className={CELL}>
                <p className="font-medium text-slate-900">{report.patientName}</p>
                <p className="text-xs text-slate-600">{report.patientCode}</p>
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>{report.studyCode ?? '—'}</td>
              <td className={`${CELL} text-slate-700`}>{reportTypeLabel(report.reportType)}</td>
              <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
                {formatDate(report.createdAt)}
              </td>
              <td className={CELL}>
                <Badge tone={statusTone(report.status)}>{report.status}</Badge>
              </td>
              <td className={`${CELL} text-right`}>
                <div className="flex justify-end gap-1">
                  {canPrint(report.status) ? (
                    <Button variant="ghost" size="sm" onClick={() => onPrint(report)}>
                      <Printer aria-hidden="true" className="size-4" />
                      Print<span className="sr-only"> {report.reportId}</span>
                    </Button>
                  ) : null}
                  {isObstetricReportType(report.reportType) ? (
                    <Button variant="ghost" size="sm" onClick={() => onFormF(report)}>
                      <FileText aria-hidden="true" className="size-4" />
                      Form F<span className="sr-only"> for {report.reportId}</span>
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" onClick={() => onEdit(report)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> {report.reportId}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
