import { eq } from 'drizzle-orm';
import { computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES as M } from '../../../core/formf/formf-messages.ts';
import type { FormF, FormFSign } from '../../../core/formf/formf-schemas.ts';
import type { Actor } from '../../../core/team/permissions.ts';
import { pcpndtFormEdits } from '../../../db/schema/pcpndt-form-edits.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { auditSignature, declarationSignature } from './formf-declaration.ts';
import type { FormFRow } from './formf-presenter.ts';
import { evidenceKindsOfForm } from './formf-queries.ts';
import { assertReadyToSign, keepAmendedVersion, lockForm, readFormF } from './formf-service.ts';

/**
 * POST /api/pcpndt-forms/:id/sign (issue 29 §2): the signed-in doctor signs the declaration, or
 * signs it again, as their own doctor record and with the server's date. Signing again is the only
 * way the declaration's doctor details or date change after a signature, and only by the doctor it
 * names; on a submitted form it is an amendment (a reason, the earlier state kept as a version).
 * The earlier signature stays in the form's trail and the audit log.
 */
export async function signFormF(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: FormFSign,
  meta: RequestMeta,
  actor: Actor,
  /** A signature retried with an Idempotency-Key signs once (a second one would be a re-signature). */
  claim?: IdempotencyClaim,
): Promise<FormF> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockForm(tx, scope, id);
    const signature = await declarationSignature(tx, scope.clinicId, before, actor, now);
    const signed = { ...before, ...signature, evidenceKinds: await evidenceKindsOfForm(tx, scope.clinicId, id) };
    assertReadyToSign(signed);
    const amending = before.submittedAt !== null;
    if (amending && !input.amendmentReason) throw badRequest(M.amendmentReasonRequired, 'amendmentReason');
    const version = amending ? before.version + 1 : before.version;
    if (amending && input.amendmentReason) await keepAmendedVersion(tx, scope, before, input.amendmentReason, now);
    await tx
      .update(pcpndtForms)
      .set({
        ...signature,
        isCompliant: computeFormFCompliance(signed).isCompliant,
        version,
        updatedAt: now,
      })
      .where(eq(pcpndtForms.id, id));
    // The trail keeps each signature, the earlier one as `from`, even when nothing but the act changed.
    const changes = (Object.keys(signature) as (keyof typeof signature)[]).map((field) => ({
      field,
      from: before[field as keyof FormFRow] ?? null,
      to: signature[field] ?? null,
    }));
    await tx.insert(pcpndtFormEdits).values({
      clinicId: scope.clinicId,
      formId: id,
      kind: 'signature',
      changes,
      reason: input.amendmentReason ?? null,
      editedBy: scope.userId,
      editedAt: now,
    });
    await auditSignature(tx, scope, id, signature, { version, resigned: before.doctorDeclarationSigned }, meta, now);
    const answer = await readFormF(tx, scope, id);
    await claim?.record(tx, 200, answer);
    return answer;
  });
}
