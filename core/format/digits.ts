/**
 * The digits numbers are written in (issue 34): Latin by default, Devanagari (०१२…९) when a clinic
 * chooses. Applied to text already formatted (₹1,23,456.00, 22/11/2026, 10:30), so grouping, the
 * rupee sign and separators stay exactly as the Latin formatters made them.
 */
export const DIGIT_SYSTEMS = ['latin', 'devanagari'] as const;
export type DigitSystem = (typeof DIGIT_SYSTEMS)[number];

const DEVANAGARI_ZERO = 0x0966;

/** The text with every ASCII digit written in the chosen system; other characters unchanged. */
export function inDigits(text: string, digits: DigitSystem): string {
  if (digits === 'latin') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}

/**
 * The digits a screen shows when the caller names none. The browser sets where to read them from
 * once the clinic is known (web/src/lib/clinic-digits.ts): Devanagari only on a Hindi screen of a
 * clinic that chose them, and never on a printed paper. The server never sets it, so its PDFs,
 * exports and messages are always in Latin digits.
 */
let displayDigits: () => DigitSystem = () => 'latin';

export function setDisplayDigits(source: () => DigitSystem): void {
  displayDigits = source;
}

export function currentDisplayDigits(): DigitSystem {
  return displayDigits();
}

const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A count or measure with Indian grouping (1,23,456), in the screen's digits. */
export function formatCount(value: number, digits = currentDisplayDigits()): string {
  return inDigits(COUNT.format(value), digits);
}
