import type { PrintSettings } from '../../../core/print/print-settings.ts';
import {
  biometryEmptyText,
  type ReportPrintModel,
  VERIFY_PROMPT,
} from '../../../core/reports/print/report-print-model.ts';
import { growthChartBlock } from '../../pdf/growth-chart-block.ts';
import { drawKeyImagePages, type PrintableKeyImages } from '../../pdf/key-image-pages.ts';
import {
  type Block,
  boxedLines,
  drawQr,
  group,
  place,
  SMALL,
  section,
  tableLines,
  termLines,
  textBlock,
} from '../../pdf/pdf-blocks.ts';
import { BODY, PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, lineHeight } from '../../pdf/text-layout.ts';

/**
 * The report PDF: the same print model, in the same order and proportions, as the print page
 * (web/src/features/reports/print/report-document.tsx). Sizes are the page's CSS pixels.
 */
export async function drawReportPdf(
  model: ReportPrintModel,
  settings: PrintSettings,
  logo: Buffer | null,
  createdAt: Date,
  keyImages: PrintableKeyImages | null = null,
): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: `Report ${model.reportId}`,
    settings,
    header: model.header,
    logo,
    runningLine: model.patientLine,
    createdAt,
  });
  const blocks: Block[] = [patientBox(sheet, model), titleBlock(sheet, model.title)];
  if (model.amendedNote)
    blocks.push(textBlock(sheet, model.amendedNote.toUpperCase(), { ...SMALL, bold: true, align: 'center' }, 4));
  blocks.push(section(sheet, model.headings.investigation, termLines(sheet, model.investigation)));
  if (model.obstetric) blocks.push(section(sheet, model.headings.obstetric, [obstetricTables(sheet, model.obstetric)]));
  // A multiple pregnancy: each fetus's table and growth chart, as the print page shows them.
  for (const fetus of model.obstetric?.fetuses ?? []) {
    blocks.push(
      section(sheet, fetus.title, [
        table(sheet, fetus.rows),
        ...(fetus.chart ? [growthChartBlock(sheet, fetus.chart)] : []),
      ]),
    );
  }
  if (model.measurements.length)
    blocks.push(section(sheet, model.headings.measurements, [table(sheet, model.measurements)]));
  blocks.push(section(sheet, model.headings.findings, termLines(sheet, model.findings)));
  if (model.scores) {
    const notes = [model.scores.note, `Source: ${model.scores.source}`].filter((line): line is string => Boolean(line));
    blocks.push(
      section(sheet, model.scores.title, [
        table(sheet, model.scores.rows),
        ...(model.scores.chart ? [growthChartBlock(sheet, model.scores.chart)] : []),
        ...notes.map((line) => textBlock(sheet, line, SMALL, 2)),
      ]),
    );
  }
  blocks.push(closingBlock(sheet, model));
  place(sheet, blocks);
  if (keyImages) drawKeyImagePages(sheet, keyImages);
  return sheet.finish();
}

/** Room the closing gives up when drawn compact: the gap above the signature lines, the QR size. */
const CLOSING = {
  normal: { signatureSpace: px(40), qrSize: px(64) },
  compact: { signatureSpace: px(26), qrSize: px(48) },
} as const;

/**
 * The end of the text, the declaration, the signatures and the footer stay on one page, as on
 * the print page: a page holding only signatures would sign nothing. Moved whole, they left a
 * quarter of a one-page obstetric report's page empty and broke before IMPRESSION (issue 28), so
 * when the usual spacing does not fit the room left, a tighter one is tried before a new page.
 */
function closingBlock(sheet: PdfSheet, model: ReportPrintModel): Block {
  const build = (spacing: (typeof CLOSING)[keyof typeof CLOSING]) => {
    const closing: Block[] = [
      section(sheet, model.headings.impression, [textBlock(sheet, model.impression, { ...BODY, bold: true })]),
    ];
    if (model.recommendations)
      closing.push(section(sheet, model.headings.recommendations, [textBlock(sheet, model.recommendations, BODY)]));
    if (model.declaration)
      closing.push(boxedLines(sheet, sheet.lay(model.declaration, SMALL, sheet.width - 12), SMALL));
    for (const line of model.pcpndtLines) closing.push(textBlock(sheet, line, { ...SMALL, bold: true }, 2));
    closing.push(signatureBlock(sheet, model.signatures, spacing.signatureSpace));
    if (model.signatureLine) closing.push(textBlock(sheet, model.signatureLine, { ...SMALL, align: 'right' }, 4));
    if (model.verification) closing.push(verificationBlock(sheet, model.verification, spacing.qrSize));
    closing.push(footerBlock(sheet, model.footer));
    return group(closing);
  };
  const normal = build(CLOSING.normal);
  const compact = build(CLOSING.compact);
  return {
    // place() starts a new page only when even the compact closing does not fit.
    height: compact.height,
    draw: () => (sheet.roomLeft >= normal.height ? normal : compact).draw(),
  };
}

