import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { msg, t } from '../../lib/i18n.ts';
import type { Study } from './studies-api.ts';

export type StudyClosing = { status: 'cancelled' | 'no-show'; reason: string };

/**
 * Asks before an appointment is cancelled or marked not attended (issue 29 §3): its draft Form F
 * is voided with the reason given, and a cancelled appointment is booked again as a new one.
 */
export function CancelStudyDialog({
  study,
  pending,
  onConfirm,
  onClose,
}: {
  study: Study;
  pending: boolean;
  onConfirm: (closing: StudyClosing) => void;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<StudyClosing['status']>('cancelled');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setError(t('A reason is required'));
    onConfirm({ status, reason: text });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('Cancel appointment {id}?', { id: study.studyId })}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {study.patientName}.{' '}
          {t(
            'Its Form F, if any, is kept and marked void with this reason. To see her later, schedule a new appointment.',
          )}
        </DialogDescription>
        <fieldset className="mt-4 flex flex-wrap gap-4">
          <legend className="sr-only">{t('What happened')}</legend>
          {(
            [
              ['cancelled', msg('Cancelled')],
              ['no-show', msg('Did not attend')],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <input
                type="radio"
                id={`close-${value}`}
                name="closing"
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              <Label htmlFor={`close-${value}`}>{t(label)}</Label>
            </div>
          ))}
        </fieldset>
        <div className="mt-4">
          <FormField id="cancel-reason" label={t('Reason')} {...(error ? { error } : {})}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('Keep appointment')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {t('Cancel appointment')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
