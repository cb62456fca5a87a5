import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { ApplyAdvance } from './apply-advance.tsx';
import { paiseOf, rupeesText } from './bill-draft.ts';
import { type PaymentPart, postBillPayment } from './billing-desk-api.ts';
import { DeskCounterPicker, useDeskCounter } from './desk-counter.tsx';

const MODES = [
  { method: 'cash', label: msg('Cash (₹)') },
  // UPI and ₹ read the same in every language.
  { method: 'upi', label: 'UPI (₹)' },
  { method: 'card', label: msg('Card (₹)') },
] as const;
type Amounts = Record<(typeof MODES)[number]['method'], string>;
const EMPTY: Amounts = { cash: '', upi: '', card: '' };

/**
 * Takes money on a bill in one or more modes at once (cash + UPI), part payment allowed: the
 * balance after it is shown before saving, and the server refuses more than the bill asks.
 */
export function BillPaymentForm({ bill, onPaid }: { bill: Bill; onPaid?: (bill: Bill) => void }) {
  const t = useT();
  const [amounts, setAmounts] = useState<Amounts>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [counter, counters, chooseCounter] = useDeskCounter();
  const balance = paiseOf(bill.balance) ?? 0;
  const typed = MODES.map((m) => ({ method: m.method, text: amounts[m.method].trim() })).filter((p) => p.text !== '');
  const sum = typed.reduce((total, part) => total + (paiseOf(part.text) ?? 0), 0);
  const pay = useMutation({
    mutationFn: (parts: PaymentPart[]) => postBillPayment(bill.id, parts, counter),
    onSuccess: (paid) => {
      toast({
        title: t('Payment received'),
        description: `${paid.billNumber}: ${t('balance due')} ${rupeesText(paiseOf(paid.balance) ?? 0)}`,
      });
      setAmounts(EMPTY);
      setError(null);
      onPaid?.(paid);
    },
    onError: (failure) => setError(t(errorMessageOf(failure, msg('Failed to record the payment')))),
  });

  if (bill.concessionStatus === 'pending') {
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('The concession needs an admin’s approval: the bill waits, and takes payment once approved.')}
      </p>
    );
  }
  if (balance === 0) return <p className="text-sm font-medium text-emerald-800">{t('Paid in full.')}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.length === 0) {
      setError(t('Enter at least one payment'));
      return;
    }
    pay.mutate(typed.map((part) => ({ amount: part.text, paymentMethod: part.method })));
  }

  return (
    <form onSubmit={submit} aria-label={t('Take payment')} className="space-y-3">
      <ApplyAdvance bill={bill} onApplied={onPaid} />
      <DeskCounterPicker id={`pay-${bill.id}-counter`} counter={counter} counters={counters} onChange={chooseCounter} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {MODES.map((mode) => (
          <div key={mode.method} className="space-y-1.5">
            <Label htmlFor={`pay-${bill.id}-${mode.method}`}>{t(mode.label)}</Label>
            <Input
              id={`pay-${bill.id}-${mode.method}`}
              inputMode="decimal"
              value={amounts[mode.method]}
              onChange={(event) => setAmounts({ ...amounts, [mode.method]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-1 text-sm sm:max-w-sm">
        <dt className="text-slate-600">{t('Balance due')}</dt>
        <dd className="text-right font-semibold tabular-nums">{rupeesText(balance)}</dd>
        <dt className="text-slate-600">{t('Paying now')}</dt>
        <dd className="text-right tabular-nums">{rupeesText(sum)}</dd>
        <dt className="text-slate-600">{t('Balance after this payment')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="balance-after">
          {rupeesText(Math.max(0, balance - sum))}
        </dd>
      </dl>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pay.isPending}>
          {t('Take payment')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAmounts({ ...EMPTY, cash: bill.balance })}
          disabled={pay.isPending}
        >
          {t('All in cash')}
        </Button>
      </div>
    </form>
  );
}
