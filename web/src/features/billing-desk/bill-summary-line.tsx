import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { formatRupeeText as formatRupees } from '../../lib/format-rupees.ts';
import { useT } from '../../lib/i18n.ts';

/** A bill's money in one line: what it asks, what was paid, what is still due. */
export function BillSummaryLine({ bill }: { bill: Bill }) {
  const t = useT();
  return (
    <p className="text-sm text-slate-700" data-testid="bill-summary">
      {t('Total')} <strong>{formatRupees(bill.total)}</strong> · {t('Paid')} {formatRupees(bill.paid)} ·{' '}
      {t('Balance due')} <strong>{formatRupees(bill.balance)}</strong>
    </p>
  );
}
