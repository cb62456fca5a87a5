import { useMutation } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { TwoFactorSetupResponse } from '../../../../core/auth/security-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { RecoveryCodes } from '../../components/ui/recovery-codes.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, useTwoFactorStatus } from './security-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Two-factor sign-in: set up with an authenticator app (QR code), recovery codes, turn off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: setSetup,
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not start the set-up'))), variant: 'destructive' }),
  });

  let body: ReactNode;
  if (status.isPending) body = <LoadingMessage>{t('Loading...')}</LoadingMessage>;
  // No data is a signed-out answer (401): the session check signs the tab out.
  else if (status.isError || !status.data)
    body = <ErrorMessage>{t('Could not load your two-factor settings.')}</ErrorMessage>;
  else if (codes) {
    body = (
      <div className="space-y-4">
        <RecoveryCodes codes={codes} />
        <div className="flex justify-end">
          <Button onClick={() => setCodes(null)}>{t('Done')}</Button>
        </div>
      </div>
    );
  } else if (setup) {
    body = (
      <ConfirmSetup
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          toast({ title: t('Two-factor sign-in is on') });
        }}
        onCancel={() => setSetup(null)}
      />
    );
  } else if (status.data.enabled) {
    body = <EnabledState required={status.data.required} recoveryCodesLeft={status.data.recoveryCodesLeft} />;
  } else {
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {status.data.required
            ? t(
                'Your clinic requires two-factor sign-in for your role: set it up now, or you will be asked at your next sign-in.',
              )
            : t(
                'Ask for a code from an authenticator app on your phone at each sign-in, so a stolen password is not enough.',
              )}
        </p>
        <Button className="shrink-0" disabled={begin.isPending} onClick={() => begin.mutate()}>
          {begin.isPending ? t('Starting...') : t('Set up two-factor')}
        </Button>
      </div>
    );
  }

  return (
    <SettingsSection
      id="two-factor"
      icon={Smartphone}
      title={t('Two-Factor Sign-In')}
      description={t('A code from an authenticator app at each sign-in')}
      action={status.data?.enabled ? <Badge tone="green">{t('On')}</Badge> : <Badge tone="slate">{t('Off')}</Badge>}
    >
      {body}
    </SettingsSection>
  );
}

function ConfirmSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => enableTwoFactor(code),
    onSuccess: (result) => onEnabled(result.recoveryCodes),
    onError: (failure) => setError(t(errorMessageOf(failure, msg('Could not turn on two-factor sign-in')))),
  });
  return (
    <form
      noValidate
      className="grid gap-6 sm:grid-cols-[auto_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        confirm.mutate();
      }}
    >
      <QrCode value={setup.otpauthUri} label={t('QR code of your authenticator key')} />
      <div className="min-w-0 space-y-4">
        <p className="text-sm text-slate-700">
          {t(
            '1. Scan the QR code with Google Authenticator, Microsoft Authenticator or a similar app, or enter this key:',
          )}
        </p>
        <code data-testid="totp-secret" className="block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">
          {setup.secret}
        </code>
        <FormField
          id="two-factor-confirm"
          label={t('2. Enter the 6-digit code the app shows')}
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? t('Verifying...') : t('Turn on')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function EnabledState({ required, recoveryCodesLeft }: { required: boolean; recoveryCodesLeft: number }) {
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const turnOff = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: () => toast({ title: t('Two-factor sign-in is off') }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not turn it off'))), variant: 'destructive' }),
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('Each sign-in asks for a code from your authenticator app. Recovery codes left:')} {recoveryCodesLeft}{' '}
        {t('of 10.')}
        {required ? ` ${t('Your clinic requires two-factor sign-in for your role.')}` : ''}
      </p>
      {required ? null : asking ? (
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            turnOff.mutate();
          }}
        >
          <div className="flex-1">
            <FormField id="two-factor-password" label={t('Current Password')}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" variant="destructive" disabled={turnOff.isPending || !password}>
            {t('Turn off')}
          </Button>
        </form>
      ) : (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('Turn off two-factor')}
          </Button>
        </div>
      )}
    </div>
  );
}
