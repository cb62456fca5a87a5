// The queue itself (pg-boss on the test PostgreSQL): two app servers with real workers on one
// database run each job exactly once; closing an app waits for the job it is running; a job
// enqueued in a transaction exists exactly when it commits; retries back off up to a cap.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import type { AppDeps } from '../../server/app-deps.ts';
import { defineJob, type JobDefinition } from '../../server/jobs/job-types.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function serverWith(schema: string, jobs: readonly JobDefinition<never>[], workers = true) {
  const app = await createTestApp({ jobs: await createTestJobQueue({ schema, jobs, workers }) });
  apps.push(app);
  return app;
}

class RolledBack extends Error {}

describe('the job queue on PostgreSQL', () => {
  it('runs each job once when two servers work the same queue', async () => {
    const runs: number[] = [];
    const total = 30;
    let allDone: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    const countingJob = defineJob<{ n: number }>({
      name: 'count-runs',
      handler: async (_deps, payload) => {
        runs.push(payload.n);
        if (runs.length >= total) allDone();
        return `ran ${payload.n}`;
      },
    });
    const schema = uniqueJobSchema();
    const a = await serverWith(schema, [countingJob]);
    const b = await serverWith(schema, [countingJob]);
    for (let n = 0; n < total; n++) await (n % 2 ? a : b).jobs.enqueue(countingJob, { n });
    await done;
    // Both servers poll every 0.5 s; a job run twice would show here once both have polled again.
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, n) => n));
  });

  it('lets a running job finish when its server shuts down (graceful drain)', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finished = false;
    const slowJob = defineJob<{ id: string }>({
      name: 'slow-job',
      handler: async () => {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished = true;
        return 'finished';
      },
    });
    const app = await serverWith(uniqueJobSchema(), [slowJob]);
    await app.jobs.enqueue(slowJob, { id: 'one' });
    await running;
    const closing = app.close();
    release();
    await closing;
    expect(finished).toBe(true);
  });

  it('writes a job enqueued in a transaction on its connection: none before commit or after rollback', async () => {
    const ran: string[] = [];
    const noteJob = defineJob<{ note: string }>({
      name: 'note-job',
      handler: async (_deps, payload) => {
        ran.push(payload.note);
        return 'noted';
      },
    });
    const app = await serverWith(uniqueJobSchema(), [noteJob], false);
    await expect(
      app.handle.db.transaction(async (tx) => {
        await app.jobs.enqueue(noteJob, { note: 'rolled back' }, { tx });
        // Written by the transaction's connection, the job is invisible to the queue's own.
        expect(await app.jobs.runDue({ ignoreStartAfter: true })).toBe(0);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await app.jobs.runDue({ ignoreStartAfter: true })).toBe(0);

    await app.handle.db.transaction(async (tx) => {
      await app.jobs.enqueue(noteJob, { note: 'committed' }, { tx, startAfterSeconds: 60 });
    });
    expect(await app.jobs.runDue()).toBe(0);
    expect(await app.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    expect(ran).toEqual(['committed']);
  });

  it('backs a failing job off exponentially, never further than its maximum delay', async () => {
    const flakyJob = defineJob<{ id: string }>({
      name: 'flaky-job',
      retry: { limit: 3, delaySeconds: 60, maxDelaySeconds: 90 },
      handler: async () => {
        throw new Error('still down');
      },
    });
    const schema = uniqueJobSchema();
    const app = await serverWith(schema, [flakyJob], false);
    // pg-boss counts a retry when it fetches the job again, so the first wait has retry_count 0.
    const secondsToRetry = async () => {
      const [row] = await queryRows<{ wait: number; retryCount: number }>(
        app.handle.db,
        sql`select extract(epoch from start_after - now())::float8 as wait, retry_count as "retryCount"
            from ${sql.identifier(schema)}.job where name = 'flaky-job' and state = 'retry'`,
      );
      return row;
    };
    await app.jobs.enqueue(flakyJob, { id: 'one' });
    expect(await app.jobs.runDue()).toBe(1);
    // First backoff: 60–120 s (pg-boss adds jitter), capped at 90.
    const first = await secondsToRetry();
    expect(first?.retryCount).toBe(0);
    expect(first?.wait).toBeGreaterThan(55);
    expect(first?.wait).toBeLessThanOrEqual(90);
    expect(await app.jobs.runDue()).toBe(0);
    // Second backoff would be 120–240 s uncapped.
    expect(await app.jobs.runDue({ ignoreStartAfter: true })).toBe(1);
    const second = await secondsToRetry();
    expect(second?.retryCount).toBe(1);
    expect(second?.wait).toBeGreaterThan(85);
    expect(second?.wait).toBeLessThanOrEqual(90);
  });

  it('refuses a pg-boss schema newer than its own instead of running on it', async () => {
    const schema = uniqueJobSchema();
    const app = await serverWith(schema, [], false);
    await app.handle.db.execute(sql`update ${sql.identifier(schema)}.version set version = ${'26'}`);
    const newer = await createTestJobQueue({ schema, jobs: [] });
    await expect(newer.start({} as AppDeps, () => {})).rejects.toThrow(/newer pg-boss \(schema version 26/);
  });
});
