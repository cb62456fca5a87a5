import { Lock } from 'lucide-react';
import { CENTRE_READ_ONLY } from '../../../core/centres/centre-access.ts';
import { Button } from '../components/ui/button.tsx';
import { msg, t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigate.ts';
import type { ReadOnlyReason } from '../lib/records-read-only.ts';

const LAPSED_TEXT = msg(
  'You can view, print and export Form F, the register and reports, as the PC-PNDT Act requires you to keep them. Renew to create or change records.',
);

/** Why nothing can be created or changed, and the way back (PC-PNDT records stay readable). */
export function ReadOnlyBanner({ reason }: { reason: ReadOnlyReason }) {
  const centre = reason === CENTRE_READ_ONLY.reason;
  // CENTRE_READ_ONLY.title with its full stop: one message, so Hindi ends with its own stop.
  const title = centre
    ? t('Centre Is Read-Only.')
    : reason === 'trial-expired'
      ? t('Trial expired: records are read-only.')
      : t('Subscription expired: records are read-only.');
  // In an extra centre only the organisation's administrators can upgrade, from the billing page.
  const action = centre ? null : reason === 'trial-expired' ? t('View Plans') : t('Renew Now');
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{title}</strong> {t(centre ? CENTRE_READ_ONLY.message : LAPSED_TEXT)}
        </span>
      </p>
      {action ? (
        <Button size="sm" onClick={() => navigateTo('/billing?tab=plans')}>
          {action}
        </Button>
      ) : null}
    </div>
  );
}
