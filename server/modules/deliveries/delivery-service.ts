import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  DELIVERY_LINK_DAYS,
  type Delivery,
  type DeliveryCreate,
  type DeliveryLog,
  type DeliveryStatus,
  indianMobile,
  DELIVERY_MESSAGES as M,
  maskAddress,
  type SharedDocument,
} from '../../../core/deliveries/delivery-schemas.ts';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import type { Db } from '../../../db/client.ts';
import { outgoingMessages } from '../../../db/schema/outgoing-messages.ts';
import { reportDeliveries, reportDeliveryDownloads } from '../../../db/schema/report-deliveries.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { messageLanguage } from '../../messages/message-language.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { findPatientById } from '../patients/patient-queries.ts';
import { getReport } from '../reports/report-service.ts';
import { billLinkMessage, reportLinkMessage } from './delivery-message.ts';
import { hashLinkToken, newLinkToken } from './delivery-tokens.ts';
import { codeDestination } from './shared-link-code.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The report and its patient, or 404 exactly as for a report of another clinic. */
async function loadReportAndPatient(deps: AppDeps, scope: RequestScope, reportId: string) {
  const report = await getReport(deps, scope, reportId);
  const patient = await findPatientById(deps.db, scope, report.patientId);
  if (!patient) throw notFound(REPORT_MESSAGES.notFound);
  return { report, patient };
}

/** Where the message goes: the `to` typed in the dialog, else the patient's address on record. */
function resolveAddress(input: DeliveryCreate, patient: { email: string | null; phone: string }): string {
  const typed = input.to;
  if (input.channel === 'email') {
    const address = typed ?? (input.recipient === 'patient' ? patient.email : null);
    if (!address) throw badRequest(M.noAddress(M.emailAddress), 'to');
    return address;
  }
  const number = typed ?? (input.recipient === 'patient' ? patient.phone : null);
  const mobile = number ? indianMobile(number) : null;
  if (!mobile) throw badRequest(M.noAddress(M.mobileNumber), 'to');
  return mobile;
}

/** The document a delivery is about: its table column is report_id or bill_id. */
export interface DocumentRef {
  kind: SharedDocument;
  id: string;
}

function documentColumn(ref: DocumentRef): SQL {
  return ref.kind === 'report' ? eq(reportDeliveries.reportId, ref.id) : eq(reportDeliveries.billId, ref.id);
}

interface SendablePatient {
  email: string | null;
  phone: string;
  messageConsentAt: Date | null;
  dateOfBirth: string;
  /** Her language (patients.language): messages to her are written in it. */
  language: string | null;
}

/**
 * Sends a link to a document: the message and the delivery row in one transaction (the outbox
 * guarantees delivery with retries), audited; then one try at once. Only with the patient's
 * recorded consent to messages, whoever the recipient (DPDP Act: it is her document). With an
 * Idempotency-Key (a double click, a retry after a lost answer) the key commits with the row, so
 * a repeat answers with this delivery and sends no second message.
 */
export async function sendDocumentLink(
  deps: AppDeps,
  scope: RequestScope,
  document: DocumentRef & { code: string },
  patient: SendablePatient,
  input: DeliveryCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Delivery> {
  if (!patient.messageConsentAt) throw conflict(M.noConsent);
  const address = resolveAddress(input, patient);
  const clinic = await getClinic(deps, scope);
  const token = newLinkToken();
  const now = deps.clock.now();
  const asks =
    input.recipient !== 'patient' ? 'none' : codeDestination(input.channel, patient) ? 'code' : 'year-of-birth';
  const kind = document.kind === 'report' ? 'report_link' : 'bill_link';
  // Her language for her; a referring doctor reads the clinical language, English.
  const language = messageLanguage(
    deps.config,
    input.channel,
    kind,
    input.recipient === 'patient' ? patient.language : null,
  );
  const messageInput = {
    channel: input.channel,
    recipient: input.recipient,
    clinicName: clinic.name,
    asks,
    language,
  } as const;
  const text =
    document.kind === 'report'
      ? reportLinkMessage({
          ...messageInput,
          reportCode: document.code,
          link: `${deps.config.publicUrl}/shared-report/${token}`,
        })
      : billLinkMessage({
          ...messageInput,
          billNumber: document.code,
          link: `${deps.config.publicUrl}/shared-bill/${token}`,
        });
  const { deliveryId, messageId } = await deps.db.transaction(async (tx) => {
    const messageId = await queueMessage(deps, tx, {
      clinicId: scope.clinicId,
      kind,
      channel: input.channel,
      to: address,
      subject: text.subject,
      text: text.body,
      templateParams: text.params,
      language,
    });
    const [row] = await tx
      .insert(reportDeliveries)
      .values({
        clinicId: scope.clinicId,
        ...(document.kind === 'report' ? { reportId: document.id } : { billId: document.id }),
        channel: input.channel,
        recipient: input.recipient,
        recipientMasked: maskAddress(input.channel, address),
        messageId,
        linkTokenHash: hashLinkToken(token),
        linkExpiresAt: new Date(now.getTime() + DELIVERY_LINK_DAYS * DAY_MS),
        createdBy: scope.userId,
        createdAt: now,
      })
      .returning({ id: reportDeliveries.id });
    if (!row) throw new Error('delivery insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: document.kind === 'report' ? 'report.send' : 'bill.send',
        entityType: document.kind,
        entityId: document.id,
        details: { channel: input.channel, recipient: input.recipient, deliveryId: row.id },
      },
      meta,
      now,
    );
    if (claim) {
      // The stored answer is the delivery as committed (its message still pending).
      const answer = (await listDeliveryRows(deps, scope, document, tx)).find((d) => d.id === row.id);
      await claim.record(tx, 201, answer);
    }
    return { deliveryId: row.id, messageId };
  });
  await deliverNow(deps, [messageId]);
  const delivery = (await listDeliveryRows(deps, scope, document)).find((d) => d.id === deliveryId);
  if (!delivery) throw new Error('delivery not found after insert');
  return delivery;
}

