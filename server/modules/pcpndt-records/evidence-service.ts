import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { FORM_F_MESSAGES } from '../../../core/formf/formf-messages.ts';
import {
  cleanEvidenceFileName,
  EVIDENCE_KINDS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_PER_FORM,
  type Evidence,
  type EvidenceKind,
  EVIDENCE_MESSAGES as M,
} from '../../../core/formf/referral-evidence.ts';
import type { Database } from '../../../db/client.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { pcpndtFormAttachments } from '../../../db/schema/pcpndt-records.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { sanitiseUploadOffLoop } from '../../uploads/sanitise-pool.ts';
import { STORED_FILE_TYPES } from '../../uploads/sanitise-upload.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { refreshStoredCompliance } from '../formf/formf-compliance-refresh.ts';

type AttachmentRow = typeof pcpndtFormAttachments.$inferSelect;
const listed = {
  id: pcpndtFormAttachments.id,
  formId: pcpndtFormAttachments.formId,
  kind: pcpndtFormAttachments.kind,
  fileName: pcpndtFormAttachments.fileName,
  contentType: pcpndtFormAttachments.contentType,
  byteSize: pcpndtFormAttachments.byteSize,
  uploadedByName: pcpndtFormAttachments.uploadedByName,
  createdAt: pcpndtFormAttachments.createdAt,
};
type ListedRow = Pick<AttachmentRow, keyof typeof listed>;

const present = (row: ListedRow): Evidence => ({
  ...row,
  kind: row.kind as EvidenceKind,
  createdAt: row.createdAt.toISOString(),
});

export const tooLarge = () => new HttpError(413, M.tooLarge, undefined, { connection: 'close' });

/** The form's id and submission state, only when it is the caller's clinic's; else 404. */
async function ownForm(db: Database, scope: RequestScope, formId: string) {
  const [form] = await db
    .select({
      id: pcpndtForms.id,
      formId: pcpndtForms.formId,
      submittedAt: pcpndtForms.submittedAt,
      voidedAt: pcpndtForms.voidedAt,
    })
    .from(pcpndtForms)
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.id, formId)));
  if (!form) throw notFound(FORM_F_MESSAGES.notFound);
  return form;
}

export async function listEvidence(db: Database, scope: RequestScope, formId: string): Promise<Evidence[]> {
  await ownForm(db, scope, formId);
  const rows = await db
    .select(listed)
    .from(pcpndtFormAttachments)
    .where(and(eq(pcpndtFormAttachments.clinicId, scope.clinicId), eq(pcpndtFormAttachments.formId, formId)))
    .orderBy(asc(pcpndtFormAttachments.createdAt), asc(pcpndtFormAttachments.id));
  return rows.map(present);
}

/** Every attachment of the clinic's forms in `formIds`, with bytes, for the inspection pack. */
export async function evidenceWithContent(db: Database, scope: RequestScope, formId: string) {
  return db
    .select()
    .from(pcpndtFormAttachments)
    .where(and(eq(pcpndtFormAttachments.clinicId, scope.clinicId), eq(pcpndtFormAttachments.formId, formId)))
    .orderBy(asc(pcpndtFormAttachments.createdAt), asc(pcpndtFormAttachments.id));
}

export async function readEvidence(db: Database, scope: RequestScope, formId: string, id: string) {
  const [row] = await db
    .select()
    .from(pcpndtFormAttachments)
    .where(
      and(
        eq(pcpndtFormAttachments.clinicId, scope.clinicId),
        eq(pcpndtFormAttachments.formId, formId),
        eq(pcpndtFormAttachments.id, id),
      ),
    );
  if (!row) throw notFound(M.notFound);
  return row;
}

const REFUSALS = {
  'not-allowed': M.invalidFile,
  'active-content': M.activeContent,
  'too-many-pixels': M.tooManyPixels,
} as const;

/**
 * Attaches one file to a Form F. The bytes pass the upload sanitiser (images re-encoded, PDFs
 * checked) before anything is written; the form is locked while the count is checked, so two
 * uploads at once cannot pass the per-form limit together.
 */
export async function attachEvidence(
  deps: AppDeps,
  scope: RequestScope,
  formId: string,
  upload: { kind: EvidenceKind; fileName: string | undefined; bytes: Buffer },
  meta: RequestMeta,
): Promise<Evidence> {
  const form = await ownForm(deps.db, scope, formId);
  // A void form is kept as it was voided (decision 015): its evidence stays, read-only, and
  // nothing new joins a record of a scan that did not happen (issue 29 §3).
  if (form.voidedAt) throw conflict(FORM_F_MESSAGES.voided);
  if (upload.bytes.length > EVIDENCE_MAX_BYTES) throw tooLarge();
  // Off the event loop: decoding a large image takes seconds of CPU (issue 28).
  const clean = await sanitiseUploadOffLoop(upload.bytes, { allowPdf: true });
  if (!clean.ok) throw badRequest(REFUSALS[clean.problem], 'file');
  const type = STORED_FILE_TYPES[clean.kind];
  const fileName = cleanEvidenceFileName(upload.fileName, type.extension, EVIDENCE_KINDS[upload.kind]);
  const now = deps.clock.now();

  const row = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: pcpndtForms.id })
      .from(pcpndtForms)
      .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.id, formId)))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(pcpndtFormAttachments)
      .where(and(eq(pcpndtFormAttachments.clinicId, scope.clinicId), eq(pcpndtFormAttachments.formId, formId)));
    if ((held?.n ?? 0) >= EVIDENCE_MAX_PER_FORM) throw conflict(M.tooMany);
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.clinicId, scope.clinicId), eq(users.id, scope.userId)));
    const [inserted] = await tx
      .insert(pcpndtFormAttachments)
      .values({
        clinicId: scope.clinicId,
        formId,
        kind: upload.kind,
        fileName,
        contentType: type.contentType,
        byteSize: clean.bytes.length,
        sha256: createHash('sha256').update(clean.bytes).digest('hex'),
        content: clean.bytes,
        uploadedBy: scope.userId,
        uploadedByName: user ? `${user.firstName} ${user.lastName}` : 'Unknown user',
        createdAt: now,
      })
      .returning(listed);
    if (!inserted) throw new Error('attachment insert returned nothing');
    // The slip or the note is a statutory item (item 7): the form's stored compliance follows it.
    await refreshStoredCompliance(tx, scope.clinicId, formId);
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'pcpndt.evidence.attach',
        entityType: 'pcpndt_form',
        entityId: formId,
        details: { attachmentId: inserted.id, kind: upload.kind, type: clean.kind, bytes: clean.bytes.length },
      },
      meta,
      now,
    );
    return inserted;
  });
  return present(row);
}

/** Removes a wrongly attached file while the form is a draft; a submitted form keeps its evidence. */
export async function removeEvidence(
  deps: AppDeps,
  scope: RequestScope,
  formId: string,
  id: string,
  meta: RequestMeta,
) {
  const form = await ownForm(deps.db, scope, formId);
  await readEvidence(deps.db, scope, formId, id);
  if (form.submittedAt) throw conflict(M.submittedKept);
  if (form.voidedAt) throw conflict(FORM_F_MESSAGES.voided);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(pcpndtFormAttachments)
      .where(
        and(
          eq(pcpndtFormAttachments.clinicId, scope.clinicId),
          eq(pcpndtFormAttachments.formId, formId),
          eq(pcpndtFormAttachments.id, id),
        ),
      );
    await refreshStoredCompliance(tx, scope.clinicId, formId);
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt.evidence.remove', entityType: 'pcpndt_form', entityId: formId, details: { attachmentId: id } },
      meta,
      now,
    );
  });
}
