import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { scannersApi } from '../../../../../core/api/scanners-api.ts';
import type { Scanner } from '../../../../../core/dicom/scanner-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { refreshScanners } from './scanners-api.ts';

const FIELDS = [
  { key: 'name', label: msg('Name'), hint: msg('e.g. Voluson E8, room 2') },
  { key: 'aeTitle', label: msg('AE title'), hint: msg('As set on the machine, e.g. VOLUSON1') },
  { key: 'manufacturer', label: msg('Make'), hint: '' },
  { key: 'model', label: msg('Model'), hint: '' },
  { key: 'serialNumber', label: msg('Serial number'), hint: msg('As on the PC-PNDT registration') },
] as const;
type Values = Record<(typeof FIELDS)[number]['key'], string>;

const valuesOf = (scanner?: Scanner): Values => ({
  name: scanner?.name ?? '',
  aeTitle: scanner?.aeTitle ?? '',
  manufacturer: scanner?.manufacturer ?? '',
  model: scanner?.model ?? '',
  serialNumber: scanner?.serialNumber ?? '',
});

/** Adds a scanner, or edits one when given; the server checks every field (and a taken AE title). */
export function ScannerForm({ scanner, onDone }: { scanner?: Scanner; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(scanner));
  const prefix = scanner ? `scanner-${scanner.id}` : 'scanner-new';
  const save = useMutation({
    mutationFn: () =>
      scanner
        ? callApi(scannersApi.update, { params: { id: scanner.id }, body: values })
        : callApi(scannersApi.create, { body: values }),
    onSuccess: async () => {
      toast({ title: scanner ? t('Scanner saved') : t('Scanner added') });
      await refreshScanners();
      onDone();
    },
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not save the scanner'))), variant: 'destructive' }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, label, hint }) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`${prefix}-${key}`}>{t(label)}</Label>
            <Input
              id={`${prefix}-${key}`}
              value={values[key]}
              placeholder={hint ? t(hint) : undefined}
              maxLength={key === 'aeTitle' ? 16 : 64}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {scanner ? t('Save scanner') : t('Add scanner')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
