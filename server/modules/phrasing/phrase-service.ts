import { createHash } from 'node:crypto';
import { phraseKey, rankPhrases, SUMMARY_SECTIONS } from '../../../core/reports/phrasing/own-phrases.ts';
import {
  type ForgetPhrase,
  PHRASING_MESSAGES,
  type PhraseQuery,
  type PhraseSuggestionsAnswer,
} from '../../../core/reports/phrasing/phrasing-schemas.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import { TEMPLATE_MESSAGES } from '../../../core/reports/templates/template-schemas.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { loadDefinition } from '../templates/template-resolve.ts';
import {
  deleteForgotten,
  insertForgotten,
  listForgottenHashes,
  listWrittenSections,
  type PhraseOwner,
} from './phrase-queries.ts';

const hashOf = (phrase: string) => createHash('sha256').update(phraseKey(phrase)).digest('hex');

/** The section's phrase bank: its own phrases, else the template's; the summary sections use the template's. */
function bankOf(template: TemplateDefinition, section: string): readonly string[] {
  if ((SUMMARY_SECTIONS as readonly string[]).includes(section)) return template.phraseBank;
  const own = template.sections.find((s) => s.key === section);
  if (!own) throw badRequest(PHRASING_MESSAGES.sectionRequired, 'section');
  return own.phrases?.length ? own.phrases : template.phraseBank;
}

/**
 * Whose phrases: the signed-in member's linked doctor, in the session's clinic, for a template
 * this clinic can see (another clinic's template is not found, as a random id).
 */
async function ownerOf(
  deps: AppDeps,
  scope: RequestScope,
  doctorId: string | null,
  query: { templateId: string; section: string },
): Promise<{ owner: PhraseOwner; bank: readonly string[] }> {
  if (!doctorId) throw forbidden(PHRASING_MESSAGES.noDoctor, 'role');
  const template = await loadDefinition(deps.db, scope.clinicId, query.templateId);
  if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
  const bank = bankOf(template, query.section);
  return { owner: { clinicId: scope.clinicId, doctorId, templateId: template.id, section: query.section }, bank };
}

export async function suggestOwnPhrases(
  deps: AppDeps,
  scope: RequestScope,
  doctorId: string | null,
  query: PhraseQuery,
): Promise<PhraseSuggestionsAnswer> {
  const { owner, bank } = await ownerOf(deps, scope, doctorId, query);
  const [written, forgotten] = await Promise.all([
    listWrittenSections(deps.db, owner),
    listForgottenHashes(deps.db, owner),
  ]);
  return rankPhrases({
    written,
    bank,
    query: query.q,
    isForgotten: (key) => forgotten.has(createHash('sha256').update(key).digest('hex')),
  });
}

export async function forgetPhrase(deps: AppDeps, scope: RequestScope, doctorId: string | null, input: ForgetPhrase) {
  const { owner } = await ownerOf(deps, scope, doctorId, input);
  await insertForgotten(deps.db, owner, hashOf(input.phrase));
}

export async function rememberPhrase(deps: AppDeps, scope: RequestScope, doctorId: string | null, input: ForgetPhrase) {
  const { owner } = await ownerOf(deps, scope, doctorId, input);
  await deleteForgotten(deps.db, owner, hashOf(input.phrase));
}
