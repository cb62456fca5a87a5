import { BackupListSchema, BackupStartedSchema } from '../system/backup-schemas.ts';
import { SystemJobsSchema } from '../system/system-jobs.ts';
import { get, post } from './define-route.ts';

/** Settings → System: background jobs (administrators) and backups (operators). */
export const systemApi = {
  jobs: get('/api/system/jobs', { responses: { 200: SystemJobsSchema } }),
  backups: get('/api/system/backups', { responses: { 200: BackupListSchema } }),
  startBackup: post('/api/system/backups', { responses: { 202: BackupStartedSchema } }),
};
