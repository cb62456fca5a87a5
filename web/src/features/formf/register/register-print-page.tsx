import { formfApi } from '../../../../../core/api/formf-api.ts';
import { buildRegisterPrintModel, monthLabel } from '../../../../../core/formf/print/register-print-model.ts';
import { DownloadPdfButton } from '../../../components/print/download-pdf-button.tsx';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { urlOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useClinic, useRegister } from '../formf-api.ts';
import { RegisterTable } from './register-table.tsx';

// A4 landscape fits the twelve columns; 12 mm like Form F, only while this page is open.
const REGISTER_PAGE_CSS = '@page { size: A4 landscape; margin: 12mm; }';

/** /pcpndt/register/:month: the month's register alone, for the Appropriate Authority. */
export function RegisterPrintPage({ month }: { month: string }) {
  const register = useRegister(month);
  const clinic = useClinic();
  useDocumentTitle(t('Form F register {month}', { month }));
  if (register.isPending || clinic.isPending) return <FullScreenSpinner />;
  const model = register.data ? buildRegisterPrintModel(register.data, clinic.data ?? null) : null;
  return (
    <PrintPageFrame
      pageCss={REGISTER_PAGE_CSS}
      backHref="/pcpndt"
      backLabel={t('Back to Patient History')}
      canPrint={Boolean(register.data)}
      orientation="landscape"
      marginClass="p-[12mm]"
      actions={
        register.data ? (
          <DownloadPdfButton
            url={urlOf(formfApi.registerPdf, { query: { month } })}
            fileName={`form-f-register-${month}.pdf`}
          />
        ) : null
      }
    >
      {register.data && model ? (
        <div className="space-y-3 text-slate-900">
          <header className="border-b-2 border-slate-900 pb-2 text-[11px]">
            <p className="text-[15px] font-bold">{model.header.name}</p>
            {model.header.addressLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {model.header.contactLine ? <p>{model.header.contactLine}</p> : null}
          </header>
          <h1 className="text-center text-[14px] font-bold">{model.title}</h1>
          <p className="text-center text-[11px]">{model.subtitle}</p>
          {model.empty ? (
            <p className="py-8 text-center">{model.empty}</p>
          ) : (
            <RegisterTable rows={register.data.rows} month={monthLabel(model.month)} />
          )}
          <div className="flex justify-end pt-10 text-[11px]">
            <p className="w-72 border-t border-slate-900 pt-1">{model.signature}</p>
          </div>
        </div>
      ) : (
        <ErrorMessage>
          {register.isError ? t('Failed to fetch the register') : t('No register for this month')}
        </ErrorMessage>
      )}
    </PrintPageFrame>
  );
}
