import { z } from 'zod';
import { multilineText, text } from '../validation/text-rules.ts';
import { CONTACT_MESSAGES as M } from './contact-messages.ts';

// Control characters (CR/LF above all) never belong in a one-line field; the subject ends up in
// an e-mail header, so refusing them here is the first of two guards against header injection.
const ONE_LINE = /^[^\p{Cc}]*$/u;

const oneLine = (min: number, max: number, tooShort: string, tooLong: string) =>
  // ONE_LINE is the text rule here (every control character), with the form's own message.
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong).regex(ONE_LINE, M.singleLine);

/** The public contact form (accounts spec §2.8), validated the same way in the browser and on the server. */
export const ContactMessageSchema = z.object({
  firstName: oneLine(1, 50, M.firstNameRequired, M.firstNameTooLong),
  lastName: oneLine(1, 50, M.lastNameRequired, M.lastNameTooLong),
  email: text({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
  clinicName: z
    .string({ error: M.clinicNameTooLong })
    .trim()
    .max(100, M.clinicNameTooLong)
    .regex(ONE_LINE, M.singleLine)
    .nullish()
    .transform((v) => v || undefined),
  subject: oneLine(2, 150, M.subjectTooShort, M.subjectTooLong),
  message: multilineText({ error: M.messageTooShort }).trim().min(10, M.messageTooShort).max(5000, M.messageTooLong),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const ContactReceivedSchema = z.object({ received: z.literal(true) });
