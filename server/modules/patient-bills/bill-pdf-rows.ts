import type { BillPaper, BillPrintModel } from '../../../core/patient-bills/bill-print-model.ts';
import type { ClinicHeaderModel } from '../../../core/print/clinic-header.ts';
import { drawLines, type LaidLine, layoutText, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';

type Align = 'left' | 'center' | 'right';
interface Cell {
  text: string;
  /** Share of the row's width. */
  share: number;
  align?: Align;
}

/** One line of the bill: cells side by side (a single cell is a paragraph), a rule, or space. */
export type BillRow = { cells: Cell[]; style: TextStyle } | { rule: 'thin' | 'bold' } | { gap: number };

/** Where rows are drawn: the A4 sheet (PdfSheet) or the 80 mm roll both have these. */
export interface RowSurface {
  doc: PDFKit.PDFDocument;
  x: number;
  width: number;
  y: number;
}

const MUTED = '#475569';

/**
 * The bill as rows, in the print page's order, sized for the paper: the roll prints in small type
 * with the lines' rate under their name, the sheet in a four-column table.
 */
export function billRows(model: BillPrintModel, paper: BillPaper): BillRow[] {
  const roll = paper === '80mm';
  const body: TextStyle = { size: roll ? 7.5 : 9 };
  const strong: TextStyle = { ...body, bold: true };
  const muted: TextStyle = { ...body, color: MUTED };
  const pair = (left: string, right: string, style = body, leftShare = 0.6): BillRow => ({
    cells: [
      { text: left, share: leftShare },
      { text: right, share: 1 - leftShare, align: 'right' },
    ],
    style,
  });
  const rows: BillRow[] = [];
  if (roll && model.header) rows.push(...rollHeader(model.header, body));
  rows.push({
    cells: [{ text: model.title.toUpperCase(), share: 1, align: roll ? 'center' : 'left' }],
    style: { size: roll ? 10 : 14, bold: true },
  });
  rows.push({ gap: 3 });
  for (const field of [...model.meta, ...model.patient])
    rows.push(pair(field.term, field.value, field.strong ? strong : body, 0.35));
  rows.push({ gap: 3 }, { rule: 'bold' });
  if (roll) {
    rows.push(pair(model.columns.item, model.columns.amount, strong));
    rows.push({ rule: 'thin' });
    for (const line of model.lines) {
      rows.push({ cells: [{ text: line.description, share: 1 }], style: body });
      rows.push(pair(`  ${line.quantity} × ${line.unitPrice}`, line.amount, body));
    }
  } else {
    const columns = (a: string, b: string, c: string, d: string, style: TextStyle): BillRow => ({
      cells: [
        { text: a, share: 0.52 },
        { text: b, share: 0.1, align: 'right' },
        { text: c, share: 0.19, align: 'right' },
        { text: d, share: 0.19, align: 'right' },
      ],
      style,
    });
    const { item, quantity, rate, amount } = model.columns;
    rows.push(columns(item, quantity, rate, amount, strong), { rule: 'thin' });
    for (const line of model.lines)
      rows.push(columns(line.description, line.quantity, line.unitPrice, line.amount, body));
  }
  rows.push({ rule: 'thin' });
  for (const field of model.totals)
    rows.push(pair(field.term, field.value, field.strong ? strong : body, roll ? 0.55 : 0.7));
  rows.push({ gap: 4 });
  // Her language's words for the amount (Hindi so far) on their own line under the English.
  const inWords = (label: string, english: string, local: string | null) =>
    [`${label}: ${english}`, local].filter(Boolean).join('\n');
  rows.push({
    cells: [{ text: inWords(model.labels.totalWords, model.totalWords, model.totalWordsLocal), share: 1 }],
    style: strong,
  });
  if (model.payments.length > 0) {
    rows.push({ gap: 4 }, { cells: [{ text: model.labels.payments, share: 1 }], style: strong }, { rule: 'thin' });
    for (const field of model.payments) rows.push(pair(field.term, field.value, body, 0.7));
    rows.push({
      cells: [{ text: inWords(model.labels.paidWords, model.paidWords, model.paidWordsLocal), share: 1 }],
      style: muted,
    });
  }
  rows.push(
    { gap: 4 },
    { cells: [{ text: model.exemptionNote, share: 1 }], style: { ...muted, size: body.size - 0.5 } },
  );
  rows.push({ gap: roll ? 14 : 36 });
  const sign = [model.signatory.title, model.signatory.forLine].filter((line): line is string => Boolean(line));
  for (const line of sign)
    rows.push({ cells: [{ text: line, share: 1, align: roll ? 'center' : 'right' }], style: body });
  rows.push({ gap: 6 }, { rule: 'thin' });
  rows.push({ cells: [{ text: model.footer, share: 1, align: 'center' }], style: muted });
  return rows;
}

/** The roll has no room for the sheet's logo header: the clinic's name and lines, centred. */
function rollHeader(header: ClinicHeaderModel, body: TextStyle): BillRow[] {
  const centred = (text: string, style: TextStyle): BillRow => ({
    cells: [{ text, share: 1, align: 'center' }],
    style,
  });
  const lines = [header.name, ...header.addressLines, header.contactLine, header.registrationLine];
  const rows = lines
    .filter((line): line is string => Boolean(line))
    .map((line, index) => centred(line, index === 0 ? { size: 10, bold: true } : body));
  return [...rows, { gap: 3 }, { rule: 'bold' }, { gap: 3 }];
}

function laidCells(
  surface: RowSurface,
  row: { cells: Cell[]; style: TextStyle },
): { lines: LaidLine[]; cell: Cell; width: number }[] {
  return row.cells.map((cell) => {
    const width = surface.width * cell.share - (cell.align === 'right' ? 0 : 4);
    return { lines: layoutText(surface.doc, cell.text, row.style, width), cell, width };
  });
}

export function rowHeight(surface: RowSurface, row: BillRow): number {
  if ('gap' in row) return row.gap;
  if ('rule' in row) return 4;
  const tallest = Math.max(...laidCells(surface, row).map((c) => c.lines.length));
  return tallest * lineHeight(row.style) + 1.5;
}

export function drawRow(surface: RowSurface, row: BillRow): void {
  const height = rowHeight(surface, row);
  if ('rule' in row) {
    const y = surface.y + 2;
    surface.doc
      .moveTo(surface.x, y)
      .lineTo(surface.x + surface.width, y)
      .lineWidth(row.rule === 'bold' ? 1 : 0.5)
      .strokeColor(row.rule === 'bold' ? '#0f172a' : '#94a3b8')
      .stroke();
  } else if ('cells' in row) {
    let x = surface.x;
    for (const { lines, cell, width } of laidCells(surface, row)) {
      drawLines(surface.doc, lines, x, surface.y, width, { ...row.style, align: cell.align ?? 'left' });
      x += surface.width * cell.share;
    }
  }
  surface.y += height;
}
