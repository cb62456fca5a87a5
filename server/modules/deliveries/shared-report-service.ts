import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  codesCounted,
  DELIVERY_MAX_CODES,
  DELIVERY_MAX_WRONG_ANSWERS,
  linkRefusals,
  DELIVERY_MESSAGES as M,
  type SharedChallenge,
  type SharedReport,
  type SharedUnlockResponse,
} from '../../../core/deliveries/delivery-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patientBills } from '../../../db/schema/patient-bills.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reportDeliveries, reportDeliveryDownloads } from '../../../db/schema/report-deliveries.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { renderBillPdf } from '../patient-bills/bill-pdf.ts';
import { renderReportPdf } from '../reports/report-pdf.ts';
import { hashLinkToken, newLinkToken } from './delivery-tokens.ts';
import { codeDestination, hashLinkCode, sameCodeHash, sendLinkCode } from './shared-link-code.ts';
import { gone, recordWrongAnswer } from './shared-link-lock.ts';

/** A right answer opens the download for this long: enough to press the button, not to share it. */
const DOWNLOAD_MINUTES = 10;

/**
 * A delivery by its link token, with what the public page may use; refusals say why. The link
 * opens a report or a bill (decision 030): one of the two joins finds it, and its patient.
 */
async function findOpenLink(deps: AppDeps, token: string) {
  const [found] = await deps.db
    .select({
      id: reportDeliveries.id,
      clinicId: reportDeliveries.clinicId,
      reportId: reportDeliveries.reportId,
      billId: reportDeliveries.billId,
      channel: reportDeliveries.channel,
      recipient: reportDeliveries.recipient,
      createdBy: reportDeliveries.createdBy,
      linkExpiresAt: reportDeliveries.linkExpiresAt,
      revokedAt: reportDeliveries.revokedAt,
      lockedAt: reportDeliveries.lockedAt,
      failedAttempts: reportDeliveries.failedAttempts,
      codeHash: reportDeliveries.codeHash,
      codeExpiresAt: reportDeliveries.codeExpiresAt,
      codeSentAt: reportDeliveries.codeSentAt,
      codeSentTo: reportDeliveries.codeSentTo,
      codesSent: reportDeliveries.codesSent,
      downloadTokenHash: reportDeliveries.downloadTokenHash,
      downloadExpiresAt: reportDeliveries.downloadExpiresAt,
      clinicName: clinics.name,
      reportCode: reports.reportId,
      billNumber: patientBills.billNumber,
      dateOfBirth: patients.dateOfBirth,
      phone: patients.phone,
      email: patients.email,
      messageConsentAt: patients.messageConsentAt,
      language: patients.language,
    })
    .from(reportDeliveries)
    .innerJoin(clinics, eq(clinics.id, reportDeliveries.clinicId))
    .leftJoin(reports, and(eq(reports.clinicId, reportDeliveries.clinicId), eq(reports.id, reportDeliveries.reportId)))
    .leftJoin(
      patientBills,
      and(eq(patientBills.clinicId, reportDeliveries.clinicId), eq(patientBills.id, reportDeliveries.billId)),
    )
    .innerJoin(
      patients,
      and(
        eq(patients.clinicId, reportDeliveries.clinicId),
        eq(patients.id, sql`coalesce(${reports.patientId}, ${patientBills.patientId})`),
      ),
    )
    .where(eq(reportDeliveries.linkTokenHash, hashLinkToken(token)))
    .limit(1);
  if (!found) throw notFound(M.linkNotFound);
  const { reportId, billId, reportCode, billNumber, ...row } = found;
  const document = billId ? ('bill' as const) : ('report' as const);
  const documentId = billId ?? reportId;
  const documentCode = billNumber ?? reportCode;
  if (!documentId || !documentCode) throw notFound(M.linkNotFound);
  const refusals = linkRefusals(document);
  if (row.revokedAt) throw gone(refusals.linkRevoked);
  if (row.lockedAt) throw gone(refusals.linkLocked);
  if (row.linkExpiresAt.getTime() <= deps.clock.now().getTime()) throw gone(refusals.linkExpired);
  const challenge: SharedChallenge =
    row.recipient !== 'patient' ? 'none' : codeDestination(row.channel, row) ? 'code' : 'year-of-birth';
  return { ...row, document, documentId, documentCode, challenge };
}

/** What the page shows before the challenge: the clinic, what it asks, and where a live code went. */
export async function getSharedReport(deps: AppDeps, token: string): Promise<SharedReport> {
  const link = await findOpenLink(deps, token);
  const codeLive = link.codeExpiresAt !== null && link.codeExpiresAt.getTime() > deps.clock.now().getTime();
  return {
    clinicName: link.clinicName,
    document: link.document,
    challenge: link.challenge,
    expiresAt: link.linkExpiresAt.toISOString(),
    attemptsLeft: DELIVERY_MAX_WRONG_ANSWERS - link.failedAttempts,
    codeSentTo: codeLive ? link.codeSentTo : null,
    codeExpiresAt: codeLive ? (link.codeExpiresAt?.toISOString() ?? null) : null,
    codesLeft: Math.max(0, DELIVERY_MAX_CODES - codesCounted(link.codesSent, link.codeSentAt, deps.clock.now())),
  };
}

