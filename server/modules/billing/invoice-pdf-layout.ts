import { INVOICE_COLUMNS, type InvoicePrintModel } from '../../../core/billing/invoice-print-model.ts';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/print-settings.ts';
import { type Block, place } from '../../pdf/pdf-blocks.ts';
import { LABEL, laidFields, MUTED } from '../../pdf/pdf-parts.ts';
import { BODY, PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, type LaidLine, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';

const SUBTLE: TextStyle = { ...BODY, color: '#334155' };
const GAP = px(20);

/**
 * Our invoice to a clinic as a PDF: the same print model, in the same order, as the invoice page
 * (web/src/features/subscription/invoice/invoice-document.tsx). Always plain paper and headed by
 * the seller, so the sheet draws no clinic header.
 */
export async function drawInvoicePdf(model: InvoicePrintModel, createdAt: Date): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: `Invoice ${model.invoiceNumber}`,
    settings: DEFAULT_PRINT_SETTINGS,
    header: null,
    logo: null,
    runningLine: null,
    createdAt,
  });
  place(sheet, [
    headerRow(sheet, model),
    partiesRow(sheet, model),
    itemTable(sheet, model),
    totals(sheet, model),
    footer(sheet, model.footer),
  ]);
  return sheet.finish();
}

interface Stack {
  parts: { lines: LaidLine[]; style: TextStyle & { align?: 'left' | 'right' } }[];
  height: number;
}

/** Lines of several styles, one under another, laid to `width`. */
function stack(
  sheet: PdfSheet,
  width: number,
  items: (readonly [string | null, TextStyle & { align?: 'left' | 'right' }])[],
): Stack {
  const parts = items
    .filter((item): item is [string, TextStyle] => Boolean(item[0]))
    .map(([text, style]) => ({ lines: sheet.lay(text, style, width), style }));
  return { parts, height: parts.reduce((sum, part) => sum + part.lines.length * lineHeight(part.style), 0) };
}

function drawStack(sheet: PdfSheet, laid: Stack, x: number, top: number, width: number): void {
  let y = top;
  for (const part of laid.parts) y += drawLines(sheet.doc, part.lines, x, y, width, part.style);
}

/** Seller on the left; title, number, date and reverse charge on the right; a heavy rule. */
function headerRow(sheet: PdfSheet, model: InvoicePrintModel): Block {
  const leftWidth = sheet.width * 0.6;
  const rightWidth = sheet.width - leftWidth - px(24);
  const seller = stack(sheet, leftWidth, [
    [model.seller.name, { size: px(20), bold: true }],
    ...model.seller.lines.map((line) => [line, SUBTLE] as const),
    [model.seller.gstinLine, { ...BODY, bold: true }],
    [model.seller.email, SUBTLE],
  ]);
  const titleStyle = { size: px(24), bold: true, align: 'right' as const };
  const title = sheet.lay(model.title.toUpperCase(), titleStyle, rightWidth);
  const meta = laidFields(sheet, model.meta, rightWidth);
  const metaWidth = Math.min(
    rightWidth,
    meta.termWidth + Math.max(...model.meta.map((f) => sheet.lay(f.value, { ...BODY, bold: true })[0]?.width ?? 0)),
  );
  const right = title.length * lineHeight(titleStyle) + px(8) + meta.height;
  const height = Math.max(seller.height, right) + px(14);
  return {
    height: height + GAP,
    draw: () => {
      const top = sheet.y;
      drawStack(sheet, seller, sheet.x, top, leftWidth);
      const rightX = sheet.x + sheet.width - rightWidth;
      drawLines(sheet.doc, title, rightX, top, rightWidth, titleStyle);
      meta.draw(sheet.x + sheet.width - metaWidth, top + title.length * lineHeight(titleStyle) + px(8));
      sheet.y = top + height;
      sheet.rule(1.5, '#0f172a');
      sheet.y += GAP;
    },
  };
}

/** Bill To and Payment side by side, over a light rule. */
function partiesRow(sheet: PdfSheet, model: InvoicePrintModel): Block {
  const column = (sheet.width - px(24)) / 2;
  const billTo = stack(sheet, column, [
    ['BILL TO', LABEL],
    [model.billTo.name, { ...BODY, bold: true }],
    ...model.billTo.lines.map((line) => [line, SUBTLE] as const),
  ]);
  const label = sheet.lay('PAYMENT', LABEL, column);
  const payment = laidFields(
    sheet,
    model.payment.map((field) => ({ ...field, strong: false })),
    column,
  );
  const height = Math.max(billTo.height, lineHeight(LABEL) + 2 + payment.height) + px(8);
  return {
    height: height + GAP,
    draw: () => {
      const top = sheet.y;
      drawStack(sheet, billTo, sheet.x, top, column);
      const rightX = sheet.x + column + px(24);
      drawLines(sheet.doc, label, rightX, top, column, LABEL);
      payment.draw(rightX, top + lineHeight(LABEL) + 2);
      sheet.y = top + height;
      sheet.rule(0.75, '#cbd5e1');
      sheet.y += GAP;
    },
  };
}

