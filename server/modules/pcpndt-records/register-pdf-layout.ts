import type { RegisterPrintModel } from '../../../core/formf/print/register-print-model.ts';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/print-settings.ts';
import { type Block, place } from '../../pdf/pdf-blocks.ts';
import { signatoryBlock, spacer } from '../../pdf/pdf-parts.ts';
import { PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, type LaidLine, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';

const CELL: TextStyle = { size: px(10), leading: 1.3 };
const HEAD: TextStyle = { ...CELL, bold: true };
const PAD = px(4);
/** Relative widths of the twelve columns, as the print page's table shares the width out. */
const WEIGHTS = [5, 7, 10, 4, 9, 12, 8, 9, 9, 8, 11, 8];

/**
 * The monthly Form F register as a PDF on A4 landscape, from the same print model as the
 * register print page: the clinic's header on every sheet, and the table's column heads repeated
 * at the top of each sheet the table runs onto, so every sheet reads on its own.
 */
export async function drawRegisterPdf(
  model: RegisterPrintModel,
  logo: Buffer | null,
  createdAt: Date,
): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: model.title,
    settings: DEFAULT_PRINT_SETTINGS,
    header: model.header,
    logo,
    runningLine: model.runningLine,
    orientation: 'landscape',
    createdAt,
  });
  const blocks: Block[] = [
    centred(sheet, model.title, { size: px(14), bold: true }),
    centred(sheet, model.subtitle, { size: px(11) }),
    spacer(sheet, px(10)),
  ];
  place(sheet, blocks);
  if (model.empty) place(sheet, [spacer(sheet, px(24)), centred(sheet, model.empty, { size: px(12) })]);
  else drawTable(sheet, model);
  place(sheet, [signatoryBlock(sheet, [model.signature])]);
  return sheet.finish();
}

function centred(sheet: PdfSheet, text: string, style: TextStyle): Block {
  const lines = sheet.lay(text, style);
  const height = lines.length * lineHeight(style) + px(2);
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, { ...style, align: 'center' });
      sheet.y += height;
    },
  };
}

/** The bordered table, row by row; a row that does not fit starts a sheet under repeated heads. */
function drawTable(sheet: PdfSheet, model: RegisterPrintModel): void {
  const total = WEIGHTS.reduce((sum, w) => sum + w, 0);
  const widths = WEIGHTS.map((w) => (sheet.width * w) / total);
  const xs = widths.map((_, i) => sheet.x + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const layRow = (cells: readonly string[], style: TextStyle) => {
    const laid = cells.map((cell, i) => sheet.lay(cell, style, (widths[i] ?? 0) - 2 * PAD));
    return { laid, height: Math.max(...laid.map((lines) => lines.length)) * lineHeight(style) + 2 * PAD };
  };
  const head = layRow(model.columns, HEAD);
  const drawRow = (row: { laid: LaidLine[][]; height: number }, style: TextStyle, fill: string | null) => {
    const top = sheet.y;
    row.laid.forEach((lines, i) => {
      const x = xs[i] ?? 0;
      const width = widths[i] ?? 0;
      if (fill) sheet.doc.rect(x, top, width, row.height).fill(fill);
      sheet.doc.rect(x, top, width, row.height).lineWidth(0.6).strokeColor('#94a3b8').stroke();
      drawLines(sheet.doc, lines, x + PAD, top + PAD, width - 2 * PAD, style);
    });
    sheet.y += row.height;
  };
  sheet.ensure(head.height + lineHeight(CELL) * 2 + 2 * PAD);
  drawRow(head, HEAD, '#f1f5f9');
  for (const cells of model.rows) {
    const row = layRow(cells, CELL);
    if (row.height > sheet.roomLeft) {
      sheet.addPage();
      drawRow(head, HEAD, '#f1f5f9');
    }
    drawRow(row, CELL, null);
  }
  sheet.y += px(8);
}
