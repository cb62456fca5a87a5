import { MAX_SHOWN_SUGGESTIONS, type PhraseSuggestions, suggestPhrases } from './phrase-suggestions.ts';

/**
 * Issue 30 item 11: typing in a section ("Liver", "Gall Bladder", "Ovaries / Adnexa") should be
 * offered that organ's phrases before the rest of the template's bank; a kidney sentence is rarely
 * wanted under "Liver". The rest stay reachable after them, since findings do cross organs.
 */

/** The organ words of a section label: "Ovaries / Adnexa" → ["ovar", "adnexa"]. */
export function organStems(label: string): string[] {
  return label
    .toLowerCase()
    .split(/\s*(?:\/|&|,|\band\b)\s*/)
    .map((term) => term.trim())
    .filter((term) => term.length >= 3)
    .map(stem);
}

// A plural's stem matches both forms: "kidneys" → "kidney", "ovaries" → "ovar" (ovary, ovaries).
function stem(term: string): string {
  if (term.endsWith('ies')) return term.slice(0, -3);
  if (term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us')) return term.slice(0, -1);
  return term;
}

/** Whether a phrase names the section's organ, ignoring case and the space in "gall bladder". */
function namesOrgan(phrase: string, stems: readonly string[]): boolean {
  const text = phrase.toLowerCase();
  const joined = text.replace(/\s+/g, '');
  return stems.some((organ) => text.includes(organ) || joined.includes(organ.replace(/\s+/g, '')));
}

/**
 * The suggestions for a word typed in a section: every match naming the section's organ first (best
 * match first among them), then the bank's other matches; '+N more' counts both.
 */
export function suggestSectionPhrases(
  phraseBank: readonly string[],
  sectionLabel: string,
  word: string,
  max: number = MAX_SHOWN_SUGGESTIONS,
): PhraseSuggestions {
  const stems = organStems(sectionLabel);
  const organ = phraseBank.filter((phrase) => namesOrgan(phrase, stems));
  const rest = phraseBank.filter((phrase) => !namesOrgan(phrase, stems));
  const first = suggestPhrases(organ, word, max);
  const then = suggestPhrases(rest, word, Math.max(0, max - first.shown.length));
  return { shown: [...first.shown, ...then.shown], more: first.more + then.more };
}
