import { type FormEvent, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../core/team/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { NewDoctorFields, newDoctorBody } from './new-doctor-fields.tsx';
import { useInvite } from './team-api.ts';

interface Fields {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  registrationNumber: string;
  qualification: string;
}

const EMPTY: Fields = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'receptionist',
  registrationNumber: '',
  qualification: '',
};

/** Invite by e-mail with names and role; a doctor gets a doctor record with their registration. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const invite = useInvite();
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const fieldError = (name: string) =>
    invite.error instanceof ApiRequestError
      ? invite.error.fieldErrors.find((e) => e.field === name || e.field.startsWith(`${name}.`))?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        email: fields.email,
        firstName: fields.firstName,
        lastName: fields.lastName,
        role: fields.role,
        ...(fields.role === 'doctor' ? { doctor: newDoctorBody(fields) } : {}),
      },
      {
        onSuccess: (created) => {
          toast({
            title: t('Invitation sent'),
            description: t('An invitation was e-mailed to {email}.', { email: created.email }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !invite.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Invite a team member')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('They get an e-mail with a link, valid for 7 days, to choose a password and sign in.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="invite-first-name" label={t('First Name')} error={fieldError('firstName')}>
              {(control) => <Input {...control} value={fields.firstName} onChange={set('firstName')} />}
            </FormField>
            <FormField id="invite-last-name" label={t('Last Name')} error={fieldError('lastName')}>
              {(control) => <Input {...control} value={fields.lastName} onChange={set('lastName')} />}
            </FormField>
          </div>
          <FormField id="invite-email" label={t('E-mail')} error={fieldError('email')}>
            {(control) => <Input {...control} type="email" value={fields.email} onChange={set('email')} />}
          </FormField>
          <FormField id="invite-role" label={t('Role')} error={fieldError('role')}>
            {(control) => (
              <Select {...control} value={fields.role} onChange={set('role')}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(ROLE_LABELS[role])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {fields.role === 'doctor' ? (
            <NewDoctorFields
              idPrefix="invite"
              values={fields}
              onChange={(change) => setFields((current) => ({ ...current, ...change }))}
              error={fieldError('doctor') ?? fieldError('doctorId')}
            />
          ) : null}
          {invite.isError && !(invite.error instanceof ApiRequestError && invite.error.fieldErrors.length) ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(errorMessageOf(invite.error, msg('The invitation could not be sent. Please try again.')))}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={invite.isPending} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? t('Sending...') : t('Send Invitation')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
