import type { ReactNode } from 'react';
import { FORM_F_INDICATIONS } from '../../../../../core/formf/indications.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { FormFDraft, FormFErrors } from './formf-edit-model.ts';

export type DraftSetter = <K extends keyof FormFDraft>(key: K, value: FormFDraft[K]) => void;

interface FieldsProps {
  draft: FormFDraft;
  errors: FormFErrors;
  set: DraftSetter;
}

type TextKey = {
  [K in keyof FormFDraft]: FormFDraft[K] extends string ? K : never;
}[keyof FormFDraft];

/** One text, date or number box bound to the draft, with its label and the rule's message. */
export function DraftInput({
  name,
  label,
  type = 'text',
  hint,
  draft,
  errors,
  set,
  multiline = false,
}: FieldsProps & {
  name: TextKey;
  label: string;
  type?: 'text' | 'date' | 'number';
  hint?: string;
  multiline?: boolean;
}) {
  return (
    <FormField id={`formf-${name}`} label={label} error={errors[name]} hint={hint}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            rows={3}
            value={String(draft[name])}
            onChange={(e) => set(name, e.target.value as FormFDraft[typeof name])}
          />
        ) : type === 'date' ? (
          <DateInput
            {...control}
            value={String(draft[name])}
            onChange={(e) => set(name, e.target.value as FormFDraft[typeof name])}
          />
        ) : (
          <Input
            {...control}
            type={type}
            value={String(draft[name])}
            onChange={(e) => set(name, e.target.value as FormFDraft[typeof name])}
          />
        )
      }
    </FormField>
  );
}

/** A checkbox with its label beside it (Radix: a button with role="checkbox"). */
export function DraftCheck({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} className="mt-0.5" />
      <label htmlFor={id} className="text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}

/**
 * Item 10: the official list i–xxiii to tick; at least one is required. The indications keep the
 * law's English wording (it must not be paraphrased), as the printed form has it.
 */
export function IndicationsChecklist({ draft, errors, set }: FieldsProps) {
  const t = useT();
  const toggle = (code: string, on: boolean) =>
    set('indications', on ? [...draft.indications, code] : draft.indications.filter((c) => c !== code));
  return (
    <fieldset aria-describedby={errors.indications ? 'formf-indications-error' : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        {t('Indication(s) for the diagnostic procedure (item 10) *')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FORM_F_INDICATIONS.map((indication) => (
          <DraftCheck
            key={indication.code}
            id={`formf-indication-${indication.code}`}
            checked={draft.indications.includes(indication.code)}
            onChange={(on) => toggle(indication.code, on)}
          >
            <span className="font-semibold">{indication.code}.</span> {indication.text}
          </DraftCheck>
        ))}
      </div>
      {errors.indications ? (
        <p id="formf-indications-error" className="text-sm text-red-700">
          {t(errors.indications)}
        </p>
      ) : null}
    </fieldset>
  );
}
