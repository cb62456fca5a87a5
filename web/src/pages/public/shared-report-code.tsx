import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  linkRefusals,
  type SharedCodeResponse,
  type SharedReport,
} from '../../../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { t } from '../../lib/i18n.ts';
import { richText } from '../../lib/rich-text.tsx';

interface CodeStepProps {
  link: SharedReport;
  /** Sends the typed code; its error (wrong code, expired) is shown under the field. */
  onSubmit: (code: string) => void;
  checking: boolean;
  error: string | undefined;
  /** Reads the link again: after a code is sent, or refused (too soon, none left, locked). */
  refresh: () => void;
  /** "Open the report" or "Open the bill". */
  openLabel: string;
  /** Asks the server to send a code (POST /api/shared-reports/:token/code); rejects with its reason. */
  sendCode: () => Promise<SharedCodeResponse>;
}

/**
 * The patient's second factor (issue 36): "Send code" mails or texts a 6-digit code to the
 * address the clinic has on record, the page says where (masked) and takes the code. Nothing of
 * the patient is shown before it.
 */
export function CodeStep({ link, onSubmit, checking, error, refresh, sendCode, openLabel }: CodeStepProps) {
  const [code, setCode] = useState('');
  const send = useMutation({
    mutationFn: sendCode,
    onSuccess: () => {
      setCode('');
      refresh();
    },
    onError: refresh,
  });
  const sentTo = send.data?.sentTo ?? link.codeSentTo;
  const expiresAt = send.data?.expiresAt ?? link.codeExpiresAt;
  const sendButton = (label: string) => (
    <Button
      type="button"
      variant={sentTo ? 'secondary' : 'primary'}
      disabled={send.isPending || link.codesLeft === 0}
      onClick={() => send.mutate()}
    >
      {send.isPending ? t('Sending…') : label}
    </Button>
  );

  if (!sentTo)
    return (
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">
          {t(
            "To protect the patient's privacy, we send a 6-digit code to the phone number or e-mail address the clinic has on record for her.",
          )}
        </p>
        {send.error ? (
          <p className="text-sm text-red-700">{t(send.error.message)}</p>
        ) : link.codesLeft === 0 ? (
          <p className="text-sm text-red-700">{t(linkRefusals(link.document).tooManyCodes)}</p>
        ) : null}
        {sendButton(t('Send code'))}
      </div>
    );

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code.replace(/\s/g, ''));
      }}
    >
      <p className="text-sm text-slate-700" role="status">
        {richText(
          expiresAt
            ? t('We sent a code to <to>{sentTo}</to>. It works until {time}.', {
                sentTo,
                time: formatDateTime(expiresAt),
              })
            : t('We sent a code to <to>{sentTo}</to>.', { sentTo }),
          { to: (text) => <strong className="text-slate-900">{text}</strong> },
        )}
      </p>
      <FormField
        id="link-code"
        label={t('6-digit code')}
        hint={
          link.attemptsLeft === 1
            ? t('1 attempt left before the link locks.')
            : t('{count} attempts left before the link locks.', { count: link.attemptsLeft })
        }
        error={error ? t(error) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      {send.error ? <p className="text-sm text-red-700">{t(send.error.message)}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={checking}>
          {checking ? t('Checking…') : openLabel}
        </Button>
        {sendButton(t('Send a new code'))}
      </div>
    </form>
  );
}
