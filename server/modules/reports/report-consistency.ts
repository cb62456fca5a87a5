import {
  type Contradiction,
  impressionContradictions,
  NEEDS_CONFIRMATION_MESSAGE,
  unconfirmed,
} from '../../../core/reports/consistency/impression-consistency.ts';
import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import type { Tx } from '../../../db/client.ts';
import type { RequestScope } from '../../app-deps.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import type { reportColumns } from './report-content.ts';

/**
 * A report about to be finalized (or amended) whose impression contradicts its stored scores
 * (core/reports/consistency) is refused, 409 'needs_confirmation' with the list, unless the
 * body names every one in confirmedContradictions. Read from the columns the server computed,
 * never from a score the browser sent. Returns the contradictions confirmed (for the audit).
 */
export function confirmedContradictionsOf(
  template: TemplateDefinition,
  columns: ReturnType<typeof reportColumns>,
  input: ReportSave | ReportDraft,
): Contradiction[] {
  const found = impressionContradictions({ ...columns, calculator: template.calculator });
  const open = unconfirmed(found, input.confirmedContradictions);
  if (open.length) {
    const errors = open.map(({ message }) => ({ field: 'impression', message }));
    throw new HttpError(409, NEEDS_CONFIRMATION_MESSAGE, errors, undefined, {
      reason: 'needs_confirmation',
      contradictions: open,
    });
  }
  return found;
}

/** The doctor's confirmation, kept in the audit trail by code (no patient words). */
export async function auditConfirmedContradictions(
  tx: Tx,
  scope: RequestScope,
  reportId: string,
  confirmed: readonly Contradiction[],
  meta: RequestMeta,
  now: Date,
) {
  if (confirmed.length === 0) return;
  await recordMemberAction(
    tx,
    scope,
    {
      action: 'report.contradictions_confirmed',
      entityType: 'report',
      entityId: reportId,
      details: { codes: confirmed.map((c) => c.code) },
    },
    meta,
    now,
  );
}
