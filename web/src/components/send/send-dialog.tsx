import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import {
  CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  type Delivery,
  type DeliveryChannel,
  type DeliveryLog,
  type DeliveryRecipient,
  RECIPIENT_LABELS,
} from '../../../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { DeliveryLogList } from './delivery-log.tsx';

/** The patient's address on record for a channel; the referring doctor's is typed each time. */
function addressOnRecord(log: DeliveryLog | undefined, channel: DeliveryChannel, recipient: DeliveryRecipient) {
  if (!log || recipient === 'referrer') return '';
  return channel === 'email' ? (log.patient.email ?? '') : log.patient.phone;
}

export interface SendInput {
  channel: DeliveryChannel;
  recipient: DeliveryRecipient;
  to?: string;
}

/** What differs between sending a report and a bill: the words, the recipients, the API hooks. */
export interface SendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** A bill goes to its patient only; a report also to the referring doctor. */
  recipients: readonly DeliveryRecipient[];
  log: UseQueryResult<DeliveryLog>;
  send: UseMutationResult<Delivery, Error, SendInput>;
  revoke: UseMutationResult<Delivery, Error, string>;
  sentText: (delivery: Delivery) => string;
  failedText: string;
  revokedText: string;
}

/**
 * Send (issue 19 §3, decision 030): e-mail, WhatsApp or SMS carrying a link valid for 7 days;
 * only with the patient's consent to messages. Below, the delivery log with Resend and Revoke.
 */
export function SendDialog(props: SendDialogProps) {
  const { open, onOpenChange, log, send, revoke, recipients } = props;
  const [channel, setChannel] = useState<DeliveryChannel>('whatsapp');
  const [recipient, setRecipient] = useState<DeliveryRecipient>('patient');
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // Said in the dialog, not a toast: the print page it opens from has no toaster (no app shell).
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const to = typed ?? addressOnRecord(log.data, channel, recipient);
  const consent = log.data?.patient.messageConsentAt ?? null;
  const busy = send.isPending || revoke.isPending;
  const blocked = !log.data || !consent || !log.data.finalized;

  function choose(next: { channel?: DeliveryChannel; recipient?: DeliveryRecipient }) {
    if (next.channel) setChannel(next.channel);
    if (next.recipient) setRecipient(next.recipient);
    setTyped(null);
    setError(undefined);
  }

  function submit(input: SendInput) {
    setError(undefined);
    setNotice(null);
    send.mutate(input, {
      onSuccess: (delivery) => setNotice({ tone: 'ok', text: props.sentText(delivery) }),
      onError: (failure) => {
        const field =
          failure instanceof ApiRequestError ? failure.fieldErrors.find((e) => e.field === 'to') : undefined;
        if (field) setError(t(field.message));
        else setNotice({ tone: 'error', text: t(errorMessageOf(failure, props.failedText)) });
      },
    });
  }

  function resend(delivery: Delivery) {
    // The patient's address is on record; a doctor's is whatever is typed now.
    submit({
      channel: delivery.channel,
      recipient: delivery.recipient,
      ...(delivery.recipient === 'referrer' && to ? { to } : {}),
    });
  }

  function revokeLink(delivery: Delivery) {
    setNotice(null);
    revoke.mutate(delivery.id, {
      onSuccess: () => setNotice({ tone: 'ok', text: props.revokedText }),
      onError: (failure) =>
        setNotice({ tone: 'error', text: t(errorMessageOf(failure, msg('Failed to revoke the link'))) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent size="lg" showClose={!busy}>
        <DialogTitle className="text-xl font-semibold text-slate-900">{props.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">{props.description}</DialogDescription>
        {log.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : log.isError ? (
          <p className="mt-4 text-sm text-red-700">
            {t(errorMessageOf(log.error, msg('Failed to load the delivery log')))}
          </p>
        ) : (
          <>
            <p
              className={
                consent
                  ? 'mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900'
                  : 'mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900'
              }
              data-testid="consent-state"
            >
              {consent
                ? t('The patient agreed to receive messages (recorded {time}).', { time: formatDateTime(consent) })
                : t(
                    'Sending is not possible: the patient has not agreed to receive messages. Record the consent in the patient’s details (Edit patient).',
                  )}
            </p>
            <form
              noValidate
              className="mt-4 grid gap-4 sm:grid-cols-2"
              onSubmit={(event) => {
                event.preventDefault();
                submit({ channel, recipient, ...(to.trim() ? { to: to.trim() } : {}) });
              }}
            >
              <FormField id="send-channel" label={t('Channel')}>
                {(control) => (
                  <Select
                    {...control}
                    value={channel}
                    onChange={(event) => choose({ channel: event.target.value as DeliveryChannel })}
                  >
                    {DELIVERY_CHANNELS.map((c) => (
                      <option key={c} value={c}>
                        {t(CHANNEL_LABELS[c])}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              {recipients.length > 1 ? (
                <FormField id="send-recipient" label={t('Recipient')}>
                  {(control) => (
                    <Select
                      {...control}
                      value={recipient}
                      onChange={(event) => choose({ recipient: event.target.value as DeliveryRecipient })}
                    >
                      {recipients.map((r) => (
                        <option key={r} value={r}>
                          {r === 'referrer' && log.data?.patient.referringDoctorName
                            ? `${t(RECIPIENT_LABELS[r])} (${log.data.patient.referringDoctorName})`
                            : t(RECIPIENT_LABELS[r])}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              ) : null}
              <div className="sm:col-span-2">
                <FormField
                  id="send-to"
                  label={channel === 'email' ? t('E-mail address') : t('Mobile number')}
                  error={error}
                  hint={
                    recipient === 'patient' ? t('From the patient’s details; change it to send elsewhere.') : undefined
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      type={channel === 'email' ? 'email' : 'tel'}
                      inputMode={channel === 'email' ? 'email' : 'numeric'}
                      value={to}
                      onChange={(event) => setTyped(event.target.value)}
                    />
                  )}
                </FormField>
              </div>
              <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
                  {t('Close')}
                </Button>
                <Button
                  type="submit"
                  disabled={busy || blocked}
                  title={blocked ? t('The patient has not agreed to receive messages') : undefined}
                >
                  <Send aria-hidden="true" className="size-4" />
                  {send.isPending ? t('Sending…') : t('Send')}
                </Button>
              </div>
            </form>
            {notice ? (
              <p
                role={notice.tone === 'ok' ? 'status' : 'alert'}
                className={notice.tone === 'ok' ? 'mt-4 text-sm text-green-800' : 'mt-4 text-sm text-red-700'}
              >
                {notice.text}
              </p>
            ) : null}
            <h3 className="mt-6 mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('Delivery log')}
            </h3>
            <DeliveryLogList deliveries={log.data.deliveries} busy={busy} onResend={resend} onRevoke={revokeLink} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
