import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  codesCounted,
  DELIVERY_CODE_MINUTES,
  DELIVERY_CODE_RESEND_SECONDS,
  DELIVERY_CODE_WINDOW_MINUTES,
  DELIVERY_MAX_CODES,
  type DeliveryChannel,
  indianMobile,
  linkRefusals,
  DELIVERY_MESSAGES as M,
  maskCodeAddress,
  type SharedChallenge,
  type SharedCodeResponse,
  type SharedDocument,
} from '../../../core/deliveries/delivery-schemas.ts';
import { reportDeliveries } from '../../../db/schema/report-deliveries.ts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, tooManyRequests } from '../../lib/http-errors.ts';
import { messageLanguage } from '../../messages/message-language.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { linkCodeMessage } from './delivery-message.ts';

/** 6 digits from the system's CSPRNG. */
export function newLinkCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only this is stored. A million codes are quickly tried against a plain hash, so it is keyed by
 * the link token, which the database does not hold: a copy of the database yields no code.
 */
export function hashLinkCode(linkToken: string, code: string): string {
  return createHash('sha256').update(`link-code:${linkToken}:${code}`).digest('hex');
}

export function sameCodeHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

interface PatientAddresses {
  phone: string;
  email: string | null;
  messageConsentAt: Date | null;
}

/**
 * Where the patient's code goes: her *recorded* address, not the one typed when sending (a typo
 * there is what the code guards against). The link's own channel when she has an address for it,
 * else her mobile by SMS, else her e-mail. Null when there is none we may message (no consent, no
 * mobile, no e-mail): then, and only then, her year of birth is asked instead.
 */
export function codeDestination(
  linkChannel: string,
  patient: PatientAddresses,
): { channel: DeliveryChannel; to: string } | null {
  if (!patient.messageConsentAt) return null;
  const mobile = indianMobile(patient.phone);
  if (linkChannel === 'email' && patient.email) return { channel: 'email', to: patient.email };
  if ((linkChannel === 'whatsapp' || linkChannel === 'sms') && mobile) return { channel: linkChannel, to: mobile };
  if (mobile) return { channel: 'sms', to: mobile };
  return patient.email ? { channel: 'email', to: patient.email } : null;
}

export interface CodeLink extends PatientAddresses {
  id: string;
  clinicId: string;
  /** A report or a bill, its id (decision 030). */
  document: SharedDocument;
  documentId: string;
  channel: string;
  clinicName: string;
  /** The patient's language (patients.language): her code comes in it. */
  language: string | null;
  challenge: SharedChallenge;
  codeSentAt: Date | null;
  codesSent: number;
}

/**
 * Sends a new code (the last one stops working): DELIVERY_CODE_RESEND_SECONDS apart, at most
 * DELIVERY_MAX_CODES an hour, so a found link cannot flood the patient's phone. The conditional
 * update decides, so two tabs cannot both send. The message and the code's hash commit together;
 * the code itself is never logged.
 */
export async function sendLinkCode(
  deps: AppDeps,
  token: string,
  link: CodeLink,
  meta: RequestMeta,
): Promise<SharedCodeResponse> {
  if (link.challenge !== 'code') throw conflict(M.noCodeChallenge);
  const destination = codeDestination(link.channel, link);
  if (!destination) throw conflict(M.noCodeChallenge);
  const now = deps.clock.now();
  if (codesCounted(link.codesSent, link.codeSentAt, now) >= DELIVERY_MAX_CODES)
    throw tooManyRequests(linkRefusals(link.document).tooManyCodes, DELIVERY_CODE_WINDOW_MINUTES * 60);
  const windowStart = new Date(now.getTime() - DELIVERY_CODE_WINDOW_MINUTES * 60_000);
  const inWindow = sql`${reportDeliveries.codeSentAt} > ${windowStart.toISOString()}::timestamptz`;
  const waitUntil = (link.codeSentAt?.getTime() ?? 0) + DELIVERY_CODE_RESEND_SECONDS * 1000;
  if (waitUntil > now.getTime()) {
    const seconds = Math.ceil((waitUntil - now.getTime()) / 1000);
    throw tooManyRequests(M.resendWait(seconds), seconds);
  }
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + DELIVERY_CODE_MINUTES * 60_000);
  const sentTo = maskCodeAddress(destination.channel, destination.to);
  const kind = link.document === 'report' ? 'link_code' : 'bill_link_code';
  const language = messageLanguage(deps.config, destination.channel, kind, link.language);
  const text = linkCodeMessage(link.clinicName, code, link.document, language);
  const queued = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reportDeliveries)
      .set({
        codeHash: hashLinkCode(token, code),
        codeExpiresAt: expiresAt,
        codeSentAt: now,
        codeSentTo: sentTo,
        codesSent: sql`case when ${inWindow} then ${reportDeliveries.codesSent} + 1 else 1 end`,
      })
      .where(
        and(
          eq(reportDeliveries.id, link.id),
          isNull(reportDeliveries.lockedAt),
          or(lt(reportDeliveries.codesSent, DELIVERY_MAX_CODES), sql`not (${inWindow})`),
          or(
            isNull(reportDeliveries.codeSentAt),
            lt(reportDeliveries.codeSentAt, new Date(now.getTime() - DELIVERY_CODE_RESEND_SECONDS * 1000 + 1)),
          ),
        ),
      )
      .returning({ codesSent: reportDeliveries.codesSent });
    // Another request sent one in between.
    if (!claimed) throw tooManyRequests(M.resendWait(DELIVERY_CODE_RESEND_SECONDS), DELIVERY_CODE_RESEND_SECONDS);
    const id = await queueMessage(deps, tx, {
      clinicId: link.clinicId,
      kind,
      channel: destination.channel,
      to: destination.to,
      subject: text.subject,
      text: text.body,
      templateParams: text.params,
      language,
    });
    await recordAudit(
      tx,
      {
        action: link.document === 'report' ? 'report.shared_code_sent' : 'bill.shared_code_sent',
        outcome: 'success',
        clinicId: link.clinicId,
        entityType: link.document,
        entityId: link.documentId,
        details: { deliveryId: link.id, channel: destination.channel },
      },
      meta,
      now,
    );
    return { id, codesSent: claimed.codesSent };
  });
  await deliverNow(deps, [queued.id]);
  return { sentTo, expiresAt: expiresAt.toISOString(), codesLeft: DELIVERY_MAX_CODES - queued.codesSent };
}
