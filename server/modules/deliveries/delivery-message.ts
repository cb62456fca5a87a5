import {
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
  const challenge = forPatient ? "\nYou will be asked for the patient's year of birth before the download.\n" : '';
  const body =
    `${input.clinicName} has sent you ultrasound report ${input.reportCode}.\n\n` +
    `Open it here (the link works for ${DELIVERY_LINK_DAYS} days):\n${input.link}\n${challenge}`;
  return { subject, body, params: [input.clinicName, input.link] };
}
