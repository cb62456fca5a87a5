import type { PrintField as Field } from '../../core/print/print-field.ts';
import type { Block } from './pdf-blocks.ts';
import { BODY, type PdfSheet, px } from './pdf-sheet.ts';
import { drawLines, lineHeight, type TextStyle } from './text-layout.ts';

/**
 * Pieces the money and statutory documents (receipt, invoice, Form F, register) share, each a
 * measured Block so `place` can keep it whole on a page.
 */

export const MUTED = '#475569';
export const LABEL: TextStyle = { size: px(10), bold: true, color: MUTED };

/** "Term   value" rows in two columns (the print pages' <dl> grid), the term muted. */
export function laidFields(
  sheet: PdfSheet,
  fields: readonly Field[],
  width: number,
  style: TextStyle = BODY,
): { height: number; termWidth: number; draw: (x: number, top: number) => void } {
  const termStyle = { ...style, color: MUTED };
  const termWidth =
    Math.max(0, ...fields.map((field) => sheet.lay(field.term, termStyle, width)[0]?.width ?? 0)) + px(24);
  const rows = fields.map((field) => {
    const valueStyle = { ...style, bold: field.strong ?? false };
    const term = sheet.lay(field.term, termStyle, termWidth);
    const value = sheet.lay(field.value, valueStyle, width - termWidth);
    return { term, value, valueStyle, height: Math.max(term.length, value.length) * lineHeight(style) + px(6) };
  });
  return {
    height: rows.reduce((sum, row) => sum + row.height, 0),
    termWidth,
    draw: (x, top) => {
      let y = top;
      for (const row of rows) {
        drawLines(sheet.doc, row.term, x, y, termWidth, termStyle);
        drawLines(sheet.doc, row.value, x + termWidth, y, width - termWidth, row.valueStyle);
        y += row.height;
      }
    },
  };
}

export function fieldsBlock(sheet: PdfSheet, fields: readonly Field[], after = 0): Block {
  const laid = laidFields(sheet, fields, sheet.width);
  return {
    height: laid.height + after,
    draw: () => {
      laid.draw(sheet.x, sheet.y);
      sheet.y += laid.height + after;
    },
  };
}

/** A signature line on the right with its caption centred under it. */
export function signatoryBlock(sheet: PdfSheet, lines: readonly (string | null)[], space = px(40)): Block {
  const width = Math.min(px(224), sheet.width * 0.45);
  const laid = lines
    .filter((line): line is string => Boolean(line))
    .map((line, index) => {
      const style = index === 0 ? { ...BODY, bold: true } : { size: px(11), color: MUTED };
      return { lines: sheet.lay(line, style, width), style };
    });
  const height = space + 3 + laid.reduce((sum, part) => sum + part.lines.length * lineHeight(part.style), 0) + 6;
  return {
    height,
    draw: () => {
      const left = sheet.x + sheet.width - width;
      const top = sheet.y + space;
      sheet.doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .lineWidth(0.75)
        .strokeColor('#0f172a')
        .stroke();
      let y = top + 3;
      for (const part of laid)
        y += drawLines(sheet.doc, part.lines, left, y, width, { ...part.style, align: 'center' });
      sheet.y += height;
    },
  };
}

/** A light rule and a centred small line, the foot of every document. */
export function footerBlock(sheet: PdfSheet, text: string, before = px(16)): Block {
  const style = { size: px(10), color: MUTED, align: 'center' as const };
  const lines = sheet.lay(text, style);
  const height = before + 5 + lines.length * lineHeight(style);
  return {
    height,
    draw: () => {
      sheet.y += before;
      sheet.rule(0.75, '#cbd5e1');
      sheet.y += 5;
      sheet.y += drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, style);
    },
  };
}

/** A gap of `height` points. */
export function spacer(sheet: PdfSheet, height: number): Block {
  return {
    height,
    draw: () => {
      sheet.y += height;
    },
  };
}
