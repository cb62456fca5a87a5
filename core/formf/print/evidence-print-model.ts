import { EVIDENCE_KINDS, type EvidenceKind } from '../referral-evidence.ts';

/**
 * The referral evidence printed after a Form F (item 7: preserved with it), as text: a list of
 * the files, then each image on a page of its own under its caption. A PDF cannot be drawn into
 * another document's page, so it is listed and printed from its own file. The print page and
 * the server's PDF both draw this.
 */
export interface EvidencePrintModel {
  heading: string;
  lines: string[];
  pdfNote: string | null;
  /** The caption over the image; `alt` names it for a screen reader. */
  images: { id: string; caption: string; alt: string }[];
}

interface EvidenceFile {
  id: string;
  kind: string;
  fileName: string;
  contentType: string;
}

const kindLabel = (kind: string) => EVIDENCE_KINDS[kind as EvidenceKind] ?? kind;
const isImage = (file: EvidenceFile) => file.contentType.startsWith('image/');

/** Null when the form has no evidence: nothing is printed after it. */
export function buildEvidencePrintModel(formCode: string, files: readonly EvidenceFile[]): EvidencePrintModel | null {
  if (files.length === 0) return null;
  return {
    heading: `Referral evidence of Form F ${formCode} (item 7)`,
    lines: files.map(
      (f) =>
        `${kindLabel(f.kind)}: ${f.fileName}${f.contentType === 'application/pdf' ? ' (PDF, printed from its own file)' : ''}`,
    ),
    pdfNote: files.some((f) => !isImage(f))
      ? 'Print each PDF from the Form F dialog and keep it with this form.'
      : null,
    images: files.filter(isImage).map((f) => ({
      id: f.id,
      caption: `${kindLabel(f.kind)}: ${f.fileName}`,
      alt: `${kindLabel(f.kind)} ${f.fileName}`,
    })),
  };
}