/** Sends a finalized report (issue 19 §3); a draft is refused. */
export async function sendReport(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
  input: DeliveryCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Delivery> {
  const { report, patient } = await loadReportAndPatient(deps, scope, reportId);
  if (report.status !== 'finalized') throw conflict(M.notFinalized);
  const document = { kind: 'report', id: reportId, code: report.reportId } as const;
  return sendDocumentLink(deps, scope, document, patient, input, meta, claim);
}

function statusOf(
  row: { revokedAt: Date | null; lockedAt: Date | null; linkExpiresAt: Date; messageStatus: string | null },
  now: Date,
): DeliveryStatus {
  if (row.revokedAt) return 'revoked';
  if (row.lockedAt) return 'locked';
  if (row.linkExpiresAt.getTime() <= now.getTime()) return 'expired';
  return row.messageStatus === 'sent' || row.messageStatus === 'failed' ? row.messageStatus : 'pending';
}

export async function listDeliveryRows(
  deps: AppDeps,
  scope: RequestScope,
  document: DocumentRef,
  db: Db = deps.db,
): Promise<Delivery[]> {
  const rows = await db
    .select({
      id: reportDeliveries.id,
      channel: reportDeliveries.channel,
      recipient: reportDeliveries.recipient,
      recipientMasked: reportDeliveries.recipientMasked,
      createdAt: reportDeliveries.createdAt,
      linkExpiresAt: reportDeliveries.linkExpiresAt,
      revokedAt: reportDeliveries.revokedAt,
      lockedAt: reportDeliveries.lockedAt,
      messageStatus: outgoingMessages.status,
      sentAt: outgoingMessages.sentAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reportDeliveries)
    .leftJoin(outgoingMessages, eq(outgoingMessages.id, reportDeliveries.messageId))
    .leftJoin(users, eq(users.id, reportDeliveries.createdBy))
    .where(and(eq(reportDeliveries.clinicId, scope.clinicId), documentColumn(document)))
    .orderBy(desc(reportDeliveries.createdAt));
  const downloads = rows.length
    ? await db
        .select({ deliveryId: reportDeliveryDownloads.deliveryId, at: reportDeliveryDownloads.downloadedAt })
        .from(reportDeliveryDownloads)
        .where(
          and(
            eq(reportDeliveryDownloads.clinicId, scope.clinicId),
            inArray(
              reportDeliveryDownloads.deliveryId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(reportDeliveryDownloads.downloadedAt)
    : [];
  const now = deps.clock.now();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as Delivery['channel'],
    recipient: row.recipient as Delivery['recipient'],
    recipientMasked: row.recipientMasked,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    linkExpiresAt: row.linkExpiresAt.toISOString(),
    sentBy: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    downloads: downloads.filter((d) => d.deliveryId === row.id).map((d) => d.at.toISOString()),
  }));
}

/** What the send dialog needs of the patient: where to send, and whether she agreed to messages. */
export function sendDialogPatient(patient: {
  email: string | null;
  phone: string;
  messageConsentAt: Date | null;
  referringDoctorName: string | null;
}): DeliveryLog['patient'] {
  return {
    email: patient.email,
    phone: patient.phone,
    messageConsentAt: patient.messageConsentAt?.toISOString() ?? null,
    referringDoctorName: patient.referringDoctorName,
  };
}

/** The delivery log of a report, with what the send dialog needs to prefill and to refuse. */
export async function listDeliveries(deps: AppDeps, scope: RequestScope, reportId: string): Promise<DeliveryLog> {
  const { report, patient } = await loadReportAndPatient(deps, scope, reportId);
  return {
    deliveries: await listDeliveryRows(deps, scope, { kind: 'report', id: reportId }),
    patient: sendDialogPatient(patient),
    finalized: report.status === 'finalized',
  };
}

/** Withdraws a delivery's link (and any download it granted); audited. Revoking twice is a no-op, unaudited. */
export async function revokeDeliveryLink(
  deps: AppDeps,
  scope: RequestScope,
  document: DocumentRef,
  deliveryId: string,
  meta: RequestMeta,
): Promise<Delivery> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reportDeliveries.id })
      .from(reportDeliveries)
      .where(
        and(
          eq(reportDeliveries.clinicId, scope.clinicId),
          documentColumn(document),
          eq(reportDeliveries.id, deliveryId),
        ),
      );
    if (!row) throw notFound(M.deliveryNotFound);
    const [revoked] = await tx
      .update(reportDeliveries)
      .set({ revokedAt: now, revokedBy: scope.userId, downloadTokenHash: null, downloadExpiresAt: null })
      .where(
        and(
          eq(reportDeliveries.clinicId, scope.clinicId),
          eq(reportDeliveries.id, deliveryId),
          isNull(reportDeliveries.revokedAt),
        ),
      )
      .returning({ id: reportDeliveries.id });
    // Already revoked: nothing changed, so the activity log gets nothing new.
    if (!revoked) return;
    await recordMemberAction(
      tx,
      scope,
      {
        action: document.kind === 'report' ? 'report.send.revoke' : 'bill.send.revoke',
        entityType: document.kind,
        entityId: document.id,
        details: { deliveryId },
      },
      meta,
      now,
    );
  });
  const delivery = (await listDeliveryRows(deps, scope, document)).find((d) => d.id === deliveryId);
  if (!delivery) throw notFound(M.deliveryNotFound);
  return delivery;
}
