import { PAPER_LOCALES, type PaperLocale } from '../../core/i18n/locales.ts';

/**
 * WhatsApp and SMS providers, read from the environment. Each is used only when its required
 * values are all set; otherwise its messages are written to DATA_DIR/outbox (like e-mail
 * without SMTP), so sending works end to end on a fresh machine. README lists every variable.
 */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** Approved template for a report link: {{1}} clinic name, {{2}} link. */
  reportTemplate: string;
  /** Approved template for an appointment reminder: {{1}} clinic name, {{2}} date and time. */
  reminderTemplate: string;
  /** Approved (authentication) template for a report link's one-time code: {{1}} clinic name, {{2}} code. */
  codeTemplate: string;
  /** Approved template for a bill link (decision 030): {{1}} clinic name, {{2}} link. */
  billTemplate: string;
  /** The language code of the English templates. */
  language: string;
  /**
   * Languages whose templates the clinic has approved under the same names, each with its
   * WhatsApp code (WHATSAPP_TEMPLATE_LANGUAGE_HI_IN=hi, …); any other language is sent in English.
   */
  localLanguages: Partial<Record<LocalLocale, string>>;
  apiUrl: string;
}

type LocalLocale = Exclude<PaperLocale, 'en'>;
const LOCAL_LOCALES = PAPER_LOCALES.filter((locale): locale is LocalLocale => locale !== 'en');

/** The suffix of a language's variables: hi-IN → _HI_IN. */
function envSuffix(locale: LocalLocale): string {
  return `_${locale.toUpperCase().replace('-', '_')}`;
}

export interface SmsConfig {
  url: string;
  apiKey: string;
  senderId: string;
  /** DLT principal entity id of the clinic's business (TRAI). */
  entityId: string | undefined;
  /** DLT content template ids; the message text must match the registered template. */
  reportTemplateId: string;
  reminderTemplateId: string;
  codeTemplateId: string;
  /** A bill's link and its code (decision 030) have texts, hence DLT templates, of their own. */
  billTemplateId: string;
  billCodeTemplateId: string;
  /**
   * DLT templates are registered per language: each language's ids (the same variables with
   * _HI_IN, _MR_IN, _TA_IN); a message whose language has no id here is sent in English.
   */
  localTemplateIds: Partial<Record<LocalLocale, Partial<Record<SmsTemplateKey, string>>>>;
}

export type SmsTemplateKey =
  | 'reportTemplateId'
  | 'reminderTemplateId'
  | 'codeTemplateId'
  | 'billTemplateId'
  | 'billCodeTemplateId';

const SMS_TEMPLATE_ENV: Record<SmsTemplateKey, string> = {
  reportTemplateId: 'SMS_DLT_TEMPLATE_ID',
  reminderTemplateId: 'SMS_REMINDER_DLT_TEMPLATE_ID',
  codeTemplateId: 'SMS_CODE_DLT_TEMPLATE_ID',
  billTemplateId: 'SMS_BILL_DLT_TEMPLATE_ID',
  billCodeTemplateId: 'SMS_BILL_CODE_DLT_TEMPLATE_ID',
};

function localSmsTemplateIds(env: NodeJS.ProcessEnv): SmsConfig['localTemplateIds'] {
  const result: SmsConfig['localTemplateIds'] = {};
  for (const locale of LOCAL_LOCALES) {
    const suffix = envSuffix(locale);
    const ids: Partial<Record<SmsTemplateKey, string>> = {};
    for (const [key, name] of Object.entries(SMS_TEMPLATE_ENV) as [SmsTemplateKey, string][]) {
      const id = env[`${name}${suffix}`];
      if (id) ids[key] = id;
    }
    // As in English, a bill's code shares the report code's template unless it has its own.
    if (!ids.billCodeTemplateId && ids.codeTemplateId) ids.billCodeTemplateId = ids.codeTemplateId;
    if (Object.keys(ids).length) result[locale] = ids;
  }
  return result;
}

function localWhatsAppLanguages(env: NodeJS.ProcessEnv): WhatsAppConfig['localLanguages'] {
  const result: WhatsAppConfig['localLanguages'] = {};
  for (const locale of LOCAL_LOCALES) {
    const code = env[`WHATSAPP_TEMPLATE_LANGUAGE${envSuffix(locale)}`];
    if (code) result[locale] = code;
  }
  return result;
}

export function readWhatsAppConfig(env: NodeJS.ProcessEnv): WhatsAppConfig | undefined {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME } = env;
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_TEMPLATE_NAME) return undefined;
  return {
    token: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    reportTemplate: WHATSAPP_TEMPLATE_NAME,
    reminderTemplate: env.WHATSAPP_REMINDER_TEMPLATE_NAME || WHATSAPP_TEMPLATE_NAME,
    codeTemplate: env.WHATSAPP_CODE_TEMPLATE_NAME || WHATSAPP_TEMPLATE_NAME,
    billTemplate: env.WHATSAPP_BILL_TEMPLATE_NAME || WHATSAPP_TEMPLATE_NAME,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en',
    localLanguages: localWhatsAppLanguages(env),
    apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
  };
}

export function readSmsConfig(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const { SMS_PROVIDER_URL, SMS_API_KEY, SMS_SENDER_ID, SMS_DLT_TEMPLATE_ID } = env;
  if (!SMS_PROVIDER_URL || !SMS_API_KEY || !SMS_SENDER_ID || !SMS_DLT_TEMPLATE_ID) return undefined;
  return {
    url: SMS_PROVIDER_URL,
    apiKey: SMS_API_KEY,
    senderId: SMS_SENDER_ID,
    entityId: env.SMS_DLT_ENTITY_ID || undefined,
    reportTemplateId: SMS_DLT_TEMPLATE_ID,
    reminderTemplateId: env.SMS_REMINDER_DLT_TEMPLATE_ID || SMS_DLT_TEMPLATE_ID,
    codeTemplateId: env.SMS_CODE_DLT_TEMPLATE_ID || SMS_DLT_TEMPLATE_ID,
    billTemplateId: env.SMS_BILL_DLT_TEMPLATE_ID || SMS_DLT_TEMPLATE_ID,
    billCodeTemplateId: env.SMS_BILL_CODE_DLT_TEMPLATE_ID || env.SMS_CODE_DLT_TEMPLATE_ID || SMS_DLT_TEMPLATE_ID,
    localTemplateIds: localSmsTemplateIds(env),
  };
}
