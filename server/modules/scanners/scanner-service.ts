import { and, asc, eq } from 'drizzle-orm';
import type { Scanner, ScannerCreate, ScannerList, ScannerUpdate } from '../../../core/dicom/scanner-schemas.ts';
import { SCANNER_MESSAGES } from '../../../core/messages.ts';
import { scanners } from '../../../db/schema/dicom.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

type ScannerRow = typeof scanners.$inferSelect;

const present = (row: ScannerRow): Scanner => ({
  id: row.id,
  name: row.name,
  aeTitle: row.aeTitle,
  manufacturer: row.manufacturer,
  model: row.model,
  serialNumber: row.serialNumber,
  active: row.active,
  hasBridgeToken: row.bridgeTokenHash !== null,
  createdAt: row.createdAt.toISOString(),
});

/** AE titles are unique across the deployment: the listener tells centres apart by them. */
async function refuseTakenAeTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCANNER_MESSAGES.aeTitleTaken);
    throw error;
  }
}

export async function listScanners(deps: AppDeps, scope: RequestScope): Promise<ScannerList> {
  const rows = await deps.db
    .select()
    .from(scanners)
    .where(eq(scanners.clinicId, scope.clinicId))
    .orderBy(asc(scanners.name), asc(scanners.createdAt));
  return {
    scanners: rows.map(present),
    listener: { aeTitle: deps.config.dicom.aeTitle, port: deps.config.dicom.port },
  };
}

export async function addScanner(deps: AppDeps, scope: RequestScope, input: ScannerCreate, meta: RequestMeta) {
  const now = deps.clock.now();
  return refuseTakenAeTitle(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scanners)
        .values({ clinicId: scope.clinicId, ...input, createdAt: now, updatedAt: now })
        .returning({ id: scanners.id, aeTitle: scanners.aeTitle });
      if (!row) throw new Error('scanner insert returned nothing');
      await recordMemberAction(
        tx,
        scope,
        { action: 'scanner.create', entityType: 'scanner', entityId: row.id, details: { aeTitle: row.aeTitle } },
        meta,
        now,
      );
      return row;
    }),
  );
}

export async function updateScanner(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: ScannerUpdate,
  meta: RequestMeta,
): Promise<Scanner> {
  const now = deps.clock.now();
  return refuseTakenAeTitle(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(scanners)
        .set({ ...input, updatedAt: now })
        .where(and(eq(scanners.clinicId, scope.clinicId), eq(scanners.id, id)))
        .returning();
      if (!row) throw notFound(SCANNER_MESSAGES.notFound);
      await recordMemberAction(
        tx,
        scope,
        { action: 'scanner.update', entityType: 'scanner', entityId: id, details: { fields: Object.keys(input) } },
        meta,
        now,
      );
      return present(row);
    }),
  );
}

/**
 * A new token for the clinic PC's bridge (`npm run bridge`): shown once, stored as its hash, and
 * replacing any earlier one, so a leaked token is revoked by making another.
 */
export async function makeBridgeToken(deps: AppDeps, scope: RequestScope, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  const token = `usgb_${createOpaqueToken()}`;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(scanners)
      .set({ bridgeTokenHash: hashToken(token), updatedAt: now })
      .where(and(eq(scanners.clinicId, scope.clinicId), eq(scanners.id, id)))
      .returning({ id: scanners.id });
    if (!row) throw notFound(SCANNER_MESSAGES.notFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'scanner.bridge_token', entityType: 'scanner', entityId: id },
      meta,
      now,
    );
    return { token };
  });
}
