/**
 * The shape of a vocabulary rule and the helpers every language file uses. A rule has the
 * narrowest level it is safe at (fetal-sex-vocabulary.ts explains the levels).
 */

export const GUARD_LEVELS = ['person', 'clinical', 'pregnancy'] as const;
export type GuardLevel = (typeof GUARD_LEVELS)[number];

export interface DisclosureRule {
  pattern: RegExp;
  level: GuardLevel;
  /** Excused when its clause carries a negation ("fetal genitalia not assessed"). */
  negatable?: boolean;
  /** Excused when its clause is about a child already born, or it follows a count ("2 boys"). */
  living?: boolean;
}

export const src = String.raw;
export const rx = (source: string, flags = 'giu') => new RegExp(source.normalize('NFC'), flags);
/** Whole-word edges that also work for Indic and Arabic scripts, whose vowel signs are marks, not letters. */
export const W0 = '(?<![\\p{L}\\p{M}\\p{N}])';
export const W1 = '(?![\\p{L}\\p{M}\\p{N}])';
/** A word list as one whole-word alternation, for scripts where \b does not work. */
export const words = (list: readonly string[]) => `${W0}(?:${list.join('|')})${W1}`;

/**
 * Place words after a deity's name make it an address or an institution ("Near Laxmi Aai
 * Mandir", "Jai Mata Di Hospital"), not a code word for the foetus's sex.
 */
export const NOT_A_PLACE =
  '(?!\\s+(?:ji\\s+)?(?:mandir|temple|nagar|chowk|road|rd|marg|colony|society|path|gali|galli|wadi|ward|apartments?|hospital|clinic|nursing|school|vidyalaya|bhavan|bhawan|sadan|niwas|chawl|market|complex|tower|enclave|vihar|mohalla|sector|medical|trust|hall|ashram|dham|mandal|मंदिर|मन्दिर|नगर|चौक|मार्ग|अस्पताल|कॉलोनी))';
