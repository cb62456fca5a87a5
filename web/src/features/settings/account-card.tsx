import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Pencil, User } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdateSchema } from '../../../../core/auth/account-schemas.ts';
import type { AuthUser } from '../../../../core/auth/login-schema.ts';
import { AUTH_MESSAGES } from '../../../../core/messages.ts';
import { SETTINGS_MESSAGES as M } from '../../../../core/settings/settings-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { accountDetailItems } from './account-details.ts';
import { saveProfile } from './settings-api.ts';
import { DetailList, EditFormButtons, SettingsSection } from './settings-section.tsx';
import { showServerFieldErrors, toastSettingsError } from './settings-toasts.ts';

/** The server's rules, plus: a new e-mail needs the current password (the server insists too). */
function profileFormSchema(currentEmail: string) {
  return ProfileUpdateSchema.superRefine((profile, ctx) => {
    if (profile.email !== currentEmail.toLowerCase() && !profile.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: AUTH_MESSAGES.currentPasswordRequired });
    }
  });
}
type ProfileFormInput = z.input<typeof ProfileUpdateSchema>;
type ProfileFormOutput = z.output<typeof ProfileUpdateSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'currentPassword'] as const;

/** Account Information (spec §2.7): view, or edit names and e-mail. */
export function AccountCard() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to where the user started, so keyboard users do not lose their place.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  return (
    <SettingsSection
      id="account"
      icon={User}
      title={t('Account Information')}
      description={t('Your name and the e-mail you sign in with')}
      action={
        user && !editing ? (
          <Button ref={editRef} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('Edit')}
            <span className="sr-only"> {t('account information')}</span>
          </Button>
        ) : null
      }
    >
      {user === null ? (
        <p className="text-slate-600">{t('Loading...')}</p>
      ) : editing ? (
        <AccountForm user={user} onDone={stopEditing} />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {user.profileImageUrl ? (
            <img
              src={user.profileImageUrl}
              alt={t('Profile')}
              className="size-16 shrink-0 rounded-full border border-slate-200 object-cover"
            />
          ) : null}
          <div className="flex-1">
            <DetailList items={accountDetailItems(user)} />
          </div>
        </div>
      )}
    </SettingsSection>
  );
}

/** Mounted for each edit, so Cancel (unmount) always restores the current data. */
function AccountForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
  });
  const errors = form.formState.errors;
  const email = form.watch('email');
  const emailChanges = email.trim().toLowerCase() !== user.email.toLowerCase();

  useEffect(() => form.setFocus('firstName'), [form]);

  const save = useMutation({
    mutationFn: (values: ProfileFormOutput) =>
      saveProfile({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        // Sent only when the e-mail changes: the server re-authenticates exactly then.
        ...(values.email !== user.email.toLowerCase() ? { currentPassword: values.currentPassword } : {}),
      }),
    onSuccess: () => {
      toast({ title: t(M.profileUpdated) });
      onDone();
    },
    onError: (error) => {
      toastSettingsError(error, M.profileFailed);
      showServerFieldErrors(form.setError, error, FIELDS);
    },
  });
  const busy = save.isPending;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t('First Name')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField id="profile-last-name" label={t('Last Name')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField id="profile-email" label={t('Email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      {emailChanges ? (
        <FormField
          id="profile-current-password"
          label={t('Current Password')}
          hint={t('Changing the e-mail you sign in with needs your current password.')}
          error={errors.currentPassword?.message}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </FormField>
      ) : null}
      <EditFormButtons busy={busy} onCancel={onDone} />
    </form>
  );
}
