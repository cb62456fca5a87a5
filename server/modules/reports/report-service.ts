import { and, desc, eq } from 'drizzle-orm';
import { pregnancyHintOf } from '../../../core/formf/formf-scope.ts';
import { HTTP_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import { actionForSave } from '../../../core/reports/report-lifecycle.ts';
import {
  finalizeIssues,
  type Report,
  type ReportDraft,
  type ReportSave,
} from '../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import type { Tx } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { reportVersions } from '../../../db/schema/report-versions.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';
import { assertMaySign, assertOwnMachine } from '../pcpndt-registration/assert-may-sign.ts';
import { keyImagesSnapshot, refuseUnconfirmedKeyImages, replaceKeyImages } from '../study-images/key-image-service.ts';
import { resolveTemplateForSave } from '../templates/template-resolve.ts';
import { auditConfirmedContradictions, confirmedContradictionsOf } from './report-consistency.ts';
import { reportColumns } from './report-content.ts';
import { createReport } from './report-create.ts';
import { earlierGrowthScans } from './report-growth-history.ts';
import { measurementSourcesForSave } from './report-measurement-sources.ts';
import { isPatientPregnant, refuseDisclosureWhenPregnant } from './report-pregnancy-guard.ts';
import { presentReport, withPregnancyHint } from './report-presenter.ts';
import { findReport } from './report-queries.ts';
import { type Signer, signatureOf, signerDoctorColumns } from './report-signing.ts';
import { type ReportRequest, takeTransition } from './report-transition.ts';

type SaveInput = ReportSave | ReportDraft;

async function assertDoctor(tx: Tx, scope: RequestScope, doctorId: string | null | undefined) {
  if (!doctorId) return;
  const [doctor] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, scope.clinicId), eq(doctors.id, doctorId)));
  if (!doctor) throw notFound(REPORT_MESSAGES.doctorNotFound);
}

async function present(deps: AppDeps, scope: RequestScope, id: string): Promise<Report> {
  const row = await findReport(deps.db, scope, id);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return presentReport(row);
}

/**
 * Replaces a report's content, one step of the lifecycle (core/reports/report-lifecycle.ts): a
 * draft overwritten, a draft finalized, or a finalized report amended. The state before the edit
 * is kept as a version (who, when), so nothing that was printed is ever lost; the patient of a
 * report cannot change.
 */
