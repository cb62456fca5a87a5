import { and, eq, isNull } from 'drizzle-orm';
import { STUDY_MESSAGES } from '../../../core/messages.ts';
import type { Tx } from '../../../db/client.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import type { RequestScope } from '../../app-deps.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

/**
 * A scan cancelled or not attended (issue 29 §3): its draft Form F is voided, never deleted
 * (Rule 9 keeps every record), with the reason, who and when. It keeps its register serial so the
 * register has no gap, and is left out of the month's counts and the bell.
 *
 * Decision (docs/decisions/015): a submitted Form F records a scan that was done, so the cancel
 * is refused (409) rather than voiding a statutory record; the doctor amends the form instead.
 * A reason is required whenever there is a form to void.
 */
export async function voidFormsOfStudy(
  tx: Tx,
  scope: RequestScope,
  study: { id: string; status: string },
  reason: string | null,
  now: Date,
  meta: RequestMeta,
): Promise<void> {
  const forms = await tx
    .select({ id: pcpndtForms.id, submittedAt: pcpndtForms.submittedAt })
    .from(pcpndtForms)
    .where(
      and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.studyId, study.id), isNull(pcpndtForms.voidedAt)),
    )
    .for('update');
  if (forms.length === 0) return;
  if (forms.some((form) => form.submittedAt !== null)) throw conflict(STUDY_MESSAGES.formFSubmitted);
  if (!reason) throw badRequest(STUDY_MESSAGES.voidReasonRequired, 'reason');
  for (const form of forms) {
    await tx
      .update(pcpndtForms)
      .set({ voidedAt: now, voidReason: reason, voidedBy: scope.userId, updatedAt: now })
      .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.id, form.id)));
    await recordMemberAction(
      tx,
      scope,
      // The reason is kept on the form; the trail says why in kind only (it may name the patient).
      {
        action: 'pcpndt_form.void',
        entityType: 'pcpndt_form',
        entityId: form.id,
        details: { studyStatus: study.status },
      },
      meta,
      now,
    );
  }
}
