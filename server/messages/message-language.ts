import type { PaperLocale } from '../../core/i18n/locales.ts';
import { messageLocale } from '../../core/i18n/message-text.ts';
import type { MessageKind } from './outbox.ts';
import type { SmsConfig, SmsTemplateKey, WhatsAppConfig } from './provider-config.ts';

/** The DLT template (and WhatsApp template) each patient message kind is sent with. */
export function smsTemplateKey(kind: string): SmsTemplateKey {
  if (kind === 'appointment_reminder') return 'reminderTemplateId';
  if (kind === 'bill_link') return 'billTemplateId';
  if (kind === 'bill_link_code') return 'billCodeTemplateId';
  return kind === 'link_code' ? 'codeTemplateId' : 'reportTemplateId';
}

interface ProviderConfigs {
  whatsapp?: WhatsAppConfig | undefined;
  sms?: SmsConfig | undefined;
}

/**
 * The language a patient message is written in (issue 34): hers (patients.language, set to the
 * clinic's paper language at registration), unless the channel's provider cannot send it. An SMS
 * must match a DLT template registered for its language, and a WhatsApp template must be approved
 * in it: without that language's id or code configured, English (which always has one) goes
 * instead of a message the provider would refuse. E-mail and the outbox files take any language.
 */
export function messageLanguage(
  config: ProviderConfigs,
  channel: 'email' | 'whatsapp' | 'sms',
  kind: MessageKind,
  language: string | null | undefined,
): PaperLocale {
  const locale = messageLocale(language);
  if (locale === 'en') return locale;
  if (channel === 'sms' && config.sms)
    return config.sms.localTemplateIds[locale]?.[smsTemplateKey(kind)] ? locale : 'en';
  if (channel === 'whatsapp' && config.whatsapp) return config.whatsapp.localLanguages[locale] ? locale : 'en';
  return locale;
}
