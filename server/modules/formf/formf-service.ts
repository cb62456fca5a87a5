import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  computeFormFCompliance,
  FORM_F_REQUIRED_ITEMS,
  type FormFCompletenessInput,
  type FormFRequiredItem,
  findItemsMissingBeforeSigning,
} from '../../../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES as M } from '../../../core/formf/formf-messages.ts';
import type { FormF, FormFUpdate } from '../../../core/formf/formf-schemas.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { Actor } from '../../../core/team/permissions.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { pcpndtFormAmendments } from '../../../db/schema/pcpndt-form-amendments.ts';
import { type FormFFieldChange, pcpndtFormEdits } from '../../../db/schema/pcpndt-form-edits.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { assertAllowed } from '../../plugins/permission-check.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { assertMaySignForm } from '../pcpndt-registration/assert-may-sign.ts';
import { doctorSnapshot } from './formf-create.ts';
import { auditSignature, type DeclarationColumns, declarationSignature } from './formf-declaration.ts';
import { type FormFRow, presentFormF } from './formf-presenter.ts';
import { evidenceKindsOfForm, findFormF } from './formf-queries.ts';

const incomplete = (missing: FormFRequiredItem[], message: string = M.incomplete) =>
  new HttpError(
    400,
    message,
    missing.map((field) => ({ field, message: FORM_F_REQUIRED_ITEMS[field] })),
  );

/**
 * Signing is refused, 400 with each missing item named, while anything but the signature itself
 * is missing (issue 29 §3: compliance is strict, and the doctor declares what is on the form).
 */
export function assertReadyToSign(form: FormFCompletenessInput): void {
  const missing = findItemsMissingBeforeSigning(form);
  if (missing.length > 0) throw incomplete(missing, M.signIncomplete);
}

export async function lockForm(tx: Tx, scope: RequestScope, id: string): Promise<FormFRow> {
  const [row] = await tx
    .select()
    .from(pcpndtForms)
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.id, id)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  // A void form is kept as it was when its scan was cancelled (issue 29 §3).
  if (row.voidedAt) throw conflict(M.voided);
  return row;
}

/**
 * The columns a PUT changes: only keys the client sent, never the reason or a fetal-sex key. The
 * doctor's declaration, its doctor and its date are never among them: they are the signature's
 * (`signature`, from formf-declaration.ts), and a signed declaration is not withdrawn.
 */
async function changedColumns(
  tx: Tx,
  scope: RequestScope,
  input: FormFUpdate,
  before: FormFRow,
  signature: DeclarationColumns | null,
) {
  const {
    amendmentReason: _r,
    fetalSex: _f,
    sexDetermination: _s,
    doctorDeclarationSigned,
    doctorDeclarationDate: _d,
    doctorId: _doctor,
    indications,
    refreshClinicDetails,
    formGDoctorId,
    ...rest
  } = input;
  if (doctorDeclarationSigned === false && before.doctorDeclarationSigned) throw conflict(M.declarationNotWithdrawn);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) changes[key] = value;
  if (indications) {
    const codes = sortIndicationCodes(indications);
    // medical_indication (NOT NULL, from the spec) mirrors the ticked codes as printed: "ii, xvii".
    Object.assign(changes, { indications: codes, medicalIndication: codes.join(', ') });
  }
  if (signature) Object.assign(changes, signature);
  if (formGDoctorId !== undefined) Object.assign(changes, await formGDoctorColumns(tx, scope.clinicId, formGDoctorId));
  if (refreshClinicDetails) {
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
    Object.assign(changes, {
      clinicName: clinic?.name ?? null,
      clinicAddress: clinic?.address ?? null,
      clinicRegistrationNumber: clinic?.registrationNumber ?? null,
    });
  }
  if (changes.livingSons !== undefined || changes.livingDaughters !== undefined) {
    const sons = (changes.livingSons !== undefined ? changes.livingSons : before.livingSons) as unknown[] | null;
    const daughters = (changes.livingDaughters !== undefined ? changes.livingDaughters : before.livingDaughters) as
      | unknown[]
      | null;
    changes.numberOfChildren = sons && daughters ? sons.length + daughters.length : null;
  }
  // Only what really changes is written and kept in the trail.
  for (const key of Object.keys(changes)) {
    if (isDeepStrictEqual(changes[key], before[key as keyof FormFRow])) delete changes[key];
  }
  return changes as Partial<FormFRow>;
}

