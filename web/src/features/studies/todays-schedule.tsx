import { CalendarClock, CalendarPlus, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { formatClinicTime } from '../../lib/clinic-dates.ts';
import { t } from '../../lib/i18n.ts';
import { FullScheduleDialog } from './full-schedule-dialog.tsx';
import { type DoctorFieldRenderer, ScheduleStudyDialog } from './schedule-study-dialog.tsx';
import { useTodaysStudies } from './studies-api.ts';
import { StudyStatusBadge, studyBadgeText, studyTypeLabel } from './study-display.tsx';

/** The dashboard shows the first four of the day (clinical spec §9). */
const SHOWN = 4;

/** The dashboard's Today's Schedule card, with scheduling and the full day's list. */
export function TodaysSchedule({ doctorField }: { doctorField?: DoctorFieldRenderer }) {
  const studies = useTodaysStudies();
  const [scheduling, setScheduling] = useState(false);
  const [viewingAll, setViewingAll] = useState(false);
  const list = studies.data ?? [];
  const remaining = Math.max(0, list.length - SHOWN);

  return (
    <Card>
      <section aria-labelledby="todays-schedule-title">
        <div className="flex flex-wrap items-start justify-between gap-3 px-6 pt-5 pb-4">
          <div>
            <h2 id="todays-schedule-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <CalendarClock aria-hidden="true" className="size-5 text-blue-700" />
              {t("Today's Schedule")}
            </h2>
            {studies.data ? (
              <p className="mt-1 text-sm text-slate-600">
                {formatCount(list.length)} {list.length === 1 ? t('appointment') : t('appointments')}
              </p>
            ) : null}
          </div>
          {list.length > 0 ? (
            <Button size="sm" onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('Schedule Appointment')}
            </Button>
          ) : null}
        </div>
        <div className="px-6 pb-6">
          {studies.isPending ? <LoadingMessage>{t("Loading today's schedule...")}</LoadingMessage> : null}
          {studies.isError ? <ErrorMessage>{t("Failed to load today's schedule")}</ErrorMessage> : null}
          {studies.data && list.length === 0 ? (
            <EmptyMessage>
              <p>{t('No appointments scheduled for today')}</p>
              <Button className="mt-2" onClick={() => setScheduling(true)}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t('Schedule First Appointment')}
              </Button>
            </EmptyMessage>
          ) : null}
          {list.length > 0 ? (
            <>
              <ul aria-label={t("Today's appointments")} className="space-y-3">
                {list.slice(0, SHOWN).map((study) => (
                  <li key={study.id} className="flex items-center gap-3 rounded-md border border-slate-200 px-4 py-3">
                    <Avatar text={studyBadgeText(study.studyId)} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">
                        {study.studyId} <span className="font-normal text-slate-600">· {study.patientName}</span>
                      </p>
                      <p className="truncate text-sm text-slate-600">{studyTypeLabel(study.studyType)}</p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <time dateTime={study.scheduledDate} className="text-sm font-medium text-slate-800">
                        {formatClinicTime(study.scheduledDate)}
                      </time>
                      <StudyStatusBadge status={study.status} />
                    </div>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" className="mt-4 w-full" onClick={() => setViewingAll(true)}>
                <ListChecks aria-hidden="true" className="size-4" />
                {t('View Full Schedule')}
                {remaining > 0 ? ` ${t('({count} more)', { count: formatCount(remaining) })}` : ''}
              </Button>
            </>
          ) : null}
        </div>
      </section>
      {scheduling ? <ScheduleStudyDialog doctorField={doctorField} onClose={() => setScheduling(false)} /> : null}
      {viewingAll ? <FullScheduleDialog studies={list} onClose={() => setViewingAll(false)} /> : null}
    </Card>
  );
}
