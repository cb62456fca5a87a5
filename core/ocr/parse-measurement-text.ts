import { SEX_WORDS } from '../dicom/sr-codes.ts';
import { findFetalSexDisclosure } from '../pcpndt/fetal-sex-guard.ts';
import {
  type OcrToken,
  type ReadUnit,
  readGestationalAge,
  readNumber,
  readUnit,
  splitGluedUnit,
} from './ocr-tokens.ts';
import {
  LABELS,
  PHOTO_KEY_UNITS,
  type PhotoKey,
  type PhotoUnit,
  PLAUSIBLE,
  VESSELS,
} from './photo-measurement-keys.ts';

/** One value read from a photo: in the report's unit, how sure the reading is (0-1), and the line it came from. */
export interface ReadValue {
  value: number;
  unit: PhotoUnit;
  confidence: number;
  text: string;
}

export interface ParsedPhoto {
  values: Partial<Record<PhotoKey, ReadValue>>;
  /** Lines left out because they named a sex (PC-PNDT): counted, never kept. */
  droppedLines: number;
}

/** Below this a value is shown highlighted for a closer look (every value is confirmed anyway). */
export const LOW_CONFIDENCE = 0.8;

/** The weights taken off a reading's confidence for each doubt about it. */
const DOUBT = { corrected: 0.75, unitGuessed: 0.8, implausible: 0.5 } as const;

