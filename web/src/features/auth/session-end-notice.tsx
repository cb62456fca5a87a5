import { AlertTriangle } from 'lucide-react';
import { isSessionEndReason, SESSION_END_MESSAGES } from '../../../../core/auth/session-end.ts';
import { t } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Why the portal brought the user here (`/login?reason=…`, set when the server ended the session):
 * read after hydration, as the login page is prerendered without a query string.
 */
export function SessionEndNotice() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const reason = new URLSearchParams(window.location.search).get('reason');
  if (!isSessionEndReason(reason)) return null;
  return (
    <div
      role="alert"
      data-testid="session-end-notice"
      className="mb-5 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{t(SESSION_END_MESSAGES[reason])}</p>
    </div>
  );
}