/** The one-line table: #, description (and plan), SAC, period, amount on the right. */
function itemTable(sheet: PdfSheet, model: InvoicePrintModel): Block {
  const pad = px(12);
  const widths = [px(40), 0, px(80), px(190), px(120)];
  widths[1] = sheet.width - widths.reduce((sum, w) => sum + w, 0);
  const xs = widths.map((_, i) => sheet.x + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const headings = [...INVOICE_COLUMNS, model.amountColumn].map((text, i) =>
    sheet.lay(text.toUpperCase(), LABEL, (widths[i] ?? 0) - 2 * pad),
  );
  const { item } = model;
  const cells: Stack[] = [
    stack(sheet, (widths[0] ?? 0) - 2 * pad, [[item.index, BODY]]),
    stack(sheet, (widths[1] ?? 0) - 2 * pad, [
      [item.description, { ...BODY, bold: true }],
      [item.detail, { ...BODY, color: MUTED }],
    ]),
    stack(sheet, (widths[2] ?? 0) - 2 * pad, [[item.sac, BODY]]),
    stack(sheet, (widths[3] ?? 0) - 2 * pad, [[item.period, BODY]]),
    stack(sheet, (widths[4] ?? 0) - 2 * pad, [[item.amount, { ...BODY, align: 'right' }]]),
  ];
  const headHeight = lineHeight(LABEL) + 2 * px(8);
  const rowHeight = Math.max(...cells.map((cell) => cell.height)) + 2 * pad;
  return {
    height: headHeight + rowHeight + px(16),
    draw: () => {
      const top = sheet.y;
      headings.forEach((lines, i) => {
        drawLines(sheet.doc, lines, (xs[i] ?? 0) + pad, top + px(8), (widths[i] ?? 0) - 2 * pad, {
          ...LABEL,
          align: i === headings.length - 1 ? 'right' : 'left',
        });
      });
      sheet.y = top + headHeight;
      sheet.rule(0.75, '#cbd5e1');
      cells.forEach((cell, i) => {
        drawStack(sheet, cell, (xs[i] ?? 0) + pad, top + headHeight + pad, (widths[i] ?? 0) - 2 * pad);
      });
      sheet.y = top + headHeight + rowHeight;
      sheet.rule(0.75, '#cbd5e1');
      sheet.y += px(16);
    },
  };
}

/** Tax lines and the total in a right-hand column, then the amount in words. */
function totals(sheet: PdfSheet, model: InvoicePrintModel): Block {
  const width = Math.min(px(320), sheet.width);
  const x = sheet.x + sheet.width - width;
  const row = lineHeight(BODY) + px(6);
  const totalStyle = { size: px(16), bold: true };
  const words = sheet.lay(
    [{ text: 'Amount in words: ' }, { text: model.amountInWords }],
    { ...BODY, color: '#334155' },
    sheet.width,
  );
  const height =
    model.taxLines.length * row + px(8) + lineHeight(totalStyle) + px(12) + words.length * lineHeight(BODY);
  return {
    height: height + px(12),
    draw: () => {
      let y = sheet.y;
      for (const line of model.taxLines) {
        drawLines(sheet.doc, sheet.lay(line.term, SUBTLE, width), x, y, width, SUBTLE);
        drawLines(sheet.doc, sheet.lay(line.value, BODY, width), x, y, width, { ...BODY, align: 'right' });
        y += row;
      }
      sheet.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(1.5)
        .strokeColor('#0f172a')
        .stroke();
      y += px(8);
      drawLines(sheet.doc, sheet.lay('Total', totalStyle, width), x, y, width, totalStyle);
      drawLines(sheet.doc, sheet.lay(model.total, totalStyle, width), x, y, width, { ...totalStyle, align: 'right' });
      y += lineHeight(totalStyle) + px(12);
      drawLines(sheet.doc, words, sheet.x, y, sheet.width, { ...BODY, color: '#334155', align: 'right' });
      sheet.y += height + px(12);
    },
  };
}

function footer(sheet: PdfSheet, lines: string[]): Block {
  const style = { size: px(11), color: MUTED, align: 'center' as const };
  const laid = lines.map((line) => sheet.lay(line, style));
  const before = px(48);
  const height = before + px(16) + laid.reduce((sum, l) => sum + l.length * lineHeight(style), 0);
  return {
    height,
    draw: () => {
      sheet.y += before;
      sheet.rule(0.75, '#cbd5e1');
      sheet.y += px(16);
      for (const l of laid) sheet.y += drawLines(sheet.doc, l, sheet.x, sheet.y, sheet.width, style);
    },
  };
}