/** POST …/code: a new one-time code to the patient's recorded phone or e-mail. */
export async function sendSharedReportCode(deps: AppDeps, token: string, meta: RequestMeta) {
  return sendLinkCode(deps, token, await findOpenLink(deps, token), meta);
}

/**
 * The challenge: the patient's link needs the code last sent to her (or, with no address on
 * record, her year of birth); the doctor's needs nothing. A right answer spends the code and
 * grants a download token for a few minutes (only hashes are kept). Expired or missing codes are
 * refused without counting: no guess was checked.
 */
export async function unlockSharedReport(
  deps: AppDeps,
  token: string,
  answer: { code?: string | undefined; yearOfBirth?: string | undefined },
  meta: RequestMeta,
): Promise<SharedUnlockResponse> {
  const link = await findOpenLink(deps, token);
  const now = deps.clock.now();
  let spentCode: string | null = null;
  if (link.challenge === 'code') {
    if (!link.codeHash || !link.codeExpiresAt) throw badRequest(M.codeFirst, 'code');
    if (link.codeExpiresAt.getTime() <= now.getTime()) throw badRequest(M.codeExpired, 'code');
    if (!answer.code) throw badRequest(M.code, 'code');
    if (!sameCodeHash(hashLinkCode(token, answer.code), link.codeHash)) return recordWrongAnswer(deps, link, meta);
    spentCode = link.codeHash;
  } else if (link.challenge === 'year-of-birth') {
    // No year is no guess (a request without the field): refused like a missing code, uncounted.
    if (!answer.yearOfBirth) throw badRequest(M.yearOfBirth, 'yearOfBirth');
    if (answer.yearOfBirth !== link.dateOfBirth.slice(0, 4)) return recordWrongAnswer(deps, link, meta);
  }
  const download = newLinkToken();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_MINUTES * 60_000);
  const [opened] = await deps.db
    .update(reportDeliveries)
    .set({
      failedAttempts: 0,
      codeHash: null,
      codeExpiresAt: null,
      // A later opening starts afresh: its first code goes at once.
      codeSentAt: null,
      codesSent: 0,
      downloadTokenHash: hashLinkToken(download),
      downloadExpiresAt: expiresAt,
    })
    // A code opens once: of two requests with it, the second finds it spent.
    .where(
      and(
        eq(reportDeliveries.id, link.id),
        isNull(reportDeliveries.lockedAt),
        spentCode ? eq(reportDeliveries.codeHash, spentCode) : undefined,
      ),
    )
    .returning({ id: reportDeliveries.id });
  // Lost a race: the code was spent by another request, or wrong answers locked the link meanwhile.
  if (!opened) throw spentCode ? badRequest(M.codeFirst, 'code') : gone(linkRefusals(link.document).linkLocked);
  return {
    downloadUrl: `/api/shared-reports/${token}/pdf?download=${download}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The PDF through an unlocked link; every download is logged for the clinic's delivery log. */
export async function downloadSharedReport(
  deps: AppDeps,
  token: string,
  download: string,
  meta: RequestMeta,
): Promise<{ pdf: Buffer; fileName: string }> {
  const link = await findOpenLink(deps, token);
  const now = deps.clock.now();
  if (
    link.downloadTokenHash !== hashLinkToken(download) ||
    !link.downloadExpiresAt ||
    link.downloadExpiresAt.getTime() <= now.getTime()
  )
    throw gone(M.downloadExpired);
  // The clinic's own scope, as the member who sent it: the PDF is exactly what they would print.
  const scope = { clinicId: link.clinicId, userId: link.createdBy, sid: '' };
  // A bill is drawn as it stands now: with every payment so far, it is also her receipt.
  const document =
    link.document === 'report'
      ? await renderReportPdf(deps, scope, link.documentId, { withKeyImages: false })
      : await renderBillPdf(deps, scope, link.documentId, 'a4');
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(reportDeliveryDownloads)
      .values({ clinicId: link.clinicId, deliveryId: link.id, downloadedAt: now });
    await recordAudit(
      tx,
      {
        action: link.document === 'report' ? 'report.shared_download' : 'bill.shared_download',
        outcome: 'success',
        clinicId: link.clinicId,
        entityType: link.document,
        entityId: link.documentId,
        details: { deliveryId: link.id },
      },
      meta,
      now,
    );
  });
  return document;
}
