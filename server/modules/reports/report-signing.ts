import type { Actor } from '../../../core/team/permissions.ts';
import type { reports } from '../../../db/schema/reports.ts';

/** The member saving a report (the session's user and membership). */
export interface Signer extends Actor {
  userId: string;
  doctorName: string | null;
  doctorRegistrationNumber: string | null;
  doctorQualification: string | null;
}

type SignatureColumns = Pick<
  typeof reports.$inferInsert,
  | 'signedAt'
  | 'signedByUserId'
  | 'signedDoctorId'
  | 'signedDoctorName'
  | 'signedDoctorRegistrationNumber'
  | 'signedDoctorQualification'
  | 'signedVersion'
>;

/**
 * Finalizing signs the version being saved as the signer's own doctor; the doctor's name,
 * registration and qualification are copied (the qualification was once left out, so an invited
 * doctor's prints lacked it while the owner's, read from the clinic record, had it), so a later change to the doctor record does not rewrite the signature.
 * Who may sign is the lifecycle's rule (core/reports/report-lifecycle.ts), asked before this.
 */
export function signatureOf(signer: Signer, version: number, now: Date): SignatureColumns {
  return {
    signedAt: now,
    signedByUserId: signer.userId,
    signedDoctorId: signer.doctorId,
    signedDoctorName: signer.doctorName ?? '',
    signedDoctorRegistrationNumber: signer.doctorRegistrationNumber ?? '',
    signedDoctorQualification: signer.doctorQualification?.trim() || null,
    signedVersion: version,
  };
}

/**
 * Issue 29 §2: the doctor a signed report names (its doctor fields, and so the PC-PNDT declaration
 * above the e-signature) is the signer's own doctor record, whatever the request typed or chose.
 * Every signing step (finalize, amend) writes these over the request's; a draft keeps what was
 * chosen, as the doctor it is meant for.
 */
export function signerDoctorColumns(signer: Signer) {
  return {
    doctorId: signer.doctorId,
    doctorName: signer.doctorName,
    doctorRegistrationNumber: signer.doctorRegistrationNumber,
  };
}
