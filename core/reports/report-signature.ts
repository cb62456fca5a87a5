import { z } from 'zod';
import { type Clock, DEFAULT_TIME_ZONE, formatDate, formatTime } from '../format/dates.ts';

/** A signature is a record (DESIGN §6): which doctor, through which user, when, on which version. */
export const ReportSignatureSchema = z.object({
  userId: z.string(),
  doctorName: z.string(),
  registrationNumber: z.string(),
  /** The signing doctor's qualification as recorded when signed; null when the record had none. */
  qualification: z.string().nullable(),
  signedAt: z.string(),
  version: z.number(),
});
export type ReportSignature = z.infer<typeof ReportSignatureSchema>;

/**
 * "Electronically signed by Dr …, Reg. No. …, on dd/mm/yyyy hh:mm IST" (issue 15 §6), the time on
 * the clinic's clock (issue 34): 20:34 on a 24 h clock, 08:34 pm on a 12 h one.
 */
export function signatureLine(signature: ReportSignature, clock: Clock = '24h'): string {
  // Doctor records are often named "Dr. Meera Rao": the prefix is printed once.
  const name = signature.doctorName.replace(/^dr\.?\s+/i, '');
  const at = `${formatDate(signature.signedAt)} ${formatTime(signature.signedAt, DEFAULT_TIME_ZONE, clock)}`;
  return `Electronically signed by Dr ${name}, Reg. No. ${signature.registrationNumber}, on ${at} IST`;
}

export const AMENDED_REPORT_NOTE = 'Amended report: this version replaces an earlier finalized version.';
