import type { EvidencePrintModel } from '../../../core/formf/print/evidence-print-model.ts';
import type { FormFPrintModel } from '../../../core/formf/print/formf-print-model.ts';
import type { FormFItem, IndicationTick } from '../../../core/formf/print/formf-print-parts.ts';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/print-settings.ts';
import { type Block, group, place } from '../../pdf/pdf-blocks.ts';
import { MUTED, spacer } from '../../pdf/pdf-parts.ts';
import { PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';
import { drawEvidencePages } from '../pcpndt-records/evidence-pdf-pages.ts';
import { declarations, GAP, SMALL, signature, TEXT } from './formf-pdf-declarations.ts';

const SECTION_TITLE: TextStyle = { size: px(11), bold: true };

/**
 * Form F as a PDF: the same print model, section by section, as the Form F print page. Plain
 * paper with the clinic's letterhead on every page (a statutory form is not printed on the
 * clinic's pre-printed stationery), the form's id and "Page N of M" at the foot of each sheet.
 */
export async function drawFormFPdf(
  model: FormFPrintModel,
  logo: Buffer | null,
  createdAt: Date,
  evidence: { model: EvidencePrintModel; bytes: Map<string, Buffer> } | null = null,
): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: model.pageLabel,
    settings: DEFAULT_PRINT_SETTINGS,
    header: model.letterhead,
    logo,
    runningLine: model.idLine,
    pageLabel: model.pageLabel,
    createdAt,
  });
  const { sectionA, sectionB, sectionC, sectionD } = model;
  const blocks: Block[] = [heading(sheet, model)];
  blocks.push(
    sectionTitle(sheet, sectionA.title),
    ...items(sheet, sectionA.items),
    paragraph(sheet, sectionA.note, { ...SMALL }, px(32)),
    spacer(sheet, GAP),
  );
  blocks.push(
    sectionTitle(sheet, sectionB.title),
    ...items(sheet, sectionB.items),
    indications(sheet, sectionB.indications),
    ...items(sheet, sectionB.procedures),
    paragraph(sheet, sectionB.importantNote, { ...SMALL, bold: true }, px(32)),
    ...items(sheet, sectionB.afterNote),
    // The closing lines and the signature stay together on one sheet.
    group([datePlace(sheet, sectionB.datePlace), signature(sheet, sectionB.signature, sheet.width)]),
    spacer(sheet, GAP),
  );
  if (sectionC?.kind === 'items') {
    blocks.push(
      sectionTitle(sheet, sectionC.title),
      ...items(sheet, sectionC.items),
      group([datePlace(sheet, sectionC.datePlace), signature(sheet, sectionC.signature, sheet.width)]),
      spacer(sheet, GAP),
    );
  } else if (sectionC) {
    blocks.push(sectionTitle(sheet, sectionC.title), paragraph(sheet, sectionC.text, TEXT), spacer(sheet, GAP));
  }
  // The declarations and their signatures never split across two sheets.
  blocks.push(group([sectionTitle(sheet, sectionD.title), declarations(sheet, sectionD.patient, sectionD.doctor)]));
  blocks.push(footer(sheet, model.footer));
  place(sheet, blocks);
  if (evidence) drawEvidencePages(sheet, evidence.model, evidence.bytes);
  return sheet.finish();
}

function heading(sheet: PdfSheet, model: FormFPrintModel): Block {
  const parts: [string, TextStyle][] = [
    [model.heading.title, { size: px(15), bold: true }],
    [model.heading.reference, { size: px(10) }],
    [model.heading.subtitle, { ...TEXT, bold: true }],
    [model.idLine, { size: px(10), color: '#334155' }],
  ];
  const laid = parts.map(([text, style]) => ({ lines: sheet.lay(text, style), style }));
  const height = laid.reduce((sum, part) => sum + part.lines.length * lineHeight(part.style), 0) + px(3) + GAP;
  return {
    height,
    draw: () => {
      laid.forEach((part, index) => {
        if (index === 3) sheet.y += px(3);
        sheet.y += drawLines(sheet.doc, part.lines, sheet.x, sheet.y, sheet.width, { ...part.style, align: 'center' });
      });
      sheet.y += GAP;
    },
  };
}

/** The section's uppercase title on a light band over a rule; kept with the first item after it. */
function sectionTitle(sheet: PdfSheet, title: string): Block {
  const lines = sheet.lay(title.toUpperCase(), SECTION_TITLE, sheet.width - 4);
  const height = lines.length * lineHeight(SECTION_TITLE) + 2;
  return {
    // Room for a line of the section too, so a title never ends a page alone.
    height: height + 4 + lineHeight(TEXT) * 2,
    draw: () => {
      sheet.doc.rect(sheet.x, sheet.y, sheet.width, height).fill('#f1f5f9');
      drawLines(sheet.doc, lines, sheet.x + 2, sheet.y + 1, sheet.width - 4, SECTION_TITLE);
      sheet.y += height;
      sheet.rule(0.75, '#64748b');
      sheet.y += 4;
    },
  };
}

