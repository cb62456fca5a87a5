import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useT } from '../../lib/i18n.ts';
import { type DraftConcession, type DraftTotals, rupeesText } from './bill-draft.ts';

/**
 * Step 3: a concession by amount or percent, always with a reason (the server refuses one
 * without). Over the centre's limit it says, before saving, that the bill will wait for an admin.
 */
export function DeskConcession({
  concession,
  totals,
  onChange,
}: {
  concession: DraftConcession;
  totals: DraftTotals;
  onChange: (concession: DraftConcession) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor="desk-concession-mode">{t('Concession as')}</Label>
          <Select
            id="desk-concession-mode"
            value={concession.mode}
            onChange={(event) => onChange({ ...concession, mode: event.target.value as DraftConcession['mode'] })}
          >
            <option value="amount">{t('Amount (₹)')}</option>
            <option value="percent">{t('Percent (%)')}</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="desk-concession-value">{t('Concession')}</Label>
          <Input
            id="desk-concession-value"
            inputMode="decimal"
            value={concession.value}
            onChange={(event) => onChange({ ...concession, value: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="desk-concession-reason">{t('Reason for the concession')}</Label>
          <Input
            id="desk-concession-reason"
            value={concession.reason}
            required={concession.value.trim() !== ''}
            onChange={(event) => onChange({ ...concession, reason: event.target.value })}
          />
        </div>
      </div>
      {totals.needsApproval ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('This concession is over the centre’s limit: it needs an admin’s approval, and the bill waits for it.')}
        </p>
      ) : null}
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm" aria-label={t('Bill totals')}>
        <dt className="text-slate-600">{t('Gross')}</dt>
        <dd className="text-right tabular-nums">{rupeesText(totals.gross)}</dd>
        <dt className="text-slate-600">{t('Concession')}</dt>
        <dd className="text-right tabular-nums">-{rupeesText(totals.concession)}</dd>
        <dt className="font-semibold text-slate-900">{t('Bill total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="draft-total">
          {rupeesText(totals.total)}
        </dd>
      </dl>
    </div>
  );
}
