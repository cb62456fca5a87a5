import { Lock } from 'lucide-react';
import type { LapseReason } from '../../../core/subscriptions/gating.ts';
import { Button } from '../components/ui/button.tsx';
import { navigateTo } from '../lib/navigate.ts';

/** Why nothing can be created or changed, and the way back (PC-PNDT records stay readable). */
export function ReadOnlyBanner({ reason }: { reason: LapseReason }) {
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>
            {reason === 'trial-expired' ? 'Trial expired' : 'Subscription expired'}: records are read-only.
          </strong>{' '}
          You can view, print and export Form F, the register and reports, as the PC-PNDT Act requires you to keep them.
          Renew to create or change records.
        </span>
      </p>
      <Button size="sm" onClick={() => navigateTo('/billing?tab=plans')}>
        {reason === 'trial-expired' ? 'View Plans' : 'Renew Now'}
      </Button>
    </div>
  );
}
