import { maskEmailsIn } from '../../core/system/mask.ts';
import { jobRuns } from '../../db/schema/jobs.ts';
import type { AppDeps } from '../app-deps.ts';
import type { JobAttempt, JobDefinition } from './job-types.ts';

/** What a failure says in Settings → System: the error's message, addresses masked, one short line. */
export function describeJobError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return maskEmailsIn(text.split('\n')[0] ?? '').slice(0, 300) || 'Unknown error';
}

/**
 * Runs one job's handler and records the run in job_runs (completed with its summary, or failed
 * with its error), whoever runs it: a queue worker, runDue, or a test. Rethrows a failure so the
 * queue retries it.
 */
export async function runJob<P extends object>(
  deps: AppDeps,
  job: JobDefinition<P>,
  payload: P,
  attempt: JobAttempt = { queueJobId: null, attempt: 1, final: true },
): Promise<string | null> {
  const startedAt = deps.clock.now();
  const run = {
    jobName: job.name,
    clinicId: job.clinicOf?.(payload) ?? null,
    queueJobId: attempt.queueJobId,
    attempt: attempt.attempt,
    startedAt,
  };
  let summary: string | null;
  try {
    summary = await job.handler(deps, payload, attempt);
  } catch (error) {
    await deps.db
      .insert(jobRuns)
      .values({ ...run, status: 'failed', finishedAt: deps.clock.now(), error: describeJobError(error) })
      .catch(() => {});
    throw error;
  }
  if (summary !== null) {
    await deps.db.insert(jobRuns).values({ ...run, status: 'completed', finishedAt: deps.clock.now(), summary });
  }
  return summary;
}
