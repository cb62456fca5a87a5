import type { EvidencePrintModel } from '../../../core/formf/print/evidence-print-model.ts';
import { BODY, type PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, lineHeight } from '../../pdf/text-layout.ts';

/**
 * The referral evidence after a Form F, as its print page prints it: the list of files on a new
 * page, then each image on a page of its own under its caption, fitted to the page. `bytes`
 * holds each image's PNG or JPEG (the upload sanitiser re-encoded it, so pdfkit can draw it).
 */
export function drawEvidencePages(sheet: PdfSheet, model: EvidencePrintModel, bytes: Map<string, Buffer>): void {
  sheet.addPage();
  sheet.write(model.heading, { size: px(13), bold: true });
  for (const line of model.lines) sheet.write(`•  ${line}`, BODY, px(8));
  if (model.pdfNote) sheet.write(model.pdfNote, { ...BODY, color: '#334155' });
  model.images.forEach((image, index) => {
    const content = bytes.get(image.id);
    if (!content) return;
    if (index > 0) sheet.addPage();
    else sheet.y += px(12);
    sheet.write(image.caption, { ...BODY, bold: true });
    sheet.y += 3;
    const height = sheet.roomLeft - 4;
    try {
      sheet.doc.image(content, sheet.x, sheet.y, { fit: [sheet.width, height], align: 'center' });
    } catch {
      // An image pdfkit cannot read still leaves its caption and the list naming the file.
      drawLines(sheet.doc, sheet.lay('(The image could not be drawn.)', BODY), sheet.x, sheet.y, sheet.width, BODY);
    }
    sheet.y += height + lineHeight(BODY);
  });
}
