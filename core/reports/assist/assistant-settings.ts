import { z } from 'zod';
import { valueMessage } from '../../i18n/value-message.ts';

/**
 * Settings → Assistant (issue 35 item 4, decision 026): the OpenAI-compatible endpoint a clinic
 * runs (llama.cpp, Ollama on a clinic PC) or chose, its model and API key. Off by default. The
 * key is write-only: answers say only whether one is set.
 */
export const ASSISTANT_MESSAGES = {
  // Settings → Assistant's connection test, naming the model that answered.
  connected: valueMessage('Connected: {model} answered', (model: string) => ({ model })),
  url: 'Enter the endpoint’s address starting with http:// or https://, e.g. http://192.168.1.20:11434/v1',
  urlCredentials: 'Put the API key in its own field, not in the address',
  urlForbidden:
    'This address is not allowed: cloud metadata and link-local addresses (169.254.x.x, fe80::) cannot be used',
  model: 'Enter the model’s name as the endpoint knows it, e.g. llama3.1:8b',
  apiKey: 'The API key must be at most 500 characters, without spaces',
  neededToEnable: 'Enter the endpoint’s address and model to turn the assistant on',
  off: 'The language model is off: an administrator can turn it on in Settings → Assistant',
  notSet: 'Enter the endpoint’s address and model first, then test the connection',
} as const;

const URL_MAX = 500;

/** Whether the text is an http(s) address with a host and no user name or password in it. */
export function endpointUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return ASSISTANT_MESSAGES.url;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return ASSISTANT_MESSAGES.url;
  if (url.username || url.password) return ASSISTANT_MESSAGES.urlCredentials;
  return null;
}

const endpointUrl = z
  .string({ error: ASSISTANT_MESSAGES.url })
  .trim()
  .max(URL_MAX, { error: ASSISTANT_MESSAGES.url })
  .superRefine((text, ctx) => {
    const problem = text === '' ? null : endpointUrlProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const UpdateAssistantSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Choose whether the assistant is on' }),
    endpointUrl,
    model: z
      .string({ error: ASSISTANT_MESSAGES.model })
      .trim()
      .max(100, { error: ASSISTANT_MESSAGES.model })
      .regex(/^[^\s\p{Cc}]*$/u, { error: ASSISTANT_MESSAGES.model }),
    /** Absent: keep the stored key. An empty string removes it. */
    apiKey: z
      .string({ error: ASSISTANT_MESSAGES.apiKey })
      .max(500, { error: ASSISTANT_MESSAGES.apiKey })
      .regex(/^[\x21-\x7e]*$/, { error: ASSISTANT_MESSAGES.apiKey })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.enabled) return;
    if (input.endpointUrl === '')
      ctx.addIssue({ code: 'custom', path: ['endpointUrl'], message: ASSISTANT_MESSAGES.neededToEnable });
    if (input.model === '')
      ctx.addIssue({ code: 'custom', path: ['model'], message: ASSISTANT_MESSAGES.neededToEnable });
  });
export type UpdateAssistantSettings = z.input<typeof UpdateAssistantSettingsSchema>;

export const AssistantSettingsSchema = z.object({
  enabled: z.boolean(),
  endpointUrl: z.string(),
  model: z.string(),
  /** Never the key itself. */
  apiKeySet: z.boolean(),
});
export type AssistantSettings = z.infer<typeof AssistantSettingsSchema>;

export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  enabled: false,
  endpointUrl: '',
  model: '',
  apiKeySet: false,
};

/** Whether "Ask the model" is offered: for whoever may ask, without the address or key. */
export const AssistantStatusSchema = z.object({ enabled: z.boolean(), model: z.string() });
export type AssistantStatus = z.infer<typeof AssistantStatusSchema>;

export const ConnectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

/** The model's screened answer, offered to the doctor as a suggestion: never written by the server. */
export const AssistSuggestionSchema = z.object({ suggestion: z.string(), model: z.string() });
export type AssistSuggestion = z.infer<typeof AssistSuggestionSchema>;

export const ASSIST_ANSWER_MAX_CHARS = 4000;
