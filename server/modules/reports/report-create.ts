import { sql } from 'drizzle-orm';
import { PATIENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import type { Report, ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { Database } from '../../../db/client.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { assertWithinPlanLimit } from '../billing/usage-service.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';
import { reportColumns } from './report-content.ts';
import { insertReportWithIds, type NewReport, newReportRowId } from './report-ids.ts';
import { presentReport } from './report-presenter.ts';

type SaveInput = ReportSave | ReportDraft;

interface CreationContext {
  firstName: string;
  lastName: string;
  patientCode: string;
  doctorFound: boolean;
  planId: string | null;
  /** The study this report belongs to: the one named, else the patient's open study. */
  studyId: string | null;
  studyCode: string | null;
}

/**
 * Everything a creation checks before writing, in one round trip: the patient (404 when absent or
 * another clinic's), the doctor, the clinic's plan, and the study being reported — the one named
 * (it must be this patient's), else the patient's open study of the earliest date, if any.
 */
async function loadCreationContext(
  tx: Database,
  scope: RequestScope,
  input: SaveInput,
): Promise<CreationContext | undefined> {
  const study = input.studyId
    ? sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.id = ${input.studyId}::uuid and s.patient_id = p.id`
    : // Written out (not as parameters) so the planner matches the partial index of open studies.
      sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.patient_id = p.id and s.status in ('scheduled', 'in-progress')
        order by s.scheduled_date limit 1`;
  const doctorFound = input.doctorId
    ? sql`exists (select 1 from doctors d where d.clinic_id = p.clinic_id and d.id = ${input.doctorId}::uuid)`
    : sql`true`;
  const result = await tx.execute(sql`
    select p.first_name, p.last_name, p.patient_id, ${doctorFound} as doctor_found,
      (select plan_id from subscriptions where clinic_id = p.clinic_id) as plan_id,
      study.id as study_row_id, study.study_id as study_code
    from patients p left join lateral (${study}) study on true
    where p.clinic_id = ${scope.clinicId} and p.id = ${input.patientId}::uuid`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return undefined;
  return {
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    patientCode: String(row.patient_id),
    doctorFound: row.doctor_found === true,
    planId: (row.plan_id as string | null) ?? null,
    studyId: (row.study_row_id as string | null) ?? null,
    studyCode: (row.study_code as string | null) ?? null,
  };
}

/**
 * Creates a report (finalized by default, or a draft) linked to its study: one read with every
 * check, then one statement that numbers and inserts it (report-ids.ts). Only when the plan
 * limits reports (the count must be taken under a lock) or a finalized obstetric report needs
 * its Form F do the writes run inside a transaction; otherwise the statement commits on its own,
 * so the clinic's counter row is locked for the least time.
 */
export async function createReport(
  deps: AppDeps,
  scope: RequestScope,
  input: SaveInput,
  status: 'draft' | 'finalized',
  meta: RequestMeta,
): Promise<Report> {
  const now = deps.clock.now();
  const columns = reportColumns(input);
  const context = await loadCreationContext(deps.db, scope, input);
  if (!context) throw notFound(PATIENT_MESSAGES.notFound);
  if (!context.doctorFound) throw notFound(REPORT_MESSAGES.doctorNotFound);
  if (input.studyId && !context.studyId) throw notFound(REPORT_MESSAGES.studyNotFound);
  const newReport: NewReport = {
    clinicId: scope.clinicId,
    id: newReportRowId(),
    values: {
      ...columns,
      patientId: input.patientId,
      doctorId: input.doctorId ?? null,
      status,
      finalizedAt: status === 'finalized' ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    existingStudyId: context.studyId,
    newStudy: { patientId: input.patientId, studyType: input.reportType, doctor: input.doctorName ?? null },
    studyStatus: status === 'draft' ? 'in-progress' : 'completed',
    now,
    audit: {
      entry: {
        action: 'report.create',
        outcome: 'success',
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        entityType: 'report',
        details: { status },
      },
      meta,
    },
  };
  const limited = context.planId !== null && limitFor(context.planId, 'reportsPerMonth') !== null;
  const needsFormF = status === 'finalized' && isObstetricReportType(input.reportType);
  const created =
    limited || needsFormF
      ? await deps.db.transaction(async (tx) => {
          await assertWithinPlanLimit(tx, scope.clinicId, 'reportsPerMonth', now, context.planId);
          const inserted = await insertReportWithIds(tx, newReport, true);
          await createFormForFinalizedReport(tx, scope, inserted.report, now, meta);
          return inserted;
        })
      : await insertReportWithIds(deps.db, newReport, false);
  return presentReport({
    report: created.report,
    patientFirstName: context.firstName,
    patientLastName: context.lastName,
    patientCode: context.patientCode,
    studyCode: context.studyCode ?? created.newStudyCode,
  });
}
