import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { postCreditNote } from './billing-desk-api.ts';
import type { CreditOffer } from './cancelled-study-offer.ts';

/**
 * A refund or cancellation as a credit note against the bill (never an edit of it), with a
 * reason. An administrator's takes effect at once; anyone else's waits for one (server rule).
 */
export function CreditNoteForm({ bill, offer }: { bill: Bill; offer: CreditOffer | null }) {
  const t = useT();
  const [amount, setAmount] = useState(offer?.amount ?? '');
  const [reason, setReason] = useState(offer?.reason ?? '');
  const [method, setMethod] = useState<'cash' | 'upi' | 'card' | 'bank_transfer'>('cash');
  const [error, setError] = useState<string | null>(null);
  const credit = useMutation({
    mutationFn: () => postCreditNote(bill.id, { amount, reason, refundMethod: method }),
    onSuccess: (note) => {
      toast({
        title: note.status === 'approved' ? t('Credit note made') : t('Credit note awaits an admin’s approval'),
        description: note.noteNumber,
      });
      setAmount('');
      setReason('');
      setError(null);
    },
    onError: (failure) => setError(t(errorMessageOf(failure, msg('Failed to make the credit note')))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    credit.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('Refund or cancel')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[9rem_1fr_10rem]">
        <div className="space-y-1.5">
          <Label htmlFor="credit-amount">{t('Amount (₹)')}</Label>
          <Input id="credit-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="credit-reason">{t('Reason')}</Label>
          <Input id="credit-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="credit-method">{t('Refund by')}</Label>
          <Select id="credit-method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
            <option value="cash">{t('Cash')}</option>
            <option value="upi">{t('UPI')}</option>
            <option value="card">{t('Card')}</option>
            <option value="bank_transfer">{t('Bank Transfer')}</option>
          </Select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={credit.isPending}>
        {t('Make credit note')}
      </Button>
    </form>
  );
}
