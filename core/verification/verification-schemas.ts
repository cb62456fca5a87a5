import { z } from 'zod';

/**
 * A report's verification code (issue 19 §2): 130 random bits written as 26 letters and digits
 * of the RFC 4648 base32 alphabet, lower case, so it cannot be guessed and reads aloud clearly.
 */
export const VERIFY_CODE_LENGTH = 26;
export const VERIFY_CODE_PATTERN = /^[a-z2-7]{26}$/;

export const VERIFY_MESSAGES = {
  notFound: 'No report matches this verification code',
  tooManyLookups: 'Too many verification lookups. Please wait a minute and try again.',
} as const;

export const VerifyCodeParamsSchema = z.object({
  code: z.string().regex(VERIFY_CODE_PATTERN, { error: VERIFY_MESSAGES.notFound }),
});

/** The public path a printed QR code opens. */
export function verifyPath(code: string): string {
  return `/verify/${code}`;
}

/** What a printed report carries: its version's code and the full link in the QR code. */
export const ReportVerificationSchema = z.object({ code: z.string(), url: z.string(), version: z.number() });
export type ReportVerification = z.infer<typeof ReportVerificationSchema>;

/** GET /api/reports/:id/verification: null while the report is a draft (nothing to verify). */
export const ReportVerificationResponseSchema = z.object({ verification: ReportVerificationSchema.nullable() });

/**
 * The public answer: the clinic, the report, its signer and the patient's initials and age only
 * (issue 19 §2), and whether a newer version replaced the one printed.
 */
export const PublicVerificationSchema = z.object({
  clinicName: z.string(),
  reportId: z.string(),
  /** dd/mm/yyyy in India of the version's signature (or finalization). */
  reportDate: z.string(),
  doctorName: z.string().nullable(),
  patientInitials: z.string(),
  patientAge: z.string(),
  version: z.number(),
  latestVersion: z.number(),
  isLatest: z.boolean(),
});
export type PublicVerification = z.infer<typeof PublicVerificationSchema>;

/** "S. D." of "Sita Devi": the first letter of each name word, never more of the name. */
export function nameInitials(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]?.toUpperCase() ?? ''}.`)
    .join(' ');
}
