import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorChallengeResponse, TwoFactorLoginResponse } from '../../../../core/auth/security-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { RecoveryCodes } from '../../components/ui/recovery-codes.tsx';
import { t } from '../../lib/i18n.ts';
import { postTwoFactorLogin } from './auth-api.ts';

interface TwoFactorStepProps {
  challenge: TwoFactorChallengeResponse;
  onSignedIn: (data: TwoFactorLoginResponse) => void;
  onCancel: () => void;
}

/**
 * The code step of a sign-in. For a user whose clinic requires two-factor and who has none yet,
 * it first shows the new key (QR code and text) to add to an authenticator app.
 */
export function TwoFactorStep({ challenge, onSignedIn, onCancel }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TwoFactorLoginResponse | null>(null);
  const enrolling = challenge.twoFactor === 'enrol';

  const verify = useMutation({
    mutationFn: () => postTwoFactorLogin({ challengeToken: challenge.challengeToken, code }),
    onSuccess: (data) => (data.recoveryCodes ? setDone(data) : onSignedIn(data)),
    onError: (failure) => setError(t(failure.message)),
  });

  if (done?.recoveryCodes) {
    return (
      <div className="space-y-5">
        <p className="font-medium text-slate-900">{t('Two-factor sign-in is on.')}</p>
        <RecoveryCodes codes={done.recoveryCodes} />
        <Button size="lg" className="w-full" onClick={() => onSignedIn(done)}>
          {t('I have saved my codes, continue')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (code.trim().length < 6) {
          setError(enrolling ? t('Enter the 6-digit code from your authenticator app.') : t(challenge.message));
          return;
        }
        verify.mutate();
      }}
    >
      <p className="text-sm text-slate-700">{t(challenge.message)}</p>
      {enrolling && challenge.otpauthUri && challenge.secret ? (
        <div className="flex flex-col items-center gap-3">
          <QrCode value={challenge.otpauthUri} label={t('QR code of your authenticator key')} />
          <p className="text-center text-sm text-slate-700">
            {t('Scan it with Google Authenticator, Microsoft Authenticator or a similar app, or type this key:')}
          </p>
          <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">
            {challenge.secret}
          </code>
        </div>
      ) : null}
      <FormField
        id="two-factor-code"
        label={enrolling ? t('Code from the app') : t('Authentication code')}
        hint={enrolling ? undefined : t('Or one of your recovery codes')}
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            inputMode={enrolling ? 'numeric' : 'text'}
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? t('Verifying...') : t('Verify and Sign In')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onCancel}>
        {t('Back to sign in')}
      </Button>
    </form>
  );
}