/** Form G's doctor as chosen: one of this clinic's doctors, name and number copied now (a snapshot). */
async function formGDoctorColumns(tx: Tx, clinicId: string, doctorId: string | null) {
  if (doctorId === null) return { formGDoctorId: null, formGDoctorName: null, formGDoctorRegistrationNumber: null };
  const doctor = await doctorSnapshot(tx, clinicId, doctorId);
  if (!doctor) throw badRequest(M.formGDoctorUnknown, 'formGDoctorId');
  return {
    formGDoctorId: doctor.doctorId,
    formGDoctorName: doctor.doctorName,
    formGDoctorRegistrationNumber: doctor.doctorRegistrationNumber,
  };
}

function trailOf(before: FormFRow, changes: Partial<FormFRow>): FormFFieldChange[] {
  return Object.entries(changes)
    .filter(([field]) => field !== 'medicalIndication')
    .map(([field, to]) => ({ field, from: before[field as keyof FormFRow] ?? null, to: to ?? null }));
}

export async function getFormF(deps: AppDeps, scope: RequestScope, id: string): Promise<FormF> {
  return readFormF(deps.db, scope, id);
}

/**
 * Completes or corrects a Form F. Before submission it is a free edit; after, it is an
 * amendment: a reason is required, the form must stay complete, and the previous state is kept
 * with who and when (research A.6 rule 11).
 */
export async function updateFormF(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: FormFUpdate,
  meta: RequestMeta,
  actor: Actor,
): Promise<FormF> {
  const now = deps.clock.now();
  // The answer is read in the same transaction, never after the commit (issue 28).
  return deps.db.transaction(async (tx) => {
    const before = await lockForm(tx, scope, id);
    const amending = before.submittedAt !== null;
    // Receptionists fill forms; amending a submitted one is the doctor's (issue 15 matrix).
    if (amending) assertAllowed(actor, 'formf.submit');
    // Ticking the declaration signs it as the user's own doctor record, dated today (issue 29 §2).
    const signing = input.doctorDeclarationSigned === true && !before.doctorDeclarationSigned;
    const signature = signing ? await declarationSignature(tx, scope.clinicId, before, actor, now) : null;
    if (amending && !input.amendmentReason) throw badRequest(M.amendmentReasonRequired, 'amendmentReason');
    const changes = await changedColumns(tx, scope, input, before, signature);
    const next = { ...before, ...changes, evidenceKinds: await evidenceKindsOfForm(tx, scope.clinicId, id) };
    if (next.patientDeclarationDate && next.procedureDate && next.patientDeclarationDate > next.procedureDate)
      throw badRequest(M.declarationAfterProcedure, 'patientDeclarationDate');
    // The doctor declares a complete form: ticking the declaration is refused while anything else is missing.
    if (signature) assertReadyToSign(next);
    const { isCompliant, missing } = computeFormFCompliance(next);
    if (amending && !isCompliant) throw incomplete(missing);
    if (amending && input.amendmentReason) await keepAmendedVersion(tx, scope, before, input.amendmentReason, now);
    await tx
      .update(pcpndtForms)
      .set({ ...changes, isCompliant, version: amending ? before.version + 1 : before.version, updatedAt: now })
      .where(eq(pcpndtForms.id, id));
    const trail = trailOf(before, changes);
    if (trail.length > 0) {
      await tx.insert(pcpndtFormEdits).values({
        clinicId: scope.clinicId,
        formId: id,
        kind: amending ? 'amendment' : 'edit',
        changes: trail,
        reason: amending ? (input.amendmentReason ?? null) : null,
        editedBy: scope.userId,
        editedAt: now,
      });
    }
    await recordMemberAction(
      tx,
      scope,
      {
        action: amending ? 'pcpndt_form.amend' : 'pcpndt_form.update',
        entityType: 'pcpndt_form',
        entityId: id,
        // Field names only: the values are patient data.
        details: { fields: Object.keys(changes), isCompliant },
      },
      meta,
      now,
    );
    if (signature)
      await auditSignature(tx, scope, id, signature, { version: next.version, resigned: false }, meta, now);
    return readFormF(tx, scope, id);
  });
}

