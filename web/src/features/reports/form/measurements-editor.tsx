import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { t } from '../../../lib/i18n.ts';
import type { ReportForm } from './report-form-model.ts';
import { useFormTemplate } from './use-form-template.ts';

/** The measurements map (spec §3): any named value, e.g. "Liver span (cm)" 13.5. */
export function MeasurementsEditor({ form, idPrefix }: { form: ReportForm; idPrefix: string }) {
  const measurements = form.watch('measurements');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  // A clinic template's own fields have their inputs (custom-fields-panel.tsx), not a row here.
  const fieldKeys = new Set(useFormTemplate(form)?.fields.map((field) => field.key));
  const entries = Object.entries(measurements).filter(([key]) => !fieldKeys.has(key));

  function add() {
    if (!name.trim() || !value.trim()) return;
    form.setValue('measurements', { ...measurements, [name.trim()]: value.trim() }, { shouldDirty: true });
    setName('');
    setValue('');
  }

  function remove(key: string) {
    const next = { ...measurements };
    delete next[key];
    form.setValue('measurements', next, { shouldDirty: true });
  }

  return (
    <div className="space-y-3">
      {entries.length ? (
        <ul aria-label={t('Measurements')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {entries.map(([key, measured]) => (
            <li key={key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="text-slate-700">{key}</span>
              <span className="flex items-center gap-2 font-medium text-slate-900">
                {measured}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Remove {name}', { name: key })}
                  onClick={() => remove(key)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('No measurements recorded.')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-measure-name`}>{t('Measurement')}</Label>
          <Input
            id={`${idPrefix}-measure-name`}
            value={name}
            maxLength={60}
            placeholder={t('e.g. Liver span (cm)')}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-measure-value`}>{t('Value')}</Label>
          <Input
            id={`${idPrefix}-measure-value`}
            value={value}
            maxLength={200}
            placeholder={t('e.g. 13.5')}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button variant="secondary" disabled={!name.trim() || !value.trim()} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add')}
        </Button>
      </div>
    </div>
  );
}
