import PDFDocument from 'pdfkit';
import type { ClinicHeaderModel } from '../../core/print/clinic-header.ts';
import { type PrintSettings, pageMarginsMm } from '../../core/print/print-settings.ts';
import { registerFonts } from './pdf-fonts.ts';
import { drawLines, type LaidLine, layoutText, lineHeight, type Segment, type TextStyle } from './text-layout.ts';

export const MM = 72 / 25.4;
/** The sides of A4 in points. */
const A4_SHORT = 595.28;
const A4_LONG = 841.89;
/** CSS pixels of the print pages in PDF points (96 px = 72 pt), so sizes read the same. */
export const px = (value: number) => value * 0.75;

export const BODY: TextStyle = { size: px(12) };
const PAGE_NUMBER: TextStyle = { size: px(9), color: '#475569' };
const RUNNING_LINE: TextStyle = { size: px(9), color: '#334155' };

export interface SheetOptions {
  title: string;
  settings: PrintSettings;
  /**
   * Drawn at the top of every page on plain paper; left to the paper on letterhead. Null for a
   * document that heads itself (our invoice to the clinic carries the seller, not the clinic).
   */
  header: ClinicHeaderModel | null;
  /** Bottom-left of every page (Form F's id), so a loose sheet can be matched to its record. */
  pageLabel?: string;
  /** A4 portrait unless a wide register needs landscape, as its print page does. */
  orientation?: 'portrait' | 'landscape';
  /** PNG or JPEG bytes of the clinic's logo; the initial in a circle without it. */
  logo: Buffer | null;
  /** The patient line carried at the top of every page after the first. */
  runningLine: string | null;
  /** Fixed "now" for the file's dates, so the same input makes the same file. */
  createdAt: Date;
}

/**
 * An A4 PDF whose pages each carry the clinic header (plain paper) and the running patient line
 * (from page 2), with "Page N of M" written once the page count is known. Content flows down
 * from `y`; `ensure` starts a new page when a block would not fit.
 */
export class PdfSheet {
  readonly doc: PDFKit.PDFDocument;
  readonly x: number;
  readonly width: number;
  y = 0;
  private readonly options: SheetOptions;
  private readonly bottom: number;
  private readonly layout: 'portrait' | 'landscape';
  private readonly pageHeight: number;
  private readonly margins: { top: number; bottom: number; side: number };
  private pageCount = 0;

  constructor(options: SheetOptions) {
    this.options = options;
    this.layout = options.orientation ?? 'portrait';
    this.pageHeight = this.layout === 'portrait' ? A4_LONG : A4_SHORT;
    this.doc = new PDFDocument({
      size: 'A4',
      layout: this.layout,
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      info: { Title: options.title, Creator: 'USG Clinic Portal', CreationDate: options.createdAt },
    });
    registerFonts(this.doc);
    const mm = pageMarginsMm(options.settings);
    this.margins = { top: mm.top * MM, bottom: mm.bottom * MM, side: mm.side * MM };
    this.x = this.margins.side;
    this.width = (this.layout === 'portrait' ? A4_SHORT : A4_LONG) - 2 * this.margins.side;
    // The page number sits in the bottom margin on plain paper, above the band on letterhead.
    const numberRoom = options.settings.layout === 'letterhead' ? 14 : 0;
    this.bottom = this.pageHeight - this.margins.bottom - numberRoom;
    this.addPage();
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', layout: this.layout, margin: 0 });
    this.pageCount += 1;
    this.y = this.margins.top;
    if (this.options.settings.layout === 'plain' && this.options.header) this.drawHeader(this.options.header);
    if (this.pageCount > 1 && this.options.runningLine) {
      this.y += this.write(this.options.runningLine, RUNNING_LINE) + 4;
    }
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.margins.top + 1) this.addPage();
  }

  get roomLeft(): number {
    return this.bottom - this.y;
  }

  lay(content: string | readonly Segment[], style: TextStyle, width = this.width): LaidLine[] {
    return layoutText(this.doc, content, style, width);
  }

  /** Text at the cursor, moving to a new page between lines when it runs out of room. */
  write(
    content: string | readonly Segment[],
    style: TextStyle & { align?: 'left' | 'center' | 'right' },
    indent = 0,
    width = this.width - indent,
  ): number {
    const lines = this.lay(content, style, width);
    const height = lineHeight(style);
    const start = this.y;
    for (const line of lines) {
      this.ensure(height);
      this.y += drawLines(this.doc, [line], this.x + indent, this.y, width, style);
    }
    return this.y - start;
  }

  rule(weight = 0.75, color = '#94a3b8', inset = 0): void {
    this.doc
      .moveTo(this.x + inset, this.y)
      .lineTo(this.x + this.width - inset, this.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  }

  private drawHeader(header: ClinicHeaderModel): void {
    const { logo } = this.options;
    const size = 14 * MM;
    const top = this.y;
    if (logo) {
      try {
        this.doc.image(logo, this.x, top, { fit: [size, size], align: 'center', valign: 'center' });
      } catch {
        this.drawInitial(header.initial, top, size);
      }
    } else this.drawInitial(header.initial, top, size);
    const textX = this.x + size + 9;
    const textWidth = this.width - size - 9;
    let y = top;
    const name = this.lay(header.name, { size: px(17), bold: true }, textWidth);
    y += drawLines(this.doc, name, textX, y, textWidth, { size: px(17), bold: true });
    for (const line of [...header.addressLines, header.contactLine, header.registrationLine]) {
      if (!line) continue;
      y += drawLines(this.doc, this.lay(line, BODY, textWidth), textX, y, textWidth, BODY);
    }
    this.y = Math.max(top + size, y) + 6;
    this.rule(1.5, '#0f172a');
    this.y += 8;
  }

  private drawInitial(initial: string, top: number, size: number): void {
    const r = size / 2;
    this.doc.circle(this.x + r, top + r, r).fill('#1e40af');
    const style = { size: px(24), bold: true, color: '#ffffff', align: 'center' as const };
    const lines = this.lay(initial, style, size);
    drawLines(this.doc, lines, this.x, top + r - lineHeight(style) / 2, size, style);
  }

  /** Numbers every page ("Page 2 of 3") and returns the whole file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const numberY =
      this.options.settings.layout === 'letterhead' ? this.bottom + 4 : this.pageHeight - this.margins.bottom + 8;
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      const label = `Page ${index + 1} of ${range.count}`;
      if (this.options.pageLabel)
        drawLines(this.doc, this.lay(this.options.pageLabel, PAGE_NUMBER), this.x, numberY, this.width, PAGE_NUMBER);
      drawLines(this.doc, this.lay(label, PAGE_NUMBER), this.x, numberY, this.width, {
        ...PAGE_NUMBER,
        align: 'right',
      });
    }
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}
