import { MAX_SHOWN_SUGGESTIONS, suggestPhrases } from '../templates/phrase-suggestions.ts';

/** One text a doctor finalized in a section, newest first as the caller reads them. */
export interface WrittenText {
  text: string;
}

export interface RankedPhrase {
  text: string;
  /** 'own': from this doctor's finalized reports; 'bank': the template's phrase bank (the fallback). */
  source: 'own' | 'bank';
  /** In how many of the doctor's finalized reports the phrase was written (0 for the bank). */
  uses: number;
}

export interface PhraseRanking {
  phrases: RankedPhrase[];
  more: number;
}

/** What a doctor may write in a report besides the findings sections. */
export const SUMMARY_SECTIONS = ['impression', 'recommendations'] as const;

const PHRASE_LENGTH = { min: 6, max: 300 } as const;
/** 'Normal' is what an empty section is saved as, never a phrase anyone chose. */
const NOT_PHRASES = new Set(['normal', 'nil', 'none', 'n/a']);

/**
 * The key a phrase is compared and forgotten by: case, spacing and a final full stop do not make
 * another phrase ("Liver is normal in size." and "liver is normal in size" are one).
 */
export function phraseKey(phrase: string): string {
  return phrase
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,]+$/, '');
}

/** A section's text as its sentences: split at sentence ends and line breaks, each trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= PHRASE_LENGTH.min && s.length <= PHRASE_LENGTH.max && !NOT_PHRASES.has(phraseKey(s)));
}

/**
 * A doctor's own phrases for a section, ranked (issue 35 item 2): by how many of their finalized
 * reports used the phrase, then the most recently used; the words they type narrow them as the
 * phrase bank's suggestions are narrowed (starts with, a word starts with, contains). The
 * template's phrase bank follows as the fallback. Forgotten phrases are left out of both.
 */
export function rankPhrases(input: {
  written: readonly WrittenText[];
  bank: readonly string[];
  query: string;
  isForgotten: (key: string) => boolean;
  max?: number;
}): PhraseRanking {
  const max = input.max ?? MAX_SHOWN_SUGGESTIONS;
  const counted = new Map<string, { text: string; uses: number; newest: number }>();
  input.written.forEach(({ text }, order) => {
    const inThisReport = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      const key = phraseKey(sentence);
      if (inThisReport.has(key) || input.isForgotten(key)) continue;
      inThisReport.add(key);
      const seen = counted.get(key);
      if (seen) seen.uses += 1;
      else counted.set(key, { text: sentence, uses: 1, newest: order });
    }
  });
  const own = [...counted.values()].sort((a, b) => b.uses - a.uses || a.newest - b.newest);
  const ownKeys = new Set(own.map((p) => phraseKey(p.text)));
  const bank = input.bank.filter((p) => !ownKeys.has(phraseKey(p)) && !input.isForgotten(phraseKey(p)));
  const all: RankedPhrase[] = [
    ...own.map((p) => ({ text: p.text, source: 'own' as const, uses: p.uses })),
    ...bank.map((text) => ({ text, source: 'bank' as const, uses: 0 })),
  ];
  const byText = new Map(all.map((p) => [p.text, p]));
  if (input.query.trim() === '') {
    return { phrases: all.slice(0, max), more: Math.max(0, all.length - max) };
  }
  const matched = suggestPhrases(
    all.map((p) => p.text),
    input.query,
    max,
  );
  return { phrases: matched.shown.map((text) => byText.get(text) as RankedPhrase), more: matched.more };
}
