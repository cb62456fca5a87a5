import { type ContradictionCode, SCORE_LABELS, type ScoredReport, scoreFindings } from './score-findings.ts';

export interface Contradiction {
  code: ContradictionCode;
  message: string;
}

export const NEEDS_CONFIRMATION_MESSAGE =
  'The impression contradicts the scores or measurements: confirm it to finalize the report';

/**
 * The conclusion lines the scores suggest for the impression, one sentence each, or '' when the
 * template scores nothing yet. Offered to the doctor, who accepts or edits it: never written
 * into the report by itself (issue 30 item 7).
 */
export function suggestedConclusion(report: ScoredReport): string {
  return scoreFindings(report)
    .map((finding) => finding.conclusion)
    .join('\n');
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The impression without the scores' own labels and suggested lines (they never contradict). */
function withoutScoreWords(impression: string, report: ScoredReport): string {
  const own = [...scoreFindings(report).map((finding) => finding.conclusion), ...SCORE_LABELS];
  return own.reduce((text, words) => text.replace(new RegExp(literal(words), 'gi'), ' '), impression);
}

/**
 * Where the impression says the opposite of a score or a measurement (issue 35 item 5): a TR5
 * nodule with "normal thyroid", an EFW below the 10th centile with "growth appropriate", BI-RADS
 * 4 or 5 with "benign". A phrase test, deliberately simple: it asks the doctor to confirm, never
 * refuses, so a rare false alarm costs one click and a missed one is no worse than today.
 * One entry per code (the first finding that raises it), so a confirmation names each once.
 */
export function impressionContradictions(report: ScoredReport & { impression: string | null }): Contradiction[] {
  const impression = withoutScoreWords(report.impression ?? '', report);
  if (impression.trim() === '') return [];
  const found = new Map<ContradictionCode, string>();
  for (const finding of scoreFindings(report)) {
    for (const rule of finding.rules) {
      if (found.has(rule.code)) continue;
      if (rule.phrases.some((phrase) => phrase.test(impression))) found.set(rule.code, rule.message);
    }
  }
  return [...found].map(([code, message]) => ({ code, message }));
}

/** The contradictions a confirmation did not name: a new one is never confirmed by an old answer. */
export function unconfirmed(
  contradictions: readonly Contradiction[],
  confirmed: readonly string[] | null | undefined,
): Contradiction[] {
  const named = new Set(confirmed ?? []);
  return contradictions.filter((contradiction) => !named.has(contradiction.code));
}
