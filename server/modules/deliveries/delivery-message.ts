import {
  DELIVERY_CODE_MINUTES,
  DELIVERY_LINK_DAYS,
  type DeliveryChannel,
  type DeliveryRecipient,
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
 * The patient's one-time code. Nothing of the patient or the report: the lock screen shows it.
 * WhatsApp sends the code template with [clinic, code]; SMS sends `body` (its own DLT template).
 */
export function linkCodeMessage(clinicName: string, code: string): { subject: string; body: string; params: string[] } {
  return {
    subject: `Your code for the report from ${clinicName}`,
    body: `${clinicName}: your code to open the ultrasound report is ${code}. It works for ${DELIVERY_CODE_MINUTES} minutes. Do not share it.`,
    params: [clinicName, code],
  };
}

/** To the clinic when a patient's link locks: which report, never who the patient is. */
export function linkLockedMessage(clinicName: string, reportCode: string): { subject: string; body: string } {
  return {
    subject: `A report link was locked (${reportCode})`,
    body:
      `The link sent to the patient for ultrasound report ${reportCode} at ${clinicName} was locked after too many wrong codes.\n\n` +
      'If the patient asks, open the report and send it again: the new link gets new codes. If nobody from the clinic ' +
      "sent it, someone may be trying to open the report: check the report's delivery log.\n",
  };
}
