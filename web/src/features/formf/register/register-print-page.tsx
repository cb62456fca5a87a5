import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useClinic, useRegister } from '../formf-api.ts';
import { clinicHeader } from '../print/formf-print-model.ts';
import { monthLabel } from './register-model.ts';
import { RegisterTable } from './register-table.tsx';

// A4 landscape fits the twelve columns; 12 mm like Form F, only while this page is open.
const REGISTER_PAGE_CSS = '@page { size: A4 landscape; margin: 12mm; }';

/** /pcpndt/register/:month: the month's register alone, for the Appropriate Authority. */
export function RegisterPrintPage({ month }: { month: string }) {
  const register = useRegister(month);
  const clinic = useClinic();
  useDocumentTitle(`Form F register ${month}`);
  if (register.isPending || clinic.isPending) return <FullScreenSpinner />;
  const header = clinicHeader(clinic.data ?? null);
  return (
    <PrintPageFrame
      pageCss={REGISTER_PAGE_CSS}
      backHref="/pcpndt"
      backLabel="Back to Patient History"
      canPrint={Boolean(register.data)}
      orientation="landscape"
      marginClass="p-[12mm]"
    >
      {register.data ? (
        <div className="space-y-3 text-slate-900">
          <header className="border-b-2 border-slate-900 pb-2 text-[11px]">
            <p className="text-[15px] font-bold">{header.name}</p>
            {header.address ? <p>{header.address}</p> : null}
            <p>
              {header.contact}
              {header.registrationNumber ? ` · PC-PNDT Reg. No.: ${header.registrationNumber}` : ''}
            </p>
          </header>
          <h1 className="text-center text-[14px] font-bold">
            Register of pre-natal diagnostic procedures (Rule 9(1)): {monthLabel(month)}
          </h1>
          <p className="text-center text-[11px]">
            Monthly report under Rule 9(8), due by {formatIsoDay(register.data.dueDate)} · {register.data.rows.length}{' '}
            record{register.data.rows.length === 1 ? '' : 's'} ·{' '}
            {register.data.allComplete ? 'every form complete' : 'some forms incomplete'}
          </p>
          {register.data.rows.length ? (
            <RegisterTable rows={register.data.rows} month={monthLabel(month)} />
          ) : (
            <p className="py-8 text-center">No pre-natal diagnostic procedures were recorded in {monthLabel(month)}.</p>
          )}
          <div className="flex justify-end pt-10 text-[11px]">
            <p className="w-72 border-t border-slate-900 pt-1">Signature and seal of the person responsible</p>
          </div>
        </div>
      ) : (
        <ErrorMessage>{register.isError ? 'Failed to fetch the register' : 'No register for this month'}</ErrorMessage>
      )}
    </PrintPageFrame>
  );
}
