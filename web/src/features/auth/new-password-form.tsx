import { type ReactNode, useState } from 'react';
import { findPasswordProblem, PASSWORD_HINT } from '../../../../core/auth/password-policy.ts';
import { AUTH_MESSAGES } from '../../../../core/messages.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';

interface NewPasswordFormProps {
  /** Prefix of the inputs' ids: `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  hint?: string;
  /** Called with both values once the password meets the policy and the two match. */
  onValid: (password: string, confirm: string) => void;
  /** What follows the two fields: the request's error and the submit button. */
  children: ReactNode;
}

/**
 * Choosing a password from a link (an invitation, a reset): the password and its confirmation,
 * checked in the browser against the signup policy before anything is sent.
 */
export function NewPasswordForm({
  idPrefix,
  passwordLabel,
  confirmLabel,
  hint = PASSWORD_HINT,
  onValid,
  children,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const next = {
          password: findPasswordProblem(password) ?? undefined,
          confirm: password !== confirm ? AUTH_MESSAGES.passwordsDoNotMatch : undefined,
        };
        setErrors(next);
        if (!next.password && !next.confirm) onValid(password, confirm);
      }}
    >
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        error={errors.password}
        hint={hint}
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        error={errors.confirm}
        value={confirm}
        onChange={setConfirm}
      />
      {children}
    </form>
  );
}

function PasswordField({
  value,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
