import type { DeclarationModel, SignatureModel } from '../../../core/formf/print/formf-print-model.ts';
import type { Block } from '../../pdf/pdf-blocks.ts';
import { MUTED } from '../../pdf/pdf-parts.ts';
import { type PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, type LaidLine, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';

// The Form F print page's sizes (web/src/features/formf/print/formf-document.tsx), in CSS pixels.
export const TEXT: TextStyle = { size: px(10.5), leading: 1.3 };
export const SMALL: TextStyle = { size: px(9.5), leading: 1.3 };
export const GAP = px(8);

/** The signature blocks of Form F: under Sections B and C, and in the two declarations of Section D. */

/** Laid signature block: room to sign, a line, the signer's lines; the date on the right. */
function laidSignature(sheet: PdfSheet, model: SignatureModel, width: number) {
  const date = model.date === undefined ? null : sheet.lay(model.date, TEXT);
  const dateWidth = date ? (date[0]?.width ?? 0) + px(16) : 0;
  const lineWidth = width - dateWidth;
  const lines: LaidLine[] = model.lines.flatMap((line) => sheet.lay(line, TEXT, lineWidth));
  const room = px(24);
  return {
    height: room + 2 + lines.length * lineHeight(TEXT),
    draw: (x: number, top: number) => {
      const lineY = top + room;
      sheet.doc
        .moveTo(x, lineY)
        .lineTo(x + lineWidth, lineY)
        .lineWidth(0.75)
        .strokeColor('#0f172a')
        .stroke();
      drawLines(sheet.doc, lines, x, lineY + 2, lineWidth, TEXT);
      if (date) drawLines(sheet.doc, date, x + lineWidth + px(16), lineY - lineHeight(TEXT), dateWidth, TEXT);
    },
  };
}

export function signature(sheet: PdfSheet, model: SignatureModel, width: number): Block {
  const laid = laidSignature(sheet, model, width);
  return {
    height: laid.height + px(2),
    draw: () => {
      laid.draw(sheet.x, sheet.y);
      sheet.y += laid.height + px(2);
    },
  };
}

/** Section D: the woman's and the doctor's declarations in two bordered boxes side by side. */
export function declarations(sheet: PdfSheet, patient: DeclarationModel, doctor: DeclarationModel): Block {
  const gap = px(16);
  const pad = px(8);
  const boxWidth = (sheet.width - gap) / 2;
  const inner = boxWidth - 2 * pad;
  const lay = (declaration: DeclarationModel) => {
    const title = sheet.lay(declaration.title, { size: px(10), bold: true }, inner);
    const text = sheet.lay(declaration.text, TEXT, inner);
    const sign = laidSignature(sheet, declaration.signature, inner);
    const thumb = declaration.thumb;
    const thumbParts =
      thumb === null
        ? []
        : thumb.kind === 'blank'
          ? [
              {
                lines: sheet.lay(thumb.text, { size: px(9), color: MUTED }, inner),
                style: { size: px(9), color: MUTED },
              },
            ]
          : [
              { lines: sheet.lay(thumb.heading, { ...SMALL, bold: true }, inner), style: { ...SMALL, bold: true } },
              ...thumb.lines.map((line) => ({ lines: sheet.lay(line, SMALL, inner), style: SMALL })),
            ];
    const attest =
      thumb?.kind === 'recorded' ? laidSignature(sheet, { lines: [thumb.attest], date: thumb.date }, inner) : null;
    // Her language under the statutory English, in the same box (issue 34, rule 5(2)).
    const translation = declaration.translation
      ? {
          title: sheet.lay(declaration.translation.title, { size: px(10), bold: true }, inner),
          text: sheet.lay(declaration.translation.text, TEXT, inner),
          review: declaration.translation.review
            ? sheet.lay(declaration.translation.review, { size: px(8.5), color: MUTED }, inner)
            : [],
        }
      : null;
    const translationHeight = translation
      ? px(6) +
        translation.title.length * lineHeight({ size: px(10) }) +
        px(2) +
        translation.text.length * lineHeight(TEXT) +
        translation.review.length * lineHeight({ size: px(8.5) })
      : 0;
    const textHeight =
      title.length * lineHeight({ size: px(10) }) + px(4) + text.length * lineHeight(TEXT) + translationHeight;
    const bottomHeight =
      sign.height +
      px(4) +
      thumbParts.reduce((sum, part) => sum + part.lines.length * lineHeight(part.style), 0) +
      (attest ? attest.height : 0);
    return { title, text, translation, sign, thumbParts, attest, textHeight, bottomHeight };
  };
  const left = lay(patient);
  const right = lay(doctor);
  const innerHeight =
    Math.max(left.textHeight, right.textHeight) + px(8) + Math.max(left.bottomHeight, right.bottomHeight);
  const height = innerHeight + 2 * pad;
  return {
    height: height + GAP,
    draw: () => {
      const top = sheet.y;
      [left, right].forEach((box, index) => {
        const x = sheet.x + index * (boxWidth + gap);
        sheet.doc.roundedRect(x, top, boxWidth, height, 2).lineWidth(0.75).strokeColor('#64748b').stroke();
        let y = top + pad;
        y += drawLines(sheet.doc, box.title, x + pad, y, inner, { size: px(10), bold: true }) + px(4);
        y += drawLines(sheet.doc, box.text, x + pad, y, inner, TEXT);
        if (box.translation) {
          y += px(6);
          y += drawLines(sheet.doc, box.translation.title, x + pad, y, inner, { size: px(10), bold: true }) + px(2);
          y += drawLines(sheet.doc, box.translation.text, x + pad, y, inner, TEXT);
          drawLines(sheet.doc, box.translation.review, x + pad, y, inner, { size: px(8.5), color: MUTED });
        }
        // The signatures sit at the foot of both boxes, level with each other.
        y = top + pad + innerHeight - box.bottomHeight;
        box.sign.draw(x + pad, y);
        y += box.sign.height + px(4);
        for (const part of box.thumbParts) y += drawLines(sheet.doc, part.lines, x + pad, y, inner, part.style);
        if (box.attest) box.attest.draw(x + pad, y);
      });
      sheet.y = top + height + GAP;
    },
  };
}