/** Short labels that, in the middle of a line, are more likely a column (a measurement's own GA) than a field. */
const LINE_START_ONLY = new Set(['ga', 'aua', 'cua']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Longest first; "BPD(Hadlock)" and "HC," are the label, "HCG" and "ACCURACY" are not. */
const LABEL_WORDS = LABELS.map(([label, key]) => ({
  words: label.split(' '),
  key,
  label,
  pattern: new RegExp(`^${escapeRegExp(label)}(?:\\(|,|$)`),
})).sort((a, b) => b.label.length - a.label.length);

/** Splits OCR words at the separators screens print between a label and its value. */
export function tokensOf(words: readonly OcrToken[]): OcrToken[] {
  return words.flatMap((word) =>
    word.text
      .split(/[\s|:=]+/)
      .filter((part) => part !== '' && !/^[-–—_.]+$/.test(part))
      .map((text) => ({ text, confidence: word.confidence })),
  );
}

/** A token as labels are written; "Pl" and "R1" are how OCR often reads a Doppler row's PI and RI. */
const lower = (token: OcrToken | undefined) =>
  (token?.text ?? '')
    .toLowerCase()
    .replace(/[.:]+$/, '')
    .replace(/^([pr])[l1|]$/, '$1i');

/** The label (as many tokens as it has words) starting at `at`, or null. */
function labelAt(tokens: readonly OcrToken[], at: number): { key: PhotoKey; length: number; label: string } | null {
  for (const { words, key, label, pattern } of LABEL_WORDS) {
    const slice = tokens.slice(at, at + words.length);
    if (slice.length < words.length) continue;
    if (pattern.test(slice.map(lower).join(' '))) return { key, length: words.length, label };
  }
  return null;
}

/** Value tokens after a label: "(Hadlock)" annotations are skipped; "Avg 7.82" wins over the first reading. */
function valueTokens(tokens: readonly OcrToken[], from: number, vessel: unknown): OcrToken[] {
  const out: OcrToken[] = [];
  let inParens = false;
  for (let at = from; at < tokens.length; at += 1) {
    const token = tokens[at] as OcrToken;
    // A value belongs to its own label: the next label on the line starts the next value.
    const next = labelAt(tokens, at);
    if ((next && !LINE_START_ONLY.has(next.label)) || (vessel && /^[pr]i$/.test(lower(token)))) break;
    if (token.text.startsWith('(')) inParens = true;
    if (!inParens) {
      const glued = splitGluedUnit(token.text);
      if (glued) out.push({ ...token, text: glued[0] }, { ...token, text: glued[1] });
      else out.push(token);
    }
    if (token.text.endsWith(')')) inParens = false;
  }
  const average = out.findIndex((t) => /^(?:avg|mean|av|average)\.?$/i.test(t.text));
  return average >= 0 ? out.slice(average + 1) : out;
}

function toKeyUnit(key: PhotoKey, value: number, unit: ReadUnit | null): { value: number; guessed: boolean } | null {
  const target = PHOTO_KEY_UNITS[key];
  const [low, high] = PLAUSIBLE[key];
  const fits = (v: number) => v >= low && v <= high;
  if (target === 'mm' || target === 'cm') {
    const perMm = target === 'mm' ? 1 : 0.1;
    if (unit === 'mm') return { value: value * perMm, guessed: false };
    if (unit === 'cm') return { value: value * 10 * perMm, guessed: false };
    if (unit !== null) return null;
    // No unit printed: the one that makes the reading a plausible fetal value.
    if (fits(value)) return { value, guessed: true };
    const other = target === 'mm' ? value * 10 : value / 10;
    return fits(other) ? { value: other, guessed: true } : { value, guessed: true };
  }
  if (target === 'g') {
    if (unit === 'kg' || (unit === null && value < 10)) return { value: value * 1000, guessed: unit === null };
    return unit === 'g' || unit === null ? { value, guessed: unit === null } : null;
  }
  if (target === 'bpm') return unit === 'bpm' || unit === null ? { value, guessed: false } : null;
  return unit === null ? { value, guessed: false } : null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const fits = (key: PhotoKey, value: number) => value >= PLAUSIBLE[key][0] && value <= PLAUSIBLE[key][1];

/**
 * Two misreadings of a slightly blurred photo that leave an impossible value: a decimal point
 * lost ("8.91cm" read "891cm") and a weight's "g" read as a 9 ("1712 g" read "17129"). Only
 * tried when the value as read is not a fetal value; the result is marked corrected (low
 * confidence), so the person confirming it looks twice.
 */
function recoverMisread(key: PhotoKey, text: string, value: number, unit: ReadUnit | null) {
  if (text.includes('.') || text.includes(',')) return null;
  const candidates: number[] = [];
  if (PHOTO_KEY_UNITS[key] === 'g' && unit === null && /9$/.test(text)) candidates.push(Math.floor(value / 10));
  candidates.push(value / 10, value / 100);
  for (const candidate of candidates) {
    const converted = toKeyUnit(key, candidate, unit);
    if (converted && fits(key, converted.value)) return converted;
  }
  return null;
}

/** The value after a label: the first number (or GA) with its unit, in the key's unit. */
function readValue(
  key: PhotoKey,
  label: readonly OcrToken[],
  rest: readonly OcrToken[],
  line: string,
): ReadValue | null {
  const confidences = label.map((t) => t.confidence);
  let corrected = false;
  let value: number;
  let guessed = false;
  if (key === 'ga') {
    const ga = readGestationalAge(rest.map((t) => t.text).join(' '));
    if (!ga) return null;
    value = ga.days;
    corrected = ga.corrected;
    confidences.push(...rest.slice(0, 2).map((t) => t.confidence));
  } else {
    const at = rest.findIndex((t) => readNumber(t.text) !== null);
    const token = rest[at];
    const number = token ? readNumber(token.text) : null;
    if (!token || !number) return null;
    const unitToken = rest[at + 1];
    const unit = readUnit(unitToken?.text);
    const plain = toKeyUnit(key, number.value, unit);
    const recovered = plain && !fits(key, plain.value) ? recoverMisread(key, token.text, number.value, unit) : null;
    const converted = recovered ?? plain;
    if (!converted) return null;
    confidences.push(token.confidence, ...(unit && unitToken ? [unitToken.confidence] : []));
    value = round2(converted.value);
    corrected =
      recovered !== null || number.corrected || (unit !== null && !/^(mm|cm|g|kg|bpm)$/i.test(unitToken?.text ?? ''));
    guessed = converted.guessed;
  }
  const [low, high] = PLAUSIBLE[key];
  let confidence = Math.min(...confidences) / 100;
  if (corrected) confidence *= DOUBT.corrected;
  if (guessed) confidence *= DOUBT.unitGuessed;
  if (value < low || value > high) confidence *= DOUBT.implausible;
  return { value, unit: PHOTO_KEY_UNITS[key], confidence: round2(Math.max(0, Math.min(1, confidence))), text: line };
}

function vesselOf(line: string): { pi?: PhotoKey; ri?: PhotoKey } | null {
  for (const [pattern, keys] of VESSELS) if (pattern.test(line.trim())) return keys;
  return null;
}

/** PC-PNDT: a line that names a sex, in words a scanner or a person might type, is never kept. */
function namesASex(line: string): boolean {
  return SEX_WORDS.test(line) || findFetalSexDisclosure(line, 'pregnancy') !== null;
}

/**
 * The report's fields from the lines an OCR engine read off a scanner's measurement page. Each
 * line is looked at on its own: a label at its start (or, for unambiguous labels, further along,
 * for pages printed in two columns), then the value after it. The first reading of a key wins,
 * as a page lists the figure in use before its history.
 */
export function parseMeasurementLines(lines: readonly (readonly OcrToken[])[]): ParsedPhoto {
  const values: ParsedPhoto['values'] = {};
  let droppedLines = 0;
  let vessel: { pi?: PhotoKey; ri?: PhotoKey } | null = null;
  const keep = (key: PhotoKey | undefined, read: ReadValue | null) => {
    if (key && read && !values[key]) values[key] = read;
  };

  for (const words of lines) {
    const text = words
      .map((w) => w.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160);
    if (text === '') continue;
    if (namesASex(text)) {
      droppedLines += 1;
      continue;
    }
    const tokens = tokensOf(words);
    const heading = vesselOf(text);
    if (heading) vessel = heading;
    for (let at = 0; at < tokens.length; at += 1) {
      const token = lower(tokens[at]);
      // Doppler rows: "PI 0.98" under a vessel's heading, or "Umb A  PI 0.98  RI 0.62" on one line.
      if ((token === 'pi' || token === 'ri') && vessel) {
        const key = token === 'pi' ? vessel.pi : vessel.ri;
        keep(key, key ? readValue(key, [tokens[at] as OcrToken], valueTokens(tokens, at + 1, vessel), text) : null);
        continue;
      }
      const label = labelAt(tokens, at);
      if (!label || (at > 0 && LINE_START_ONLY.has(label.label))) continue;
      if (at === 0 && !label.key.includes('_') && label.key !== 'cpr') vessel = null;
      const rest = valueTokens(tokens, at + label.length, vessel);
      keep(label.key, readValue(label.key, tokens.slice(at, at + label.length), rest, text));
      at += label.length - 1;
    }
  }
  return { values, droppedLines };
}

/** For text without word confidences (tests, pasted text): every word counted as fully certain. */
export function linesOfText(text: string): OcrToken[][] {
  return text.split(/\r?\n/).map((line) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, confidence: 100 })),
  );
}
