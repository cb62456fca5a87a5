import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { activityRecordText } from '../../../../core/audit/activity-record.ts';
import type { ActivityFilterValues } from '../../../../core/audit/activity-schemas.ts';
import { AUDIT_ACTIONS, auditActionGroups, auditActionLabel } from '../../../../core/audit/audit-actions.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DATA_CELL, DataTable } from '../../components/ui/data-table.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ACTIVITY_PAGE_SIZE, downloadActivityCsv, useActivityFilters, useActivityPage } from './activity-api.ts';

const COLUMNS = [
  { label: msg('When') },
  { label: msg('User') },
  { label: msg('Action') },
  { label: msg('Record') },
  { label: msg('Address') },
];

/** An event that did not succeed says how, in words. */
const OUTCOMES: Record<string, string> = { failure: msg('failure'), denied: msg('denied') };

/** The offered actions by record kind (Sign-in, Patient, Report…), each group in the table's order. */
function actionGroups(offered: readonly string[]) {
  return auditActionGroups()
    .map((group) => ({ ...group, actions: group.actions.filter((action) => offered.includes(action)) }))
    .filter((group) => group.actions.length > 0);
}

/** The clinic's activity log (administrators): who did what and when, filtered, paged, exported. */
export function ActivityPage() {
  useDocumentTitle('Activity Log');
  const [filter, setFilter] = useState<ActivityFilterValues>({});
  const [page, setPage] = useState(1);
  const events = useActivityPage(filter, page);
  const choices = useActivityFilters();
  const exportCsv = useMutation({
    mutationFn: () => downloadActivityCsv(filter),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not export the log'))), variant: 'destructive' }),
  });
  const change = (patch: Partial<ActivityFilterValues>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const total = events.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Activity Log')}</h1>
          <p className="mt-1 text-slate-600">{t('Who did what in your centre, newest first')}</p>
        </div>
        <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          <Download aria-hidden="true" className="size-4" />
          {exportCsv.isPending ? t('Exporting...') : t('Export CSV')}
        </Button>
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="activity-user" label={t('User')}>
          {(control) => (
            <Select
              {...control}
              value={filter.userId ?? ''}
              onChange={(e) => change({ userId: e.target.value || undefined })}
            >
              <option value="">{t('All users')}</option>
              {choices.data?.users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="activity-action" label={t('Action')}>
          {(control) => (
            <Select
              {...control}
              value={filter.action ?? ''}
              onChange={(e) => change({ action: e.target.value || undefined })}
            >
              <option value="">{t('All actions')}</option>
              {actionGroups(choices.data?.actions ?? []).map((group) => (
                <optgroup key={group.kind} label={t(group.label)}>
                  {group.actions.map((action) => (
                    <option key={action} value={action}>
                      {t(AUDIT_ACTIONS[action].label)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="activity-from" label={t('From')}>
          {(control) => (
            <DateInput
              {...control}
              value={filter.from ?? ''}
              onChange={(e) => change({ from: e.target.value || undefined })}
            />
          )}
        </FormField>
        <FormField id="activity-to" label={t('To')}>
          {(control) => (
            <DateInput
              {...control}
              value={filter.to ?? ''}
              onChange={(e) => change({ to: e.target.value || undefined })}
            />
          )}
        </FormField>
      </Card>

      <Card>
        <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-700" aria-live="polite">
          {events.data
            ? total === 1
              ? t('{count} event', { count: 1 })
              : t('{count} events', { count: formatCount(total) })
            : '\u00a0'}
        </p>
        {events.isPending ? <LoadingMessage className="p-6">{t('Loading activity...')}</LoadingMessage> : null}
        {events.isError ? (
          <ErrorMessage className="p-6">
            {t(errorMessageOf(events.error, msg('Could not load the activity log.')))}
          </ErrorMessage>
        ) : null}
        {events.data && events.data.events.length === 0 ? (
          <EmptyMessage className="p-6">{t('No activity matches these filters.')}</EmptyMessage>
        ) : null}
        {events.data && events.data.events.length > 0 ? (
          <DataTable caption={t('Activity, newest first')} columns={COLUMNS} minWidthClass="min-w-[760px]">
            {events.data.events.map((event) => (
              <tr key={event.id}>
                <td className={`${DATA_CELL} whitespace-nowrap`}>{formatDateTime(event.at)}</td>
                <td className={DATA_CELL}>
                  {event.user ? (
                    <>
                      <span className="block font-medium text-slate-900">{event.user.name}</span>
                      <span className="block text-xs text-slate-600">{event.user.email}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">{t('System')}</span>
                  )}
                </td>
                <td className={DATA_CELL}>
                  <span className="mr-2">{t(auditActionLabel(event.action))}</span>
                  {event.outcome === 'success' ? null : (
                    <Badge tone="red">{t(OUTCOMES[event.outcome] ?? event.outcome)}</Badge>
                  )}
                </td>
                <td className={`${DATA_CELL} text-slate-700`}>{activityRecordText(event, t)}</td>
                <td className={`${DATA_CELL} text-slate-700`}>{event.ip ?? ''}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
        <div className="px-4 py-3">
          <Pagination
            page={page}
            totalPages={Math.ceil(total / ACTIVITY_PAGE_SIZE)}
            onPageChange={setPage}
            label={t('Activity pages')}
          />
        </div>
      </Card>
    </div>
  );
}
