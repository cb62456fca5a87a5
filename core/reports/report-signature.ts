import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../format/dates.ts';

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

/** dd/mm/yyyy hh:mm (24-hour) in IST. */
function formatIst(value: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: DEFAULT_TIME_ZONE,
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** "Electronically signed by Dr …, Reg. No. …, on dd/mm/yyyy hh:mm IST" (issue 15 §6). */
export function signatureLine(signature: ReportSignature): string {
  // Doctor records are often named "Dr. Meera Rao": the prefix is printed once.
  const name = signature.doctorName.replace(/^dr\.?\s+/i, '');
  return `Electronically signed by Dr ${name}, Reg. No. ${signature.registrationNumber}, on ${formatIst(signature.signedAt)} IST`;
}

export const AMENDED_REPORT_NOTE = 'Amended report: this version replaces an earlier finalized version.';
