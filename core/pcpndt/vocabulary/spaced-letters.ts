import { HINDI_CHILD } from './hindi.ts';
import { SCRIPT_WORDS } from './regional.ts';

/**
 * Indian-script words written with their letters spaced or dotted apart ("ल ड़ का", "बे.टा",
 * "पु त्र होगा"), the way "b o y" is written in Latin letters. A run of two or more one-letter
 * pieces (an akshara: a consonant with its vowel sign, or a conjunct) is joined and searched for
 * a word for son, daughter, boy or girl. Whole-word edges are not needed inside a run: ordinary
 * text rarely puts single aksharas side by side, and never spells these words that way by chance.
 */

const INDIC = /^[\u0900-\u0DFF]+$/u;
/** A virama and the consonant it joins (a conjunct), then the marks: what is left is the base letter. */
const CONJUNCT = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]\p{L}/gu;
const isOneAkshara = (piece: string) =>
  INDIC.test(piece) && piece.replace(CONJUNCT, '').replace(/\p{M}/gu, '').length === 1;

const WORD = new RegExp([...HINDI_CHILD, ...Object.values(SCRIPT_WORDS).flat()].join('|'), 'u');
const PIECE = /[^\s.\-_*·•~+,|/]+/gu;

/** The spaced-out word for a child's sex in `text`, quoted from the text, or null. */
export function findSpacedScriptWord(text: string): string | null {
  if (!/[\u0900-\u0DFF]/u.test(text)) return null;
  const pieces = [...text.normalize('NFC').matchAll(PIECE)];
  let run: RegExpMatchArray[] = [];
  const check = (): string | null => {
    if (run.length < 2) return null;
    const joined = run.map((piece) => piece[0]).join('');
    if (!WORD.test(joined)) return null;
    const first = run[0] as RegExpMatchArray;
    const last = run[run.length - 1] as RegExpMatchArray;
    return text.normalize('NFC').slice(first.index, (last.index ?? 0) + last[0].length);
  };
  for (const piece of pieces) {
    if (isOneAkshara(piece[0])) {
      run.push(piece);
      continue;
    }
    const found = check();
    if (found) return found;
    run = [];
  }
  return check();
}
