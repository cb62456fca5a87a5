import { eq } from 'drizzle-orm';
import { FORM_F_MESSAGES as M } from '../../../core/formf/formf-messages.ts';
import type { Actor } from '../../../core/team/permissions.ts';
import type { Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import type { RequestScope } from '../../app-deps.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { assertAllowed } from '../../plugins/permission-check.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { doctorSnapshot, localDate } from './formf-create.ts';
import type { FormFRow } from './formf-presenter.ts';

/** The columns a signature of the doctor's declaration writes. */
export type DeclarationColumns = Pick<
  FormFRow,
  'doctorId' | 'doctorName' | 'doctorRegistrationNumber' | 'doctorDeclarationSigned' | 'doctorDeclarationDate'
>;

/**
 * Issue 29 §2: the doctor named in a Form F's declaration is the user who signs it, as their own
 * doctor record (name and registration number copied as they stand now), dated by the server's
 * clock in the clinic's time zone. Nothing of it comes from the request. A receptionist, or a
 * member linked to no doctor record, is refused by the permission (reason 'role'); a form that
 * already names another doctor (the signer of the scan's report, or the one who signed the
 * declaration) is that doctor's to sign (reason 'not_signer').
 */
export async function declarationSignature(
  tx: Tx,
  clinicId: string,
  form: Pick<FormFRow, 'doctorId'>,
  actor: Actor,
  now: Date,
): Promise<DeclarationColumns> {
  assertAllowed(actor, 'formf.sign');
  const doctorId = actor.doctorId;
  if (!doctorId || (form.doctorId !== null && form.doctorId !== doctorId)) {
    throw forbidden(M.declarationOwnDoctorOnly, 'not_signer');
  }
  const doctor = await doctorSnapshot(tx, clinicId, doctorId);
  if (!doctor) throw forbidden(M.declarationOwnDoctorOnly, 'not_signer');
  const [clinic] = await tx.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, clinicId));
  return {
    ...doctor,
    doctorDeclarationSigned: true,
    doctorDeclarationDate: localDate(now, clinic?.timeZone ?? 'Asia/Kolkata'),
  };
}

/**
 * Every signature of a declaration is audited with the doctor it names and the date it carries
 * (both already in the record; no patient data).
 */
export async function auditSignature(
  db: Tx,
  scope: RequestScope,
  formId: string,
  signature: DeclarationColumns,
  details: { version: number; resigned: boolean },
  meta: RequestMeta,
  now: Date,
) {
  await recordMemberAction(
    db,
    scope,
    {
      action: 'pcpndt_form.sign',
      entityType: 'pcpndt_form',
      entityId: formId,
      details: {
        doctorId: signature.doctorId ?? '',
        declarationDate: signature.doctorDeclarationDate ?? '',
        version: details.version,
        resigned: details.resigned,
      },
    },
    meta,
    now,
  );
}
