import { useMutation } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import type { BackupSummary } from '../../../../core/system/backup-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { formatFileSize } from '../../lib/download-authenticated.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { startBackup, useBackups } from './data-api.ts';
import { DetailList, SettingsSection } from './settings-section.tsx';

function verificationText(backup: BackupSummary): string {
  if (backup.verified === true) return t('Verified: restored into a test database and every table checked');
  if (backup.verified === false) return t('Verification failed: check the file with npm run verify-backup');
  return t('Not verified yet');
}

/** Operators of the deployment: the last backup of the portal's database, whether it restored, and "Back up now". */
export function BackupsCard() {
  const backups = useBackups();
  const start = useMutation({
    mutationFn: startBackup,
    onSuccess: () =>
      toast({ title: t('Backup started'), description: t('It is verified by a test restore when it is written.') }),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not start a backup'))), variant: 'destructive' }),
  });
  const data = backups.data;
  const last = data?.backups[0];
  const running = data?.running === true || start.isPending;
  return (
    <SettingsSection
      id="backups"
      icon={DatabaseBackup}
      title={t('Backups')}
      description={t('Every night the portal backs up all records and uploads, and checks each backup by restoring it')}
      action={
        data?.available ? (
          <Button variant="secondary" size="sm" disabled={running} onClick={() => start.mutate()}>
            {running ? t('Backing up...') : t('Back up now')}
          </Button>
        ) : null
      }
    >
      {!data ? (
        <p className="text-sm text-slate-600">{backups.isError ? t('Could not load the backups.') : t('Loading...')}</p>
      ) : !data.available ? (
        <p className="text-sm text-slate-600">
          {t(
            "This portal keeps its data on a PostgreSQL server. Its backups are made by whoever runs that server, with PostgreSQL's own tools.",
          )}
        </p>
      ) : (
        <div className="space-y-3">
          {data.lastRun?.outcome === 'failed' ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('The backup of')} {formatDateTime(data.lastRun.at)}{' '}
              {t('failed. Try again, or ask your administrator to look at the server log.')}
            </p>
          ) : null}
          <DetailList
            items={[
              {
                label: t('Last backup'),
                value: last ? `${formatDateTime(last.createdAt)} (${formatFileSize(last.sizeBytes)})` : t('None yet'),
              },
              { label: t('Verification'), value: last ? verificationText(last) : null },
              {
                label: t('Backups kept'),
                value: t('{count} (the last {daily} days, then one a week for {weekly} weeks)', {
                  count: formatCount(data.backups.length),
                  daily: data.retention?.daily ?? 7,
                  weekly: data.retention?.weekly ?? 4,
                }),
              },
              { label: t('Status'), value: running ? t('A backup is running') : t('Idle') },
            ]}
          />
          {last?.verified === false ? (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t(
                'Until a backup verifies again, older backups are not rotated away, and of the backups that failed verification only the newest {count} are kept: older failed ones are deleted.',
                { count: data.retention?.unverified ?? 2 },
              )}
            </p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
