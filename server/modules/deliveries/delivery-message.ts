import {
  DELIVERY_CODE_MINUTES,
  DELIVERY_LINK_DAYS,
  type DeliveryChannel,
  type DeliveryRecipient,
  type SharedDocument,
} from '../../../core/deliveries/delivery-schemas.ts';
import type { PaperLocale } from '../../../core/i18n/locales.ts';
import { messageText } from '../../../core/i18n/message-text.ts';

export interface DeliveryMessageInput {
  channel: DeliveryChannel;
  recipient: DeliveryRecipient;
  clinicName: string;
  reportCode: string;
  link: string;
  /** What the patient's link will ask (shared-link-code.ts decides): said in the message. */
  asks: 'code' | 'year-of-birth' | 'none';
  /** The message's language (message-language.ts decides; null is English). */
  language?: PaperLocale | null;
}

interface MessageParts {
  subject: string;
  body: string;
  params: string[];
}

function challengeText(language: PaperLocale | null | undefined, asks: DeliveryMessageInput['asks']): string {
  if (asks === 'code') return messageText(language, 'asksCode', {});
  return asks === 'year-of-birth' ? messageText(language, 'asksYearOfBirth', {}) : '';
}

/**
 * The text of a report link, in the patient's language (core/i18n/message-text.ts). No patient
 * name or finding: a phone's lock screen shows the text. WhatsApp sends the template with
 * [clinic, link]; SMS sends `body`, which must match the DLT template registered for it and its
 * language (README: "Messages to patients").
 */
export function reportLinkMessage(input: DeliveryMessageInput): MessageParts {
  const values = { clinic: input.clinicName, report: input.reportCode, link: input.link, days: DELIVERY_LINK_DAYS };
  const subject = messageText(
    input.language,
    input.recipient === 'patient' ? 'reportSubject' : 'reportSubjectDoctor',
    values,
  );
  const params = [input.clinicName, input.link];
  if (input.channel === 'sms') return { subject, body: messageText(input.language, 'reportSms', values), params };
  const body = messageText(input.language, 'reportBody', values) + challengeText(input.language, input.asks);
  return { subject, body, params };
}

/**
 * A bill's link (decision 030): the bill number and the clinic, nothing of the patient or of what
 * was billed (a line naming an anomaly scan reveals a pregnancy). Its own WhatsApp template and
 * SMS DLT template (README "Sending bills").
 */
export function billLinkMessage(
  input: Omit<DeliveryMessageInput, 'reportCode'> & { billNumber: string },
): MessageParts {
  const values = { clinic: input.clinicName, bill: input.billNumber, link: input.link, days: DELIVERY_LINK_DAYS };
  const subject = messageText(input.language, 'billSubject', values);
  const params = [input.clinicName, input.link];
  if (input.channel === 'sms') return { subject, body: messageText(input.language, 'billSms', values), params };
  // A bill goes to the patient only, who is asked a code or her year of birth.
  const body =
    messageText(input.language, 'billBody', values) +
    challengeText(input.language, input.asks === 'code' ? 'code' : 'year-of-birth');
  return { subject, body, params };
}

const DOCUMENT_WORDS: Record<SharedDocument, string> = { report: 'ultrasound report', bill: 'bill' };

/**
 * The patient's one-time code, in her language. Nothing of the patient or the document: the lock
 * screen shows it. WhatsApp sends the code template with [clinic, code]; SMS sends `body` (its
 * own DLT template, one for reports and one for bills, per language).
 */
export function linkCodeMessage(
  clinicName: string,
  code: string,
  document: SharedDocument = 'report',
  language: PaperLocale | null = null,
): MessageParts {
  const values = { clinic: clinicName, code, minutes: DELIVERY_CODE_MINUTES };
  return {
    subject: messageText(language, document === 'report' ? 'reportCodeSubject' : 'billCodeSubject', values),
    body: messageText(language, document === 'report' ? 'reportCode' : 'billCode', values),
    params: [clinicName, code],
  };
}

/** To the clinic when a patient's link locks: which report or bill, never who the patient is. */
export function linkLockedMessage(
  clinicName: string,
  documentCode: string,
  document: SharedDocument = 'report',
): { subject: string; body: string } {
  const word = DOCUMENT_WORDS[document];
  return {
    subject: `A ${document} link was locked (${documentCode})`,
    body:
      `The link sent to the patient for ${word} ${documentCode} at ${clinicName} was locked after too many wrong codes.\n\n` +
      `If the patient asks, open the ${document} and send it again: the new link gets new codes. If nobody from the clinic ` +
      `sent it, someone may be trying to open the ${document}: check the ${document}'s delivery log.\n`,
  };
}
