import { and, desc, eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import {
  finalizeIssues,
  type Report,
  type ReportDraft,
  type ReportSave,
} from '../../../core/reports/report-schemas.ts';
import type { Tx } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { reportVersions } from '../../../db/schema/report-versions.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { createFormForFinalizedReport } from '../formf/formf-create.ts';
import { resolveTemplateForSave } from '../templates/template-resolve.ts';
import { reportColumns } from './report-content.ts';
import { createReport } from './report-create.ts';
import { earlierGrowthScans } from './report-growth-history.ts';
import { presentReport } from './report-presenter.ts';
import { findReport } from './report-queries.ts';
import { type Signer, signReport } from './report-signing.ts';

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
 * Replaces a report's content. The state before the edit is kept as a version (who, when), so
 * nothing that was printed is ever lost; the patient of a report cannot change.
 */
export async function updateReport(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: SaveInput,
  status: 'draft' | 'finalized' | 'keep',
  meta: RequestMeta,
  signer: Signer,
): Promise<Report> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, id)))
      .for('update');
    if (!before) throw notFound(REPORT_MESSAGES.notFound);
    if (before.patientId !== input.patientId)
      throw badRequest('The patient of a report cannot be changed', 'patientId');
    await assertDoctor(tx, scope, input.doctorId);
    const template = await resolveTemplateForSave(tx, scope.clinicId, input, before);
    const earlierScans = await earlierGrowthScans(tx, scope.clinicId, template, input, id);
    const columns = reportColumns(input, template, earlierScans);
    const nextStatus =
      status === 'keep' ? before.status : status === 'draft' && before.status !== 'draft' ? before.status : status;
    // The schema lets a draft through incomplete; an edit saved as 'draft' of a finalized report
    // stays finalized, so it must be as complete as a finalize.
    const missing = nextStatus === 'draft' ? [] : finalizeIssues(input);
    if (missing.length) throw new HttpError(400, missing[0]?.message ?? 'Invalid request', missing);
    // Auto-saves of a draft overwrite it in place; any other edit keeps the previous state.
    const versioned = !(before.status === 'draft' && nextStatus === 'draft');
    const version = versioned ? before.version + 1 : before.version;
    // An edit after finalizing is a new version that carries the editor's signature, never the
    // old one; only roles that may sign can make it (receptionists save drafts only).
    const editsFinalized = before.status !== 'draft';
    const signature =
      nextStatus === 'draft'
        ? {}
        : signReport(signer, version, now, editsFinalized ? 'reports.amend' : 'reports.finalize');
    if (versioned) {
      const { clinicId: _c, ...snapshot } = before;
      await tx.insert(reportVersions).values({
        clinicId: scope.clinicId,
        reportId: id,
        version: before.version,
        snapshot,
        editedBy: scope.userId,
        editedAt: now,
      });
    }
    const [after] = await tx
      .update(reports)
      .set({
        ...columns,
        doctorId: input.doctorId ?? null,
        status: nextStatus,
        version,
        finalizedAt: before.finalizedAt ?? (nextStatus === 'finalized' ? now : null),
        ...signature,
        amended: before.amended || editsFinalized,
        updatedAt: now,
      })
      .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, id)))
      .returning();
    // A draft finalized now gets its Form F; one that already has it is left as is.
    if (after) await createFormForFinalizedReport(tx, scope, after, now, meta);
    if (before.status === 'draft' && nextStatus === 'finalized' && before.studyId) {
      await tx
        .update(studies)
        .set({ status: 'completed', updatedAt: now })
        .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, before.studyId)));
    }
    if (versioned) {
      await recordAudit(
        tx,
        {
          action: 'report.update',
          outcome: 'success',
          clinicId: scope.clinicId,
          actorUserId: scope.userId,
          entityType: 'report',
          entityId: id,
          details: { version: before.version + 1, status: nextStatus },
        },
        meta,
        now,
      );
    }
  });
  return present(deps, scope, id);
}

/** Auto-save: the first call creates the draft, later calls (with its id) overwrite it. */
export async function saveDraft(
  deps: AppDeps,
  scope: RequestScope,
  input: ReportDraft,
  meta: RequestMeta,
  signer: Signer,
): Promise<Report> {
  if (!input.id) return createReport(deps, scope, input, 'draft', meta, signer);
  const existing = await findReport(deps.db, scope, input.id);
  if (!existing) throw notFound(REPORT_MESSAGES.notFound);
  if (existing.report.status !== 'draft') throw new HttpError(409, REPORT_MESSAGES.notADraft);
  return updateReport(deps, scope, input.id, input, 'draft', meta, signer);
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
