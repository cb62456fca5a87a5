import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type pg from 'pg';
import { pathOf } from '../../../core/api/define-route.ts';
import { exportsApi } from '../../../core/api/exports-api.ts';
import { type ClinicExport, EXPORT_MESSAGES } from '../../../core/exports/export-schemas.ts';
import { type Clock, DEFAULT_TIME_ZONE } from '../../../core/format/dates.ts';
import { listTables } from '../../../db/backup/database-catalog.ts';
import { connectDedicated } from '../../../db/client.ts';
import { clinicExports } from '../../../db/schema/clinic-exports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { EXPORT_DATASETS } from './export-datasets.ts';
import { countDicomObjects } from './export-dicom.ts';
import { clinicExportReadme, type ReadmeClock } from './export-readme.ts';
import { countExportRows, exportZipStream } from './export-zip.ts';

/** An export whose heartbeat is older than this has lost its process and is taken up again. */
const STALE_AFTER_MS = 2 * 60_000;
const PROGRESS_EVERY_MS = 1000;
const HEARTBEAT_EVERY_MS = 30_000;

type ExportRowRecord = typeof clinicExports.$inferSelect;

export function exportFilePath(deps: Pick<AppDeps, 'config'>, clinicId: string, id: string): string {
  return join(deps.config.dataDir, 'exports', clinicId, `${id}.zip`);
}

export async function requestClinicExport(
  deps: AppDeps,
  scope: RequestScope,
  meta: RequestMeta,
): Promise<{ id: string }> {
  await removeExpiredExports(deps);
  let id: string;
  try {
    const [row] = await deps.db
      .insert(clinicExports)
      .values({ clinicId: scope.clinicId, requestedBy: scope.userId, createdAt: deps.clock.now() })
      .returning({ id: clinicExports.id });
    if (!row) throw new Error('insert returned nothing');
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EXPORT_MESSAGES.alreadyRunning);
    throw error;
  }
  await recordMemberAction(
    deps.db,
    scope,
    { action: 'clinic.export.request', entityType: 'clinic_export', entityId: id },
    meta,
    deps.clock.now(),
  );
  startClinicExport(deps, id);
  return { id };
}

/**
 * Runs the export right after the response, in this process. If the process dies, the row's
 * stale heartbeat lets the export sweep job (export-sweep-job.ts) or the next status request
 * start it again.
 */
export function startClinicExport(deps: AppDeps, id: string): void {
  deps.background.run('clinic export', () => runClinicExport(deps, id));
}

/** Exports left queued, or running with a stale heartbeat (their process died): started again. */
export async function resumeClinicExports(deps: AppDeps): Promise<number> {
  const stale = new Date(deps.clock.now().getTime() - STALE_AFTER_MS);
  const rows = await deps.db
    .select({ id: clinicExports.id })
    .from(clinicExports)
    .where(
      or(
        eq(clinicExports.status, 'queued'),
        and(eq(clinicExports.status, 'running'), lt(clinicExports.heartbeatAt, stale)),
      ),
    );
  for (const row of rows) startClinicExport(deps, row.id);
  return rows.length;
}

/**
 * Writes one clinic's export: claims the row (a queued one, or a running one whose process
 * died), reads everything in one REPEATABLE READ READ ONLY transaction on a connection of its
 * own, streams the ZIP to a temporary file renamed into place when complete, and marks the row
 * ready with an expiry. A failure marks it failed and removes the temporary file.
 */
export async function runClinicExport(deps: AppDeps, exportId: string): Promise<void> {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - STALE_AFTER_MS);
  const [claimed] = await deps.db
    .update(clinicExports)
    .set({ status: 'running', startedAt: now, heartbeatAt: now, rowsDone: 0 })
    .where(
      and(
        eq(clinicExports.id, exportId),
        or(
          eq(clinicExports.status, 'queued'),
          and(eq(clinicExports.status, 'running'), lt(clinicExports.heartbeatAt, stale)),
        ),
      ),
    )
    .returning();
  if (!claimed) return;
  const finalPath = exportFilePath(deps, claimed.clinicId, exportId);
  const partialPath = `${finalPath}.partial`;
  const client = await connectDedicated(deps.db, 'portal clinic export');
  // Alive even while one long query has yet to return its first row, so no other server takes it up.
  const heartbeat = setInterval(() => {
    void deps.db
      .update(clinicExports)
      .set({ heartbeatAt: deps.clock.now() })
      .where(and(eq(clinicExports.id, exportId), eq(clinicExports.status, 'running')))
      .catch(() => {});
  }, HEARTBEAT_EVERY_MS);
  heartbeat.unref();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const tables = await listTables(client);
    let done = 0;
    let flushed = Date.now();
    const source = {
      client,
      clinicId: claimed.clinicId,
      cipher: deps.fieldCipher,
      datasets: EXPORT_DATASETS,
      dicom: { stores: deps.dicomStorage, objects: await countDicomObjects(client, claimed.clinicId) },
      tableColumns: new Map(tables.map((t) => [t.name, t.columns])),
      onRows: (count: number) => {
        done += count;
        if (Date.now() - flushed < PROGRESS_EVERY_MS) return;
        flushed = Date.now();
        void setProgress(deps, exportId, done).catch(() => {});
      },
    };
    // Each DICOM object counts as one step of the progress bar.
    const total = (await countExportRows(source)) + source.dicom.objects;
    await deps.db.update(clinicExports).set({ rowsTotal: total }).where(eq(clinicExports.id, exportId));
    const clinic = await clinicOf(client, claimed.clinicId);
    await mkdir(join(deps.config.dataDir, 'exports', claimed.clinicId), { recursive: true });
    const stream = exportZipStream(source, (counts, dicom) =>
      clinicExportReadme(clinic, deps.clock.now(), counts, dicom),
    );
    await pipeline(stream, createWriteStream(partialPath, { mode: 0o600 }));
    await client.query('COMMIT');
    await rename(partialPath, finalPath);
    const finished = deps.clock.now();
    await deps.db
      .update(clinicExports)
      .set({
        status: 'ready',
        rowsDone: total,
        sizeBytes: (await stat(finalPath)).size,
        finishedAt: finished,
        heartbeatAt: finished,
        expiresAt: new Date(finished.getTime() + deps.config.exportKeepHours * 3_600_000),
      })
      .where(eq(clinicExports.id, exportId));
  } catch (error) {
    await rm(partialPath, { force: true });
    await deps.db
      .update(clinicExports)
      .set({ status: 'failed', error: EXPORT_MESSAGES.failed, finishedAt: deps.clock.now() })
      .where(eq(clinicExports.id, exportId));
    throw error;
  } finally {
    clearInterval(heartbeat);
    await client.end().catch(() => {});
  }
}

