import { text } from '../validation/text-rules.ts';

/**
 * The one rule for people's names (patients, users, doctors, spouses, contacts). Letters of any
 * script (\p{L} plus combining marks \p{M}) and spaces, and a hyphen or apostrophe between two
 * letters, so "Deshpande-Kulkarni" and "D'Souza" pass (issue 22) while a lone "-" or "'" does not.
 * Titles and initials ("Dr. A. K. Rao") may also use dots where the field allows them.
 */
const NAME_CHARS = /^[\p{L}\p{M} '-]+$/u;
const DOTTED_NAME_CHARS = /^[\p{L}\p{M} .'-]+$/u;
/** A doctor as written on a referral slip: "Dr. R.K. Joshi (MD)", "Dr. S. Rao, DGO". */
const DOCTOR_NAME_CHARS = /^[\p{L}\p{M} .,'()-]+$/u;
/** A hyphen or apostrophe without a letter on each side. */
const LOOSE_JOINER = /(?:^|[^\p{L}\p{M}])['-]|['-](?:$|[^\p{L}\p{M}])/u;
const HAS_LETTER = /\p{L}/u;

/** Typographic apostrophes (’ ‘ ʼ) typed on phones become the plain one, so search finds either. */
export function normaliseApostrophes(value: string): string {
  return value.replace(/[\u2018\u2019\u02bc]/g, "'");
}

export function isPersonName(value: string, options: { dots?: boolean; qualifications?: boolean } = {}): boolean {
  const chars = options.qualifications ? DOCTOR_NAME_CHARS : options.dots ? DOTTED_NAME_CHARS : NAME_CHARS;
  return chars.test(value) && HAS_LETTER.test(value) && !LOOSE_JOINER.test(value) && bracketsBalance(value);
}

/** "(MD)" but not "MD)" or "(MD": a stray bracket is a typing slip worth pointing out. */
function bracketsBalance(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** A trimmed name of min-max characters meeting isPersonName, typographic apostrophes made plain. */
export const personName = (message: string, options: { dots?: boolean; min?: number; max?: number } = {}) =>
  // The text rule first, so a broken or direction-changing character is named as such.
  text({ error: message })
    .trim()
    .transform(normaliseApostrophes)
    .refine(
      (v) => v.length >= (options.min ?? 2) && v.length <= (options.max ?? 50) && isPersonName(v, options),
      message,
    );
