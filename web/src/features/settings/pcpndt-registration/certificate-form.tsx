import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { pcpndtRegistrationApi as api } from '../../../../../core/api/pcpndt-registration-api.ts';
import type { Registration } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { REGISTRATION_KEY, uploadCertificateScan } from './registration-api.ts';

const EMPTY = { certificateNumber: '', authority: '', validFrom: '', validTo: '' };
type Fields = typeof EMPTY;

/** The certificate (number, authority, validity) and its scan. */
export function CertificateForm({ registration }: { registration: Registration }) {
  const [form, setForm] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const scanInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (registration.certificate) {
      const { certificateNumber, authority, validFrom, validTo } = registration.certificate;
      setForm({ certificateNumber, authority, validFrom, validTo });
    }
  }, [registration.certificate]);
  const save = useMutation({
    mutationFn: (body: Fields) => callApi(api.save, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(REGISTRATION_KEY, saved);
      setErrors({});
      toast({ title: t('PC-PNDT registration saved') });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      toast({ title: t(errorMessageOf(error, msg('Could not save the registration'))), variant: 'destructive' });
    },
  });
  const scan = useMutation({
    mutationFn: uploadCertificateScan,
    onSuccess: () => toast({ title: t('Certificate scan uploaded') }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not upload the scan'))), variant: 'destructive' }),
  });
  // Dates go through our own dd/mm/yyyy field: the browser's date input follows its own locale.
  const field = (key: keyof Fields, label: string, type: 'text' | 'date' = 'text') => (
    <FormField id={`pcpndt-${key}`} label={label} error={errors[key]}>
      {(control) =>
        type === 'date' ? (
          <DateInput
            {...control}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ) : (
          <Input {...control} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
        )
      }
    </FormField>
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(form);
  }
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('certificateNumber', t('Certificate number'))}
        {field('authority', t('Appropriate Authority'))}
        {field('validFrom', t('Valid from'), 'date')}
        {field('validTo', t('Valid to'), 'date')}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Saving…') : t('Save certificate')}
        </Button>
        {registration.certificate ? (
          // The browser's own file control reads 'Choose File No file chosen' in English whatever the
          // screen's language: a button of ours opens it, as the logo's does.
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              {registration.certificate.scan
                ? t('Scan: {file}', { file: registration.certificate.scan.fileName })
                : t('Upload a scan of the certificate (PDF, PNG or JPEG):')}
            </span>
            <input
              ref={scanInput}
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              aria-label={t('Certificate scan')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so choosing the same file again (after a failure) fires a change.
                event.target.value = '';
                if (file) scan.mutate(file);
              }}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={scan.isPending}
              onClick={() => scanInput.current?.click()}
            >
              {registration.certificate.scan ? t('Replace scan') : t('Choose file')}
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
