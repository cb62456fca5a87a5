import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 4 and takes a whole number from 1 to 100', () => {
    expect(readConfig({}).databasePoolSize).toBe(4);
    expect(readConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(readConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['0', '101', '2.5', 'ten', '-3']) {
      expect(() => readConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('JOBS_ENABLED and JOBS_CONCURRENCY', () => {
  it('runs jobs with 2 at a time by default, and can only queue them', () => {
    expect(readConfig({})).toMatchObject({ jobsEnabled: true, jobsConcurrency: 2 });
    expect(readConfig({ JOBS_ENABLED: 'false', JOBS_CONCURRENCY: '5' })).toMatchObject({
      jobsEnabled: false,
      jobsConcurrency: 5,
    });
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => readConfig({ JOBS_ENABLED: 'yes please' })).toThrow(/JOBS_ENABLED/);
    for (const value of ['0', '21', 'two'])
      expect(() => readConfig({ JOBS_CONCURRENCY: value })).toThrow(/JOBS_CONCURRENCY/);
  });
});

describe('backups and exports', () => {
  it('defaults to DATA_DIR/backups, 02:30 nightly, 7 daily and 4 weekly, exports kept 72 hours', () => {
    const config = readConfig({ DATA_DIR: '/srv/portal' });
    expect(config.backups).toEqual({ dir: '/srv/portal/backups', schedule: '30 2 * * *', keepDaily: 7, keepWeekly: 4 });
    expect(config.exportKeepHours).toBe(72);
  });

  it('takes BACKUP_DIR, BACKUP_SCHEDULE (off for never), the rotation and EXPORT_KEEP_HOURS', () => {
    const config = readConfig({
      BACKUP_DIR: '/mnt/backups',
      BACKUP_SCHEDULE: 'off',
      BACKUP_KEEP_DAILY: '14',
      BACKUP_KEEP_WEEKLY: '0',
      EXPORT_KEEP_HOURS: '24',
    });
    expect(config.backups).toEqual({ dir: '/mnt/backups', schedule: null, keepDaily: 14, keepWeekly: 0 });
    expect(config.exportKeepHours).toBe(24);
  });

  it('refuses a rotation that keeps no daily backup, or anything not a whole number', () => {
    expect(() => readConfig({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
    expect(() => readConfig({ BACKUP_KEEP_WEEKLY: 'four' })).toThrow(/BACKUP_KEEP_WEEKLY/);
    expect(() => readConfig({ EXPORT_KEEP_HOURS: '0' })).toThrow(/EXPORT_KEEP_HOURS/);
  });
});

describe('OPERATOR_EMAILS', () => {
  it('names nobody when unset, and is comma-separated, trimmed and lower-cased', () => {
    expect(readConfig({}).operatorEmails).toEqual([]);
    expect(readConfig({ OPERATOR_EMAILS: ' Ops@Example.in, ,second@example.in ' }).operatorEmails).toEqual([
      'ops@example.in',
      'second@example.in',
    ]);
  });
});
