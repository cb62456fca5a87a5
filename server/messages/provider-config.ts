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
  language: string;
  apiUrl: string;
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
  };
}
