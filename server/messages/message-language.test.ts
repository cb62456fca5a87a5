import { describe, expect, it } from 'vitest';
import { messageLanguage } from './message-language.ts';
import { readSmsConfig, readWhatsAppConfig } from './provider-config.ts';

const SMS_ENV = {
  SMS_PROVIDER_URL: 'https://sms.example/send',
  SMS_API_KEY: 'key',
  SMS_SENDER_ID: 'USGCLN',
  SMS_DLT_TEMPLATE_ID: '1',
  SMS_CODE_DLT_TEMPLATE_ID: '3',
};

describe("a patient message's language and the provider's templates", () => {
  it('reads per-language DLT ids and WhatsApp codes from the suffixed variables', () => {
    const sms = readSmsConfig({ ...SMS_ENV, SMS_DLT_TEMPLATE_ID_HI_IN: '11', SMS_CODE_DLT_TEMPLATE_ID_HI_IN: '13' });
    // A bill's code shares the code template in Hindi too, as in English.
    expect(sms?.localTemplateIds).toEqual({
      'hi-IN': { reportTemplateId: '11', codeTemplateId: '13', billCodeTemplateId: '13' },
    });
    const whatsapp = readWhatsAppConfig({
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TEMPLATE_NAME: 'report_link',
      WHATSAPP_TEMPLATE_LANGUAGE_TA_IN: 'ta',
    });
    expect(whatsapp?.localLanguages).toEqual({ 'ta-IN': 'ta' });
  });

  it('keeps her language where the provider has its template, else English', () => {
    const config = {
      sms: readSmsConfig({ ...SMS_ENV, SMS_DLT_TEMPLATE_ID_HI_IN: '11' }),
      whatsapp: readWhatsAppConfig({
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_TEMPLATE_NAME: 'report_link',
        WHATSAPP_TEMPLATE_LANGUAGE_HI_IN: 'hi',
      }),
    };
    expect(messageLanguage(config, 'sms', 'report_link', 'hi-IN')).toBe('hi-IN');
    expect(messageLanguage(config, 'sms', 'bill_link', 'hi-IN')).toBe('en');
    expect(messageLanguage(config, 'whatsapp', 'appointment_reminder', 'hi-IN')).toBe('hi-IN');
    expect(messageLanguage(config, 'whatsapp', 'report_link', 'mr-IN')).toBe('en');
    // E-mail, and the outbox files without a provider, take any language.
    expect(messageLanguage(config, 'email', 'report_link', 'ta-IN')).toBe('ta-IN');
    expect(messageLanguage({}, 'sms', 'link_code', 'mr-IN')).toBe('mr-IN');
    expect(messageLanguage(config, 'email', 'report_link', null)).toBe('en');
    expect(messageLanguage(config, 'email', 'report_link', 'xx-YY')).toBe('en');
  });
});
