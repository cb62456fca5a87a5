import { CHANNEL_LABELS, type Delivery, RECIPIENT_LABELS } from '../../../../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../../../../core/format/dates.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

const STATUS: Record<Delivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  revoked: { label: 'Link revoked', tone: 'slate' },
  expired: { label: 'Link expired', tone: 'slate' },
  locked: { label: 'Link locked', tone: 'amber' },
};

interface DeliveryLogProps {
  deliveries: Delivery[];
  busy: boolean;
  onResend: (delivery: Delivery) => void;
  onRevoke: (delivery: Delivery) => void;
}

/** Who was sent the report, how, what became of the message and its link, and each download. */
export function DeliveryLogList({ deliveries, busy, onResend, onRevoke }: DeliveryLogProps) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">Not sent yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {deliveries.map((delivery) => {
        const status = STATUS[delivery.status];
        const open = delivery.status === 'sent' || delivery.status === 'pending';
        return (
          <li key={delivery.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium text-slate-900">
                {CHANNEL_LABELS[delivery.channel]} to {RECIPIENT_LABELS[delivery.recipient].toLowerCase()}{' '}
                <span className="font-normal text-slate-600">{delivery.recipientMasked}</span>
              </p>
              <p className="text-slate-600">
                {formatDateTime(delivery.createdAt)}
                {delivery.sentBy ? ` · by ${delivery.sentBy}` : ''} · link until{' '}
                {formatDateTime(delivery.linkExpiresAt)}
              </p>
              <p className="text-slate-600">
                {delivery.downloads.length === 0
                  ? 'Not downloaded yet'
                  : `Downloaded ${delivery.downloads.length}× · last ${formatDateTime(delivery.downloads.at(-1) ?? '')}`}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Badge tone={status.tone}>{status.label}</Badge>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onResend(delivery)}>
                Resend
              </Button>
              {open ? (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRevoke(delivery)}>
                  Revoke link
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
