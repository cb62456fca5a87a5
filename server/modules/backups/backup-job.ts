import { defineJob } from '../../jobs/job-types.ts';
import { runNightlyBackup } from './backup-service.ts';

/**
 * The nightly backup (BACKUP_SCHEDULE, India time; 'off' schedules none). Deployment-wide: every
 * clinic's Settings → System lists its runs by name, status and time only. With a server
 * database there is nothing to do here (the operator backs PostgreSQL up with its own tools).
 */
export const nightlyBackupJob = defineJob({
  name: 'nightly-backup',
  schedule: (config) => (config.backups.schedule ? { cron: config.backups.schedule, tz: 'Asia/Kolkata' } : null),
  retry: { limit: 2, delaySeconds: 600 },
  handler: async (deps) => {
    const result = await runNightlyBackup(deps);
    if (result.status === 'skipped') return null;
    if (!result.verified) throw new Error('The backup was written but did not verify');
    return 'Backup made and verified';
  },
});
