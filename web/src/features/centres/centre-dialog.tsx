import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type Centre, CentreCreateSchema, CentreUpdateSchema } from '../../../../core/centres/centre-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useCreateCentre, useUpdateCentre } from './centres-api.ts';

const FIELDS = [
  { key: 'name', label: msg('Centre Name'), type: 'text' },
  { key: 'registrationNumber', label: msg('PC-PNDT Registration Number'), type: 'text' },
  { key: 'licenseNumber', label: msg('Licence Number'), type: 'text' },
  { key: 'address', label: msg('Address'), type: 'text' },
  { key: 'phone', label: msg('Phone'), type: 'tel' },
  { key: 'email', label: msg('E-mail'), type: 'email' },
] as const;
type Key = (typeof FIELDS)[number]['key'];
type Values = Record<Key, string>;

const valuesOf = (centre: Centre | null): Values =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, centre?.[key] ?? ''])) as Values;

/**
 * Adds a centre, or edits one, with the clinic's own rules (core/centres/centre-schemas.ts):
 * checked here first for quick feedback, and by the server, whose messages show on the fields.
 */
export function CentreDialog({ centre, onClose }: { centre: Centre | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(centre));
  const [localErrors, setLocalErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateCentre();
  const update = useUpdateCentre();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const fieldError = (key: string) =>
    localErrors[key] ??
    (failure instanceof ApiRequestError ? failure.fieldErrors.find((e) => e.field === key)?.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim() === '' && key !== 'name' ? undefined : value]),
    );
    const done = (saved: Centre) => {
      toast({ title: centre ? t('Centre updated') : t('Centre added'), description: saved.name });
      onClose();
    };
    if (centre) {
      const checked = CentreUpdateSchema.safeParse(input);
      if (checked.success) update.mutate({ id: centre.id, change: checked.data }, { onSuccess: done });
      showErrors(checked.error);
    } else {
      const checked = CentreCreateSchema.safeParse(input);
      if (checked.success) create.mutate(checked.data, { onSuccess: done });
      showErrors(checked.error);
    }
  };
  const showErrors = (error: z.ZodError | undefined) =>
    setLocalErrors(Object.fromEntries((error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message])));

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {centre ? t('Edit centre') : t('Add a centre')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {centre
            ? t('These details print on the centre’s reports and Form F.')
            : t(
                'A centre has its own patients, ids, Form F register and PC-PNDT registration. You become its administrator.',
              )}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ key, label, type }) => (
            <FormField key={key} id={`centre-${key}`} label={t(label)} error={fieldError(key)}>
              {(control) => (
                <Input
                  {...control}
                  type={type}
                  value={values[key]}
                  onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                />
              )}
            </FormField>
          ))}
          {failure && !(failure instanceof ApiRequestError && failure.fieldErrors.length) ? (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
            >
              {t(errorMessageOf(failure, msg('The centre could not be saved. Please try again.')))}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('Saving...') : centre ? t('Save Centre') : t('Add Centre')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
