import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { PORTAL_NAME } from '../../../../../core/brand.ts';
import { formatPaise } from '../../../../../core/format/inr.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { OrderResponse } from './checkout-api.ts';

interface SimulatedCheckoutDialogProps {
  order: OrderResponse;
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * Stands in for the card checkout when the server runs the simulated gateway (DESIGN §1). It is
 * labelled as a test on every line a user could mistake for a real payment page.
 */
export function SimulatedCheckoutDialog({ order, paying, onPay, onCancel }: SimulatedCheckoutDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !paying) onCancel();
      }}
    >
      <DialogContent
        showClose={!paying}
        onEscapeKeyDown={(event) => paying && event.preventDefault()}
        onPointerDownOutside={(event) => paying && event.preventDefault()}
      >
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {t('Simulated payment — no money moves')}
        </p>
        <DialogTitle className="mt-3 text-xl font-semibold text-slate-900">{t('Test checkout')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {t(
            'No payment provider is configured, so this test checkout stands in. Pay marks the order as paid with a test signature from the server; no card or UPI account is charged.',
          )}
        </DialogDescription>
        <dl className="mt-5 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
          <Row term={t('Merchant')} value={PORTAL_NAME} />
          <Row term={t('Plan')} value={t(order.planName)} />
          <Row term={t('Description')} value={t('{plan} Subscription', { plan: t(order.planName) })} />
          <Row term={t('Order')} value={<span className="font-mono text-xs break-all">{order.orderId}</span>} />
          <Row
            term={t('Amount')}
            value={<span className="text-base font-semibold">{formatPaise(order.amount)}</span>}
          />
        </dl>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={paying} onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button disabled={paying} onClick={onPay}>
            {paying ? t('Processing...') : t('Pay')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-3 py-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right text-slate-900">{value}</dd>
    </div>
  );
}