/** The patient fields in three columns inside a box, as the print page's grid on A4. */
function patientBox(sheet: PdfSheet, model: ReportPrintModel): Block {
  const columns = 3;
  const padding = 6;
  const columnWidth = (sheet.width - 2 * padding - (columns - 1) * 12) / columns;
  const cells = model.patientFields.map(([term, value]) =>
    sheet.lay([{ text: `${term}: `, bold: true }, { text: value }], BODY, columnWidth),
  );
  const rows: (typeof cells)[] = [];
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns));
  const rowHeights = rows.map((row) => Math.max(...row.map((lines) => lines.length)) * lineHeight(BODY) + 2);
  const height = rowHeights.reduce((sum, h) => sum + h, 0) + 2 * padding;
  return {
    height: height + 9,
    draw: () => {
      const top = sheet.y;
      let y = top + padding;
      rows.forEach((row, r) => {
        row.forEach((lines, c) => {
          drawLines(sheet.doc, lines, sheet.x + padding + c * (columnWidth + 12), y, columnWidth, BODY);
        });
        y += rowHeights[r] ?? 0;
      });
      sheet.doc.roundedRect(sheet.x, top, sheet.width, height, 2).lineWidth(0.75).strokeColor('#94a3b8').stroke();
      sheet.y = top + height + 9;
    },
  };
}

/** The centred, underlined title by report type. */
function titleBlock(sheet: PdfSheet, title: string): Block {
  const style = { size: px(15), bold: true, align: 'center' as const };
  const lines = sheet.lay(title, style);
  const height = lines.length * lineHeight(style) + 6;
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, style);
      lines.forEach((line, index) => {
        const y = sheet.y + (index + 1) * lineHeight(style) - 1;
        const left = sheet.x + (sheet.width - line.width) / 2;
        sheet.doc
          .moveTo(left, y)
          .lineTo(left + line.width, y)
          .lineWidth(0.75)
          .strokeColor('#0f172a')
          .stroke();
      });
      sheet.y += height;
    },
  };
}

function table(sheet: PdfSheet, rows: readonly (readonly [string, string])[]): Block {
  const laid = tableLines(sheet, rows, sheet.x, sheet.width);
  return {
    height: laid.height,
    draw: () => {
      laid.draw(sheet.y);
      sheet.y += laid.height;
    },
  };
}

function obstetricTables(sheet: PdfSheet, obstetric: NonNullable<ReportPrintModel['obstetric']>): Block {
  const gap = 12;
  const width = (sheet.width - gap) / 2;
  const details = tableLines(sheet, obstetric.details, sheet.x, width);
  const biometry =
    obstetric.biometry.length > 0 ? tableLines(sheet, obstetric.biometry, sheet.x + width + gap, width) : null;
  const emptyLines = sheet.lay(biometryEmptyText(obstetric), { ...BODY, color: '#475569' }, width);
  const height = Math.max(details.height, biometry ? biometry.height : lineHeight(BODY));
  return {
    height,
    draw: () => {
      details.draw(sheet.y);
      if (biometry) biometry.draw(sheet.y);
      else drawLines(sheet.doc, emptyLines, sheet.x + width + gap, sheet.y, width, { ...BODY, color: '#475569' });
      sheet.y += height;
    },
  };
}

function signatureBlock(sheet: PdfSheet, signatures: ReportPrintModel['signatures'], space: number): Block {
  const width = Math.min(px(224), sheet.width * 0.45);
  const laid = (lines: string[]) => lines.map((line, index) => sheet.lay(line, { ...BODY, bold: index === 0 }, width));
  const left = laid(signatures.left);
  const right = laid(signatures.right);
  const linesHeight = (blocks: ReturnType<typeof laid>) =>
    blocks.reduce((sum, lines) => sum + lines.length * lineHeight(BODY), 0);
  const height = space + 3 + Math.max(linesHeight(left), linesHeight(right)) + 6;
  return {
    height,
    draw: () => {
      const top = sheet.y + space;
      const column = (blocks: ReturnType<typeof laid>, x: number, align: 'left' | 'right') => {
        sheet.doc
          .moveTo(x, top)
          .lineTo(x + width, top)
          .lineWidth(0.75)
          .strokeColor('#0f172a')
          .stroke();
        let y = top + 3;
        blocks.forEach((lines, index) => {
          y += drawLines(sheet.doc, lines, x, y, width, { ...BODY, bold: index === 0, align });
        });
      };
      if (left.length) column(left, sheet.x, 'left');
      column(right, sheet.x + sheet.width - width, 'right');
      sheet.y += height;
    },
  };
}

function verificationBlock(
  sheet: PdfSheet,
  verification: NonNullable<ReportPrintModel['verification']>,
  size: number,
): Block {
  const textWidth = sheet.width - size - 9;
  const style = { ...SMALL, size: px(10), color: '#334155' };
  const lines = sheet.lay(
    [{ text: `${VERIFY_PROMPT} ${verification.url}\n` }, { text: 'Code: ' }, { text: verification.code, bold: true }],
    style,
    textWidth,
  );
  const height = Math.max(size, lines.length * lineHeight(style)) + 6;
  return {
    height,
    draw: () => {
      drawQr(sheet, verification.url, sheet.x, sheet.y, size);
      const textTop = sheet.y + (size - lines.length * lineHeight(style)) / 2;
      drawLines(sheet.doc, lines, sheet.x + size + 9, textTop, textWidth, style);
      sheet.y += height;
    },
  };
}

function footerBlock(sheet: PdfSheet, footer: string): Block {
  const style = { size: px(10), color: '#475569', align: 'center' as const };
  const lines = sheet.lay(footer, style);
  const height = 4 + lines.length * lineHeight(style);
  return {
    height,
    draw: () => {
      sheet.rule(0.75, '#94a3b8');
      sheet.y += 4;
      drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, style);
      sheet.y += height - 4;
    },
  };
}
