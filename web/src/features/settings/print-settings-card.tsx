import { useMutation } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { clinicApi } from '../../../../core/api/clinic-api.ts';
import {
  LETTERHEAD_LIMITS,
  type PrintLayout,
  type PrintSettings,
  PrintSettingsSchema,
} from '../../../../core/print/print-settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { PRINT_SETTINGS_KEY, usePrintSettings } from '../../lib/use-print-settings.ts';
import { SettingsSection } from './settings-section.tsx';

type Errors = Partial<Record<keyof PrintSettings, string>>;

const CHOICES: { value: PrintLayout; label: string; hint: string }[] = [
  {
    value: 'plain',
    label: msg('Plain paper'),
    hint: msg('Reports and receipts carry the centre’s name, logo and address.'),
  },
  {
    value: 'letterhead',
    label: msg('Pre-printed letterhead'),
    hint: msg('No header is printed; the text keeps clear of the letterhead’s top and bottom bands.'),
  },
];

function savePrintSettings(input: PrintSettings): Promise<PrintSettings> {
  return callApi(clinicApi.updatePrintSettings, { body: input });
}

/** Administrators only (the server refuses others): how reports and receipts are printed. */
export function PrintSettingsCard() {
  const current = usePrintSettings();
  const [form, setForm] = useState({ layout: 'plain' as PrintLayout, top: '', bottom: '', bilingual: false });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (current.data)
      setForm({
        layout: current.data.layout,
        top: String(current.data.letterheadTopMm),
        bottom: String(current.data.letterheadBottomMm),
        bilingual: current.data.bilingualHeadings,
      });
  }, [current.data]);
  const save = useMutation({
    mutationFn: savePrintSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(PRINT_SETTINGS_KEY, saved);
      toast({ title: saved.layout === 'plain' ? t('Printing on plain paper') : t('Printing on letterhead') });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])) as Errors);
      toast({ title: t(errorMessageOf(error, msg('Could not save the print settings'))), variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = PrintSettingsSchema.safeParse({
      layout: form.layout,
      letterheadTopMm: Number(form.top),
      letterheadBottomMm: Number(form.bottom),
      bilingualHeadings: form.bilingual,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as Errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <SettingsSection
      id="print-settings"
      icon={Printer}
      title={t('Printing')}
      description={t('Paper for reports and receipts')}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('Print on')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
              <input
                type="radio"
                name="print-layout"
                value={choice.value}
                checked={form.layout === choice.value}
                onChange={() => setForm({ ...form, layout: choice.value })}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{t(choice.label)}</span>
                <span className="block text-sm text-slate-600">{t(choice.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {form.layout === 'letterhead' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="letterhead-top"
              label={t('Top margin (mm)')}
              hint={`${LETTERHEAD_LIMITS.topMm.min}–${LETTERHEAD_LIMITS.topMm.max} mm`}
              error={errors.letterheadTopMm}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={form.top}
                  onChange={(event) => setForm({ ...form, top: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="letterhead-bottom"
              label={t('Bottom margin (mm)')}
              hint={`${LETTERHEAD_LIMITS.bottomMm.min}–${LETTERHEAD_LIMITS.bottomMm.max} mm`}
              error={errors.letterheadBottomMm}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={form.bottom}
                  onChange={(event) => setForm({ ...form, bottom: event.target.value })}
                />
              )}
            </FormField>
          </div>
        ) : null}
        {/* Issue 34: the report stays English; only its section headings add her language. */}
        <div className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
          <Checkbox
            id="bilingual-headings"
            checked={form.bilingual}
            onCheckedChange={(value) => setForm({ ...form, bilingual: value === true })}
            aria-describedby="bilingual-headings-hint"
            className="mt-0.5"
          />
          <span>
            <label htmlFor="bilingual-headings" className="block text-sm font-medium text-slate-900">
              {t('Report headings in English and the patient’s language')}
            </label>
            <span id="bilingual-headings-hint" className="block text-sm text-slate-600">
              {t(
                'The report stays in English; its section headings also print in the language chosen for her papers, such as “Impression / निष्कर्ष”.',
              )}
            </span>
          </span>
        </div>
        <Button type="submit" disabled={current.isPending || save.isPending}>
          {save.isPending ? t('Saving…') : t('Save Print Settings')}
        </Button>
      </form>
    </SettingsSection>
  );
}
