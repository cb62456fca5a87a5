import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KeyImages, KeyImagesSave } from '../../../core/dicom/study-image-schemas.ts';
import { REPORT_MESSAGES, SCANNER_MESSAGES } from '../../../core/messages.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { type Actor, can } from '../../../core/team/permissions.ts';
import type { Db } from '../../../db/client.ts';
import { dicomObjects, reportKeyImageSettings, reportKeyImages } from '../../../db/schema/dicom.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { isPatientPregnant } from '../reports/report-pregnancy-guard.ts';
import { IMAGE_CLASS_UIDS, printUrlOf, thumbnailUrlOf } from './study-image-service.ts';

interface ReportRow {
  id: string;
  status: string;
  studyId: string | null;
  patientId: string;
  reportType: string;
}

async function findReportRow(db: Db, clinicId: string, id: string, lock = false): Promise<ReportRow> {
  const query = db
    .select({
      id: reports.id,
      status: reports.status,
      studyId: reports.studyId,
      patientId: reports.patientId,
      reportType: reports.reportType,
    })
    .from(reports)
    .where(and(eq(reports.clinicId, clinicId), eq(reports.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return row;
}

/** The same test as a signature's PC-PNDT checks: an obstetric report type, or a patient marked pregnant. */
async function isObstetric(db: Db, clinicId: string, report: ReportRow): Promise<boolean> {
  return isObstetricReportType(report.reportType) || (await isPatientPregnant(db, clinicId, report.patientId));
}

async function readKeyImages(db: Db, clinicId: string, report: ReportRow) {
  // One after another: inside a transaction the queries share one connection.
  const images = await db
    .select({
      id: dicomObjects.id,
      caption: reportKeyImages.caption,
      thumbnailKey: dicomObjects.thumbnailKey,
      printKey: dicomObjects.printKey,
      storage: dicomObjects.storage,
    })
    .from(reportKeyImages)
    .innerJoin(
      dicomObjects,
      and(eq(dicomObjects.clinicId, reportKeyImages.clinicId), eq(dicomObjects.id, reportKeyImages.dicomObjectId)),
    )
    .where(and(eq(reportKeyImages.clinicId, clinicId), eq(reportKeyImages.reportId, report.id)))
    .orderBy(asc(reportKeyImages.position));
  const [settings] = await db
    .select()
    .from(reportKeyImageSettings)
    .where(and(eq(reportKeyImageSettings.clinicId, clinicId), eq(reportKeyImageSettings.reportId, report.id)));
  const obstetric = await isObstetric(db, clinicId, report);
  const confirmed = Boolean(settings?.noSexAnnotationConfirmedAt);
  return {
    images,
    perPage: settings?.perPage ?? 4,
    obstetric,
    confirmed,
    printable: images.length > 0 && (!obstetric || confirmed),
  };
}

function present(read: Awaited<ReturnType<typeof readKeyImages>>): KeyImages {
  return {
    images: read.images.map((image) => ({
      id: image.id,
      caption: image.caption,
      thumbnailUrl: thumbnailUrlOf(image.id, image.thumbnailKey),
      printUrl: printUrlOf(image.id, image.printKey),
    })),
    perPage: read.perPage,
    obstetric: read.obstetric,
    noSexAnnotationConfirmed: read.confirmed,
    printable: read.printable,
  };
}

export async function getKeyImages(deps: AppDeps, scope: RequestScope, reportId: string): Promise<KeyImages> {
  const report = await findReportRow(deps.db, scope.clinicId, reportId);
  return present(await readKeyImages(deps.db, scope.clinicId, report));
}

/**
 * Replaces a draft's key images (a finalized report keeps the images it was signed with: 409;
 * an amendment carries new ones through the report's save, key-images-in-save.ts).
 */
export async function saveKeyImages(
  deps: AppDeps,
  scope: RequestScope,
  actor: Actor,
  reportId: string,
  input: KeyImagesSave,
  meta: RequestMeta,
): Promise<KeyImages> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const report = await findReportRow(tx, scope.clinicId, reportId, true);
    if (report.status !== 'draft') throw conflict(REPORT_MESSAGES.alreadyFinalized);
    await replaceKeyImages(tx, scope, actor, report, input, meta, now);
    return present(await readKeyImages(tx, scope.clinicId, report));
  });
}

type StoredChoice = Awaited<ReturnType<typeof storedChoice>>;

/** What is stored now, in the shape of a save: to leave an unchanged choice (auto-save) alone. */
async function storedChoice(db: Db, clinicId: string, reportId: string) {
  const images = await db
    .select({ id: reportKeyImages.dicomObjectId, caption: reportKeyImages.caption })
    .from(reportKeyImages)
    .where(and(eq(reportKeyImages.clinicId, clinicId), eq(reportKeyImages.reportId, reportId)))
    .orderBy(asc(reportKeyImages.position));
  const [settings] = await db
    .select()
    .from(reportKeyImageSettings)
    .where(and(eq(reportKeyImageSettings.clinicId, clinicId), eq(reportKeyImageSettings.reportId, reportId)));
  return {
    images,
    perPage: settings?.perPage ?? 4,
    noSexAnnotationConfirmed: Boolean(settings?.noSexAnnotationConfirmedAt),
  };
}

