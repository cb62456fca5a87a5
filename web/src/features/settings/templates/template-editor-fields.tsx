import { Trash2 } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { REPORT_TYPE_LABELS } from '../../../../../core/reports/templates/catalogue.ts';
import { REPORT_TYPES } from '../../../../../core/reports/templates/template-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import type { EditorField, EditorSection } from './template-editor-model.ts';

interface BoundFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled one-line input of the template editor, bound to one value of the form. */
export function EditorInput({
  id,
  label,
  error,
  value,
  onChange,
  maxLength,
  inputMode,
}: BoundFieldProps & { maxLength?: number; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode={inputMode}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A labelled two-line text box of the template editor, bound to one value of the form. */
export function EditorTextarea({ id, label, error, value, onChange }: BoundFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <Textarea {...control} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/** The kinds of study a template can be for, as a select's options. */
export function ReportTypeOptions() {
  return REPORT_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(REPORT_TYPE_LABELS[type])}
    </option>
  ));
}

/** The server's field errors, by path ('sections.0.label'). */
type Errors = Record<string, string>;

/** One section of the template: its label, normal text and phrase bank. */
export function SectionRow({
  index: i,
  section,
  errors,
  onChange,
  removable,
  onRemove,
}: {
  index: number;
  section: EditorSection;
  errors: Errors;
  onChange: (patch: Partial<EditorSection>) => void;
  /** False while it is the only section: a template has at least one. */
  removable: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <EditorInput
        id={`tpl-s${i}-label`}
        label={t('Section {number} label *', { number: i + 1 })}
        error={errors[`sections.${i}.label`]}
        value={section.label}
        maxLength={60}
        onChange={(label) => onChange({ label })}
      />
      <EditorTextarea
        id={`tpl-s${i}-normal`}
        label={t('Normal text')}
        error={errors[`sections.${i}.normalText`]}
        value={section.normalText}
        onChange={(normalText) => onChange({ normalText })}
      />
      <EditorTextarea
        id={`tpl-s${i}-phrases`}
        label={t('Phrase bank (one per line)')}
        error={Object.entries(errors).find(([k]) => k.startsWith(`sections.${i}.phrases`))?.[1]}
        value={section.phrases}
        onChange={(phrases) => onChange({ phrases })}
      />
      <div className="flex items-end justify-end">
        <Button variant="ghost" size="sm" disabled={!removable} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Remove section')} {i + 1}
        </Button>
      </div>
    </div>
  );
}

const FIELD_ROW = 'grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end';

/** The inputs of a measurement field, left to right. */
const FIELD_COLUMNS = [
  { key: 'label', label: msg('Label *'), maxLength: 60 },
  { key: 'unit', label: msg('Unit'), maxLength: 20 },
  { key: 'min', label: msg('Minimum *'), inputMode: 'decimal' },
  { key: 'max', label: msg('Maximum *'), inputMode: 'decimal' },
] as const satisfies readonly {
  key: keyof EditorField;
  label: string;
  maxLength?: number;
  inputMode?: 'decimal';
}[];

/** One measurement field of the template: its label, unit and normal range. */
export function MeasurementFieldRow({
  index: i,
  field,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  field: EditorField;
  errors: Errors;
  onChange: (patch: Partial<EditorField>) => void;
  onRemove: () => void;
}) {
  return (
    <div className={FIELD_ROW}>
      {FIELD_COLUMNS.map((column) => (
        <EditorInput
          key={column.key}
          id={`tpl-f${i}-${column.key}`}
          label={t(column.label)}
          error={errors[`fields.${i}.${column.key}`]}
          value={field[column.key]}
          maxLength={'maxLength' in column ? column.maxLength : undefined}
          inputMode={'inputMode' in column ? column.inputMode : undefined}
          onChange={(value) => onChange({ [column.key]: value })}
        />
      ))}
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">
          {t('Remove field')} {i + 1}
        </span>
      </Button>
    </div>
  );
}
