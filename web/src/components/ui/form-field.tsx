import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Label } from './label.tsx';

/** The attributes a control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the field's error message. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  // Field errors are core's spec messages (zod, server): translated by their English text.
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
