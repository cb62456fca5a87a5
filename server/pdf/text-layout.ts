import { type FontWeight, fontName, fontRuns } from './pdf-fonts.ts';

/** A piece of text in one weight ("Patient Name:" bold, then the name regular). */
export interface Segment {
  text: string;
  bold?: boolean;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

interface Piece {
  text: string;
  font: string;
  width: number;
}

export interface LaidLine {
  pieces: Piece[];
  width: number;
}

/**
 * Text broken into lines that fit a width, measured with the real (shaped) widths of each font
 * run. Laying out is separate from drawing, so a block's height is known before it is placed:
 * the report keeps its closing block on one page, as the print page does.
 */
export function layoutText(
  doc: PDFKit.PDFDocument,
  content: string | readonly Segment[],
  style: TextStyle,
  maxWidth: number,
): LaidLine[] {
  const segments = typeof content === 'string' ? [{ text: content }] : content;
  const lines: LaidLine[] = [];
  let line: LaidLine = { pieces: [], width: 0 };
  let pendingSpace: Piece | null = null;
  const measure = (text: string, weight: FontWeight): Piece[] =>
    fontRuns(text).map((run) => {
      const font = fontName(run.face, weight);
      return { text: run.text, font, width: doc.font(font).fontSize(style.size).widthOfString(run.text) };
    });
  const push = () => {
    lines.push(line);
    line = { pieces: [], width: 0 };
    pendingSpace = null;
  };
  const add = (pieces: Piece[]) => {
    for (const piece of pieces) {
      line.pieces.push(piece);
      line.width += piece.width;
    }
  };
  for (const segment of segments) {
    const weight: FontWeight = (segment.bold ?? style.bold) ? 'bold' : 'regular';
    const paragraphs = segment.text.split('\n');
    paragraphs.forEach((paragraph, paragraphIndex) => {
      if (paragraphIndex > 0) push();
      for (const token of paragraph.split(/( +)/)) {
        if (token === '') continue;
        if (token.trim() === '') {
          if (line.pieces.length > 0) pendingSpace = measure(' ', weight)[0] ?? null;
          continue;
        }
        let word = measure(token, weight);
        let wordWidth = word.reduce((sum, piece) => sum + piece.width, 0);
        const spaceWidth = (pendingSpace as Piece | null)?.width ?? 0;
        if (line.pieces.length > 0 && line.width + spaceWidth + wordWidth > maxWidth) push();
        // A word wider than the line (a long id or URL) is cut where it reaches the edge.
        while (wordWidth > maxWidth && Array.from(token).length > 1) {
          const [head, rest] = splitToFit(token, weight, maxWidth - line.width, measure);
          add(head);
          push();
          word = measure(rest, weight);
          wordWidth = word.reduce((sum, piece) => sum + piece.width, 0);
          if (rest === token) break;
        }
        if (pendingSpace) add([pendingSpace]);
        add(word);
        pendingSpace = null;
      }
    });
  }
  if (line.pieces.length > 0 || lines.length === 0) push();
  return lines.map(mergePieces);
}

function splitToFit(
  token: string,
  weight: FontWeight,
  room: number,
  measure: (text: string, weight: FontWeight) => Piece[],
): [Piece[], string] {
  const graphemes = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(token), (s) => s.segment);
  let count = graphemes.length - 1;
  while (count > 1) {
    const head = graphemes.slice(0, count).join('');
    if (measure(head, weight).reduce((sum, piece) => sum + piece.width, 0) <= room) break;
    count -= 1;
  }
  return [measure(graphemes.slice(0, count).join(''), weight), graphemes.slice(count).join('')];
}

/** Neighbouring pieces in one font become one, so the shaper sees whole words and phrases. */
function mergePieces(line: LaidLine): LaidLine {
  const pieces: Piece[] = [];
  for (const piece of line.pieces) {
    const last = pieces.at(-1);
    if (last && last.font === piece.font) {
      last.text += piece.text;
      last.width += piece.width;
    } else pieces.push({ ...piece });
  }
  return { pieces, width: line.width };
}

export function lineHeight(style: TextStyle): number {
  return style.size * (style.leading ?? 1.35);
}

/**
 * Draws laid-out lines from the top-left (x, y). Each piece sits on the line's alphabetic
 * baseline, so Latin and Devanagari, whose fonts have different ascenders, share one baseline.
 */
export function drawLines(
  doc: PDFKit.PDFDocument,
  lines: LaidLine[],
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'center' | 'right' },
): number {
  const height = lineHeight(style);
  doc.fillColor(style.color ?? '#0f172a');
  lines.forEach((line, index) => {
    const baseline = y + index * height + style.size * 1.02;
    let cursor =
      style.align === 'center' ? x + (width - line.width) / 2 : style.align === 'right' ? x + width - line.width : x;
    for (const piece of line.pieces) {
      doc
        .font(piece.font)
        .fontSize(style.size)
        .text(piece.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += piece.width;
    }
  });
  return lines.length * height;
}
