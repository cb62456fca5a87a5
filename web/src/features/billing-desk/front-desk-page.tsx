import { useMutation } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { billBody, type DraftLine, draftTotals, NO_CONCESSION } from './bill-draft.ts';
import { BillPaymentForm } from './bill-payment-form.tsx';
import { BillSummaryLine } from './bill-summary-line.tsx';
import { postBooking, useBill, useFeeList } from './billing-desk-api.ts';
import { DeskConcession } from './desk-concession.tsx';
import { DeskLinesStep, ITEM_SEARCH_ID } from './desk-lines-step.tsx';
import { type DeskPatient, DeskPatientStep, PATIENT_SEARCH_ID } from './desk-patient-step.tsx';
import { SendBillButton } from './send-bill.tsx';

// msg() marks the labels for the catalogs: a Hindi desk read 'Find patient' and 'Add study' in English.
const SHORTCUTS = [
  ['Alt+F', msg('Find patient')],
  ['Alt+N', msg('Register new patient')],
  ['Alt+A', msg('Add study')],
  ['Alt+B', msg('Create bill')],
] as const;

/** Alt+letter shortcuts of the desk, by physical key so they work whatever the keyboard layout. */
function useDeskShortcuts(actions: Record<string, () => void>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const action = actions[event.code];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}

const focus = (id: string) => document.getElementById(id)?.focus();

/**
 * /front-desk (issue 33 item 10): one screen from a new patient to booked and billed. Find or
 * register → studies from the fee list → concession with a reason → bill → payment → receipt.
 */
export function FrontDeskPage() {
  const t = useT();
  useDocumentTitle('Front Desk');
  const feeList = useFeeList();
  const [patient, setPatient] = useState<DeskPatient | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [concession, setConcession] = useState(NO_CONCESSION);
  const [billId, setBillId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const totals = draftTotals(lines, concession, feeList.data?.concessionLimitPercent ?? 0);

  const choosePatient = useCallback((chosen: DeskPatient | null) => {
    setPatient(chosen);
    if (chosen) setTimeout(() => focus(ITEM_SEARCH_ID), 0);
  }, []);

  const create = useMutation({
    // A walk-in at the desk is scanned now: the studies are booked for this moment.
    mutationFn: () => postBooking(billBody(patient?.id ?? '', lines, concession), new Date().toISOString()),
    onSuccess: (bill) => {
      toast({ title: t('Bill created'), description: bill.billNumber });
      setBillId(bill.id);
      setError(null);
    },
    onError: (failure) => setError(t(errorMessageOf(failure, msg('Failed to create the bill')))),
  });

  function createBill() {
    if (!patient) return setError(t('Choose or register the patient first'));
    if (lines.length === 0) return setError(t('Choose at least one study or item for the bill'));
    create.mutate();
  }

  function startOver() {
    setPatient(null);
    setLines([]);
    setConcession(NO_CONCESSION);
    setBillId(null);
    setError(null);
    setTimeout(() => focus(PATIENT_SEARCH_ID), 0);
  }

  const [shortcuts] = useState(() => ({
    KeyF: () => focus(PATIENT_SEARCH_ID),
    KeyN: () => openPatientDialog(),
    KeyA: () => focus(ITEM_SEARCH_ID),
    KeyB: () => document.getElementById('desk-create-bill')?.click(),
  }));
  useDeskShortcuts(shortcuts);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Front Desk')}</h1>
        <p className="mt-1 text-slate-600">{t('From a new patient to booked and billed, on one screen.')}</p>
        <ul aria-label={t('Keyboard shortcuts')} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {SHORTCUTS.map(([keys, label]) => (
            <li key={keys}>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono">{keys}</kbd> {t(label)}
            </li>
          ))}
        </ul>
      </div>

      <Step number={1} title={t('Patient')}>
        <DeskPatientStep patient={patient} onChoose={choosePatient} />
      </Step>

      {billId ? (
        <BilledStep id={billId} onNext={startOver} />
      ) : (
        <>
          <Step number={2} title={t('Studies and add-ons')}>
            {feeList.isPending ? (
              <LoadingMessage>{t('Loading the fee list...')}</LoadingMessage>
            ) : feeList.isError ? (
              <ErrorMessage>{t('Failed to load the fee list')}</ErrorMessage>
            ) : (
              <DeskLinesStep items={feeList.data.items} lines={lines} onChange={setLines} />
            )}
          </Step>
          <Step number={3} title={t('Concession and total')}>
            <DeskConcession concession={concession} totals={totals} onChange={setConcession} />
            {error ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="mt-4 flex justify-end">
              <Button id="desk-create-bill" onClick={createBill} disabled={create.isPending} aria-keyshortcuts="Alt+B">
                {t('Create bill')}
              </Button>
            </div>
          </Step>
        </>
      )}
    </div>
  );
}

/** Steps 4 and 5: the bill made, money taken on it, and its receipt. */
function BilledStep({ id, onNext }: { id: string; onNext: () => void }) {
  const t = useT();
  const bill = useBill(id);
  if (!bill.data) return <LoadingMessage>{t('Loading the bill...')}</LoadingMessage>;
  const paidSomething = bill.data.payments.length > 0;
  return (
    <Step number={4} title={`${t('Payment')}: ${bill.data.billNumber}`}>
      <BillSummaryLine bill={bill.data} />
      <div className="mt-4">
        <BillPaymentForm bill={bill.data} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Link href={`/bills/${id}/print?paper=80mm`} className={buttonClasses(paidSomething ? 'primary' : 'secondary')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('Print receipt')}
        </Link>
        <SendBillButton bill={bill.data} receipt />
        <Link href={`/bills/${id}`} className={buttonClasses('secondary')}>
          {t('Open bill')}
        </Link>
        <Button variant="ghost" onClick={onNext}>
          {t('Next patient')}
        </Button>
      </div>
    </Step>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded-full bg-blue-700 text-xs text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}
