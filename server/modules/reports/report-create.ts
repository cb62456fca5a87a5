import { sql } from 'drizzle-orm';
import { formFMayBeNeeded } from '../../../core/formf/formf-scope.ts';
import { PATIENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import type { Report, ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { assertWithinPlanLimit } from '../billing/usage-service.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';
import { resolveTemplateForSave } from '../templates/template-resolve.ts';
import { reportColumns } from './report-content.ts';
import {
  createReportInOneStatement,
  doctorOfClinic,
  planOfClinic,
  reportStudyLookup,
} from './report-create-statement.ts';
import { earlierGrowthScans } from './report-growth-history.ts';
import { insertReportWithIds, type NewReport, newReportRowId } from './report-ids.ts';
import { presentReport } from './report-presenter.ts';
import { type Signer, signReport } from './report-signing.ts';

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

type CreationContextRow = {
  first_name: string;
  last_name: string;
  patient_id: string;
  doctor_found: boolean | null;
  plan_id: string | null;
  study_row_id: string | null;
  study_code: string | null;
};

/**
 * Everything a creation checks before writing, in one round trip: the patient (404 when absent or
 * another clinic's), the doctor, the clinic's plan, and the study being reported (reportStudyLookup).
 */
async function loadCreationContext(
  db: Db,
  scope: RequestScope,
  input: SaveInput,
): Promise<CreationContext | undefined> {
  const study = reportStudyLookup(input.studyId ? sql`${input.studyId}::uuid` : null);
  const doctorFound = input.doctorId ? doctorOfClinic(sql`${input.doctorId}::uuid`) : sql`true`;
  const [row] = await queryRows<CreationContextRow>(
    db,
    sql`
    select p.first_name, p.last_name, p.patient_id, ${doctorFound} as doctor_found,
      ${planOfClinic} as plan_id, study.id as study_row_id, study.study_id as study_code
    from patients p left join lateral (${study}) study on true
    where p.clinic_id = ${scope.clinicId} and p.id = ${input.patientId}::uuid`,
  );
  if (!row) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    patientCode: row.patient_id,
    doctorFound: row.doctor_found === true,
    planId: row.plan_id ?? null,
    studyId: row.study_row_id ?? null,
    studyCode: row.study_code ?? null,
  };
}

/**
 * Creates a report (finalized by default, or a draft) linked to its study. The common case (the
 * plan does not limit reports, no Form F to make) is one statement that checks, numbers and
 * inserts it (report-create-statement.ts). When that statement writes nothing, or a finalized
 * obstetric report needs its Form F, the creation takes the long way: one read with every check
 * (for the 404s), then one statement that numbers and inserts (report-ids.ts), inside a
 * transaction only when the plan limits reports (the count must be taken under a lock) or Form F
 * is made; otherwise that statement commits on its own, so the clinic's counter row is locked for
 * the least time. With an Idempotency-Key (claim) it always takes the transaction, which stores
 * the answer with the report (issue 28).
 */
export async function createReport(
  deps: AppDeps,
  scope: RequestScope,
  input: SaveInput,
  status: 'draft' | 'finalized',
  meta: RequestMeta,
  signer: Signer,
  claim?: IdempotencyClaim,
): Promise<Report> {
  const now = deps.clock.now();
  const template = await resolveTemplateForSave(deps.db, scope.clinicId, input);
  const earlierScans = await earlierGrowthScans(deps.db, scope.clinicId, template, input, null);
  const columns = reportColumns(input, template, earlierScans);
  const signature = status === 'finalized' ? signReport(signer, 1, now) : {};
  const newReport: Omit<NewReport, 'existingStudyId'> = {
    clinicId: scope.clinicId,
    id: newReportRowId(),
    // Object.assign, not a spreading literal: see presentReport.
    values: Object.assign(columns, signature, {
      patientId: input.patientId,
      doctorId: input.doctorId ?? null,
      status,
      finalizedAt: status === 'finalized' ? now : null,
      createdAt: now,
      updatedAt: now,
    }),
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
  // An obstetric scan always has a Form F (made with the report, draft or not); an abdominal or
  // pelvic one when the woman is pregnant, which the one statement checks and then writes nothing.
  const needsFormF = isObstetricReportType(input.reportType);
  const mayNeedFormF = formFMayBeNeeded(input.reportType);
  if (!needsFormF && !claim) {
    const created = await createReportInOneStatement(deps.db, newReport, input.studyId ?? null);
    if (created) return presentReport(created);
  }
  const context = await loadCreationContext(deps.db, scope, input);
  if (!context) throw notFound(PATIENT_MESSAGES.notFound);
  if (!context.doctorFound) throw notFound(REPORT_MESSAGES.doctorNotFound);
  if (input.studyId && !context.studyId) throw notFound(REPORT_MESSAGES.studyNotFound);
  const linked: NewReport = { ...newReport, existingStudyId: context.studyId };
  const limited = context.planId !== null && limitFor(context.planId, 'reportsPerMonth') !== null;
  const present = (created: Awaited<ReturnType<typeof insertReportWithIds>>) =>
    presentReport({
      report: created.report,
      patientFirstName: context.firstName,
      patientLastName: context.lastName,
      patientCode: context.patientCode,
      studyCode: context.studyCode ?? created.newStudyCode,
    });
  if (!limited && !mayNeedFormF && !claim) return present(await insertReportWithIds({ db: deps.db }, linked));
  return deps.db.transaction(async (tx) => {
    await assertWithinPlanLimit(tx, scope.clinicId, 'reportsPerMonth', now, context.planId);
    const inserted = await insertReportWithIds({ tx }, linked);
    await createFormForFinalizedReport(tx, scope, inserted.report, now, meta);
    const report = present(inserted);
    await claim?.record(tx, 201, report);
    return report;
  });
}
