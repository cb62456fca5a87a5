import { useQuery } from '@tanstack/react-query';
import { exportsApi } from '../../../../core/api/exports-api.ts';
import { systemApi } from '../../../../core/api/system-api.ts';
import type { ClinicExport } from '../../../../core/exports/export-schemas.ts';
import { callApi, callApiOrNull, queryFnOf } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const BACKUPS_KEY = [systemApi.backups.path] as const;
export const EXPORTS_KEY = [exportsApi.list.path] as const;

const fetchBackups = queryFnOf(systemApi.backups);

/** Polled every 2 s while a backup runs, so the card shows its result without a reload. */
export const useBackups = () =>
  useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: fetchBackups,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });

export async function startBackup(): Promise<void> {
  await callApi(systemApi.startBackup);
  await queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
}

const inProgress = (e: ClinicExport | undefined) => e?.status === 'queued' || e?.status === 'running';

/** The clinic's recent exports, newest first; polled every second while one is being prepared. */
export const useExports = () =>
  useQuery({
    queryKey: EXPORTS_KEY,
    // Like the default query function: a signed-out 401 answers null instead of throwing.
    queryFn: ({ signal }) => callApiOrNull(exportsApi.list, {}, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (inProgress(query.state.data?.exports[0]) ? 1000 : false),
  });

export async function startExport(): Promise<void> {
  await callApi(exportsApi.request);
  await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
}
