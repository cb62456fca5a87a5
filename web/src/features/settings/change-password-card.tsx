import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordFormSchema } from '../../../../core/auth/account-schemas.ts';
import { PASSWORD_HINT } from '../../../../core/auth/password-policy.ts';
import { SETTINGS_MESSAGES as M } from '../../../../core/settings/settings-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { changePassword } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { showServerFieldErrors, toastErrorText } from './settings-toasts.ts';

type PasswordForm = z.infer<typeof ChangePasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The spec's error toast names the current password; when the server refused the new one
 * under its policy (length, mix, a common password), its own message says what to change.
 */
function passwordErrorText(error: unknown): string {
  const policyProblem =
    error instanceof ApiRequestError ? error.fieldErrors.find((e) => e.field === 'newPassword') : undefined;
  return policyProblem?.message ?? M.passwordFailed;
}

/** Change Password (spec §2.7, §5): the client rules of the spec, the server's policy on top. */
export function ChangePasswordCard() {
  const form = useForm<PasswordForm>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [current, next, confirm] = form.watch(['currentPassword', 'newPassword', 'confirmPassword']);

  const change = useMutation({
    mutationFn: (values: PasswordForm) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      toast({ title: t(M.passwordChanged) });
      form.reset(EMPTY);
    },
    onError: (error) => {
      toastErrorText(error, t(passwordErrorText(error)));
      showServerFieldErrors(form.setError, error, FIELDS);
    },
  });
  const busy = change.isPending;
  // Spec §5: the button stays disabled until all three fields are filled.
  const complete = current !== '' && next !== '' && confirm !== '';

  return (
    <SettingsSection
      id="password"
      icon={KeyRound}
      title={t('Change Password')}
      description={t('Other devices are signed out when the password changes')}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="space-y-4">
        <FormField id="password-current" label={t('Current Password')} error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="password-new"
            label={t('New Password')}
            hint={PASSWORD_HINT}
            error={errors.newPassword?.message}
          >
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
          </FormField>
          <FormField id="password-confirm" label={t('Confirm New Password')} error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
            )}
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || !complete}>
            {busy ? t('Changing...') : t('Change Password')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
