import { eq } from 'drizzle-orm';
import type { BridgeObjectAnswer } from '../../../core/api/scanner-bridge-api.ts';
import { acceptedTransferSyntax } from '../../../core/dicom/dicom-classes.ts';
import type { WorklistQuery } from '../../../core/dicom/worklist-match.ts';
import { SCANNER_MESSAGES } from '../../../core/messages.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { scanners } from '../../../db/schema/dicom.ts';
import type { AppDeps } from '../../app-deps.ts';
import { afterStore } from '../../dicom/after-store.ts';
import { type CallingScanner, type DicomDeps, storeDicomObject } from '../../dicom/dicom-store.ts';
import { datasetFromP10 } from '../../dicom/p10.ts';
import { matchingItems } from '../../dicom/worklist-find.ts';
import { worklistEntries } from '../../dicom/worklist-query.ts';
import { badRequest, forbidden, HttpError, paymentRequired, unauthorized } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';

const BEARER = /^Bearer\s+(usgb_[A-Za-z0-9_-]{20,100})$/;

/**
 * The scanner a bridge token speaks for. No token: 401; a token that was never made or that a
 * newer one replaced (that is how a leaked token is revoked): 401; a switched-off scanner: 403.
 * The scanner's clinic is the only one the bridge ever reads or writes.
 */
export async function scannerOfBridgeToken(deps: AppDeps, authorization: string | undefined): Promise<CallingScanner> {
  if (!authorization) throw unauthorized(SCANNER_MESSAGES.bridgeTokenMissing, 'unauthenticated');
  const token = BEARER.exec(authorization.trim())?.[1];
  if (!token) throw unauthorized(SCANNER_MESSAGES.bridgeTokenInvalid, 'unauthenticated');
  const [row] = await deps.db
    .select({
      id: scanners.id,
      clinicId: scanners.clinicId,
      name: scanners.name,
      aeTitle: scanners.aeTitle,
      active: scanners.active,
    })
    .from(scanners)
    .where(eq(scanners.bridgeTokenHash, hashToken(token)));
  if (!row) throw unauthorized(SCANNER_MESSAGES.bridgeTokenInvalid, 'unauthenticated');
  if (!row.active) throw forbidden(SCANNER_MESSAGES.bridgeScannerInactive, 'forbidden');
  return { id: row.id, clinicId: row.clinicId, name: row.name, aeTitle: row.aeTitle };
}

export async function bridgeScanner(deps: AppDeps, scanner: CallingScanner) {
  const [clinic] = await deps.db
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, scanner.clinicId));
  return {
    id: scanner.id,
    name: scanner.name,
    aeTitle: scanner.aeTitle,
    calledAeTitle: deps.config.dicom.aeTitle,
    timeZone: clinic?.timeZone ?? 'Asia/Kolkata',
  };
}

/** The same worklist the embedded listener answers, for the C-FIND the bridge received. */
export async function bridgeWorklist(deps: AppDeps, scanner: CallingScanner, query: WorklistQuery) {
  const entries = await worklistEntries(deps.db, scanner.clinicId, deps.clock.now(), scanner.aeTitle);
  return { items: matchingItems(query, entries) };
}

/**
 * One object the bridge queued: the embedded listener's store and after-store path, so it is
 * kept once per SOP Instance UID (a re-upload after a lost answer is a 200 "duplicate"), matched,
 * counted against the plan and thumbnailed or read as an SR exactly as if sent on the LAN.
 */
export async function receiveBridgeObject(
  deps: AppDeps,
  scanner: CallingScanner,
  bytes: Buffer,
  log: DicomDeps['log'],
): Promise<{ status: 200 | 201; answer: BridgeObjectAnswer }> {
  const dataset = datasetFromP10(bytes);
  if (!dataset) throw badRequest(SCANNER_MESSAGES.objectUnreadable);
  const sopClass = String(dataset.getElement('SOPClassUID') ?? '');
  if (!acceptedTransferSyntax(sopClass, [dataset.getTransferSyntaxUid()]))
    throw new HttpError(415, SCANNER_MESSAGES.objectUnsupported, undefined, undefined, {
      reason: 'unsupported_media_type',
    });
  const dicomDeps: DicomDeps = {
    db: deps.db,
    clock: deps.clock,
    dataDir: deps.config.dataDir,
    storage: deps.dicomStorage,
    log,
  };
  const outcome = await storeDicomObject(dicomDeps, scanner, dataset, [bytes]);
  if (outcome.result === 'refused') {
    if (outcome.reason === 'storage_full')
      throw paymentRequired(SCANNER_MESSAGES.storageFull, { reason: 'plan_limit', limit: 'storage' });
    if (outcome.reason === 'unknown_class')
      throw new HttpError(415, SCANNER_MESSAGES.objectUnsupported, undefined, undefined, {
        reason: 'unsupported_media_type',
      });
    throw badRequest(SCANNER_MESSAGES.objectUnreadable);
  }
  await afterStore(dicomDeps, scanner, dataset, outcome);
  const sopInstanceUid = String(dataset.getElement('SOPInstanceUID'));
  return { status: outcome.result === 'stored' ? 201 : 200, answer: { result: outcome.result, sopInstanceUid } };
}
