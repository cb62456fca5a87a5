import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { saveSignInPolicy, useSignInPolicy } from './security-api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Administrators only (the server refuses others): require two-factor for admins and doctors. */
export function SignInPolicyCard() {
  const policy = useSignInPolicy(true);
  const save = useMutation({
    mutationFn: saveSignInPolicy,
    onSuccess: (saved) =>
      toast({
        title: saved.requireTwoFactor ? t('Two-factor sign-in is now required') : t('Two-factor is now optional'),
      }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not save the policy'))), variant: 'destructive' }),
  });
  const checked = save.isPending
    ? (save.variables?.requireTwoFactor ?? false)
    : (policy.data?.requireTwoFactor ?? false);
  return (
    <SettingsSection
      id="sign-in-policy"
      icon={Lock}
      title={t('Sign-In Policy')}
      description={t('Rules for everyone who signs in to this centre')}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id="require-two-factor"
          checked={checked}
          disabled={policy.isPending || save.isPending}
          onCheckedChange={(value) => save.mutate({ requireTwoFactor: value === true })}
        />
        <div>
          <Label htmlFor="require-two-factor">{t('Require two-factor sign-in for administrators and doctors')}</Label>
          <p className="text-sm text-slate-600">
            {t('Those without it are asked to set up an authenticator app at their next sign-in.')}
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}
