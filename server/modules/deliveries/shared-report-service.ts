import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DELIVERY_MAX_WRONG_ANSWERS,
  DELIVERY_MESSAGES as M,
  type SharedReport,
  type SharedUnlockResponse,
} from '../../../core/deliveries/delivery-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reportDeliveries, reportDeliveryDownloads } from '../../../db/schema/report-deliveries.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { renderReportPdf } from '../documents/report-pdf.ts';
import { hashLinkToken, newLinkToken } from './delivery-tokens.ts';

/** A right answer opens the download for this long: enough to press the button, not to share it. */
const DOWNLOAD_MINUTES = 10;

const gone = (message: string) => new HttpError(410, message);

/** A delivery by its link token, with what the public page may use; refusals say why. */
async function findOpenLink(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({
      id: reportDeliveries.id,
      clinicId: reportDeliveries.clinicId,
      reportId: reportDeliveries.reportId,
      recipient: reportDeliveries.recipient,
      createdBy: reportDeliveries.createdBy,
      linkExpiresAt: reportDeliveries.linkExpiresAt,
      revokedAt: reportDeliveries.revokedAt,
      lockedAt: reportDeliveries.lockedAt,
      failedAttempts: reportDeliveries.failedAttempts,
      downloadTokenHash: reportDeliveries.downloadTokenHash,
      downloadExpiresAt: reportDeliveries.downloadExpiresAt,
      clinicName: clinics.name,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(reportDeliveries)
    .innerJoin(clinics, eq(clinics.id, reportDeliveries.clinicId))
    .innerJoin(reports, and(eq(reports.clinicId, reportDeliveries.clinicId), eq(reports.id, reportDeliveries.reportId)))
    .innerJoin(patients, and(eq(patients.clinicId, reports.clinicId), eq(patients.id, reports.patientId)))
    .where(eq(reportDeliveries.linkTokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) throw notFound(M.linkNotFound);
  if (row.revokedAt) throw gone(M.linkRevoked);
  if (row.lockedAt) throw gone(M.linkLocked);
  if (row.linkExpiresAt.getTime() <= deps.clock.now().getTime()) throw gone(M.linkExpired);
  return row;
}

/** What the page shows before the challenge: the clinic and whether a year of birth is asked. */
export async function getSharedReport(deps: AppDeps, token: string): Promise<SharedReport> {
  const link = await findOpenLink(deps, token);
  return {
    clinicName: link.clinicName,
    requiresYearOfBirth: link.recipient === 'patient',
    expiresAt: link.linkExpiresAt.toISOString(),
    attemptsLeft: DELIVERY_MAX_WRONG_ANSWERS - link.failedAttempts,
  };
}

/** Counts a wrong answer in one statement (two tabs cannot both get the last try) and locks at the limit. */
async function recordWrongAnswer(deps: AppDeps, deliveryId: string): Promise<never> {
  const [row] = await deps.db
    .update(reportDeliveries)
    .set({
      failedAttempts: sql`${reportDeliveries.failedAttempts} + 1`,
      lockedAt: sql`case when ${reportDeliveries.failedAttempts} + 1 >= ${DELIVERY_MAX_WRONG_ANSWERS} then ${deps.clock.now().toISOString()}::timestamptz end`,
    })
    .where(and(eq(reportDeliveries.id, deliveryId), isNull(reportDeliveries.lockedAt)))
    .returning({ failedAttempts: reportDeliveries.failedAttempts });
  if (!row || row.failedAttempts >= DELIVERY_MAX_WRONG_ANSWERS) throw gone(M.linkLocked);
  throw badRequest(M.wrongYear, 'yearOfBirth');
}

/**
 * The challenge: the patient's link needs the patient's year of birth; the doctor's needs nothing. A right
 * answer grants a download token for a few minutes (only its hash is kept).
 */
export async function unlockSharedReport(
  deps: AppDeps,
  token: string,
  yearOfBirth: string | undefined,
): Promise<SharedUnlockResponse> {
  const link = await findOpenLink(deps, token);
  if (link.recipient === 'patient' && yearOfBirth !== link.dateOfBirth.slice(0, 4))
    return recordWrongAnswer(deps, link.id);
  const download = newLinkToken();
  const expiresAt = new Date(deps.clock.now().getTime() + DOWNLOAD_MINUTES * 60_000);
  await deps.db
    .update(reportDeliveries)
    .set({ failedAttempts: 0, downloadTokenHash: hashLinkToken(download), downloadExpiresAt: expiresAt })
    .where(eq(reportDeliveries.id, link.id));
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
  const document = await renderReportPdf(deps, scope, link.reportId);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(reportDeliveryDownloads)
      .values({ clinicId: link.clinicId, deliveryId: link.id, downloadedAt: now });
    await recordAudit(
      tx,
      {
        action: 'report.shared_download',
        outcome: 'success',
        clinicId: link.clinicId,
        entityType: 'report',
        entityId: link.reportId,
        details: { deliveryId: link.id },
      },
      meta,
      now,
    );
  });
  return document;
}
