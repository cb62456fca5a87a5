import {
  ForgetPhraseSchema,
  PhraseQuerySchema,
  PhraseSuggestionsSchema,
} from '../reports/phrasing/phrasing-schemas.ts';
import { get, post } from './define-route.ts';

/**
 * A doctor's own phrasing (issue 35 item 2): suggestions ranked from their finalized reports in
 * one template's section, the phrase bank after them; a phrase can be forgotten and brought back.
 */
export const phraseSuggestionsApi = {
  list: get('/api/phrase-suggestions', { query: PhraseQuerySchema, responses: { 200: PhraseSuggestionsSchema } }),
  forget: post('/api/phrase-suggestions/forget', { body: ForgetPhraseSchema }),
  remember: post('/api/phrase-suggestions/remember', { body: ForgetPhraseSchema }),
};
