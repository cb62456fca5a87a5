import { and, eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import type { MarkPregnantResult } from '../../../core/reports/report-schemas.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';

/**
 * The one step a save's 'mark-pregnant' hint offers (issue 29 §3): the report's patient is marked
 * pregnant, audited as a change of her record, and the report gets its Form F in the same
 * transaction. Only ever on a person's request: the server never marks her by itself. Asked twice,
 * it answers the same form (the form is unique per report).
 */
export async function markPregnantForReport(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
  meta: RequestMeta,
): Promise<MarkPregnantResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, reportId)))
      .for('update');
    if (!report) throw notFound(REPORT_MESSAGES.notFound);
    const marked = await tx
      .update(patients)
      .set({ isPregnant: true, updatedAt: now })
      .where(
        and(eq(patients.clinicId, scope.clinicId), eq(patients.id, report.patientId), eq(patients.isPregnant, false)),
      )
      .returning({ id: patients.id });
    if (marked.length) {
      await recordMemberAction(
        tx,
        scope,
        {
          action: 'patient.update',
          entityType: 'patient',
          entityId: report.patientId,
          details: { changedFields: ['isObstetric'], reportId },
        },
        meta,
        now,
      );
    }
    await createFormForFinalizedReport(tx, scope, report, now, meta);
    const [form] = await tx
      .select({ id: pcpndtForms.id, formId: pcpndtForms.formId })
      .from(pcpndtForms)
      .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.reportId, reportId)));
    if (!form) throw new Error('a pregnant woman’s report without its Form F');
    return form;
  });
}
