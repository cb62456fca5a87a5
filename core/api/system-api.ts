import { BackupListSchema, BackupStartedSchema } from '../system/backup-schemas.ts';
import { SystemJobsSchema } from '../system/system-jobs.ts';
import { defineRoute } from './define-route.ts';

/** Settings → System: background jobs (administrators) and backups (operators). */
export const systemApi = {
  jobs: defineRoute({ method: 'GET', path: '/api/system/jobs', responses: { 200: SystemJobsSchema } }),
  backups: defineRoute({ method: 'GET', path: '/api/system/backups', responses: { 200: BackupListSchema } }),
  startBackup: defineRoute({ method: 'POST', path: '/api/system/backups', responses: { 202: BackupStartedSchema } }),
};
