import { z } from 'zod';
import { REPORT_MESSAGES } from '../messages.ts';
import {
  AssistantSettingsSchema,
  AssistantStatusSchema,
  AssistSuggestionSchema,
  ConnectionTestSchema,
  UpdateAssistantSettingsSchema,
} from '../reports/assist/assistant-settings.ts';
import { get, post, put } from './define-route.ts';

/**
 * The clinic's optional language model (issue 35 item 4, decision 026): its settings (admins),
 * a test of the saved connection, and a de-identified, audited question about one draft report
 * whose answer is only ever a suggestion.
 */
export const assistApi = {
  settings: get('/api/clinic/assistant', { responses: { 200: AssistantSettingsSchema } }),
  updateSettings: put('/api/clinic/assistant', {
    body: UpdateAssistantSettingsSchema,
    responses: { 200: AssistantSettingsSchema },
  }),
  status: get('/api/clinic/assistant/status', { responses: { 200: AssistantStatusSchema } }),
  testConnection: post('/api/clinic/assistant/test', { responses: { 200: ConnectionTestSchema } }),
  ask: post('/api/reports/:id/assist', {
    params: z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) }),
    responses: { 200: AssistSuggestionSchema },
  }),
};
