import type { FormGPrintModel } from '../../../core/formf/print/form-g-print-model.ts';
import { buildFormGPrintModel } from '../../../core/formf/print/form-g-print-model.ts';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/print-settings.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { type Block, group, place } from '../../pdf/pdf-blocks.ts';
import { MUTED } from '../../pdf/pdf-parts.ts';
import { PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, lineHeight, type TextStyle } from '../../pdf/text-layout.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { GAP, TEXT } from './formf-pdf-declarations.ts';
import { getFormF } from './formf-service.ts';

const CONSENT: TextStyle = { size: px(11), leading: 1.35 };

/**
 * GET /api/pcpndt-forms/:id/form-g.pdf (issue 29 §3): the consent for an invasive procedure on A4,
 * from the same model as the Form G print page; the woman's language beside the English.
 */
export async function renderFormGPdf(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const form = await getFormF(deps, scope, id);
  const clinic = await getClinic(deps, scope);
  const logo = await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl);
  const pdf = await drawFormGPdf(buildFormGPrintModel(form, clinic), logo, deps.clock.now());
  return { pdf, fileName: `form-g-${form.formId}.pdf` };
}

export async function drawFormGPdf(model: FormGPrintModel, logo: Buffer | null, createdAt: Date): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: model.pageLabel,
    settings: DEFAULT_PRINT_SETTINGS,
    header: model.letterhead,
    logo,
    runningLine: model.idLine,
    pageLabel: model.pageLabel,
    createdAt,
  });
  const blocks: Block[] = [heading(sheet, model)];
  if (model.translation) blocks.push(columnsTitle(sheet, model));
  for (const paragraph of model.consent) blocks.push(consentRow(sheet, paragraph));
  blocks.push(
    group([
      signatureRow(sheet, model.consentDate, model.womanSignature),
      text(sheet, model.explained, TEXT, px(16)),
      signatureRow(sheet, '', model.doctorHeading),
      text(sheet, model.doctorLine, { ...TEXT, bold: true }),
      text(sheet, model.clinicHeading, { ...TEXT, bold: true }, px(12)),
      text(sheet, model.clinicLine, TEXT),
      text(sheet, `Seal                ${model.consentDate}`, TEXT, px(18)),
    ]),
  );
  place(sheet, blocks);
  return sheet.finish();
}

function text(sheet: PdfSheet, content: string, style: TextStyle, before = 0): Block {
  const lines = sheet.lay(content, style);
  const height = before + lines.length * lineHeight(style) + px(2);
  return {
    height,
    draw: () => {
      sheet.y += before;
      sheet.y += drawLines(sheet.doc, lines, sheet.x, sheet.y, sheet.width, style) + px(2);
    },
  };
}

function heading(sheet: PdfSheet, model: FormGPrintModel): Block {
  const parts: [string, TextStyle][] = [
    [model.heading.title, { size: px(16), bold: true }],
    [model.heading.reference, { size: px(11) }],
    [model.heading.subtitle, { ...CONSENT, bold: true }],
    [model.idLine, { size: px(10), color: '#334155' }],
  ];
  const laid = parts.map(([content, style]) => ({ lines: sheet.lay(content, style), style }));
  const height = laid.reduce((sum, part) => sum + part.lines.length * lineHeight(part.style), 0) + GAP * 2;
  return {
    height,
    draw: () => {
      for (const part of laid)
        sheet.y += drawLines(sheet.doc, part.lines, sheet.x, sheet.y, sheet.width, { ...part.style, align: 'center' });
      sheet.y += GAP * 2;
    },
  };
}

const columnWidth = (sheet: PdfSheet) => (sheet.width - px(16)) / 2;

/** "English" and her language's title over the two columns, with the review note when unchecked. */
function columnsTitle(sheet: PdfSheet, model: FormGPrintModel): Block {
  const width = columnWidth(sheet);
  const title: TextStyle = { size: px(10.5), bold: true };
  const left = sheet.lay('English (statutory text)', title, width);
  const right = sheet.lay(model.translation?.title ?? '', title, width);
  const review = model.translation?.review
    ? sheet.lay(model.translation.review, { size: px(9), color: MUTED }, width)
    : [];
  const height =
    Math.max(left.length, right.length) * lineHeight(title) + review.length * lineHeight({ size: px(9) }) + px(6);
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, left, sheet.x, sheet.y, width, title);
      const x = sheet.x + width + px(16);
      const y = sheet.y + drawLines(sheet.doc, right, x, sheet.y, width, title);
      drawLines(sheet.doc, review, x, y, width, { size: px(9), color: MUTED });
      sheet.y += height;
    },
  };
}

/** One undertaking: the English, and its translation beside it when she reads another language. */
function consentRow(sheet: PdfSheet, paragraph: { english: string; translated: string | null }): Block {
  if (paragraph.translated === null) return text(sheet, paragraph.english, CONSENT, px(2));
  const width = columnWidth(sheet);
  const left = sheet.lay(paragraph.english, CONSENT, width);
  const right = sheet.lay(paragraph.translated, CONSENT, width);
  const height = Math.max(left.length, right.length) * lineHeight(CONSENT) + px(8);
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, left, sheet.x, sheet.y, width, CONSENT);
      drawLines(sheet.doc, right, sheet.x + width + px(16), sheet.y, width, CONSENT);
      sheet.y += height;
    },
  };
}

/** Room to sign, a line with what signs there under it, and the date on the left. */
function signatureRow(sheet: PdfSheet, date: string, label: string): Block {
  const lineWidth = sheet.width * 0.55;
  const labelLines = sheet.lay(label, TEXT, lineWidth);
  const room = px(36);
  const height = room + 2 + labelLines.length * lineHeight(TEXT) + px(4);
  return {
    height,
    draw: () => {
      const lineY = sheet.y + room;
      const x = sheet.x + sheet.width - lineWidth;
      if (date)
        drawLines(sheet.doc, sheet.lay(date, TEXT), sheet.x, lineY - lineHeight(TEXT), sheet.width - lineWidth, TEXT);
      sheet.doc
        .moveTo(x, lineY)
        .lineTo(x + lineWidth, lineY)
        .lineWidth(0.75)
        .strokeColor('#0f172a')
        .stroke();
      drawLines(sheet.doc, labelLines, x, lineY + 2, lineWidth, TEXT);
      sheet.y += height;
    },
  };
}
