import { and, asc, eq, inArray } from 'drizzle-orm';
import { pathOf } from '../../../core/api/define-route.ts';
import { studyImagesApi } from '../../../core/api/study-images-api.ts';
import { IMAGE_STORAGE_CLASSES } from '../../../core/dicom/dicom-classes.ts';
import type { StudyImages } from '../../../core/dicom/study-image-schemas.ts';
import { SCANNER_MESSAGES } from '../../../core/messages.ts';
import { dicomObjects } from '../../../db/schema/dicom.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';

export const IMAGE_CLASS_UIDS = Object.keys(IMAGE_STORAGE_CLASSES);

export const thumbnailUrlOf = (id: string, key: string | null) =>
  key ? pathOf(studyImagesApi.thumbnail, { id }) : null;
export const printUrlOf = (id: string, key: string | null) => (key ? pathOf(studyImagesApi.print, { id }) : null);

/** The images (not SRs) a study's scanners sent, oldest first; another clinic's study is not found. */
export async function listStudyImages(deps: AppDeps, scope: RequestScope, studyId: string): Promise<StudyImages> {
  const [study] = await deps.db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, studyId)));
  if (!study) throw notFound(SCANNER_MESSAGES.studyNotFound);
  const rows = await deps.db
    .select({
      id: dicomObjects.id,
      sopInstanceUid: dicomObjects.sopInstanceUid,
      thumbnailKey: dicomObjects.thumbnailKey,
      frames: dicomObjects.frames,
    })
    .from(dicomObjects)
    .where(
      and(
        eq(dicomObjects.clinicId, scope.clinicId),
        eq(dicomObjects.studyId, studyId),
        inArray(dicomObjects.sopClassUid, IMAGE_CLASS_UIDS),
      ),
    )
    .orderBy(asc(dicomObjects.receivedAt), asc(dicomObjects.sopInstanceUid));
  return {
    images: rows.map((row) => ({
      id: row.id,
      sopInstanceUid: row.sopInstanceUid,
      thumbnailUrl: thumbnailUrlOf(row.id, row.thumbnailKey),
      frames: row.frames,
    })),
  };
}

/**
 * A rendition's JPEG bytes for a member of the image's clinic. Another clinic's image, an image
 * with no preview and a rendition missing from its store all answer 404, alike.
 */
export async function readRendition(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  kind: 'thumbnail' | 'print',
): Promise<Buffer> {
  const [row] = await deps.db
    .select({ thumbnailKey: dicomObjects.thumbnailKey, printKey: dicomObjects.printKey, storage: dicomObjects.storage })
    .from(dicomObjects)
    .where(and(eq(dicomObjects.clinicId, scope.clinicId), eq(dicomObjects.id, id)));
  const key = kind === 'thumbnail' ? row?.thumbnailKey : row?.printKey;
  if (!row || !key) throw notFound();
  // Read here and sent by the route: a bucket's URL is never handed to a browser (decision 025).
  const bytes = await deps.dicomStorage.of(row.storage).get(key);
  if (!bytes) throw notFound();
  return bytes;
}
