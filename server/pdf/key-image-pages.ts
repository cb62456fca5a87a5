import { SMALL } from './pdf-blocks.ts';
import { BODY, type PdfSheet } from './pdf-sheet.ts';
import { drawLines, lineHeight } from './text-layout.ts';

export interface PrintableKeyImages {
  perPage: number;
  images: { caption: string; jpeg: Buffer | null }[];
}

/** Columns × rows of the 2, 4 and 6 a page layouts on portrait A4. */
const GRID: Record<number, { columns: number; rows: number }> = {
  2: { columns: 1, rows: 2 },
  4: { columns: 2, rows: 2 },
  6: { columns: 2, rows: 3 },
};

/**
 * The report's key images after its text, on pages of their own (the signed text stays whole on
 * its pages): each image fitted in its cell, its caption under it. Each page repeats the clinic's
 * header and the patient line, so a loose page still says whose images they are.
 */
export function drawKeyImagePages(sheet: PdfSheet, printed: PrintableKeyImages): void {
  const grid = GRID[printed.perPage] ?? { columns: 2, rows: 2 };
  const gap = 10;
  const captionRoom = 2 * lineHeight(SMALL) + 4;
  for (let start = 0; start < printed.images.length; start += grid.columns * grid.rows) {
    sheet.addPage();
    const title = sheet.lay('Key images', { ...BODY, bold: true });
    drawLines(sheet.doc, title, sheet.x, sheet.y, sheet.width, { ...BODY, bold: true });
    sheet.y += title.length * lineHeight(BODY) + 6;
    const top = sheet.y;
    const cellWidth = (sheet.width - gap * (grid.columns - 1)) / grid.columns;
    const cellHeight = (sheet.roomLeft - gap * (grid.rows - 1)) / grid.rows;
    const page = printed.images.slice(start, start + grid.columns * grid.rows);
    page.forEach((image, index) => {
      const x = sheet.x + (index % grid.columns) * (cellWidth + gap);
      const y = top + Math.floor(index / grid.columns) * (cellHeight + gap);
      const boxHeight = cellHeight - captionRoom;
      if (image.jpeg) {
        sheet.doc.image(image.jpeg, x, y, { fit: [cellWidth, boxHeight], align: 'center', valign: 'center' });
      } else {
        const note = sheet.lay('No preview', SMALL, cellWidth);
        drawLines(sheet.doc, note, x, y + boxHeight / 2, cellWidth, { ...SMALL, align: 'center' });
      }
      sheet.doc.rect(x, y, cellWidth, boxHeight).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
      if (image.caption) {
        const caption = sheet.lay(image.caption, SMALL, cellWidth).slice(0, 2);
        drawLines(sheet.doc, caption, x, y + boxHeight + 3, cellWidth, { ...SMALL, align: 'center' });
      }
    });
    sheet.y = sheet.y + sheet.roomLeft;
  }
}
