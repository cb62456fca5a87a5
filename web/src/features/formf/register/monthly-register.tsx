import { Archive, Download, FileSpreadsheet, Printer } from 'lucide-react';
import { useState } from 'react';
import { registerCounts } from '../../../../../core/formf/formf-register.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { MonthInput } from '../../../components/ui/month-input.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { msg, useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { downloadRegisterCsv, useRegister } from '../formf-api.ts';
import { downloadAuthenticated, formsCsvUrl, inspectionPackUrl } from '../records-api.ts';
import { FilingPanel } from './filing-panel.tsx';
import { countsWords, currentMonth, dueState, registerPrintPath, screenMonthLabel } from './register-model.ts';
import { RegisterTable } from './register-table.tsx';

/**
 * The monthly report of Rule 9(8): choose a month, see its register in serial order, when the
 * report is due (the 5th of the next month) and whether every form is complete; print it on A4
 * or download it as CSV.
 */
export function MonthlyRegister() {
  const t = useT();
  const [month, setMonth] = useState(() => currentMonth(new Date()));
  const register = useRegister(month);
  const [downloading, setDownloading] = useState(false);
  const rows = register.data?.rows ?? [];
  const due = register.data ? dueState(register.data, new Date()) : null;
  // A void form (a cancelled scan) is listed but counts neither way (issue 29 §3).
  const counts = registerCounts(rows);
  const countsText = countsWords(counts);
  const monthName = screenMonthLabel(month);

  async function download(what: 'register' | 'forms' | 'pack' = 'register') {
    setDownloading(true);
    try {
      if (what === 'register') await downloadRegisterCsv(month);
      else if (what === 'forms') await downloadAuthenticated(formsCsvUrl(month), `form-f-${month}.csv`);
      else await downloadAuthenticated(inspectionPackUrl(month), `inspection-pack-${month}.zip`);
    } catch (error) {
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to download the register'))),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card>
      <div className="flex flex-col gap-4 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="register-month" className="text-sm font-medium text-slate-900">
            {t('Month')}
          </label>
          <MonthInput
            id="register-month"
            value={month}
            onChange={setMonth}
            lastYear={Number(currentMonth(new Date()).slice(0, 4))}
            className="w-full sm:w-72"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!register.data}
            onClick={() => window.open(registerPrintPath(month), '_blank', 'noopener')}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('Print Register')}
          </Button>
          <Button variant="secondary" disabled={!register.data || downloading} onClick={() => void download()}>
            <Download aria-hidden="true" className="size-4" />
            {t('Download CSV')}
          </Button>
          <Button variant="secondary" disabled={!register.data || downloading} onClick={() => void download('forms')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t('Forms CSV')}
          </Button>
          <Button disabled={!register.data || downloading} onClick={() => void download('pack')}>
            <Archive aria-hidden="true" className="size-4" />
            {t('Inspection Pack')}
          </Button>
        </div>
      </div>
      {register.data && due ? (
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 text-sm sm:px-6">
          <h2 className="font-semibold text-slate-900">{t('Register for {month}', { month: monthName })}</h2>
          <Badge tone={due.tone}>{due.text}</Badge>
          {countsText === null ? null : <Badge tone={counts.incomplete === 0 ? 'green' : 'red'}>{countsText}</Badge>}
        </div>
      ) : null}
      {register.data ? <FilingPanel month={month} /> : null}
      {register.isPending ? (
        <LoadingMessage>{t('Loading the register...')}</LoadingMessage>
      ) : register.isError ? (
        <ErrorMessage>{t(errorMessageOf(register.error, msg('Failed to fetch the register')))}</ErrorMessage>
      ) : rows.length === 0 ? (
        <EmptyMessage>
          <p className="font-medium">{t('No Form F records in {month}', { month: monthName })}</p>
        </EmptyMessage>
      ) : (
        <div className="overflow-x-auto p-4 sm:p-6">
          <RegisterTable rows={rows} month={monthName} />
        </div>
      )}
    </Card>
  );
}
