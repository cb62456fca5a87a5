import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import type { AppDeps } from '../app-deps.ts';
import type { JobDefinition, JobQueue } from './job-types.ts';
import { describeJobError, runJob } from './run-job.ts';

export interface PgBossQueueOptions {
  connectionString: string;
  /** The registry (server/jobs/job-registry.ts); tests pass their own. */
  jobs: readonly JobDefinition<never>[];
  /** pg-boss's own schema in the same database ('pgboss'); tests use one of their own. */
  schema?: string;
  /**
   * Poll the queues and keep the schedules (JOBS_ENABLED). Off, the server only enqueues:
   * another server with workers runs the jobs.
   */
  workers: boolean;
  /** Handlers of one queue running at once in this process (JOBS_CONCURRENCY). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

type AnyJob = JobDefinition<object>;

function queueOptions(job: AnyJob): Omit<Queue, 'name'> {
  const retry = job.retry ?? { limit: 0, delaySeconds: 0 };
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.limit > 0,
    ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
    // A handler that hangs (an SMTP server that never answers) is failed and retried.
    expireInSeconds: 15 * 60,
  };
}

/**
 * The job queue on PostgreSQL (pg-boss): jobs are rows in its schema, claimed with SKIP LOCKED,
 * so each job runs on exactly one server however many poll; retries back off exponentially;
 * cron schedules produce one job per occurrence across all servers. Runs on the embedded
 * PostgreSQL and on a server alike (it only needs a connection string).
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const jobs = options.jobs as readonly AnyJob[];
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    application_name: 'portal jobs',
    max: 3,
    // Maintenance (expiring stuck jobs, archiving) and cron are work: only servers that work do them.
    supervise: options.workers,
    schedule: options.workers,
  });
  let deps: AppDeps | undefined;

  const attemptOf = (job: JobWithMetadata<object>) => ({
    queueJobId: job.id,
    attempt: job.retryCount + 1,
    final: job.retryCount >= job.retryLimit,
  });
  const run = async (definition: AnyJob, job: JobWithMetadata<object>) => {
    if (!deps) throw new Error('job queue not started');
    try {
      await runJob(deps, definition, job.data, attemptOf(job));
    } catch (error) {
      // pg-boss keeps the error with the job: only the masked one-line description, no stack.
      throw new Error(describeJobError(error));
    }
  };

  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      if (byName.get(job.name) !== (job as unknown)) throw new Error(`job ${job.name} is not in the registry`);
      await boss.send(job.name, payload, {
        ...(enqueueOptions.tx ? { db: fromDrizzle(enqueueOptions.tx as never, sql as never) } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
      });
    },

    async start(appDeps, onError) {
      deps = appDeps;
      boss.on('error', onError);
      await boss.start();
      for (const job of jobs) {
        if (await boss.getQueue(job.name)) {
          const { retryDelayMax, ...rest } = queueOptions(job);
          await boss.updateQueue(job.name, { ...rest, retryDelayMax: retryDelayMax ?? null });
        } else await boss.createQueue(job.name, queueOptions(job));
      }
      if (!options.workers) return;
      for (const job of jobs) {
        await boss.work(
          job.name,
          {
            includeMetadata: true,
            localConcurrency: options.concurrency ?? 2,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async ([next]: JobWithMetadata<object>[]) => {
            if (next) await run(job, next);
          },
        );
        if (job.schedule) await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.tz });
        else await boss.unschedule(job.name);
      }
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000 });
    },

    async runDue(runOptions = {}) {
      let ran = 0;
      for (const job of jobs) {
        const batch = (await boss.fetch<object>(job.name, {
          batchSize: 100,
          includeMetadata: true,
          ignoreStartAfter: runOptions.ignoreStartAfter ?? false,
        })) as JobWithMetadata<object>[];
        for (const next of batch) {
          ran++;
          try {
            await run(job, next);
            await boss.complete(job.name, next.id);
          } catch (error) {
            await boss.fail(job.name, next.id, { message: error instanceof Error ? error.message : 'failed' });
          }
        }
      }
      return ran;
    },
  };
}

/** Creates pg-boss's schema and the queues once (tests copy a database that already has them). */
export async function installJobQueue(connectionString: string, jobs: readonly JobDefinition<never>[]): Promise<void> {
  const queue = createPgBossQueue({ connectionString, jobs, workers: false });
  await queue.start({} as AppDeps, () => {});
  await queue.stop();
}
