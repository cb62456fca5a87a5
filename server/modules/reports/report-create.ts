import { needsFormF, pregnancyHintOf } from '../../../core/formf/formf-scope.ts';
import { PATIENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import { actionForSave } from '../../../core/reports/report-lifecycle.ts';
import type { Report, ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { assertWithinPlanLimit } from '../billing/usage-service.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';
import { assertMaySign, assertOwnMachine } from '../pcpndt-registration/assert-may-sign.ts';
import { refuseUnconfirmedKeyImages, replaceKeyImages } from '../study-images/key-image-service.ts';
import { resolveTemplateForSave } from '../templates/template-resolve.ts';
import { auditConfirmedContradictions, confirmedContradictionsOf } from './report-consistency.ts';
import { reportColumns } from './report-content.ts';
import { loadCreationContext } from './report-creation-context.ts';
import { earlierGrowthScans } from './report-growth-history.ts';
import { insertReportWithIds, type NewReport, newReportRowId } from './report-ids.ts';
import { measurementSourcesForSave } from './report-measurement-sources.ts';
import { refuseDisclosureWhenPregnant } from './report-pregnancy-guard.ts';
import { presentReport, withPregnancyHint } from './report-presenter.ts';
import { type Signer, signatureOf, signerDoctorColumns } from './report-signing.ts';
import { type ReportRequest, takeTransition } from './report-transition.ts';

type SaveInput = ReportSave | ReportDraft;

/**
 * The one way a report is created (POST /api/reports, the first auto-save): finalized by default,
 * or a draft, as the lifecycle allows the signer (core/reports/report-lifecycle.ts), linked to its
 * study. One read with every check (the 404s), then one statement that numbers and inserts
 * (report-ids.ts), inside a transaction when the plan limits reports (the month's count is taken
 * under the clinic's lock, so parallel creations cannot pass the limit together), when Form F may
 * be made, or with an Idempotency-Key (claim), whose answer is stored with the report (issue 28);
 * otherwise that statement commits on its own, so the clinic's counter row is locked for the
 * least time. (A second, all-SQL creation path for unlimited plans was removed in issue 31: two
 * implementations of the same checks had to be kept in step by a spy test.)
 */
export async function createReport(
  deps: AppDeps,
  scope: RequestScope,
  input: SaveInput,
  request: ReportRequest,
  meta: RequestMeta,
  signer: Signer,
  claim?: IdempotencyClaim,
): Promise<Report> {
  const now = deps.clock.now();
  const action = 'action' in request ? request.action : actionForSave(null, request.status);
  const step = takeTransition(null, action, signer);
  const status = step.status;
  const template = await resolveTemplateForSave(deps.db, scope.clinicId, input);
  const earlierScans = await earlierGrowthScans(deps.db, scope.clinicId, template, input, null);
  const columns = reportColumns(input, template, earlierScans);
  const confirmed = status === 'draft' ? [] : confirmedContradictionsOf(template, columns, input);
  const signature = step.signs ? signatureOf(signer, 1, now) : {};
  // A signed report names its signer's doctor record, never the request's (issue 29 §2).
  const doctor = step.signs
    ? signerDoctorColumns(signer)
    : { doctorId: input.doctorId ?? null, doctorName: columns.doctorName };
  const newReport: Omit<NewReport, 'existingStudyId'> = {
    clinicId: scope.clinicId,
    id: newReportRowId(),
    // Object.assign, not a spreading literal: see presentReport.
    values: Object.assign(columns, signature, step.signs ? doctor : {}, {
      patientId: input.patientId,
      doctorId: doctor.doctorId,
      status,
      finalizedAt: status === 'finalized' ? now : null,
      createdAt: now,
      updatedAt: now,
    }),
    newStudy: { patientId: input.patientId, studyType: input.reportType, doctor: doctor.doctorName ?? null },
    studyStatus: status === 'draft' ? 'in-progress' : 'completed',
    now,
    audit: {
      entry: {
        action: 'report.create',
        outcome: 'success',
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        entityType: 'report',
        details: step.signs ? { status, signedByDoctorId: signer.doctorId ?? '' } : { status },
      },
      meta,
    },
  };
  const context = await loadCreationContext(deps.db, scope, input);
  if (!context) throw notFound(PATIENT_MESSAGES.notFound);
  // An obstetric scan always has a Form F (made with the report, draft or not); any other
  // ultrasound when the woman is marked pregnant: both are written in the report's transaction.
  const mayNeedFormF = needsFormF(input.reportType, context.pregnant);
  const hint = pregnancyHintOf(input, context.pregnant);
  if (!context.doctorFound) throw notFound(REPORT_MESSAGES.doctorNotFound);
  if (input.studyId && !context.studyId) throw notFound(REPORT_MESSAGES.studyNotFound);
  refuseDisclosureWhenPregnant(input, context.pregnant);
  await assertOwnMachine(deps.db, scope.clinicId, input.machineId);
  const obstetric = context.pregnant || isObstetricReportType(input.reportType);
  if (step.signs && obstetric)
    await assertMaySign(deps.db, scope.clinicId, { doctorId: signer.doctorId, machineId: input.machineId ?? null });
  const linked: NewReport = { ...newReport, existingStudyId: context.studyId };
  // Which values came from the study's scanner, decided from its measurements (issue 32).
  linked.values.measurementSources = await measurementSourcesForSave(
    deps.db,
    scope.clinicId,
    context.studyId,
    input.measurementSources,
    columns,
    null,
  );
  const limited = context.planId !== null && limitFor(context.planId, 'reportsPerMonth') !== null;
  const present = (created: Awaited<ReturnType<typeof insertReportWithIds>>) =>
    withPregnancyHint(
      presentReport({
        report: created.report,
        patientFirstName: context.firstName,
        patientLastName: context.lastName,
        patientCode: context.patientCode,
        studyCode: context.studyCode ?? created.newStudyCode,
      }),
      hint,
    );
  // Key images sent with a new report are written with it (and checked before it is signed).
  const keyImages = input.keyImages;
  if (!limited && !mayNeedFormF && !claim && confirmed.length === 0 && !keyImages)
    return present(await insertReportWithIds({ db: deps.db }, linked));
  return deps.db.transaction(async (tx) => {
    await assertWithinPlanLimit(tx, scope.clinicId, 'reportsPerMonth', now, context.planId);
    const inserted = await insertReportWithIds({ tx }, linked);
    if (keyImages) {
      await replaceKeyImages(tx, scope, signer, inserted.report, keyImages, meta, now);
      if (step.signs) await refuseUnconfirmedKeyImages(tx, scope.clinicId, inserted.report.id, obstetric);
    }
    await createFormForFinalizedReport(tx, scope, inserted.report, now, meta);
    await auditConfirmedContradictions(tx, scope, inserted.report.id, confirmed, meta, now);
    const report = present(inserted);
    await claim?.record(tx, 201, report);
    return report;
  });
}
