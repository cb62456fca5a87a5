import { desc, eq, isNull, or } from 'drizzle-orm';
import { maskAddress } from '../../../core/deliveries/delivery-schemas.ts';
import { maskEmail } from '../../../core/system/mask.ts';
import { jobLabel, messageLabel, type SystemJobs } from '../../../core/system/system-jobs.ts';
import { jobRuns } from '../../../db/schema/jobs.ts';
import { outgoingMessages } from '../../../db/schema/outgoing-messages.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';

const LIMIT = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Settings → System: the latest job runs this clinic may see (its own, and deployment-wide ones
 * by name, status and time only) and its latest outgoing messages, recipients masked. Never a
 * row of another clinic: both queries filter by the session's clinic.
 */
export async function loadSystemJobs(deps: AppDeps, scope: RequestScope): Promise<SystemJobs> {
  const [runs, messages] = await Promise.all([
    deps.db
      .select()
      .from(jobRuns)
      .where(or(eq(jobRuns.clinicId, scope.clinicId), isNull(jobRuns.clinicId)))
      .orderBy(desc(jobRuns.startedAt))
      .limit(LIMIT),
    deps.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.clinicId, scope.clinicId))
      .orderBy(desc(outgoingMessages.createdAt))
      .limit(LIMIT),
  ]);
  const weekAgo = deps.clock.now().getTime() - WEEK_MS;
  const failures =
    runs.filter((r) => r.status === 'failed' && r.startedAt.getTime() >= weekAgo).length +
    messages.filter((m) => m.status === 'failed' && m.createdAt.getTime() >= weekAgo).length;
  return {
    runs: runs.map((run) => {
      const own = run.clinicId !== null;
      return {
        id: run.id,
        job: run.jobName,
        label: jobLabel(run.jobName),
        scope: own ? ('clinic' as const) : ('deployment' as const),
        status: run.status as 'completed' | 'failed',
        attempt: run.attempt,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt.toISOString(),
        summary: own ? run.summary : null,
        error: own ? run.error : null,
      };
    }),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      label: messageLabel(m.kind),
      channel: m.channel,
      // E-mail as m•••@example.in, a mobile number by its last 4 digits.
      recipient: m.channel === 'email' ? maskEmail(m.recipient) : maskAddress('sms', m.recipient),
      status: m.status as 'pending' | 'sent' | 'failed',
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    failures,
  };
}
