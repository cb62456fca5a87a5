import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPaperLocale } from '../../core/i18n/locales.ts';
import type { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import type { AppDeps } from '../app-deps.ts';
import { smsTemplateKey } from './message-language.ts';
import type { SmsConfig, WhatsAppConfig } from './provider-config.ts';

type MessageRow = typeof outgoingMessages.$inferSelect;

/** One provider: sends a saved message or throws (the message's job then retries). */
type ChannelSender = (deps: AppDeps, message: MessageRow) => Promise<void>;

const PROVIDER_TIMEOUT_MS = 15_000;

/** Reminders, one-time codes and bill links have templates of their own; report links the report one. */
function whatsAppTemplate(config: WhatsAppConfig, message: MessageRow): string {
  if (message.kind === 'appointment_reminder') return config.reminderTemplate;
  if (message.kind === 'bill_link') return config.billTemplate;
  // An authentication template's text is Meta's own: one serves reports' and bills' codes.
  return message.kind === 'link_code' || message.kind === 'bill_link_code'
    ? config.codeTemplate
    : config.reportTemplate;
}

/** The DLT template of the message's kind in its language (messageLanguage chose one that has it). */
function smsTemplateId(config: SmsConfig, message: MessageRow): string {
  const key = smsTemplateKey(message.kind);
  const local =
    isPaperLocale(message.language) && message.language !== 'en'
      ? config.localTemplateIds[message.language]
      : undefined;
  return local?.[key] ?? config[key];
}

/** The WhatsApp code of the message's language: the same template names, approved per language. */
function whatsAppLanguage(config: WhatsAppConfig, message: MessageRow): string {
  const local =
    isPaperLocale(message.language) && message.language !== 'en' ? config.localLanguages[message.language] : undefined;
  return local ?? config.language;
}

async function postJson(url: string, token: string, body: unknown, provider: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  // The status only: a provider's error body can echo the phone number.
  if (!response.ok) throw new Error(`${provider} answered ${response.status}`);
}

/** WhatsApp Cloud API: an approved template message whose body parameters carry the link. */
function sendWhatsApp(config: WhatsAppConfig, message: MessageRow) {
  return postJson(
    `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
    config.token,
    {
      messaging_product: 'whatsapp',
      to: message.recipient,
      type: 'template',
      template: {
        name: whatsAppTemplate(config, message),
        language: { code: whatsAppLanguage(config, message) },
        components: [
          { type: 'body', parameters: (message.templateParams ?? []).map((value) => ({ type: 'text', text: value })) },
        ],
      },
    },
    'WhatsApp',
  );
}

/**
 * An Indian SMS gateway, in one generic JSON shape (README: "SMS"): the text must match the DLT
 * template registered under the id, which travels with it as TRAI requires.
 */
function sendSms(config: SmsConfig, message: MessageRow) {
  return postJson(
    config.url,
    config.apiKey,
    {
      sender: config.senderId,
      to: message.recipient,
      message: message.body,
      dltTemplateId: smsTemplateId(config, message),
      ...(config.entityId ? { dltEntityId: config.entityId } : {}),
    },
    'SMS gateway',
  );
}

/**
 * Without a provider: the message as a file in DATA_DIR/outbox, named and headed with its
 * channel so nobody mistakes it for a sent one. The log names the file only.
 */
async function writeToOutbox(deps: AppDeps, message: MessageRow, channel: 'whatsapp' | 'sms'): Promise<void> {
  const dir = join(deps.config.dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const stamp = deps.clock.now().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${process.hrtime.bigint()}.${channel}.txt`);
  const label =
    channel === 'whatsapp'
      ? 'WhatsApp (not sent: WHATSAPP_* is not configured)'
      : 'SMS (not sent: SMS_* is not configured)';
  const params = (message.templateParams ?? []).map((value, i) => `Template parameter ${i + 1}: ${value}\n`).join('');
  await writeFile(
    file,
    `Channel: ${label}\nTo: ${message.recipient}\nKind: ${message.kind}\n${params}\n${message.body}\n`,
    {
      mode: 0o600,
    },
  );
}

/** The sender of each channel: the configured provider, else the outbox file. */
export const CHANNEL_SENDERS: Record<string, ChannelSender> = {
  email: (deps, message) =>
    deps.mailer.send({
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    }),
  whatsapp: (deps, message) =>
    deps.config.whatsapp ? sendWhatsApp(deps.config.whatsapp, message) : writeToOutbox(deps, message, 'whatsapp'),
  sms: (deps, message) => (deps.config.sms ? sendSms(deps.config.sms, message) : writeToOutbox(deps, message, 'sms')),
};
