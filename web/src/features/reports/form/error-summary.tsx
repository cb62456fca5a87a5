import { AlertTriangle } from 'lucide-react';
import { t } from '../../../lib/i18n.ts';
import { errorMessages } from './form-errors.ts';
import type { ReportForm } from './report-form-model.ts';

/** After a save attempt: every problem in one place, since some may sit on another step or section. */
export function ErrorSummary({ form, id }: { form: ReportForm; id: string }) {
  const { errors, submitCount } = form.formState;
  const messages = errorMessages(errors);
  if (submitCount === 0 || messages.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {t('Please correct the following before saving:')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {messages.map(({ message }) => (
          <li key={message}>{t(message)}</li>
        ))}
      </ul>
    </div>
  );
}

/** After a failed save: the summary into view and focus, as the fields at fault may be off screen. */
export function focusErrorSummary(id: string): void {
  requestAnimationFrame(() => {
    const summary = document.getElementById(id);
    summary?.scrollIntoView({ block: 'start' });
    summary?.focus({ preventScroll: true });
  });
}
