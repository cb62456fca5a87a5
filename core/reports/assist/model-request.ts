import { findFetalSexDisclosure } from '../../pcpndt/fetal-sex-guard.ts';
import type { ReportDraftSuggestion } from '../drafts/draft-types.ts';
import { impressionText, sectionText } from '../drafts/draft-types.ts';

/**
 * What may leave the clinic for a language model the clinic runs (issue 35 item 4): the
 * patient's age and the report's clinical values, never a name, phone, id, date of birth or
 * address. It is built from fields that cannot hold those (numbers, the template's name and the
 * deterministic draft's sentences, which are made from numbers and fixed words), so nothing
 * typed about the patient can slip through a free-text field.
 */
export interface ModelContext {
  ageYears: number | null;
  templateName: string;
  /** Measured values by their label: "BPD (mm)": 72. Numbers only. */
  values: Readonly<Record<string, number>>;
  draft: ReportDraftSuggestion;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export const MODEL_SYSTEM_PROMPT = [
  'You help a sonologist in India word the impression of an ultrasound report.',
  'Use only the values given. Reply with a suggested impression of at most five sentences, no preamble.',
  'Never state, hint at or guess the sex of a fetus: it is forbidden by the PC-PNDT Act.',
].join(' ');

export function modelMessages(context: ModelContext): ChatMessage[] {
  const values = Object.entries(context.values)
    .filter(([, value]) => Number.isFinite(value))
    .map(([label, value]) => `${label}: ${value}`);
  const findings = context.draft.findings.map(({ sentences }) => sectionText(sentences)).filter(Boolean);
  const lines = [
    `Study: ${context.templateName}`,
    context.ageYears === null ? null : `Patient age: ${context.ageYears} years`,
    values.length ? `Values: ${values.join('; ')}` : null,
    findings.length ? `Findings computed from the values: ${findings.join(' ')}` : null,
    impressionText(context.draft) ? `Draft impression: ${impressionText(context.draft)}` : null,
  ].filter((line): line is string => line !== null);
  return [
    { role: 'system', content: MODEL_SYSTEM_PROMPT },
    { role: 'user', content: lines.join('\n') },
  ];
}

export type ScreenedAnswer = { ok: true; text: string } | { ok: false; refusal: 'fetal-sex' | 'empty' };

/**
 * The model's answer before anyone sees it: one that names or hints at a fetal sex (the strictest
 * level of the guard, as the answer is about a pregnancy or may be) is refused whole, never
 * shown in part; its text is discarded by the caller and only the refusal is recorded.
 */
export function screenModelAnswer(text: string): ScreenedAnswer {
  const answer = text.trim();
  if (answer === '') return { ok: false, refusal: 'empty' };
  if (findFetalSexDisclosure(answer, 'pregnancy') !== null) return { ok: false, refusal: 'fetal-sex' };
  return { ok: true, text: answer };
}
