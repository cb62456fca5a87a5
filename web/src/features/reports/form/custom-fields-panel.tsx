import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { TemplateDetail } from '../../../lib/templates-api.ts';
import type { ReportForm } from './report-form-model.ts';
import { errorAt } from './template-data-panel.tsx';

/** A clinic template's measurement fields, each with its unit and valid range (checked on save). */
export function CustomFieldsPanel({
  form,
  idPrefix,
  template,
}: {
  form: ReportForm;
  idPrefix: string;
  template: TemplateDetail;
}) {
  const measurements = form.watch('measurements');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {template.fields.map((field) => (
        <FormField
          key={field.key}
          id={`${idPrefix}-field-${field.key}`}
          label={`${field.label}${field.unit ? ` (${field.unit})` : ''}`}
          hint={`Valid range ${field.min} to ${field.max}`}
          error={errorAt(form, `measurements.${field.key}`)}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={String(measurements[field.key] ?? '')}
              onChange={(e) => {
                const next = { ...measurements, [field.key]: e.target.value };
                if (e.target.value === '') delete next[field.key];
                form.setValue('measurements', next, { shouldDirty: true });
              }}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
