import { z } from 'zod';
import { valueMessage } from '../i18n/value-message.ts';
import { maskEmail } from '../system/mask.ts';
import { text } from '../validation/text-rules.ts';

/** Sending finalized reports to patients and referring doctors (issue 19 §3). */
export const DELIVERY_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_RECIPIENTS = ['patient', 'referrer'] as const;
export type DeliveryRecipient = (typeof DELIVERY_RECIPIENTS)[number];

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };
export const RECIPIENT_LABELS: Record<DeliveryRecipient, string> = {
  patient: 'Patient',
  referrer: 'Referring doctor',
};

/** How long a sent link opens the report, and how many wrong codes (or years of birth) lock it. */
export const DELIVERY_LINK_DAYS = 7;
export const DELIVERY_MAX_WRONG_ANSWERS = 3;
/**
 * The patient's one-time code: how long it lasts, how soon another may be sent, and how many in
 * an hour (counted from the last one sent, and afresh once the link opens).
 */
export const DELIVERY_CODE_MINUTES = 10;
export const DELIVERY_CODE_RESEND_SECONDS = 60;
export const DELIVERY_MAX_CODES = 3;
export const DELIVERY_CODE_WINDOW_MINUTES = 60;

/** Codes sent that still count against the limit at `now`. */
export function codesCounted(codesSent: number, codeSentAt: Date | null, now: Date): number {
  if (!codeSentAt || now.getTime() - codeSentAt.getTime() >= DELIVERY_CODE_WINDOW_MINUTES * 60_000) return 0;
  return codesSent;
}

/**
 * What the patient's link asks before the download: a code sent to her recorded phone or e-mail;
 * her year of birth only when she has no address we may message; nothing for a doctor's link.
 */
/** What a sent link opens: a finalized report, or a bill with its payments (decision 030). */
export const SHARED_DOCUMENTS = ['report', 'bill'] as const;
export type SharedDocument = (typeof SHARED_DOCUMENTS)[number];

export const SHARED_CHALLENGES = ['code', 'year-of-birth', 'none'] as const;
export type SharedChallenge = (typeof SHARED_CHALLENGES)[number];

export const DELIVERY_MESSAGES = {
  channel: 'Choose e-mail, WhatsApp or SMS',
  recipient: 'Choose the patient or the referring doctor',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a 10-digit mobile number',
  billPatientOnly: 'A bill is sent only to its patient',
  notFinalized: 'Only a finalized report can be sent; finalize this draft first',
  noConsent: 'The patient has not agreed to receive messages; record the consent in the patient’s details first',
  // {what} is one of the two names below, which the screen translates with it.
  noAddress: valueMessage('No {what} on record for this recipient; enter one', (what: string) => ({ what })),
  emailAddress: 'e-mail address',
  mobileNumber: 'mobile number',
  deliveryNotFound: 'Delivery not found',
  linkNotFound: 'This link is not valid. Check that it was copied completely.',
  linkExpired: 'This link has expired. Ask the clinic to send the report again.',
  linkRevoked: 'The clinic has withdrawn this link. Ask the clinic to send the report again.',
  linkLocked:
    'This link is locked after too many wrong answers. The clinic has been told; ask them to send the report again.',
  wrongYear: 'The year of birth does not match',
  yearOfBirth: 'Enter the year of birth as 4 digits, e.g. 1990',
  wrongCode: 'The code does not match',
  code: 'Enter the 6-digit code',
  codeFirst: 'Send a code first, then enter it here',
  codeExpired: 'This code has expired. Send a new code.',
  noCodeChallenge: 'This link does not ask for a code',
  tooManyCodes: 'No more codes can be sent for now. Try again in an hour, or ask the clinic to send the report again.',
  resendWait: valueMessage('Please wait {seconds} seconds before asking for another code.', (seconds: number) => ({
    seconds,
  })),
  downloadExpired: 'This download has expired. Open the link again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  // A bill's link (decision 030) says what she was sent: a bill, not a report.
  billLinkExpired: 'This link has expired. Ask the clinic to send the bill again.',
  billLinkRevoked: 'The clinic has withdrawn this link. Ask the clinic to send the bill again.',
  billLinkLocked:
    'This link is locked after too many wrong answers. The clinic has been told; ask them to send the bill again.',
  billTooManyCodes:
    'No more codes can be sent for now. Try again in an hour, or ask the clinic to send the bill again.',
} as const;

/** The refusals of a link that end in "ask the clinic to send it again", naming what it opens. */
export function linkRefusals(document: SharedDocument) {
  const M = DELIVERY_MESSAGES;
  return document === 'bill'
    ? {
        linkExpired: M.billLinkExpired,
        linkRevoked: M.billLinkRevoked,
        linkLocked: M.billLinkLocked,
        tooManyCodes: M.billTooManyCodes,
      }
    : {
        linkExpired: M.linkExpired,
        linkRevoked: M.linkRevoked,
        linkLocked: M.linkLocked,
        tooManyCodes: M.tooManyCodes,
      };
}