export async function readFormF(db: Db, scope: RequestScope, id: string): Promise<FormF> {
  const row = await findFormF(db, scope, id);
  if (!row) throw notFound(M.notFound);
  return presentFormF(row);
}

/** Submission freezes the record; it is refused while any statutory item is missing. */
export async function submitFormF(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<FormF> {
  const now = deps.clock.now();
  // The answer is read in the submitting transaction, and stored there for a retried key (issue 28).
  return deps.db.transaction(async (tx) => {
    const before = await lockForm(tx, scope, id);
    if (before.submittedAt) throw conflict(M.alreadySubmitted);
    const { missing } = computeFormFCompliance({
      ...before,
      evidenceKinds: await evidenceKindsOfForm(tx, scope.clinicId, id),
    });
    if (missing.length > 0) throw incomplete(missing);
    await assertMaySignForm(tx, scope.clinicId, before);
    await tx
      .update(pcpndtForms)
      .set({ submittedAt: now, isCompliant: true, updatedAt: now })
      .where(eq(pcpndtForms.id, id));
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt_form.submit', entityType: 'pcpndt_form', entityId: id },
      meta,
      now,
    );
    const form = await readFormF(tx, scope, id);
    await claim?.record(tx, 200, form);
    return form;
  });
}

export async function listFormFAmendments(deps: AppDeps, scope: RequestScope, id: string) {
  if (!(await findFormF(deps.db, scope, id))) throw notFound(M.notFound);
  const rows = await deps.db
    .select()
    .from(pcpndtFormAmendments)
    .where(and(eq(pcpndtFormAmendments.clinicId, scope.clinicId), eq(pcpndtFormAmendments.formId, id)))
    .orderBy(desc(pcpndtFormAmendments.version));
  return rows.map((row) => ({
    version: row.version,
    reason: row.reason,
    amendedBy: row.amendedBy,
    amendedAt: row.amendedAt.toISOString(),
  }));
}

/** Every change of the record, drafts included, with the values before and after (oldest first). */
export async function listFormFEdits(deps: AppDeps, scope: RequestScope, id: string) {
  if (!(await findFormF(deps.db, scope, id))) throw notFound(M.notFound);
  const rows = await deps.db
    .select()
    .from(pcpndtFormEdits)
    .where(and(eq(pcpndtFormEdits.clinicId, scope.clinicId), eq(pcpndtFormEdits.formId, id)))
    .orderBy(asc(pcpndtFormEdits.seq));
  return rows.map((row) => ({
    kind: row.kind,
    changes: row.changes,
    reason: row.reason,
    editedBy: row.editedBy,
    editedAt: row.editedAt.toISOString(),
  }));
}

/**
 * Rule 9(7): a computer record is kept as an authenticated printout, so each print of a Form F
 * is recorded with who and when (DESIGN §5 audit trail). The version printed says which state
 * of the record went on paper.
 */
export async function recordFormFPrint(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  const row = await findFormF(deps.db, scope, id);
  if (!row) throw notFound(M.notFound);
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'pcpndt_form.print',
      entityType: 'pcpndt_form',
      entityId: id,
      details: { version: row.form.version, status: row.form.submittedAt ? 'submitted' : 'draft' },
    },
    meta,
    deps.clock.now(),
  );
}

/** An amendment keeps the version it replaces, with the reason, who and when (also a re-signature). */
export async function keepAmendedVersion(
  tx: Tx,
  scope: RequestScope,
  before: FormFRow,
  reason: string,
  now: Date,
): Promise<void> {
  const { clinicId: _c, ...snapshot } = before;
  await tx.insert(pcpndtFormAmendments).values({
    clinicId: scope.clinicId,
    formId: before.id,
    version: before.version,
    snapshot,
    reason,
    amendedBy: scope.userId,
    amendedAt: now,
  });
}