/** Numbered items: number and label in the left 52 %, the value bold on the right. */
function items(sheet: PdfSheet, list: readonly FormFItem[]): Block[] {
  const numberWidth = px(32);
  const termWidth = sheet.width * 0.52;
  const valueWidth = sheet.width - termWidth - px(8);
  return list.map((item) => {
    const label = sheet.lay(`${item.label}:`, TEXT, termWidth - numberWidth);
    const value = sheet.lay(item.value, { ...TEXT, bold: true }, valueWidth);
    const height = Math.max(label.length, value.length) * lineHeight(TEXT) + px(2);
    return {
      height,
      draw: () => {
        drawLines(sheet.doc, sheet.lay(`${item.no}.`, { ...TEXT, bold: true }), sheet.x, sheet.y, numberWidth, {
          ...TEXT,
          bold: true,
        });
        drawLines(sheet.doc, label, sheet.x + numberWidth, sheet.y, termWidth - numberWidth, TEXT);
        drawLines(sheet.doc, value, sheet.x + termWidth + px(8), sheet.y, valueWidth, { ...TEXT, bold: true });
        sheet.y += height;
      },
    };
  });
}

function paragraph(sheet: PdfSheet, text: string, style: TextStyle, indent = 0): Block {
  const lines = sheet.lay(text, style, sheet.width - indent);
  const height = lines.length * lineHeight(style) + px(2);
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, lines, sheet.x + indent, sheet.y, sheet.width - indent, style);
      sheet.y += height;
    },
  };
}

/** Item 10: its text, then the statutory list i–xxiii in two columns, recorded ones ticked. */
function indications(sheet: PdfSheet, model: FormFPrintModel['sectionB']['indications']): Block {
  const indent = px(32);
  const width = sheet.width - indent;
  const lead = sheet.lay([{ text: model.lead, bold: true }, { text: model.rest }], TEXT, width);
  const columnWidth = (width - px(16)) / 2;
  const box = px(9);
  const laidTicks = model.ticks.map((tick) => ({
    tick,
    lines: sheet.lay(`${tick.code}. ${tick.text}`, { ...SMALL, bold: tick.ticked }, columnWidth - box - px(5)),
  }));
  const rows: (typeof laidTicks)[] = [];
  for (let i = 0; i < laidTicks.length; i += 2) rows.push(laidTicks.slice(i, i + 2));
  const rowHeights = rows.map((row) => Math.max(...row.map((cell) => cell.lines.length)) * lineHeight(SMALL) + px(2));
  const extra = [model.noneLine, model.otherLine]
    .filter((line): line is string => Boolean(line))
    .map((line, index) => ({
      lines: sheet.lay(line, { ...TEXT, bold: index === 0 && Boolean(model.noneLine) }, width),
      bold: index === 0 && Boolean(model.noneLine),
    }));
  const height =
    lead.length * lineHeight(TEXT) +
    px(4) +
    rowHeights.reduce((sum, h) => sum + h, 0) +
    extra.reduce((sum, part) => sum + part.lines.length * lineHeight(TEXT), 0) +
    px(4);
  return {
    height,
    draw: () => {
      const x = sheet.x + indent;
      drawLines(sheet.doc, sheet.lay('10.', { ...TEXT, bold: true }), sheet.x, sheet.y, indent, {
        ...TEXT,
        bold: true,
      });
      sheet.y += drawLines(sheet.doc, lead, x, sheet.y, width, TEXT) + px(4);
      rows.forEach((row, r) => {
        row.forEach((cell, c) => {
          const cellX = x + c * (columnWidth + px(16));
          drawTickBox(sheet, cell.tick, cellX, sheet.y + (lineHeight(SMALL) - box) / 2, box);
          drawLines(sheet.doc, cell.lines, cellX + box + px(5), sheet.y, columnWidth - box - px(5), {
            ...SMALL,
            bold: cell.tick.ticked,
          });
        });
        sheet.y += rowHeights[r] ?? 0;
      });
      for (const part of extra)
        sheet.y += drawLines(sheet.doc, part.lines, x, sheet.y, width, { ...TEXT, bold: part.bold });
      sheet.y += px(4);
    },
  };
}

/** ☐ or ☑ drawn as lines: the fonts embedded for names carry no ballot-box glyphs. */
function drawTickBox(sheet: PdfSheet, tick: IndicationTick, x: number, y: number, size: number): void {
  sheet.doc.rect(x, y, size, size).lineWidth(0.75).strokeColor('#0f172a').stroke();
  if (!tick.ticked) return;
  sheet.doc
    .moveTo(x + size * 0.2, y + size * 0.55)
    .lineTo(x + size * 0.42, y + size * 0.78)
    .lineTo(x + size * 0.82, y + size * 0.2)
    .lineWidth(1.2)
    .strokeColor('#0f172a')
    .stroke();
}

function datePlace(sheet: PdfSheet, model: { date: string; place: string }): Block {
  const height = lineHeight(TEXT) + px(4);
  return {
    height,
    draw: () => {
      const top = sheet.y + px(4);
      const date = sheet.lay(model.date, TEXT);
      drawLines(sheet.doc, date, sheet.x + px(32), top, sheet.width, TEXT);
      const placeX = sheet.x + px(32) + (date[0]?.width ?? 0) + px(32);
      drawLines(sheet.doc, sheet.lay(model.place, TEXT), placeX, top, sheet.width, TEXT);
      sheet.y += height;
    },
  };
}

function footer(sheet: PdfSheet, text: string): Block {
  const style = { size: px(9), color: MUTED };
  const lines = sheet.lay(text, style);
  const height = 3 + lines.length * lineHeight(style);
  return {
    height,
    draw: () => {
      sheet.rule(0.75, '#94a3b8');
      sheet.y += 3;
      sheet.y += drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, style);
    },
  };
}
