import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { billDeliveriesApi } from '../../../../core/api/bill-deliveries-api.ts';
import { CHANNEL_LABELS, DELIVERY_LINK_DAYS } from '../../../../core/deliveries/delivery-schemas.ts';
import { SendDialog, type SendInput } from '../../components/send/send-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/call-api.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { BILLS_KEY } from './billing-desk-api.ts';

const deliveriesKey = (billId: string) => [...BILLS_KEY, billId, 'deliveries'] as const;
const refresh = (billId: string) => queryClient.invalidateQueries({ queryKey: deliveriesKey(billId) });

/** A bill goes to its patient only (decision 030). */
const PATIENT_ONLY = ['patient'] as const;

/** The bill's Send dialog: the report's, with the bill's API and words. */
function SendBillDialog({ bill, onClose }: { bill: { id: string; billNumber: string }; onClose: () => void }) {
  const t = useT();
  const log = useQuery({
    queryKey: deliveriesKey(bill.id),
    queryFn: () => callApi(billDeliveriesApi.list, { params: { id: bill.id } }),
  });
  const send = useMutation({
    // The dialog offers the patient only; the server refuses anyone else too. A double click or a
    // retry after a lost answer carries the same Idempotency-Key: one message, not two.
    mutationFn: (input: SendInput) =>
      callApi(
        billDeliveriesApi.send,
        { params: { id: bill.id }, body: { ...input, recipient: 'patient' } },
        { idempotent: true },
      ),
    onSettled: () => refresh(bill.id),
  });
  const revoke = useMutation({
    mutationFn: (deliveryId: string) => callApi(billDeliveriesApi.revokeLink, { params: { id: bill.id, deliveryId } }),
    onSettled: () => refresh(bill.id),
  });
  return (
    <SendDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Send bill')}
      description={`${bill.billNumber} · ${t(
        'the bill with its payments (the receipt), by a link valid for {days} days that asks for a one-time code sent to the phone or e-mail on her record.',
        { days: DELIVERY_LINK_DAYS },
      )}`}
      recipients={PATIENT_ONLY}
      log={log}
      send={send}
      revoke={revoke}
      sentText={(delivery) =>
        t('Bill sent: {channel} to {to}.', {
          channel: t(CHANNEL_LABELS[delivery.channel]),
          to: delivery.recipientMasked,
        })
      }
      failedText={msg('The bill could not be sent.')}
      revokedText={t('Link revoked: it no longer opens the bill.')}
    />
  );
}

/** "Send bill" on the bill, "Send receipt" at the desk after payment: one dialog. */
export function SendBillButton({
  bill,
  receipt = false,
}: {
  bill: { id: string; billNumber: string };
  receipt?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-4" />
        {receipt ? t('Send receipt') : t('Send bill')}
      </Button>
      {open ? <SendBillDialog bill={bill} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
