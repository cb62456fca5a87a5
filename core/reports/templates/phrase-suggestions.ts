/** Spec §2 "Phrase-suggestion text area": at least 2 characters, 12 phrases, then '+N more'. */
export const MIN_SUGGESTION_WORD_LENGTH = 2;
export const MAX_SHOWN_SUGGESTIONS = 12;

export interface PhraseSuggestions {
  shown: string[];
  /** How many further matches the '+N more' note counts. */
  more: number;
}

/**
 * Phrases containing the current word (case-insensitive), best first: phrases that start with
 * the word, then phrases with a word starting with it, then any other match; bank order within
 * each group.
 */
export function suggestPhrases(
  phraseBank: readonly string[],
  currentWord: string,
  max: number = MAX_SHOWN_SUGGESTIONS,
): PhraseSuggestions {
  const needle = currentWord.trim().toLowerCase();
  if (needle.length < MIN_SUGGESTION_WORD_LENGTH) return { shown: [], more: 0 };

  const groups: [string[], string[], string[]] = [[], [], []];
  const seen = new Set<string>();
  for (const phrase of phraseBank) {
    if (seen.has(phrase)) continue;
    const haystack = phrase.toLowerCase();
    const at = haystack.indexOf(needle);
    if (at < 0) continue;
    seen.add(phrase);
    if (haystack.startsWith(needle)) groups[0].push(phrase);
    else if (startsAWord(haystack, needle)) groups[1].push(phrase);
    else groups[2].push(phrase);
  }
  const matches = groups.flat();
  const limit = Math.max(0, Math.floor(max));
  return { shown: matches.slice(0, limit), more: Math.max(0, matches.length - limit) };
}

function startsAWord(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !isWordChar(haystack[at - 1] ?? '')) return true;
  }
  return false;
}

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

function isWordChar(char: string): boolean {
  return char !== '' && WORD_CHAR.test(char);
}

export interface CurrentWord {
  word: string;
  /** Where the word starts and ends in the text, so a chosen phrase can replace it. */
  start: number;
  end: number;
}

/**
 * The word under the caret: the run of letters, digits, apostrophes and hyphens around it.
 * Empty (start = end = caret) when the caret is not touching a word.
 */
export function currentWordAt(text: string, caret: number): CurrentWord {
  const at = Math.min(Math.max(0, Math.floor(Number.isFinite(caret) ? caret : text.length)), text.length);
  let start = at;
  while (start > 0 && isWordChar(text[start - 1] ?? '')) start -= 1;
  let end = at;
  while (end < text.length && isWordChar(text[end] ?? '')) end += 1;
  return { word: text.slice(start, end), start, end };
}