const sameChoice = (a: StoredChoice, b: StoredChoice) => JSON.stringify(a) === JSON.stringify(b);

/** The key images a report version had, kept in the version's snapshot when an edit replaces them. */
export async function keyImagesSnapshot(db: Db, clinicId: string, reportId: string): Promise<StoredChoice> {
  return storedChoice(db, clinicId, reportId);
}

/**
 * Writes a report's key images inside the caller's transaction (the key-images route on a draft,
 * or the report's own save: a draft, a finalize, an amendment signed again). Every image must be
 * one of the report's study; the no-sex-annotation confirmation is the signing doctor's, and is
 * kept only with the very images it was given for. The same choice sent again writes nothing.
 */
export async function replaceKeyImages(
  tx: Db,
  scope: RequestScope,
  actor: Actor,
  report: { id: string; studyId: string | null },
  input: KeyImagesSave,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const reportId = report.id;
  const chosen = [...new Map(input.images.map((image) => [image.id, image])).values()];
  const ids = chosen.map((image) => image.id);
  if (ids.length > 0) {
    const found = report.studyId
      ? await tx
          .select({ id: dicomObjects.id })
          .from(dicomObjects)
          .where(
            and(
              eq(dicomObjects.clinicId, scope.clinicId),
              eq(dicomObjects.studyId, report.studyId),
              inArray(dicomObjects.id, ids),
              inArray(dicomObjects.sopClassUid, IMAGE_CLASS_UIDS),
            ),
          )
      : [];
    if (found.length !== ids.length) throw badRequest(SCANNER_MESSAGES.imageNotFound, 'images');
  }
  const confirming = input.noSexAnnotationConfirmed && ids.length > 0;
  if (confirming && !can(actor, 'reports.finalize')) throw forbidden(SCANNER_MESSAGES.sexCheckByDoctor, 'role');
  const wanted = {
    images: chosen.map(({ id, caption }) => ({ id, caption })),
    perPage: input.perPage,
    noSexAnnotationConfirmed: confirming,
  };
  if (sameChoice(wanted, await storedChoice(tx, scope.clinicId, reportId))) return;
  await tx
    .delete(reportKeyImages)
    .where(and(eq(reportKeyImages.clinicId, scope.clinicId), eq(reportKeyImages.reportId, reportId)));
  if (chosen.length > 0)
    await tx.insert(reportKeyImages).values(
      chosen.map((image, position) => ({
        clinicId: scope.clinicId,
        reportId,
        dicomObjectId: image.id,
        position,
        caption: image.caption,
      })),
    );
  const settings = {
    perPage: input.perPage,
    noSexAnnotationConfirmedBy: confirming ? scope.userId : null,
    noSexAnnotationConfirmedAt: confirming ? now : null,
    updatedAt: now,
  };
  await tx
    .insert(reportKeyImageSettings)
    .values({ clinicId: scope.clinicId, reportId, ...settings })
    .onConflictDoUpdate({
      target: [reportKeyImageSettings.clinicId, reportKeyImageSettings.reportId],
      set: settings,
    });
  await recordMemberAction(
    tx,
    scope,
    {
      action: 'report.key_images',
      entityType: 'report',
      entityId: reportId,
      details: { count: chosen.length, perPage: input.perPage, noSexAnnotationConfirmed: confirming },
    },
    meta,
    now,
  );
}

/**
 * PC-PNDT, at the signature (decision 019): an obstetric report whose key images lack the
 * doctor's confirmation is not finalized, so no signed obstetric report prints unconfirmed images.
 */
export async function refuseUnconfirmedKeyImages(
  db: Db,
  clinicId: string,
  reportId: string,
  obstetric: boolean,
): Promise<void> {
  if (!obstetric) return;
  const images = await db
    .select({ id: reportKeyImages.id })
    .from(reportKeyImages)
    .where(and(eq(reportKeyImages.clinicId, clinicId), eq(reportKeyImages.reportId, reportId)))
    .limit(1);
  const [settings] = await db
    .select({ at: reportKeyImageSettings.noSexAnnotationConfirmedAt })
    .from(reportKeyImageSettings)
    .where(and(eq(reportKeyImageSettings.clinicId, clinicId), eq(reportKeyImageSettings.reportId, reportId)));
  if (images.length > 0 && !settings?.at) throw conflict(SCANNER_MESSAGES.sexCheckRequired);
}

export interface PrintedKeyImages {
  perPage: number;
  images: { caption: string; jpeg: Buffer | null }[];
}

/**
 * What the report PDF prints of its key images, or null: none chosen, or an obstetric report's
 * images without the confirmation (a draft printed before it is given shows no image).
 */
export async function keyImagesForPrint(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
): Promise<PrintedKeyImages | null> {
  const report = await findReportRow(deps.db, scope.clinicId, reportId);
  const read = await readKeyImages(deps.db, scope.clinicId, report);
  if (!read.printable) return null;
  const images = await Promise.all(
    read.images.map(async (image) => ({
      caption: image.caption,
      // An image its store cannot give prints as its caption alone, never stopping the PDF.
      jpeg: image.printKey
        ? await deps.dicomStorage
            .of(image.storage)
            .get(image.printKey)
            .catch(() => null)
        : null,
    })),
  );
  return { perPage: read.perPage, images };
}
