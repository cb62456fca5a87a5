import { CHANNEL_LABELS, type Delivery, RECIPIENT_LABELS } from '../../../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';

const STATUS: Record<Delivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: msg('Sending'), tone: 'blue' },
  sent: { label: msg('Sent'), tone: 'green' },
  failed: { label: msg('Failed'), tone: 'red' },
  revoked: { label: msg('Link revoked'), tone: 'slate' },
  expired: { label: msg('Link expired'), tone: 'slate' },
  locked: { label: msg('Link locked'), tone: 'amber' },
};

interface DeliveryLogProps {
  deliveries: Delivery[];
  busy: boolean;
  onResend: (delivery: Delivery) => void;
  onRevoke: (delivery: Delivery) => void;
}

/** Who was sent the report or bill, how, what became of the message and its link, and each download. */
export function DeliveryLogList({ deliveries, busy, onResend, onRevoke }: DeliveryLogProps) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">{t('Not sent yet.')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {deliveries.map((delivery) => {
        const status = STATUS[delivery.status];
        const open = delivery.status === 'sent' || delivery.status === 'pending';
        return (
          <li key={delivery.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium text-slate-900">
                {t('{channel} to {recipient}', {
                  channel: t(CHANNEL_LABELS[delivery.channel]),
                  // English writes the recipient in lower case mid-sentence; scripts without case are unchanged.
                  recipient: t(RECIPIENT_LABELS[delivery.recipient]).toLowerCase(),
                })}{' '}
                <span className="font-normal text-slate-600">{delivery.recipientMasked}</span>
              </p>
              <p className="text-slate-600">
                {formatDateTime(delivery.createdAt)}
                {delivery.sentBy ? ` · ${t('by {name}', { name: delivery.sentBy })}` : ''} ·{' '}
                {t('link until {time}', { time: formatDateTime(delivery.linkExpiresAt) })}
              </p>
              <p className="text-slate-600">
                {delivery.downloads.length === 0
                  ? t('Not downloaded yet')
                  : t('Downloaded {count}× · last {time}', {
                      count: delivery.downloads.length,
                      time: formatDateTime(delivery.downloads.at(-1) ?? ''),
                    })}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Badge tone={status.tone}>{t(status.label)}</Badge>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onResend(delivery)}>
                {t('Resend')}
              </Button>
              {open ? (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRevoke(delivery)}>
                  {t('Revoke link')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
