import type { Actor } from '../../../core/team/permissions.ts';
import type { reports } from '../../../db/schema/reports.ts';
import { assertAllowed } from '../../plugins/permission-check.ts';

/** The member saving a report (the session's user and membership). */
export interface Signer extends Actor {
  userId: string;
  doctorName: string | null;
  doctorRegistrationNumber: string | null;
}

type SignatureColumns = Pick<
  typeof reports.$inferInsert,
  | 'signedAt'
  | 'signedByUserId'
  | 'signedDoctorId'
  | 'signedDoctorName'
  | 'signedDoctorRegistrationNumber'
  | 'signedVersion'
>;

/**
 * Finalizing signs the version being saved as the signer's own doctor; the doctor's name and
 * registration are copied, so a later change to the doctor record does not rewrite the signature.
 * 403 for a role that cannot (receptionists, administrators not linked to a doctor).
 */
export function signReport(
  signer: Signer,
  version: number,
  now: Date,
  permission: 'reports.finalize' | 'reports.amend' = 'reports.finalize',
): SignatureColumns {
  assertAllowed(signer, permission);
  return {
    signedAt: now,
    signedByUserId: signer.userId,
    signedDoctorId: signer.doctorId,
    signedDoctorName: signer.doctorName ?? '',
    signedDoctorRegistrationNumber: signer.doctorRegistrationNumber ?? '',
    signedVersion: version,
  };
}
