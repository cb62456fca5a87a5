import { qrMatrix } from '../../core/print/qr-matrix.ts';
import { BODY, type PdfSheet, px } from './pdf-sheet.ts';
import { drawLines, type LaidLine, lineHeight, type Segment, type TextStyle } from './text-layout.ts';

/**
 * A measured piece of a document: its height is known before it is drawn, so a block the print
 * page keeps on one sheet (break-inside-avoid) moves to the next page whole.
 */
export interface Block {
  height: number;
  /** Draws at the sheet's cursor and moves it down by `height`. */
  draw(): void;
}

export const SECTION_TITLE: TextStyle = { size: px(13), bold: true };
export const SMALL: TextStyle = { size: px(11) };
const GAP = px(12) * 0.75;

/** Draws blocks in order; one taller than the room left starts a page, one taller than a page flows. */
export function place(sheet: PdfSheet, blocks: Block[]): void {
  for (const block of blocks) {
    sheet.ensure(block.height);
    block.draw();
  }
}

export function textBlock(
  sheet: PdfSheet,
  content: string | readonly Segment[],
  style: TextStyle & { align?: 'left' | 'center' | 'right' },
  after = 0,
): Block {
  const lines = sheet.lay(content, style);
  const height = lines.length * lineHeight(style) + after;
  return {
    height,
    draw: () => {
      sheet.write(content, style);
      sheet.y += after;
    },
  };
}

/** "Term: value" lines with the term bold, as the print page's Line. */
export function termLines(sheet: PdfSheet, rows: readonly (readonly [string, string])[]): Block[] {
  return rows.map(([term, value]) => textBlock(sheet, [{ text: `${term}: `, bold: true }, { text: value }], BODY, 1.5));
}

/** A section: its uppercase title over a rule, then its content; kept whole when it fits a page. */
export function section(sheet: PdfSheet, title: string, body: Block[]): Block {
  // A bilingual heading ("Impression / निष्कर्ष", issue 34) may take two lines on a narrow page.
  const titleHeight = sheet.lay(title.toUpperCase(), SECTION_TITLE).length * lineHeight(SECTION_TITLE) + 3;
  const height = titleHeight + body.reduce((sum, block) => sum + block.height, 0) + GAP;
  return {
    height,
    draw: () => {
      sheet.ensure(Math.min(height, titleHeight + (body[0]?.height ?? 0)));
      sheet.write(title.toUpperCase(), SECTION_TITLE);
      sheet.rule(0.75, '#94a3b8');
      sheet.y += 3;
      place(sheet, body);
      sheet.y += GAP;
    },
  };
}

/** Blocks drawn as one: moved to a new page together when they do not fit. */
export function group(blocks: Block[]): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw: () => {
      for (const block of blocks) block.draw();
    },
  };
}

/** Term/value rows in two columns with light rules between rows (the print page's Table). */
export function tableLines(
  sheet: PdfSheet,
  rows: readonly (readonly [string, string])[],
  x: number,
  width: number,
): { height: number; draw: (top: number) => void } {
  const half = width / 2 - 4;
  const laid = rows.map(([term, value]) => {
    const termLines = sheet.lay(term, { ...BODY, bold: true }, half);
    const valueLines = sheet.lay(value, BODY, half);
    return { termLines, valueLines, height: Math.max(termLines.length, valueLines.length) * lineHeight(BODY) + 3 };
  });
  return {
    height: laid.reduce((sum, row) => sum + row.height, 0),
    draw: (top) => {
      let y = top;
      for (const row of laid) {
        drawLines(sheet.doc, row.termLines, x, y + 1, half, { ...BODY, bold: true });
        drawLines(sheet.doc, row.valueLines, x + width / 2, y + 1, half, BODY);
        y += row.height;
        sheet.doc
          .moveTo(x, y)
          .lineTo(x + width, y)
          .lineWidth(0.5)
          .strokeColor('#e2e8f0')
          .stroke();
      }
    },
  };
}

/** Lines inside a bordered box (the patient box, the declaration). */
export function boxedLines(sheet: PdfSheet, lines: LaidLine[], style: TextStyle, padding = 6): Block {
  const height = lines.length * lineHeight(style) + 2 * padding;
  return {
    height: height + GAP,
    draw: () => {
      const top = sheet.y;
      drawLines(sheet.doc, lines, sheet.x + padding, top + padding, sheet.width - 2 * padding, style);
      sheet.doc.roundedRect(sheet.x, top, sheet.width, height, 2).lineWidth(0.75).strokeColor('#64748b').stroke();
      sheet.y = top + height + GAP;
    },
  };
}

/** A QR code of `value`, `size` points wide, with its quiet zone, at (x, y). */
export function drawQr(sheet: PdfSheet, value: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(value);
  const cell = size / (matrix.length + 4);
  sheet.doc.rect(x, y, size, size).fill('#ffffff');
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (dark) sheet.doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
    });
  });
  sheet.doc.fill('#0f172a');
}
