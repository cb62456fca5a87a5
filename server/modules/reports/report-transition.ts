import {
  type ReportAction,
  type ReportLifecycleState,
  type StoredReportStatus,
  transition,
} from '../../../core/reports/report-lifecycle.ts';
import type { Actor } from '../../../core/team/permissions.ts';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * What a save asks of the lifecycle: an explicit step (the finalize and amend routes, auto-save),
 * or a status as the spec's POST / PUT / PATCH send it, whose step depends on the stored report
 * (actionForSave).
 */
export type ReportRequest = { action: ReportAction } | { status: StoredReportStatus | undefined };

export type AllowedTransition = Extract<ReturnType<typeof transition>, { allowed: true }>;

/** The lifecycle's step, or its refusal as an HTTP error (409 wrong stage, 403 role). */
export function takeTransition(
  report: ReportLifecycleState | null,
  action: ReportAction,
  actor: Actor,
): AllowedTransition {
  const step = transition(report, action, actor);
  if (!step.allowed) {
    // A role refusal says so (`role`), as the route-level permission check does; 409 is a conflict.
    const extra = step.statusCode === 403 ? { reason: 'role' as const } : undefined;
    throw new HttpError(step.statusCode, step.message, undefined, undefined, extra);
  }
  return step;
}
