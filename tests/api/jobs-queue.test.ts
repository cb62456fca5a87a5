// The queue itself (pg-boss on the test PostgreSQL): two app servers with real workers on one
// database run each job exactly once; closing an app waits for the job it is running.
import { afterAll, describe, expect, it } from 'vitest';
import { defineJob, type JobDefinition } from '../../server/jobs/job-types.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function serverWith(schema: string, jobs: readonly JobDefinition<never>[]) {
  const app = await createTestApp({ jobs: await createTestJobQueue({ schema, jobs, workers: true }) });
  apps.push(app);
  return app;
}

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
});
