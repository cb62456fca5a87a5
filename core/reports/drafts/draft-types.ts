/**
 * A drafted sentence and the values it was made from (issue 35 item 1). The wizard shows the
 * sources beside the draft so the doctor can see why a sentence says what it says before using it.
 */
export interface DraftSentence {
  text: string;
  /** The values the sentence was computed from, as shown to the doctor: "BPD 72 mm", "LMP 01/05/2026". */
  sources: string[];
  /** An abnormal value's sentence (a suggestion to follow up), shown apart from the summary. */
  abnormal: boolean;
}

/** A draft for one report: the impression and, per findings section key, its sentences. */
export interface ReportDraftSuggestion {
  impression: DraftSentence[];
  findings: { section: string; sentences: DraftSentence[] }[];
}

export const EMPTY_DRAFT: ReportDraftSuggestion = { impression: [], findings: [] };

export const sentence = (text: string, sources: string[], abnormal = false): DraftSentence => ({
  text,
  sources,
  abnormal,
});

/** "45th", "1st", "22nd", "13th": a centile as the report prints it. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A centile as words: "45th centile", "below the 1st centile", "above the 99th centile". */
export function centileWords(centile: number): string {
  const rounded = Math.round(centile);
  if (rounded < 1) return 'below the 1st centile';
  if (rounded > 99) return 'above the 99th centile';
  return `${ordinal(rounded)} centile`;
}

const GRAMS = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const grams = (g: number) => `${GRAMS.format(g)} g`;

/** The number a free-text field starts with ("14 cm", "14", "AFI 14.5 cm"), or null. */
export function numberInText(text: string | null | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)/.exec(text ?? '');
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The impression as one text: the summary clauses joined as the example in issue 35 reads
 * ("Single live intrauterine fetus …; biometry corresponds to …; EFW …."), then each abnormal
 * sentence on its own line.
 */
export function impressionText(draft: ReportDraftSuggestion): string {
  const summary = draft.impression.filter((s) => !s.abnormal).map((s) => s.text);
  const advice = draft.impression.filter((s) => s.abnormal).map((s) => s.text);
  const joined = summary.join('; ');
  const first = joined ? `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.` : '';
  return [first, ...advice.map((text) => (text.endsWith('.') ? text : `${text}.`))].filter(Boolean).join('\n');
}

/** One findings section as text: its sentences, each ending with a full stop. */
export function sectionText(sentences: readonly DraftSentence[]): string {
  return sentences.map((s) => (s.text.endsWith('.') ? s.text : `${s.text}.`)).join(' ');
}
