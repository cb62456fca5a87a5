import { ArrowLeft, Printer } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { billsApi } from '../../../../core/api/patient-bills-api.ts';
import {
  BILL_PAPER_LABELS,
  BILL_PAPERS,
  type BillPaper,
  buildBillPrintModel,
} from '../../../../core/patient-bills/bill-print-model.ts';
import { pageMarginsMm } from '../../../../core/print/print-settings.ts';
import { DownloadPdfButton } from '../../components/print/download-pdf-button.tsx';
import { reportPageCss } from '../../components/print/page-css.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../components/ui/state-message.tsx';
import { urlOf } from '../../lib/call-api.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePrintSettings } from '../../lib/use-print-settings.ts';
import { BillDocument } from './bill-document.tsx';
import { useBill } from './billing-desk-api.ts';

const ROLL_MARGIN_MM = 4;
const MM_PER_CSS_PX = 25.4 / 96;

const paperOf = (search: string): BillPaper => (new URLSearchParams(search).get('paper') === '80mm' ? '80mm' : 'a4');

/**
 * /bills/:id/print?paper=80mm|a4: the bill and receipt outside the app shell, on the paper
 * chosen here. The roll's @page is as long as the bill, so a receipt printer cuts it once.
 */
export function BillPrintPage({ id }: { id: string }) {
  const bill = useBill(id);
  const clinic = useClinicRecord({ staleTime: 10 * 60_000 });
  const print = usePrintSettings();
  const [, navigate] = useLocation();
  const paper = paperOf(useSearch());
  const sheet = useRef<HTMLElement>(null);
  const [rollHeightMm, setRollHeightMm] = useState(200);
  useDocumentTitle(bill.data ? t('Bill {number}', { number: bill.data.billNumber }) : t('Bill'));

  useLayoutEffect(() => {
    if (paper !== '80mm' || !sheet.current) return;
    setRollHeightMm(Math.ceil(sheet.current.scrollHeight * MM_PER_CSS_PX) + 2 * ROLL_MARGIN_MM + 2);
  });

  if (bill.isPending || clinic.isPending || print.isPending) return <FullScreenSpinner />;
  const pageCss =
    paper === '80mm'
      ? `@page { size: 80mm ${rollHeightMm}mm; margin: ${ROLL_MARGIN_MM}mm; }`
      : reportPageCss(null, pageMarginsMm(print.settings));
  return (
    <div className="min-h-dvh bg-slate-100 py-6 print:bg-white print:py-0">
      <style>{pageCss}</style>
      <header className="print:hidden">
        <div className="mx-auto mb-4 flex max-w-[calc(100%-2rem)] flex-wrap items-center justify-between gap-3 sm:w-[210mm]">
          <Link href={`/bills/${id}`} className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('Back to the bill')}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="flex gap-1 rounded-md border border-slate-300 bg-white p-1">
              <legend className="sr-only">{t('Paper')}</legend>
              {BILL_PAPERS.map((choice) => (
                <label
                  key={choice}
                  className={cn(
                    'cursor-pointer rounded px-2 py-1 text-sm has-[:focus-visible]:ring-2',
                    choice === paper ? 'bg-blue-700 text-white' : 'text-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name="paper"
                    value={choice}
                    className="sr-only"
                    checked={choice === paper}
                    onChange={() => navigate(`/bills/${id}/print?paper=${choice}`, { replace: true })}
                  />
                  {t(BILL_PAPER_LABELS[choice])}
                </label>
              ))}
            </fieldset>
            {bill.data ? (
              <DownloadPdfButton
                url={urlOf(billsApi.pdf, { params: { id }, query: { paper } })}
                fileName={`bill-${bill.data.billNumber.replaceAll('/', '-')}-${paper}.pdf`}
              />
            ) : null}
            {bill.data ? (
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                {t('Print')}
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <main
        ref={sheet}
        className={cn(
          'mx-auto max-w-[calc(100%-2rem)] bg-white shadow-md print:w-auto print:max-w-none print:p-0 print:shadow-none',
          paper === '80mm' ? 'w-[80mm] p-[4mm]' : 'min-h-[297mm] w-[210mm] p-4 sm:p-[15mm]',
        )}
      >
        {bill.isError ? (
          <ErrorMessage>{t('Failed to load the bill. Please try again later.')}</ErrorMessage>
        ) : bill.data ? (
          <BillDocument
            model={buildBillPrintModel(bill.data, clinic.data ?? null)}
            paper={paper}
            layout={print.settings.layout}
          />
        ) : (
          <p className="py-16 text-center text-slate-700">{t('Bill not found.')}</p>
        )}
      </main>
    </div>
  );
}
