import { useQuery } from '@tanstack/react-query';
import { Server } from 'lucide-react';
import { systemApi } from '../../../../core/api/system-api.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import type { SystemJobRun, SystemMessage } from '../../../../core/system/system-jobs.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { queryFnOf } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { SettingsSection } from './settings-section.tsx';

const RUN_STATUS: Record<SystemJobRun['status'], [string, BadgeTone]> = {
  completed: [msg('Completed'), 'green'],
  failed: [msg('Failed'), 'red'],
};
const MESSAGE_STATUS: Record<SystemMessage['status'], [string, BadgeTone]> = {
  sent: [msg('Sent'), 'green'],
  pending: [msg('Waiting to send'), 'amber'],
  failed: [msg('Not delivered'), 'red'],
};

/**
 * Settings → System (administrators): the background jobs' recent runs and failures, and the
 * centre's e-mails with their delivery, addresses masked. Work done for every centre
 * (housekeeping, reminder sweeps) shows by name, status and time only.
 */
export function SystemJobsCard() {
  const jobs = useQuery({
    queryKey: [systemApi.jobs.path],
    queryFn: queryFnOf(systemApi.jobs),
    refetchOnMount: 'always',
  });
  const data = jobs.data;
  return (
    <SettingsSection
      id="system-jobs"
      icon={Server}
      title={t('System')}
      description={t('Background jobs and e-mails of your centre')}
    >
      {jobs.isPending ? <LoadingMessage>{t('Loading background jobs...')}</LoadingMessage> : null}
      {jobs.isError ? <ErrorMessage>{t('Could not load the background jobs.')}</ErrorMessage> : null}
      {data ? (
        <div className="space-y-6">
          <p className={data.failures > 0 ? 'font-medium text-red-800' : 'text-slate-700'}>
            {data.failures === 0
              ? t('No failures in the last 7 days.')
              : data.failures === 1
                ? t('1 failure in the last 7 days.')
                : t('{count} failures in the last 7 days.', { count: formatCount(data.failures) })}
          </p>
          <section aria-labelledby="job-runs-title">
            <h3 id="job-runs-title" className="font-semibold text-slate-900">
              {t('Recent job runs')}
            </h3>
            {data.runs.length === 0 ? <EmptyMessage>{t('No job has run yet.')}</EmptyMessage> : null}
            <ul aria-label={t('Recent job runs')} className="divide-y divide-slate-200">
              {data.runs.map((run) => (
                <li key={run.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {t(run.label)}
                      {run.scope === 'deployment' ? (
                        <span className="font-normal text-slate-600"> {t('(all centres)')}</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatDateTime(run.startedAt)}
                      {run.attempt > 1 ? ` · ${t('try {attempt}', { attempt: run.attempt })}` : ''}
                      {run.summary ? ` · ${run.summary}` : ''}
                    </p>
                    {run.error ? <p className="break-words text-sm text-red-800">{run.error}</p> : null}
                  </div>
                  <Badge tone={RUN_STATUS[run.status][1]} className="self-start">
                    {t(RUN_STATUS[run.status][0])}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="job-mails-title">
            <h3 id="job-mails-title" className="font-semibold text-slate-900">
              {t('Messages (e-mail, WhatsApp, SMS)')}
            </h3>
            {data.messages.length === 0 ? <EmptyMessage>{t('No messages yet.')}</EmptyMessage> : null}
            <ul aria-label={t('Messages')} className="divide-y divide-slate-200">
              {data.messages.map((message) => (
                <li key={message.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {t(message.label)}{' '}
                      <span className="font-normal text-slate-600">
                        {t('to')} {message.recipient}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatDateTime(message.createdAt)}
                      {message.attempts > 1 ? ` · ${t('{count} tries', { count: message.attempts })}` : ''}
                      {message.sentAt ? ` · ${t('sent {time}', { time: formatDateTime(message.sentAt) })}` : ''}
                    </p>
                    {message.lastError && message.status !== 'sent' ? (
                      <p className="break-words text-sm text-red-800">{message.lastError}</p>
                    ) : null}
                  </div>
                  <Badge tone={MESSAGE_STATUS[message.status][1]} className="self-start">
                    {t(MESSAGE_STATUS[message.status][0])}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </SettingsSection>
  );
}
