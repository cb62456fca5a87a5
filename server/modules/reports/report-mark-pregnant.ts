import { and, eq } from 'drizzle-orm';
import { PATIENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import type { MarkPregnant, MarkPregnantResult } from '../../../core/reports/report-schemas.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
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
  input: MarkPregnant,
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
    const [patient] = await tx
      .select({ spouseName: patients.spouseName })
      .from(patients)
      .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, report.patientId)))
      .for('update');
    // Registration's rule (an obstetric patient has item 5): her recorded name stands, else the
    // one given here, else nothing is changed and the reason is named.
    const spouseName = patient?.spouseName?.trim() ? null : (input.spouseName ?? null);
    if (!patient?.spouseName?.trim() && !spouseName) throw badRequest(PATIENT_MESSAGES.spouseRequired, 'spouseName');
    const marked = await tx
      .update(patients)
      .set({ isPregnant: true, ...(spouseName ? { spouseName } : {}), updatedAt: now })
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
          details: { changedFields: spouseName ? ['isObstetric', 'spouseName'] : ['isObstetric'], reportId },
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
