import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { paiseOf, rupeesText } from './bill-draft.ts';
import { postApplyAdvance, usePatientAccount } from './billing-desk-api.ts';

/**
 * Offers the patient's advance (money she paid before a bill) towards this bill, filled in with
 * the most it can take: the smaller of the advance and the balance. The server checks both again.
 */
export function ApplyAdvance({ bill, onApplied }: { bill: Bill; onApplied?: (bill: Bill) => void }) {
  const t = useT();
  const account = usePatientAccount(bill.patientId);
  const advance = paiseOf(account.data?.advance ?? '0') ?? 0;
  const balance = paiseOf(bill.balance) ?? 0;
  const most = Math.min(advance, balance);
  const [amount, setAmount] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (value: string) => postApplyAdvance(bill.id, value),
    onSuccess: (applied) => {
      toast({
        title: t('Advance applied'),
        description: `${applied.billNumber}: ${t('balance due')} ${rupeesText(paiseOf(applied.balance) ?? 0)}`,
      });
      setAmount(null);
      setError(null);
      onApplied?.(applied);
    },
    onError: (failure) => setError(t(errorMessageOf(failure, msg('The advance was not applied')))),
  });
  if (most <= 0) return null;
  const value = amount ?? (most / 100).toFixed(2);
  return (
    <div className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="apply-advance">
      <p className="text-sm text-emerald-900">
        {t('{name} has an advance of {advance}.', { name: bill.patientName, advance: rupeesText(advance) })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`advance-${bill.id}`}>{t('Apply from the advance (₹)')}</Label>
          <Input
            id={`advance-${bill.id}`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <Button
          type="button"
          disabled={apply.isPending || value.trim() === ''}
          onClick={() => apply.mutate(value.trim())}
        >
          {t('Apply advance')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