const EMAIL = z.email();
const MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

/** A mobile number as the providers want it: 91 and the 10 digits; null when it is not one. */
export function indianMobile(value: string): string | null {
  const match = MOBILE.exec(value.replace(/[\s-]/g, ''));
  return match?.[1] ? `91${match[1]}` : null;
}

/** Where a one-time code went, as the patient's page shows it: ******1223 or s•••@example.in. */
export function maskCodeAddress(channel: DeliveryChannel, address: string): string {
  return channel === 'email' ? maskEmail(address) : `******${address.slice(-4)}`;
}

/** What the delivery log shows of an address: the first letter and domain, or the last 4 digits. */
export function maskAddress(channel: DeliveryChannel, address: string): string {
  return channel === 'email' ? maskEmail(address) : `•••••${address.slice(-4)}`;
}

const deliveryFields = {
  channel: z.enum(DELIVERY_CHANNELS, { error: DELIVERY_MESSAGES.channel }),
  to: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text().trim().max(254).optional(),
  ),
};

/** A typed address must suit the channel. */
function checkTypedAddress(value: { channel: DeliveryChannel; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.to === undefined) return;
  if (value.channel === 'email' && !EMAIL.safeParse(value.to).success)
    ctx.addIssue({ code: 'custom', path: ['to'], message: DELIVERY_MESSAGES.email });
  if (value.channel !== 'email' && !indianMobile(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: DELIVERY_MESSAGES.phone });
}

export const DeliveryCreateSchema = z
  .object({ ...deliveryFields, recipient: z.enum(DELIVERY_RECIPIENTS, { error: DELIVERY_MESSAGES.recipient }) })
  .superRefine(checkTypedAddress);
export type DeliveryCreate = z.output<typeof DeliveryCreateSchema>;

/**
 * A bill goes to its patient only: it is her account, and it names her scan (a referring doctor
 * has the report). The recipient is accepted so the send dialog stays one form.
 */
export const BillDeliveryCreateSchema = z
  .object({
    ...deliveryFields,
    recipient: z.literal('patient', { error: DELIVERY_MESSAGES.billPatientOnly }).default('patient'),
  })
  .superRefine(checkTypedAddress);

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'revoked', 'expired', 'locked'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.enum(DELIVERY_RECIPIENTS),
  recipientMasked: z.string(),
  /** The message's state (pending, sent, failed), or what happened to its link since. */
  status: z.enum(DELIVERY_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  linkExpiresAt: z.string(),
  sentBy: z.string().nullable(),
  downloads: z.array(z.string()),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveryLogSchema = z.object({
  deliveries: z.array(DeliverySchema),
  /** What the send dialog prefills and whether it may send to the patient at all. */
  patient: z.object({
    email: z.string().nullable(),
    phone: z.string(),
    messageConsentAt: z.string().nullable(),
    referringDoctorName: z.string().nullable(),
  }),
  finalized: z.boolean(),
});
export type DeliveryLog = z.infer<typeof DeliveryLogSchema>;

export const DeliveryParamsSchema = z.object({
  id: z.uuid({ error: 'Report not found' }),
  deliveryId: z.uuid({ error: DELIVERY_MESSAGES.deliveryNotFound }),
});

/** A link's token: 43 base64url characters (256 bits). */
export const SharedTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELIVERY_MESSAGES.linkNotFound),
});

/** What the public page shows before the challenge: nothing of the patient but a masked address. */
export const SharedReportSchema = z.object({
  clinicName: z.string(),
  document: z.enum(SHARED_DOCUMENTS),
  challenge: z.enum(SHARED_CHALLENGES),
  expiresAt: z.string(),
  attemptsLeft: z.number(),
  /** The live code's masked destination and expiry, so a reload still shows where it went. */
  codeSentTo: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  codesLeft: z.number(),
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

export const SharedCodeResponseSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
  codesLeft: z.number(),
});
export type SharedCodeResponse = z.infer<typeof SharedCodeResponseSchema>;

export const SharedUnlockSchema = z.object({
  code: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
      text().regex(/^\d{6}$/, DELIVERY_MESSAGES.code),
    )
    .optional(),
  yearOfBirth: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      text()
        .trim()
        .regex(/^\d{4}$/, DELIVERY_MESSAGES.yearOfBirth),
    )
    .optional(),
});

export const SharedUnlockResponseSchema = z.object({ downloadUrl: z.string(), expiresAt: z.string() });
export type SharedUnlockResponse = z.infer<typeof SharedUnlockResponseSchema>;

export const MessageSettingsSchema = z.object({ appointmentReminders: z.boolean() });
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;
