import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { ReportSaveMutation } from './use-report-save.ts';

/**
 * The server's question when a finalize finds the impression contradicting the scores (409
 * needs_confirmation): the list, and either go back to edit the impression or finalize as written.
 */
export function ContradictionsDialog({ save, onEdit }: { save: ReportSaveMutation; onEdit?: () => void }) {
  const pending = save.confirmation;
  if (!pending) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && pending.cancel()}>
      <DialogContent size="lg">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('The impression contradicts the scores')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('Check the impression before signing. Finalizing as written is recorded in the activity log.')}
        </DialogDescription>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-900" data-testid="contradictions">
          {pending.contradictions.map((c) => (
            <li key={c.code}>{t(c.message)}</li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              pending.cancel();
              onEdit?.();
            }}
          >
            {t('Edit the impression')}
          </Button>
          <Button onClick={pending.confirm}>{t('Confirm and finalize')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
