import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';
import { Button, buttonClasses } from '../ui/button.tsx';

interface PrintPageFrameProps {
  /** The @page rule (size and margins), in force only while this page is open. */
  pageCss: string;
  backHref: string;
  backLabel: string;
  /** Shows the Print button once there is something to print. */
  canPrint: boolean;
  /** A4 portrait unless a wide register needs landscape. */
  orientation?: 'portrait' | 'landscape';
  /**
   * Screen margin of the sheet, the same as the @page margin so the preview matches the paper
   * (narrower on a phone, where 15 mm on each side would leave the text a strip).
   */
  marginClass?: string;
  /** Buttons beside Print (Download PDF). */
  actions?: ReactNode;
  /** A note above the sheet that never prints (e.g. the clinic could not be loaded). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The printable-document page shared by the invoice, receipt, report, Form F and register: a
 * toolbar that never prints (back link and Print) over a white A4 sheet. On paper only the sheet
 * remains, and the @page margins take the place of the sheet's padding. On paper the frame is
 * only as tall as its sheet (print:min-h-0): one viewport high, it could be a page high on paper,
 * and any rounding past that would print a blank last page.
 */
export function PrintPageFrame({
  pageCss,
  backHref,
  backLabel,
  canPrint,
  orientation = 'portrait',
  marginClass = 'p-4 sm:p-[15mm]',
  notice,
  actions,
  children,
}: PrintPageFrameProps) {
  const width = orientation === 'portrait' ? 'w-[210mm]' : 'w-[297mm]';
  const height = orientation === 'portrait' ? 'min-h-[297mm]' : 'min-h-[210mm]';
  return (
    <div className="min-h-dvh bg-slate-100 py-6 print:min-h-0 print:bg-white print:py-0">
      <style>{pageCss}</style>
      {/* A landmark, as everything on the page is in one (axe 'region'); it never prints. */}
      <header className="print:hidden">
        <div
          className={cn(
            'mx-auto mb-4 flex max-w-[calc(100%-2rem)] flex-wrap items-center justify-between gap-3',
            width,
          )}
        >
          <Link href={backHref} className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {canPrint ? (
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                {t('Print')}
              </Button>
            ) : null}
          </div>
        </div>
        {notice ? <div className={cn('mx-auto mb-4 max-w-[calc(100%-2rem)]', width)}>{notice}</div> : null}
      </header>
      <main
        className={cn(
          'mx-auto max-w-[calc(100%-2rem)] bg-white font-print shadow-md print:min-h-0 print:w-auto print:max-w-none print:p-0 print:shadow-none',
          width,
          height,
          marginClass,
        )}
      >
        {children}
      </main>
    </div>
  );
}
