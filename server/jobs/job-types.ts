import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppConfig } from '../config.ts';

interface JobSchedule {
  cron: string;
  tz: string;
}

/** Which try of a queued job this is; `final` when no retry is left (the job then fails for good). */
export interface JobAttempt {
  queueJobId: string | null;
  attempt: number;
  final: boolean;
}

/**
 * A background job: a name, what it does, and optionally when it runs by itself and how it is
 * retried. The handler returns a short summary for Settings → System ("2 reminders sent"; counts,
 * never personal data) or null when there was nothing to do (such a run is not listed).
 * Handlers must be idempotent: a job can run again after a crash or a retry.
 */
export interface JobDefinition<P extends object = object> {
  name: string;
  handler: (deps: AppDeps, payload: P, attempt: JobAttempt) => Promise<string | null>;
  /**
   * Cron in the given time zone; one job per occurrence however many servers run. A function
   * reads it from the configuration (BACKUP_SCHEDULE); null there means never.
   */
  schedule?: JobSchedule | ((config: AppConfig) => JobSchedule | null);
  /** Retries after a failure, with exponential backoff from delaySeconds up to maxDelaySeconds. */
  retry?: { limit: number; delaySeconds: number; maxDelaySeconds?: number };
  /** The clinic a run works for (its runs are then shown to that clinic only); null or absent: deployment-wide. */
  clinicOf?: (payload: P) => string | null;
  /**
   * Runs once, in the background, when a server with workers starts: given the payloads of this
   * job's jobs still waiting to start (a deferred start or a retry's backoff), newest first, it
   * may do their work at once rather than when they come due. The jobs stay queued, so the
   * handler (idempotent) must find such work done. `signal` aborts when the server stops.
   */
  sweepAtStart?: (deps: AppDeps, waiting: P[], signal: AbortSignal) => Promise<void>;
}

/** Keeps the payload type of a definition, so enqueue() checks what callers pass. */
export function defineJob<P extends object>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

interface EnqueueOptions {
  /** Write the job in this transaction: it exists exactly when the transaction commits. */
  tx?: Tx;
  /** At most one job with this key waits in the queue (pg-boss singletonKey). */
  singletonKey?: string;
  /** Not before this many seconds from now (database time). */
  startAfterSeconds?: number;
}

/** deps.jobs: the job queue (server/jobs/pg-boss-queue.ts). */
export interface JobQueue {
  enqueue<P extends object>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  /** Creates the queues; with workers on, also polls them and keeps the schedules. */
  start(deps: AppDeps, onError: (error: unknown) => void): Promise<void>;
  /** Stops fetching and waits for running handlers (graceful shutdown). */
  stop(): Promise<void>;
  /**
   * Runs, in this process, the jobs waiting in every queue (one batch each), as the workers
   * would: tests drive the queue with it. ignoreStartAfter also runs deferred jobs and retries
   * waiting out their backoff.
   */
  runDue(options?: { ignoreStartAfter?: boolean }): Promise<number>;
}
