import PDFDocument from 'pdfkit';
import { registerFonts } from '../../pdf/pdf-fonts.ts';
import { drawLines, layoutText, type TextStyle } from '../../pdf/text-layout.ts';

/** A4 and A3 in points. */
const SIZES = { A4: [595.28, 841.89], A3: [841.89, 1190.55] } as const;
export type PageSize = keyof typeof SIZES;

/** One paragraph of a one-page document, its sizes given for A4 (scaled for A3). */
export interface PosterBlock {
  text: string;
  style: TextStyle;
  align?: 'left' | 'center';
  /** Space after, in A4 points. */
  gap?: number;
}

/**
 * A one-page statutory document (the Rule 17(1) notice, a nil return) in the PDFs' fonts, so
 * English and Devanagari share a baseline. Everything scales with the page: A3 is the same page
 * larger. A fixed creation date makes the same input the same file.
 */
export function drawPosterPdf(
  document: { title: string; size: PageSize; border?: string; blocks: readonly PosterBlock[] },
  createdAt: Date,
): Promise<Buffer> {
  const [width, height] = SIZES[document.size];
  const doc = new PDFDocument({
    size: document.size,
    margin: 0,
    info: { Title: document.title, Creator: 'USG Clinic Portal', CreationDate: createdAt },
  });
  registerFonts(doc);
  const scale = width / SIZES.A4[0];
  const margin = 48 * scale;
  const inner = width - 2 * margin;
  if (document.border) {
    doc
      .lineWidth(4 * scale)
      .strokeColor(document.border)
      .rect(margin / 2, margin / 2, width - margin, height - margin)
      .stroke();
  }
  let y = margin;
  for (const block of document.blocks) {
    const style = { ...block.style, size: block.style.size * scale };
    const lines = layoutText(doc, block.text, style, inner);
    y += drawLines(doc, lines, margin, y, inner, { ...style, align: block.align ?? 'center' });
    y += (block.gap ?? 10) * scale;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
