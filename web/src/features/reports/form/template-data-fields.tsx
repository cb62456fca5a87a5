import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ReportForm } from './report-form-model.ts';
import { errorAt } from './template-data-panel.tsx';

interface FieldProps {
  form: ReportForm;
  id: string;
  label: string;
  /** Where the server's 400 names this field (templateData.lesions.0.margin). */
  errorPath: string;
  value: unknown;
  onChange: (value: string) => void;
}

/** One descriptor typed: a number, a list of numbers or a date. */
export function DescriptorInput({
  form,
  id,
  label,
  errorPath,
  value,
  onChange,
  type = 'text',
}: FieldProps & { type?: 'text' | 'date' }) {
  return (
    <FormField id={id} label={label} error={errorAt(form, errorPath)}>
      {(control) =>
        type === 'date' ? (
          <DateInput {...control} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input
            {...control}
            inputMode="decimal"
            value={Array.isArray(value) ? value.join(', ') : String(value ?? '')}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}

/** One descriptor chosen from a lexicon's terms (value → printed words). */
export function DescriptorSelect({
  form,
  id,
  label,
  errorPath,
  value,
  onChange,
  options,
  blank,
}: FieldProps & { options: Readonly<Record<string, string>>; blank?: string }) {
  return (
    <FormField id={id} label={label} error={errorAt(form, errorPath)}>
      {(control) => (
        <Select {...control} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
          {blank === undefined ? null : <option value="">{blank}</option>}
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
