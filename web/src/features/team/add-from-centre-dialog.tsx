import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { centresApi } from '../../../../core/api/centres-api.ts';
import { ROLE_LABELS, ROLES, type Role, roleLabel } from '../../../../core/team/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { TEAM_KEY } from './team-api.ts';

/**
 * An organisation admin gives someone who already works at another centre a membership here
 * (issue 18): one login, one more centre; a doctor signs here with the same registration number.
 */
export function AddFromCentreDialog({ centreId, onClose }: { centreId: string; onClose: () => void }) {
  const client = useQueryClient();
  const people = useQuery({
    queryKey: [centresApi.list.path, 'people'],
    queryFn: () => callApi(centresApi.people),
  });
  const elsewhere = (people.data ?? []).filter((p) => !p.centres.some((c) => c.id === centreId));
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<Role>('doctor');
  const add = useMutation({
    mutationFn: () => callApi(centresApi.addMember, { params: { id: centreId }, body: { userId, role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEAM_KEY }),
  });
  const chosen = elsewhere.find((p) => p.userId === userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('Member added'),
          description: t('{name} now works here too.', { name: `${chosen?.firstName} ${chosen?.lastName}` }),
        });
        onClose();
      },
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !add.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Add from another centre')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('They keep their login and get a role at this centre as well.')}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormField id="add-person" label={t('Person')}>
            {(control) => (
              <Select {...control} value={userId} onChange={(event) => setUserId(event.target.value)}>
                <option value="">{people.isPending ? t('Loading...') : t('Choose a person')}</option>
                {elsewhere.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {person.firstName} {person.lastName} (
                    {person.centres.map((c) => `${c.name}: ${t(roleLabel(c.role))}`).join(', ')})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="add-role" label={t('Role here')}>
            {(control) => (
              <Select {...control} value={role} onChange={(event) => setRole(event.target.value as Role)}>
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(ROLE_LABELS[value])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {add.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(errorMessageOf(add.error, msg('The member could not be added. Please try again.')))}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={add.isPending} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending || !userId}>
              {add.isPending ? t('Adding...') : t('Add Member')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