export async function updateReport(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: SaveInput,
  request: ReportRequest,
  meta: RequestMeta,
  signer: Signer,
  /** A finalize or amendment sent with an Idempotency-Key: its answer is kept with the write. */
  claim?: IdempotencyClaim,
): Promise<Report> {
  const now = deps.clock.now();
  let hint: Report['pcpndtHint'] | null = null;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, id)))
      .for('update');
    if (!before) throw notFound(REPORT_MESSAGES.notFound);
    const action = 'action' in request ? request.action : actionForSave(before, request.status);
    const step = takeTransition(before, action, signer);
    if (before.patientId !== input.patientId) throw badRequest(REPORT_MESSAGES.patientUnchangeable, 'patientId');
    const pregnant = await isPatientPregnant(tx, scope.clinicId, before.patientId);
    refuseDisclosureWhenPregnant(input, pregnant);
    hint = pregnancyHintOf(input, pregnant);
    await assertDoctor(tx, scope, input.doctorId);
    await assertOwnMachine(tx, scope.clinicId, input.machineId);
    if (step.signs && (pregnant || isObstetricReportType(input.reportType)))
      await assertMaySign(tx, scope.clinicId, { doctorId: signer.doctorId, machineId: input.machineId ?? null });
    // The version kept below records the key images it printed; then the save's own are written,
    // before a signature checks their PC-PNDT confirmation.
    const imagesBefore = step.keepsVersion ? await keyImagesSnapshot(tx, scope.clinicId, id) : null;
    if (input.keyImages) await replaceKeyImages(tx, scope, signer, before, input.keyImages, meta, now);
    if (step.signs)
      await refuseUnconfirmedKeyImages(tx, scope.clinicId, id, pregnant || isObstetricReportType(input.reportType));
    const template = await resolveTemplateForSave(tx, scope.clinicId, input, before);
    const earlierScans = await earlierGrowthScans(tx, scope.clinicId, template, input, id);
    const columns = reportColumns(input, template, earlierScans);
    // What the doctor changed stays changed: the sources are decided again from the saved values.
    const measurementSources = await measurementSourcesForSave(
      tx,
      scope.clinicId,
      before.studyId,
      input.measurementSources,
      columns,
      before.measurementSources,
    );
    // The schema lets a draft through incomplete; anything finalized (an amendment saved "as a
    // draft" included) must be as complete as a finalize.
    const missing = step.status === 'draft' ? [] : finalizeIssues(input);
    if (missing.length) throw new HttpError(400, missing[0]?.message ?? HTTP_MESSAGES.invalidRequest, missing);
    // A signed report whose impression contradicts its scores needs the doctor's confirmation.
    const confirmed = step.status === 'draft' ? [] : confirmedContradictionsOf(template, columns, input);
    // Auto-saves of a draft overwrite it in place; any other step keeps the previous state.
    const version = step.keepsVersion ? before.version + 1 : before.version;
    // A finalize or an amendment signs the new version with the editor's signature, never the old one.
    const signature = step.signs ? signatureOf(signer, version, now) : {};
    if (step.keepsVersion) {
      const { clinicId: _c, ...snapshot } = before;
      await tx.insert(reportVersions).values({
        clinicId: scope.clinicId,
        reportId: id,
        version: before.version,
        snapshot: { ...snapshot, keyImages: imagesBefore },
        editedBy: scope.userId,
        editedAt: now,
      });
    }
    const [after] = await tx
      .update(reports)
      .set({
        ...columns,
        measurementSources,
        doctorId: input.doctorId ?? null,
        ...(step.signs ? signerDoctorColumns(signer) : {}),
        status: step.status,
        version,
        finalizedAt: before.finalizedAt ?? (step.status === 'finalized' ? now : null),
        ...signature,
        amended: step.amended,
        updatedAt: now,
      })
      .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, id)))
      .returning();
    // A draft finalized now gets its Form F; one that already has it is left as is.
    if (after) await createFormForFinalizedReport(tx, scope, after, now, meta);
    await auditConfirmedContradictions(tx, scope, id, confirmed, meta, now);
    if (action === 'finalize' && before.studyId) {
      await tx
        .update(studies)
        .set({ status: 'completed', updatedAt: now })
        .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, before.studyId)));
    }
    if (step.keepsVersion) {
      await recordMemberAction(
        tx,
        scope,
        {
          action: 'report.update',
          entityType: 'report',
          entityId: id,
          details: { version: before.version + 1, status: step.status },
        },
        meta,
        now,
      );
    }
    // Every signature (a finalize, each amendment signed again) is audited with its doctor.
    if (step.signs) {
      await recordMemberAction(
        tx,
        scope,
        {
          action: 'report.sign',
          entityType: 'report',
          entityId: id,
          details: { version, doctorId: signer.doctorId ?? '', amended: step.amended },
        },
        meta,
        now,
      );
    }
    // The answer is read inside the transaction (decision 004): a lost connection after the commit
    // cannot turn a saved signature into an error, and a retry with the key replays this answer.
    const saved = await findReport(tx, scope, id);
    if (!saved) throw notFound(REPORT_MESSAGES.notFound);
    // The save's answer (and a replay of it) carries the offer to mark her pregnant, if any.
    const answer = withPregnancyHint(presentReport(saved), hint);
    await claim?.record(tx, 200, answer);
    return answer;
  });
}

/** Auto-save: the first call creates the draft, later calls (with its id) overwrite it. */
export async function saveDraft(
  deps: AppDeps,
  scope: RequestScope,
  input: ReportDraft,
  meta: RequestMeta,
  signer: Signer,
): Promise<Report> {
  if (!input.id) return createReport(deps, scope, input, { action: 'save-draft' }, meta, signer);
  // A finalized report is refused by the lifecycle (409 notADraft) before anything is written.
  return updateReport(deps, scope, input.id, input, { action: 'save-draft' }, meta, signer);
}

export async function getReport(deps: AppDeps, scope: RequestScope, id: string): Promise<Report> {
  return present(deps, scope, id);
}

export async function listReportVersions(deps: AppDeps, scope: RequestScope, id: string) {
  if (!(await findReport(deps.db, scope, id))) throw notFound(REPORT_MESSAGES.notFound);
  const rows = await deps.db
    .select()
    .from(reportVersions)
    .where(and(eq(reportVersions.clinicId, scope.clinicId), eq(reportVersions.reportId, id)))
    .orderBy(desc(reportVersions.version));
  return rows.map((row) => {
    const snapshot = row.snapshot as { status?: string; impression?: string | null; findings?: string | null };
    return {
      version: row.version,
      editedBy: row.editedBy,
      editedAt: row.editedAt.toISOString(),
      status: snapshot.status ?? '',
      impression: snapshot.impression ?? null,
      findings: snapshot.findings ?? null,
    };
  });
}
