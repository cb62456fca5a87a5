import { z } from 'zod';
import { fetalSexGuard } from '../../pcpndt/pcpndt-text.ts';
import { text as oneLineText } from '../../validation/text-rules.ts';

export const PHRASING_MESSAGES = {
  templateRequired: 'Choose a template',
  sectionRequired: 'Choose a section',
  phraseRequired: 'Phrase is required',
  phraseTooLong: 'Phrase must be at most 300 characters',
  noDoctor: 'Your account is not linked to a doctor: phrase suggestions are a doctor’s own',
} as const;

const guarded = fetalSexGuard('clinical');
const key = (message: string) => guarded(oneLineText({ error: message }).trim().min(1, message).max(60, message));

/** Which phrases: the template (a standard type, an advanced id or a clinic template's uuid) and section. */
export const PhraseQuerySchema = z.object({
  templateId: key(PHRASING_MESSAGES.templateRequired),
  section: key(PHRASING_MESSAGES.sectionRequired),
  /** The word being typed; empty lists the doctor's most used phrases. */
  q: guarded(oneLineText().trim().max(100)).optional().default(''),
});
export type PhraseQuery = z.output<typeof PhraseQuerySchema>;

/** A phrase the doctor no longer wants suggested in that section, or wants back. */
export const ForgetPhraseSchema = z.object({
  templateId: key(PHRASING_MESSAGES.templateRequired),
  section: key(PHRASING_MESSAGES.sectionRequired),
  phrase: guarded(
    oneLineText({ error: PHRASING_MESSAGES.phraseRequired })
      .trim()
      .min(1, PHRASING_MESSAGES.phraseRequired)
      .max(300, PHRASING_MESSAGES.phraseTooLong),
  ),
});
export type ForgetPhrase = z.output<typeof ForgetPhraseSchema>;

export const PhraseSuggestionsSchema = z.object({
  phrases: z.array(z.object({ text: z.string(), source: z.enum(['own', 'bank']), uses: z.number() })),
  more: z.number(),
});
export type PhraseSuggestionsAnswer = z.infer<typeof PhraseSuggestionsSchema>;
