import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SETTINGS_MESSAGES as M } from '../../../../core/settings/settings-messages.ts';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';

/**
 * The spec's 'Error' toast (§8). The server's own message wins when it gave one (a taken
 * e-mail, a password the policy refuses), because the generic text would hide the reason.
 */
export function toastSettingsError(error: unknown, fallback: string): void {
  // The server's message and core's fallback are English ids: shown in the screen's language.
  toastErrorText(error, t(errorMessageOf(error, fallback)));
}

/** The 'Error' toast with a text the caller chose, already in the screen's language. */
export function toastErrorText(error: unknown, description: string): void {
  // A 402 (subscription) already has its own notice and redirect.
  if (error instanceof ApiRequestError && error.status === 402) return;
  toast({ title: t(M.errorTitle), description, variant: 'destructive' });
}

/** Puts the server's field errors next to the fields this form has. */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const { field, message } of error.fieldErrors) {
    const name = fields.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
  }
}
