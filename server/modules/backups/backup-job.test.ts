import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { JOBS } from '../../jobs/job-registry.ts';
import { nightlyBackupJob } from './backup-job.ts';

describe('the nightly backup job', () => {
  it('is in the registry and runs on BACKUP_SCHEDULE in India time, or never when off', () => {
    expect(JOBS).toContain(nightlyBackupJob);
    const schedule = nightlyBackupJob.schedule;
    if (typeof schedule !== 'function') throw new Error('the schedule comes from the configuration');
    expect(schedule(readConfig({}))).toEqual({ cron: '30 2 * * *', tz: 'Asia/Kolkata' });
    expect(schedule(readConfig({ BACKUP_SCHEDULE: '0 23 * * 6' }))).toEqual({ cron: '0 23 * * 6', tz: 'Asia/Kolkata' });
    expect(schedule(readConfig({ BACKUP_SCHEDULE: 'off' }))).toBeNull();
  });
});
