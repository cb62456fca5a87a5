/**
 * What the portal says when the clinic's language model fails or its answer is withheld (decision
 * 026). The server answers with these; they live in core so the screens' catalog can hold their
 * translations (the wizard's "Ask the model" and Settings → Assistant show them inline).
 */
import { valueMessage } from '../../i18n/value-message.ts';

export const MODEL_MESSAGES = {
  refused: 'The model’s answer was withheld: it did not pass the PC-PNDT check',
  empty: 'The model gave an empty answer',
  timeout: valueMessage('The model did not answer within {seconds} s', (ms: number) => ({
    seconds: Math.ceil(ms / 1000),
  })),
  status: valueMessage('The model’s server answered with an error (HTTP {status})', (status: number) => ({ status })),
  unreachable: 'The model’s server could not be reached: check its address in Settings',
  unreadable: 'The model’s answer could not be read (is the endpoint OpenAI-compatible?)',
} as const;
