import { useMutation } from '@tanstack/react-query';
import { Ban, CheckCircle2, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { EmptyMessage } from '../../components/ui/state-message.tsx';
import { ApiRequestError, errorMessageOf } from '../../lib/api-client.ts';
import { formatClinicTime } from '../../lib/clinic-dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, FORMF_KEY, TODAYS_STUDIES_KEY } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { CancelStudyDialog, type StudyClosing } from './cancel-study-dialog.tsx';
import { patchStudyStatus, type Study, type StudyStatusChange } from './studies-api.ts';
import { StudyStatusBadge, studyBadgeText, studyTypeLabel } from './study-display.tsx';

/** Every study of today with the moves its status allows (scheduled → in progress → completed). */
export function FullScheduleDialog({ studies, onClose }: { studies: readonly Study[]; onClose: () => void }) {
  const [cancelling, setCancelling] = useState<Study | null>(null);
  const change = useMutation({
    mutationFn: ({ study, status, reason }: { study: Study; status: StudyStatusChange; reason?: string }) =>
      patchStudyStatus(study.id, status, reason),
    onSuccess: (study) => {
      setCancelling(null);
      // A voided Form F shows void in the list and the register at once.
      void queryClient.invalidateQueries({ queryKey: FORMF_KEY });
      queryClient.setQueryData<Study[]>(TODAYS_STUDIES_KEY, (list) =>
        list?.map((item) => (item.id === study.id ? study : item)),
      );
      void queryClient.invalidateQueries({ queryKey: TODAYS_STUDIES_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 402) return;
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to update appointment'))),
        variant: 'destructive',
      });
    },
  });

  const action = (study: Study, status: StudyStatusChange, label: string, icon: ReactNode) => (
    <Button
      variant={status === 'cancelled' ? 'ghost' : 'secondary'}
      size="sm"
      disabled={change.isPending}
      // A cancel asks first, with a reason (it voids the scan's Form F).
      onClick={() => (status === 'cancelled' ? setCancelling(study) : change.mutate({ study, status }))}
    >
      {icon}
      {label}
      <span className="sr-only"> {study.studyId}</span>
    </Button>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t("Today's Schedule")}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {formatCount(studies.length)} {studies.length === 1 ? t('appointment') : t('appointments')} {t('today')}
        </DialogDescription>
        {studies.length === 0 ? (
          <EmptyMessage>
            <p>{t('No appointments scheduled for today')}</p>
          </EmptyMessage>
        ) : (
          <ul className="mt-5 divide-y divide-slate-200 rounded-md border border-slate-200">
            {studies.map((study) => (
              <li key={study.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Avatar text={studyBadgeText(study.studyId)} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {study.studyId} · {study.patientName}
                    </p>
                    <p className="text-sm text-slate-600">
                      {studyTypeLabel(study.studyType)} · {formatClinicTime(study.scheduledDate)}
                      {study.doctor ? ` · ${study.doctor}` : ''}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StudyStatusBadge status={study.status} />
                  {study.status === 'scheduled'
                    ? action(study, 'in-progress', 'Start', <Play aria-hidden="true" className="size-4" />)
                    : null}
                  {study.status === 'scheduled' || study.status === 'in-progress'
                    ? action(study, 'completed', 'Complete', <CheckCircle2 aria-hidden="true" className="size-4" />)
                    : null}
                  {study.status === 'scheduled' || study.status === 'in-progress'
                    ? action(study, 'cancelled', 'Cancel', <Ban aria-hidden="true" className="size-4" />)
                    : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
      {cancelling ? (
        <CancelStudyDialog
          study={cancelling}
          pending={change.isPending}
          onConfirm={({ status, reason }: StudyClosing) => change.mutate({ study: cancelling, status, reason })}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </Dialog>
  );
}
