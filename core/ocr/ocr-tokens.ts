/**
 * Reading numbers, units and gestational ages out of OCR tokens. OCR on a screen photo confuses
 * letters and digits that look alike (O/0, l/I/|/1, S/5, B/8); inside a token that is otherwise a
 * number they can only be digits, so they are read as digits and the value's confidence lowered.
 */

/** One word as the OCR engine read it, with its confidence (0-100, as tesseract gives it). */
export interface OcrToken {
  text: string;
  confidence: number;
}

const LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
};
const NUMBERISH = /^[0-9OoDlIi|SsB]*[0-9][0-9OoDlIi|SsB]*(?:[.,][0-9OoDlIi|SsB]+)?$/;

/** A token read as a number: "7.82", "7,82" (decimal comma), "1O.5" (corrected), or null. */
export function readNumber(text: string): { value: number; corrected: boolean } | null {
  const bare = text.replace(/[;:]+$/, '');
  if (!NUMBERISH.test(bare)) return null;
  let corrected = false;
  const digits = [...bare]
    .map((c) => {
      const digit = LOOKALIKES[c];
      if (digit === undefined) return c === ',' ? '.' : c;
      corrected = true;
      return digit;
    })
    .join('');
  const value = Number(digits);
  return Number.isFinite(value) ? { value, corrected } : null;
}

export type ReadUnit = 'mm' | 'cm' | 'g' | 'kg' | 'bpm';

/** Units as printed, with the ways OCR misreads them ("cn", "rnm"). */
const UNITS: Record<string, ReadUnit> = {
  mm: 'mm',
  rnm: 'mm',
  nm: 'mm',
  mrn: 'mm',
  cm: 'cm',
  cn: 'cm',
  crn: 'cm',
  em: 'cm',
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kgs: 'kg',
  bpm: 'bpm',
  'b/min': 'bpm',
  '/min': 'bpm',
  'beats/min': 'bpm',
};

export function readUnit(text: string | undefined): ReadUnit | null {
  if (!text) return null;
  return UNITS[text.toLowerCase().replace(/[.,;:)]+$/, '')] ?? null;
}

/** "7.82cm" or "142bpm" printed without a space: the number and its unit, or null. */
export function splitGluedUnit(text: string): [string, string] | null {
  const match = /^([0-9OoDlI|SsB.,]*[0-9][0-9OoDlI|SsB.,]*)([A-Za-z/]+)$/.exec(text);
  if (!match?.[1] || !match[2] || readUnit(match[2]) === null) return null;
  return [match[1], match[2]];
}

const DIGITISH = '[0-9OoDlI|SsB]';
const GA_PATTERN = new RegExp(
  `(?:^|[^a-z0-9])(${DIGITISH}{1,2})\\s*(?:w|wk|wks|weeks?)\\s*\\+?\\s*(${DIGITISH})\\s*(?:d|days?)?(?![a-z0-9])|(?:^|\\s)([0-9]{1,2})\\s*\\+\\s*([0-6])(?![0-9])`,
  'i',
);

/** A gestational age as machines print it ("31w2d", "31 w 2 d", "31wk 2d", "31+2"), in days. */
export function readGestationalAge(text: string): { days: number; corrected: boolean; text: string } | null {
  const match = GA_PATTERN.exec(text);
  if (!match) return null;
  const weeksText = match[1] ?? match[3] ?? '';
  const daysText = match[2] ?? match[4] ?? '';
  // In "31wld" the day can only be a digit, even with no real digit in its token.
  const weeks = readNumber(weeksText) ?? readNumber(`0${weeksText}`);
  const days = readNumber(`0${daysText}`);
  if (!weeks || !days || !Number.isInteger(weeks.value) || days.value > 6) return null;
  return {
    days: weeks.value * 7 + days.value,
    corrected: weeks.corrected || days.corrected,
    text: `${weeks.value}w${days.value}d`,
  };
}
