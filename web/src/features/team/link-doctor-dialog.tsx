import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { doctorsApi } from '../../../../core/api/doctors-api.ts';
import { ROLE_LABELS, type Role } from '../../../../core/team/permissions.ts';
import type { Member } from '../../../../core/team/team-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { DOCTORS_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { NewDoctorFields, type NewDoctorValues, newDoctorBody } from './new-doctor-fields.tsx';
import { useUpdateMember } from './team-api.ts';

const NEW_RECORD = 'new';

/**
 * Who a member signs as: a doctor needs a doctor record (an unlinked one of the clinic, or a new
 * one from their registration number); an administrator may have one. Opened when an admin makes
 * someone a doctor, or links an administrator.
 */
export function LinkDoctorDialog({
  member,
  role,
  members,
  onClose,
}: {
  member: Member;
  /** The role the member will have once linked. */
  role: Exclude<Role, 'receptionist'>;
  members: Member[];
  onClose: () => void;
}) {
  const doctors = useQuery({
    queryKey: DOCTORS_KEY,
    queryFn: () => callApi(doctorsApi.list),
  });
  const taken = new Set(members.filter((m) => m.userId !== member.userId).map((m) => m.doctorId));
  const free = (doctors.data ?? []).filter((doctor) => !taken.has(doctor.id));
  const [choice, setChoice] = useState<string>(member.doctorId ?? NEW_RECORD);
  const [values, setValues] = useState<NewDoctorValues>({ registrationNumber: '', qualification: '' });
  const update = useUpdateMember();
  const name = `${member.firstName} ${member.lastName}`;
  const fieldError = (field: string) =>
    update.error instanceof ApiRequestError
      ? update.error.fieldErrors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = choice === NEW_RECORD ? { doctor: newDoctorBody(values) } : { doctorId: choice };
    update.mutate(
      { userId: member.userId, change: { role, ...link } },
      {
        onSuccess: () => {
          toast({
            title: t('Doctor record linked'),
            description: t('{name} ({role}) now signs as this doctor.', { name, role: t(ROLE_LABELS[role]) }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {t('Doctor record for')} {name}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t(
            "Reports and Form F declarations are signed with a doctor's name and registration number. Choose the record {name} signs as, or add a new one.",
            { name },
          )}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormField id="link-doctor-record" label={t('Doctor record')} error={fieldError('doctorId')}>
            {(control) => (
              <Select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
                <option value={NEW_RECORD}>{t('New doctor record')}</option>
                {free.map((doctor) => (
                  <option key={doctor.id} value={doctor.id}>
                    {doctor.name} ({doctor.registrationNumber})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {choice === NEW_RECORD ? (
            <NewDoctorFields
              idPrefix="link-doctor"
              values={values}
              onChange={(change) => setValues((current) => ({ ...current, ...change }))}
              error={fieldError('doctor')}
            />
          ) : null}
          {update.isError && !(update.error instanceof ApiRequestError && update.error.fieldErrors.length) ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(errorMessageOf(update.error, msg('The doctor record could not be linked. Please try again.')))}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={update.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('Linking...') : t('Link Doctor Record')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
