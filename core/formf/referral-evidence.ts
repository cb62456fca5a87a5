import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { MAX_IMAGE_MEGAPIXELS } from '../uploads/upload-messages.ts';

/**
 * Referral evidence Form F item 7 says to preserve with the form: the referral slip when
 * referred, the referral note with indications and the case papers on self-referral.
 */
export const EVIDENCE_KINDS = {
  referral_slip: 'Referral slip',
  referral_note: 'Referral note',
  case_papers: 'Case papers',
} as const;
export type EvidenceKind = keyof typeof EVIDENCE_KINDS;
export const EVIDENCE_KIND_CODES = Object.keys(EVIDENCE_KINDS) as [EvidenceKind, ...EvidenceKind[]];

/** Scans of an A4 slip fit easily; a phone photo as a JPEG is 2–4 MB. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** More than a referral and its case papers need, low enough that one form cannot hoard storage. */
export const EVIDENCE_MAX_PER_FORM = 20;
/** What the browser offers in its file picker; the server decides from the bytes. */
export const EVIDENCE_ACCEPT = 'image/png,image/jpeg,application/pdf';

export const EVIDENCE_MESSAGES = {
  invalidFile: 'Attach a PNG or JPEG image or a PDF',
  activeContent:
    'This PDF contains scripts, actions or embedded files and cannot be attached. Print it to PDF or scan it, then attach that.',
  tooLarge: 'File must be smaller than 10MB',
  tooManyPixels: `Images can be at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 5000 × 5000 pixels). Scan or save it at a lower resolution, then attach it.`,
  tooMany: `A Form F can hold at most ${EVIDENCE_MAX_PER_FORM} attachments`,
  kindInvalid: 'Choose what the document is: referral slip, referral note or case papers',
  notFound: 'Attachment not found',
  submittedKept: 'Attachments of a submitted Form F are part of the record and cannot be removed',
} as const;

export const EvidenceUploadQuerySchema = z.object({
  kind: z.enum(EVIDENCE_KIND_CODES, { error: EVIDENCE_MESSAGES.kindInvalid }),
  // PC-PNDT: the file name prints in the inspection pack's list of attachments.
  fileName: fetalSexGuard('label')(z.string().max(300)).optional(),
});

export const EvidenceSchema = z.object({
  id: z.string(),
  formId: z.string(),
  kind: z.enum(EVIDENCE_KIND_CODES),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/**
 * A file name safe to show and to put in Content-Disposition: the last path part, printable
 * ASCII letters, digits and a few marks only, with the extension of what was actually stored.
 */
export function cleanEvidenceFileName(raw: string | undefined, extension: string, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._()-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${stem || fallback}.${extension}`;
}
