import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../app-deps.ts';
import { databaseUnavailability } from '../lib/pg-errors.ts';
import type { JobDefinition, JobQueue } from './job-types.ts';
import { describeJobError, runJob } from './run-job.ts';

interface PgBossQueueOptions {
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

/** Waiting jobs handed to a job's sweepAtStart; the rest simply run when they come due. */
const SWEEP_AT_START_LIMIT = 1000;

/**
 * The schema version pg-boss 10.4 creates (its version.json). pg-boss 12, used before, left a
 * newer schema that pg-boss 10 would start on without a word and then fail on at random.
 */
const PG_BOSS_SCHEMA_VERSION = 24;
type QueuedJob = PgBoss.JobWithMetadata<object>;

function queueOptions(job: AnyJob): Omit<PgBoss.Queue, 'name'> {
  const retry = job.retry ?? { limit: 0, delaySeconds: 0 };
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.limit > 0,
    // A handler that hangs (an SMTP server that never answers) is failed and retried.
    expireInSeconds: 15 * 60,
  };
}

/**
 * pg-boss's `db` option on a Drizzle transaction, so a job is written by the transaction's own
 * connection and exists exactly when it commits. pg-boss sends text with $1…$n (a parameter can
 * appear twice, typed by its first use), which Drizzle's sql template cannot express; the
 * node-postgres client the transaction holds runs it as it is.
 */
function transactionDb(tx: Tx): PgBoss.Db {
  // Drizzle's node-postgres session keeps the transaction's checked-out client (private in its types).
  const client = (tx._.session as unknown as { client?: pg.ClientBase | pg.Pool }).client;
  if (!client || client instanceof pg.Pool || typeof client.query !== 'function') {
    // The pool would write the job outside the transaction: refuse rather than lose the guarantee.
    throw new Error('enqueue with tx needs a node-postgres transaction (db.transaction), not the database');
  }
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * The job queue on PostgreSQL (pg-boss 10): jobs are rows in its schema, claimed with SKIP
 * LOCKED, so each job runs on exactly one server however many poll; retries back off
 * exponentially; cron schedules produce one job per occurrence across all servers. Runs on the
 * embedded PostgreSQL and on a server alike (it only needs a connection string).
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const jobs = options.jobs as readonly AnyJob[];
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema,
    application_name: 'portal jobs',
    max: 3,
    // Maintenance (expiring stuck jobs, archiving) and cron are work: only servers that work do them.
    supervise: options.workers,
    schedule: options.workers,
  });
  let deps: AppDeps | undefined;
  const stopSweeps = new AbortController();
  const sweeps: Promise<void>[] = [];

  /** Hands a job's sweepAtStart the payloads of its jobs not yet due (due ones are the workers'). */
  const sweepWaiting = async (definition: AnyJob, appDeps: AppDeps) => {
    const waiting = await boss.getDb().executeSql(
      `select data from ${schema}.job where name = $1 and state in ('created', 'retry') and start_after > now()
         order by created_on desc limit ${SWEEP_AT_START_LIMIT}`,
      [definition.name],
    );
    await definition.sweepAtStart?.(
      appDeps,
      waiting.rows.map((row: { data: object }) => row.data),
      stopSweeps.signal,
    );
  };

  /**
   * pg-boss 10 has no cap on its backoff (retryDelayMax came in 11), so a retry it put further
   * off than the job's maxDelaySeconds is brought forward to the cap.
   */
  const capRetryDelay = async (definition: AnyJob, id: string) => {
    const max = definition.retry?.maxDelaySeconds;
    if (!max) return;
    await boss.getDb().executeSql(
      `update ${schema}.job set start_after = least(start_after, now() + make_interval(secs => $3))
         where name = $1 and id = $2 and state = 'retry'`,
      [definition.name, id, max],
    );
  };

  /** Runs one claimed job and settles it with pg-boss: completed, or failed (to be retried). */
  const settle = async (definition: AnyJob, job: QueuedJob) => {
    if (!deps) throw new Error('job queue not started');
    const attempt = { queueJobId: job.id, attempt: job.retryCount + 1, final: job.retryCount >= job.retryLimit };
    try {
      await runJob(deps, definition, job.data, attempt);
    } catch (error) {
      // pg-boss keeps the error with the job: only the masked one-line description, no stack.
      await boss.fail(definition.name, job.id, { message: describeJobError(error) });
      await capRetryDelay(definition, job.id);
      return;
    }
    await boss.complete(definition.name, job.id);
  };

  let stopping = false;

  return {
    async enqueue(job, payload, enqueueOptions = {}) {
      if (byName.get(job.name) !== (job as unknown)) throw new Error(`job ${job.name} is not in the registry`);
      await boss.send(job.name, payload, {
        ...(enqueueOptions.tx ? { db: transactionDb(enqueueOptions.tx) } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
      });
    },

    async start(appDeps, onError) {
      deps = appDeps;
      boss.on('error', (error: unknown) => {
        // Stopping closes pg-boss's connections under its own pollers (and PostgreSQL may be
        // shutting down beside it): a lost connection then is the shutdown, not a fault worth an
        // error line on every clean stop (issue 28). Anything else is still reported.
        if (stopping && databaseUnavailability(error)) return;
        onError(error);
      });
      await boss.start();
      const installed = Number(await boss.schemaVersion());
      if (installed > PG_BOSS_SCHEMA_VERSION) {
        await boss.stop({ graceful: false });
        throw new Error(
          `schema "${schema}" was made by a newer pg-boss (schema version ${installed}, this one knows ${PG_BOSS_SCHEMA_VERSION}): ` +
            'see "Background jobs" in README.md to move it back',
        );
      }
      for (const job of jobs) {
        if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...queueOptions(job) });
        else await boss.createQueue(job.name, { name: job.name, ...queueOptions(job) });
      }
      if (!options.workers) return;
      for (const job of jobs) {
        // pg-boss 10 has no localConcurrency: each worker runs one job at a time, so a queue
        // gets JOBS_CONCURRENCY workers. settle() completes or fails the job itself; pg-boss's
        // own complete afterwards finds it no longer active and changes nothing.
        for (let i = 0; i < (options.concurrency ?? 2); i++) {
          await boss.work<object>(
            job.name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([next]) => {
              if (next) await settle(job, next);
            },
          );
        }
        const schedule = typeof job.schedule === 'function' ? job.schedule(appDeps.config) : job.schedule;
        if (schedule) await boss.schedule(job.name, schedule.cron, {}, { tz: schedule.tz });
        else await boss.unschedule(job.name);
        if (job.sweepAtStart) sweeps.push(sweepWaiting(job, appDeps).catch(onError));
      }
    },

    async stop() {
      stopping = true;
      // A sweep finishes the item in hand (a message being sent) and takes no next one.
      stopSweeps.abort();
      await Promise.all(sweeps);
      await boss.stop({ graceful: true, timeout: 15_000 });
    },

    async runDue(runOptions = {}) {
      let ran = 0;
      for (const job of jobs) {
        const batch = await boss.fetch<object>(job.name, {
          batchSize: 100,
          includeMetadata: true,
          ignoreStartAfter: runOptions.ignoreStartAfter ?? false,
        });
        for (const next of batch) {
          ran++;
          await settle(job, next);
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
