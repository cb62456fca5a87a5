import type { ReceiptPrintModel } from '../../../core/payments/receipt-print-model.ts';
import type { PrintSettings } from '../../../core/print/print-settings.ts';
import { type Block, place } from '../../pdf/pdf-blocks.ts';
import { fieldsBlock, footerBlock, LABEL, laidFields, MUTED, signatoryBlock } from '../../pdf/pdf-parts.ts';
import { BODY, PdfSheet, px } from '../../pdf/pdf-sheet.ts';
import { drawLines, lineHeight } from '../../pdf/text-layout.ts';

/**
 * The receipt PDF: the same print model, in the same order, as the receipt print page
 * (web/src/features/payments/receipt/receipt-document.tsx). Sizes are the page's CSS pixels.
 */
export async function drawReceiptPdf(
  model: ReceiptPrintModel,
  settings: PrintSettings,
  logo: Buffer | null,
  createdAt: Date,
): Promise<Buffer> {
  const sheet = new PdfSheet({
    title: `Receipt ${model.paymentId}`,
    settings,
    header: model.header,
    logo,
    runningLine: null,
    createdAt,
  });
  const blocks: Block[] = [
    titleRow(sheet, model),
    fieldsBlock(sheet, model.fields, px(12)),
    amountBox(sheet, model),
    gstNote(sheet, model.gstNote),
    signatoryBlock(sheet, [model.signatory.title, model.signatory.forLine]),
    footerBlock(sheet, model.footer),
  ];
  place(sheet, blocks);
  return sheet.finish();
}

/** The title on the left, the number and date on the right, over a light rule. */
function titleRow(sheet: PdfSheet, model: ReceiptPrintModel): Block {
  const titleStyle = { size: px(20), bold: true };
  const title = sheet.lay(model.title.toUpperCase(), titleStyle);
  const metaWidth = sheet.width * 0.45;
  const meta = laidFields(sheet, model.meta, metaWidth);
  const pad = px(12);
  const height = pad + Math.max(title.length * lineHeight(titleStyle), meta.height) + pad;
  return {
    height: height + pad,
    draw: () => {
      const top = sheet.y + pad;
      drawLines(sheet.doc, title, sheet.x, top, sheet.width, titleStyle);
      meta.draw(sheet.x + sheet.width - metaWidth, top);
      sheet.y += height;
      sheet.rule(0.75, '#cbd5e1');
      sheet.y += pad;
    },
  };
}

/** Amount in words on the left, in figures on the right, in a light box. */
function amountBox(sheet: PdfSheet, model: ReceiptPrintModel): Block {
  const pad = px(12);
  const figuresStyle = { size: px(24), bold: true };
  const wordsStyle = { ...BODY, bold: true };
  const figures = sheet.lay(model.amountFigures, figuresStyle);
  const figuresWidth = Math.max(figures[0]?.width ?? 0, px(110));
  const wordsWidth = sheet.width - 2 * pad - figuresWidth - px(24);
  // Her language's words go on their own line under the English (Hindi today).
  const wordsText = [model.amountWords ?? '—', model.amountWordsLocal].filter(Boolean).join('\n');
  const words = sheet.lay(wordsText, wordsStyle, wordsWidth);
  // In her language the labels are two languages long and may wrap: lay them to their widths.
  const wordsLabel = sheet.lay(model.amountLabels.words.toUpperCase(), LABEL, wordsWidth);
  const figuresLabel = sheet.lay(model.amountLabels.figures.toUpperCase(), LABEL, figuresWidth);
  const wordsLabelHeight = wordsLabel.length * lineHeight(LABEL);
  const figuresLabelHeight = figuresLabel.length * lineHeight(LABEL);
  const left = wordsLabelHeight + 2 + words.length * lineHeight(wordsStyle);
  const right = figuresLabelHeight + 2 + lineHeight(figuresStyle);
  const height = 2 * pad + Math.max(left, right);
  return {
    height,
    draw: () => {
      const top = sheet.y;
      sheet.doc.roundedRect(sheet.x, top, sheet.width, height, 3).lineWidth(0.75).strokeColor('#cbd5e1').stroke();
      const leftTop = top + (height - left) / 2;
      drawLines(sheet.doc, wordsLabel, sheet.x + pad, leftTop, wordsWidth, LABEL);
      drawLines(sheet.doc, words, sheet.x + pad, leftTop + wordsLabelHeight + 2, wordsWidth, wordsStyle);
      const rightX = sheet.x + sheet.width - pad - figuresWidth;
      const rightTop = top + (height - right) / 2;
      drawLines(sheet.doc, figuresLabel, rightX, rightTop, figuresWidth, {
        ...LABEL,
        align: 'right',
      });
      drawLines(sheet.doc, figures, rightX, rightTop + figuresLabelHeight + 2, figuresWidth, {
        ...figuresStyle,
        align: 'right',
      });
      sheet.y += height;
    },
  };
}

function gstNote(sheet: PdfSheet, text: string): Block {
  const style = { size: px(10), color: MUTED };
  const lines = sheet.lay(text, style);
  const height = px(6) + lines.length * lineHeight(style);
  return {
    height,
    draw: () => {
      drawLines(sheet.doc, lines, sheet.x, sheet.y + px(6), sheet.width, style);
      sheet.y += height;
    },
  };
}
