import type { HTMLInputTypeAttribute } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { htmlLang, LOCALE_NAMES, PAPER_LOCALES } from '../../../../core/i18n/locales.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';
import type { PatientFormOutput, PatientFormValues, PatientTextField } from './patient-form.ts';

export type PatientForm = UseFormReturn<PatientFormValues, unknown, PatientFormOutput>;

interface TextInputProps {
  form: PatientForm;
  name: PatientTextField;
  label: string;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  max?: string;
  className?: string;
}

export function PatientTextInput({ form, name, label, type = 'text', className, ...rest }: TextInputProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <div className={className}>
      <FormField id={`patient-${name}`} label={label} error={error} hint={rest.hint}>
        {(control) =>
          type === 'date' ? (
            <DateInput {...control} max={rest.max} {...form.register(name)} />
          ) : (
            <Input
              {...control}
              type={type}
              placeholder={rest.placeholder}
              autoComplete={rest.autoComplete ?? 'off'}
              inputMode={rest.inputMode}
              max={rest.max}
              min={type === 'number' ? 0 : undefined}
              {...form.register(name)}
            />
          )
        }
      </FormField>
    </div>
  );
}

export function PatientAddressInput({ form }: { form: PatientForm }) {
  return (
    <div className="sm:col-span-2">
      <FormField id="patient-address" label={t('Address')} error={form.formState.errors.address?.message}>
        {(control) => <Textarea {...control} rows={2} autoComplete="street-address" {...form.register('address')} />}
      </FormField>
    </div>
  );
}

export function PatientGenderSelect({ form }: { form: PatientForm }) {
  return (
    <FormField id="patient-gender" label={t('Gender *')} error={form.formState.errors.gender?.message}>
      {(control) => (
        <Select {...control} {...form.register('gender')}>
          <option value="">{t('Select gender')}</option>
          <option value="male">{t('Male')}</option>
          <option value="female">{t('Female')}</option>
          <option value="other">{t('Other')}</option>
        </Select>
      )}
    </FormField>
  );
}

/** Her papers' language (issue 34): her Form F declaration prints in it beside English. */
export function PatientLanguageSelect({ form }: { form: PatientForm }) {
  return (
    <FormField
      id="patient-language"
      label={t("Patient's language")}
      hint={t('Her Form F declaration prints in this language beside English')}
      error={form.formState.errors.language?.message}
    >
      {(control) => (
        <Select {...control} {...form.register('language')}>
          {PAPER_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={htmlLang(locale)}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

interface CheckboxFieldProps {
  form: PatientForm;
  name: 'isObstetric' | 'consent' | 'messageConsent';
  label: string;
  className?: string;
}

/** A ticked box bound to the form; its label is the clickable sentence beside it. */
export function PatientCheckbox({ form, name, label, className }: CheckboxFieldProps) {
  const id = `patient-${name}`;
  const error = form.formState.errors[name]?.message;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={errorId}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
