import type { ContactMessage } from '../../../core/contact/contact-schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Control characters (CR/LF above all) removed, so user text can never start a new header line. */
export const headerSafe = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();

/** The copy of a contact message that goes to the support inbox; the sender is the Reply-To. */
export function contactMail(to: string, id: string, message: ContactMessage): MailMessage {
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to,
    // The schema already refuses control characters; this is the second guard.
    subject: headerSafe(`Contact form: ${message.subject}`).slice(0, 200),
    replyTo: headerSafe(message.email),
    text: [
      `From: ${name} <${message.email}>`,
      `Clinic: ${message.clinicName ?? '(not given)'}`,
      `Subject: ${message.subject}`,
      `Reference: ${id}`,
      '',
      message.message,
    ].join('\n'),
  };
}
