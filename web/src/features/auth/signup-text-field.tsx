import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import type { SignupField, SignupForm } from './signup-form.ts';

type TextField = Exclude<SignupField, 'subscriptionPlan' | 'acceptTerms' | 'acceptPrivacy'>;

interface SignupTextFieldProps {
  form: SignupForm;
  name: TextField;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'password' | 'multiline';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  placeholder?: string;
}

/** One labelled wizard field bound to the form, with its error announced. */
export function SignupTextField({
  form,
  name,
  label,
  kind = 'text',
  autoComplete,
  hint,
  placeholder,
}: SignupTextFieldProps) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name);
  return (
    <FormField id={`signup-${name}`} label={label} error={error} hint={hint}>
      {(control) => {
        if (kind === 'password') return <PasswordInput {...control} autoComplete={autoComplete} {...registration} />;
        if (kind === 'multiline') return <Textarea {...control} rows={3} placeholder={placeholder} {...registration} />;
        return (
          <Input
            {...control}
            type={kind}
            inputMode={kind === 'tel' ? 'numeric' : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            {...registration}
          />
        );
      }}
    </FormField>
  );
}
