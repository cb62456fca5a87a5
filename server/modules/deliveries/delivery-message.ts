import {
  DELIVERY_CODE_MINUTES,
  DELIVERY_LINK_DAYS,
  type DeliveryChannel,
  type DeliveryRecipient,
  type SharedDocument,
} from '../../../core/deliveries/delivery-schemas.ts';

export interface DeliveryMessageInput {
  channel: DeliveryChannel;
  recipient: DeliveryRecipient;
  clinicName: string;
  reportCode: string;
  link: string;
  /** What the patient's link will ask (shared-link-code.ts decides): said in the message. */
  asks: 'code' | 'year-of-birth' | 'none';
}

/**
 * The text of a report link. No patient name or finding: a phone's lock screen shows the text.
 * WhatsApp sends the template with [clinic, link]; SMS sends `body`, which must match the DLT
 * template registered for it (README: "Messages to patients").
 */
export function reportLinkMessage(input: DeliveryMessageInput): { subject: string; body: string; params: string[] } {
  const forPatient = input.recipient === 'patient';
  const subject = forPatient
    ? `Your ultrasound report from ${input.clinicName}`
    : `Ultrasound report ${input.reportCode} from ${input.clinicName}`;
  if (input.channel === 'sms')
    return {
      subject,
      body: `${input.clinicName}: ultrasound report ${input.reportCode} is ready. View it within ${DELIVERY_LINK_DAYS} days: ${input.link}`,
      params: [input.clinicName, input.link],
    };
  const challenge =
    input.asks === 'code'
      ? "\nBefore the download you will be asked for a code, sent to the patient's phone or e-mail on record.\n"
      : input.asks === 'year-of-birth'
        ? "\nYou will be asked for the patient's year of birth before the download.\n"
        : '';
  const body =
    `${input.clinicName} has sent you ultrasound report ${input.reportCode}.\n\n` +
    `Open it here (the link works for ${DELIVERY_LINK_DAYS} days):\n${input.link}\n${challenge}`;
  return { subject, body, params: [input.clinicName, input.link] };
}

/**
 * A bill's link (decision 030): the bill number and the clinic, nothing of the patient or of what
 * was billed (a line naming an anomaly scan reveals a pregnancy). Its own WhatsApp template and
 * SMS DLT template (README "Sending bills").
 */
export function billLinkMessage(input: Omit<DeliveryMessageInput, 'reportCode'> & { billNumber: string }): {
  subject: string;
  body: string;
  params: string[];
} {
  const subject = `Your bill from ${input.clinicName}`;
  if (input.channel === 'sms')
    return {
      subject,
      body: `${input.clinicName}: your bill ${input.billNumber} and receipt. View it within ${DELIVERY_LINK_DAYS} days: ${input.link}`,
      params: [input.clinicName, input.link],
    };
  const challenge =
    input.asks === 'code'
      ? "\nBefore the download you will be asked for a code, sent to the patient's phone or e-mail on record.\n"
      : "\nYou will be asked for the patient's year of birth before the download.\n";
  const body =
    `${input.clinicName} has sent you bill ${input.billNumber} with its payments.\n\n` +
    `Open it here (the link works for ${DELIVERY_LINK_DAYS} days):\n${input.link}\n${challenge}`;
  return { subject, body, params: [input.clinicName, input.link] };
}

const DOCUMENT_WORDS: Record<SharedDocument, string> = { report: 'ultrasound report', bill: 'bill' };

/**
 * The patient's one-time code. Nothing of the patient or the document: the lock screen shows it.
 * WhatsApp sends the code template with [clinic, code]; SMS sends `body` (its own DLT template,
 * one for reports and one for bills).
 */
export function linkCodeMessage(
  clinicName: string,
  code: string,
  document: SharedDocument = 'report',
): { subject: string; body: string; params: string[] } {
  return {
    subject: `Your code for the ${document} from ${clinicName}`,
    body: `${clinicName}: your code to open the ${DOCUMENT_WORDS[document]} is ${code}. It works for ${DELIVERY_CODE_MINUTES} minutes. Do not share it.`,
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
