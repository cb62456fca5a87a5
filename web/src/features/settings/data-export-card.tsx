import { useMutation } from '@tanstack/react-query';
import { FileArchive } from 'lucide-react';
import type { ClinicExport } from '../../../../core/exports/export-schemas.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { downloadWithSession, formatFileSize } from '../../lib/download-authenticated.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { startExport, useExports } from './data-api.ts';
import { SettingsSection } from './settings-section.tsx';

function ExportProgress({ job }: { job: ClinicExport }) {
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{t('Preparing the export...')}</span>
        <span>{formatCount(job.percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('Export progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${job.percent}%` }} />
      </div>
    </div>
  );
}

function ExportOutcome({ job }: { job: ClinicExport }) {
  const download = useMutation({
    mutationFn: () => downloadWithSession(job.downloadUrl ?? '', 'clinic-export.zip'),
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not download the export'))), variant: 'destructive' }),
  });
  if (job.status === 'ready' && job.downloadUrl) {
    return (
      <div className="flex flex-col gap-3 rounded-md border border-green-200 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-green-900">
          {t('Export of')} {formatDateTime(job.finishedAt ?? job.createdAt)} {t('is ready (')}
          {formatFileSize(job.sizeBytes ?? 0)}
          {t('). Download it before')} {formatDateTime(job.expiresAt ?? job.createdAt)}.
        </p>
        <Button size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t('Downloading...') : t('Download')}
        </Button>
      </div>
    );
  }
  if (job.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {job.error ?? 'The export failed.'}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      {t('The last export (')}
      {formatDateTime(job.createdAt)}
      {t(') has expired.')}
    </p>
  );
}

/**
 * Administrators: every patient, study, report, Form F, payment, invoice and the activity log in
 * one ZIP (CSV and JSON), prepared on the server with a progress bar, then downloaded.
 */
export function DataExportCard() {
  const exports = useExports();
  const latest = exports.data?.exports[0];
  const preparing = latest?.status === 'queued' || latest?.status === 'running';
  const start = useMutation({
    mutationFn: startExport,
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not start the export'))), variant: 'destructive' }),
  });
  return (
    <SettingsSection
      id="data-export"
      icon={FileArchive}
      title={t('Export Clinic Data')}
      description={t('All your records in one ZIP file: spreadsheets (CSV) and JSON')}
      action={
        <Button variant="secondary" size="sm" disabled={preparing || start.isPending} onClick={() => start.mutate()}>
          {t('Export clinic data')}
        </Button>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          {t(
            'Patients, studies, reports with every version, Form F with its amendments, payments, invoices and the activity log. Large clinics take a few minutes; you can leave this page and come back.',
          )}
        </p>
        {latest ? preparing ? <ExportProgress job={latest} /> : <ExportOutcome job={latest} /> : null}
      </div>
    </SettingsSection>
  );
}
