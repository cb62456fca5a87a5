import { Search } from 'lucide-react';
import { REPORT_STATUSES } from '../../../../../core/reports/report-schemas.ts';
import { REPORT_TYPE_LABELS } from '../../../../../core/reports/templates/catalogue.ts';
import { REPORT_TYPES } from '../../../../../core/reports/templates/template-types.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { t } from '../../../lib/i18n.ts';
import { statusLabel } from './report-display.ts';

interface ReportsFiltersProps {
  search: string;
  status: string;
  reportType: string;
  onSearch: (value: string) => void;
  onStatus: (value: string) => void;
  onReportType: (value: string) => void;
}

/** Search, status (All and the four statuses) and report type (all ten) filters (spec §2). */
export function ReportsFilters(props: ReportsFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="reports-search">{t('Search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="reports-search"
            type="search"
            className="pl-9"
            placeholder={t('Report ID, patient name or ID')}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="reports-status">{t('Status')}</Label>
        <Select id="reports-status" value={props.status} onChange={(event) => props.onStatus(event.target.value)}>
          <option value="all">{t('All')}</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusLabel(status))}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="reports-type">{t('Report Type')}</Label>
        <Select id="reports-type" value={props.reportType} onChange={(event) => props.onReportType(event.target.value)}>
          <option value="all">{t('All Types')}</option>
          {REPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(REPORT_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
