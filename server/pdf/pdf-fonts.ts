import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The fonts every PDF embeds (issue 19 §1): Noto Sans for Latin text and the rupee sign, Noto
 * Sans Devanagari and Noto Sans Tamil for Indian names, regular and bold, from the @fontsource
 * packages (installed by npm, no download at run time). pdfkit embeds only the glyphs used, and
 * its font engine (fontkit) applies the OpenType shaping the Indic scripts need.
 */
export const FONT_FACES = ['latin', 'latinExt', 'devanagari', 'tamil'] as const;
export type FontFace = (typeof FONT_FACES)[number];
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontFace, (weight: string) => string> = {
  latin: (w) => `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`,
  latinExt: (w) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
  devanagari: (w) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal.woff`,
  tamil: (w) => `@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${w}-normal.woff`,
};

const WEIGHTS: Record<FontWeight, string> = { regular: '400', bold: '700' };

export function fontName(face: FontFace, weight: FontWeight): string {
  return `${face}-${weight}`;
}

/** The part of a fontkit font pdfkit needs to accept it in place of font bytes. */
interface FontkitFont {
  layout(text: string): unknown;
}

let loaded: Map<string, FontkitFont> | null = null;

/**
 * Parsed once per process and shared by every document: fontkit keeps its glyph and layout
 * caches on the font, so the second report measures and shapes text far faster than the first.
 * Loaded through require, as pdfkit loads fontkit, so both use the same module.
 */
function loadFonts(): Map<string, FontkitFont> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const fontkit = require('fontkit') as { create(bytes: Uint8Array): FontkitFont };
  const fonts = new Map<string, FontkitFont>();
  for (const face of FONT_FACES) {
    for (const weight of ['regular', 'bold'] as const) {
      const woff = readFileSync(require.resolve(FILES[face](WEIGHTS[weight])));
      fonts.set(fontName(face, weight), fontkit.create(woffToSfnt(woff)));
    }
  }
  loaded = fonts;
  return fonts;
}

export function registerFonts(doc: PDFKit.PDFDocument | InstanceType<typeof PDFDocument>): void {
  // pdfkit 0.20 takes a fontkit font object as well as bytes; its types only name the bytes.
  for (const [name, font] of loadFonts()) doc.registerFont(name, font as unknown as Buffer);
}

// The code points of Noto Sans's "latin" file; anything else outside the Indic scripts is
// drawn from its "latin-ext" file (₹, ā, ś and the like).
const LATIN_EXTRA = new Set([0x131, 0x152, 0x153, 0x2c6, 0x2da, 0x2dc, 0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215]);

function faceOf(codePoint: number): FontFace | null {
  if ((codePoint >= 0x900 && codePoint <= 0x97f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) return 'devanagari';
  if (codePoint >= 0x1cd0 && codePoint <= 0x1cff) return 'devanagari';
  if (codePoint >= 0xb80 && codePoint <= 0xbff) return 'tamil';
  // Joiners, marks and spaces belong to the run they sit in: a virama or ZWJ must stay with its
  // cluster for the shaper to see it.
  if (
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    codePoint === 0x20 ||
    /\p{M}/u.test(String.fromCodePoint(codePoint))
  )
    return null;
  if (codePoint <= 0xff || (codePoint >= 0x2000 && codePoint <= 0x206f) || LATIN_EXTRA.has(codePoint)) return 'latin';
  return 'latinExt';
}

/** The text cut into runs of one font each, so a Hindi or Tamil name inside English text shapes. */
export function fontRuns(text: string): { face: FontFace; text: string }[] {
  const runs: { face: FontFace; text: string }[] = [];
  for (const char of text) {
    const face = faceOf(char.codePointAt(0) ?? 0x20);
    const last = runs.at(-1);
    if (last && (face === null || face === last.face)) last.text += char;
    else runs.push({ face: face ?? 'latin', text: char });
  }
  return runs;
}