async function setProgress(deps: AppDeps, id: string, done: number): Promise<void> {
  await deps.db
    .update(clinicExports)
    .set({ rowsDone: done, heartbeatAt: deps.clock.now() })
    .where(and(eq(clinicExports.id, id), eq(clinicExports.status, 'running')));
}

/** The name on the README, and the zone and clock its time is given in. */
async function clinicOf(client: pg.Client, clinicId: string): Promise<ReadmeClock & { name: string }> {
  const result = await client.query<{ name: string; time_zone: string; clock: Clock }>(
    'select name, time_zone, clock from clinics where id = $1',
    [clinicId],
  );
  const row = result.rows[0];
  return row
    ? { name: row.name, timeZone: row.time_zone, clock: row.clock }
    : { name: '', timeZone: DEFAULT_TIME_ZONE, clock: '12h' };
}

/** Ready exports past their expiry lose their file (the row stays, as 'expired'). The lead registers this as housekeeping. */
export async function removeExpiredExports(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const expired = await deps.db
    .update(clinicExports)
    .set({ status: 'expired' })
    .where(and(eq(clinicExports.status, 'ready'), lt(clinicExports.expiresAt, deps.clock.now())))
    .returning({ id: clinicExports.id, clinicId: clinicExports.clinicId });
  for (const row of expired) await rm(exportFilePath(deps, row.clinicId, row.id), { force: true });
  return expired.length;
}

function present(row: ExportRowRecord, now: Date): ClinicExport {
  const ready = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  const total = row.rowsTotal;
  const percent = row.status === 'ready' ? 100 : total ? Math.min(99, Math.floor((row.rowsDone / total) * 100)) : 0;
  return {
    id: row.id,
    status: row.status === 'ready' && !ready ? 'expired' : (row.status as ClinicExport['status']),
    rowsDone: row.rowsDone,
    rowsTotal: total,
    percent,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: ready ? pathOf(exportsApi.download, { id: row.id }) : null,
    error: row.error,
  };
}

async function findOwnExport(deps: AppDeps, scope: RequestScope, id: string): Promise<ExportRowRecord> {
  const [row] = await deps.db
    .select()
    .from(clinicExports)
    .where(and(eq(clinicExports.id, id), eq(clinicExports.clinicId, scope.clinicId)));
  if (!row) throw notFound(EXPORT_MESSAGES.notFound);
  return row;
}

export async function getClinicExport(deps: AppDeps, scope: RequestScope, id: string): Promise<ClinicExport> {
  const row = await findOwnExport(deps, scope, id);
  const staleSince = deps.clock.now().getTime() - STALE_AFTER_MS;
  const lost =
    (row.status === 'running' && (row.heartbeatAt?.getTime() ?? 0) < staleSince) ||
    (row.status === 'queued' && row.createdAt.getTime() < staleSince);
  // Someone is watching an export whose process died: take it up again (the claim makes this safe).
  if (lost) startClinicExport(deps, id);
  return present(row, deps.clock.now());
}

export async function listClinicExports(deps: AppDeps, scope: RequestScope): Promise<ClinicExport[]> {
  const rows = await deps.db
    .select()
    .from(clinicExports)
    .where(eq(clinicExports.clinicId, scope.clinicId))
    .orderBy(desc(clinicExports.createdAt))
    .limit(5);
  return rows.map((row) => present(row, deps.clock.now()));
}

export async function openExportDownload(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  meta: RequestMeta,
): Promise<{ stream: Readable; fileName: string; size: number }> {
  const row = await findOwnExport(deps, scope, id);
  const shown = present(row, deps.clock.now());
  if (shown.status === 'expired') throw new HttpError(410, EXPORT_MESSAGES.expired);
  if (shown.status !== 'ready') throw conflict(EXPORT_MESSAGES.notReady);
  const path = exportFilePath(deps, row.clinicId, row.id);
  const size = (await stat(path)).size;
  await recordMemberAction(
    deps.db,
    scope,
    { action: 'clinic.export.download', entityType: 'clinic_export', entityId: id },
    meta,
    deps.clock.now(),
  );
  const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { stream: createReadStream(path), fileName: `clinic-export-${day}.zip`, size };
}
