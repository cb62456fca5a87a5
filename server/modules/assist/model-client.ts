import { ASSIST_ANSWER_MAX_CHARS } from '../../../core/reports/assist/assistant-settings.ts';
import { MODEL_MESSAGES } from '../../../core/reports/assist/model-messages.ts';
import type { ChatMessage } from '../../../core/reports/assist/model-request.ts';
import { screenModelAnswer } from '../../../core/reports/assist/model-request.ts';

/** A clinic's own OpenAI-compatible endpoint (llama.cpp, Ollama, or a provider it chose). */
export interface ModelEndpoint {
  /** The base URL, e.g. http://192.168.1.20:11434/v1; /chat/completions is added. */
  url: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export type ModelAnswer =
  | { ok: true; text: string }
  /** Refused by the PC-PNDT guard: the text is gone, only the fact is kept. */
  | { ok: false; kind: 'refused'; message: string }
  | { ok: false; kind: 'failed'; message: string };

function contentOf(body: unknown): string | null {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = Array.isArray(choices) ? choices[0]?.message?.content : undefined;
  return typeof content === 'string' ? content : null;
}

/**
 * Asks the model once and screens its answer before it is returned: errors and timeouts become a
 * plain message for the doctor, a refused answer carries no text. Nothing here logs the messages
 * or the answer (they are clinical data).
 */
export async function askModel(endpoint: ModelEndpoint, messages: readonly ChatMessage[]): Promise<ModelAnswer> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, messages, temperature: 0.2, stream: false }),
      // A redirect could lead past the address check (decision 026): it is an error, not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      kind: 'failed',
      message: timedOut ? MODEL_MESSAGES.timeout(endpoint.timeoutMs) : MODEL_MESSAGES.unreachable,
    };
  }
  if (!response.ok) return { ok: false, kind: 'failed', message: MODEL_MESSAGES.status(response.status) };
  const content = contentOf(await response.json().catch(() => null));
  if (content === null) return { ok: false, kind: 'failed', message: MODEL_MESSAGES.unreadable };
  const screened = screenModelAnswer(content);
  if (screened.ok) return { ok: true, text: screened.text.slice(0, ASSIST_ANSWER_MAX_CHARS) };
  return screened.refusal === 'fetal-sex'
    ? { ok: false, kind: 'refused', message: MODEL_MESSAGES.refused }
    : { ok: false, kind: 'failed', message: MODEL_MESSAGES.empty };
}
