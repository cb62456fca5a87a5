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
