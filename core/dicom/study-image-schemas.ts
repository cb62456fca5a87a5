import { z } from 'zod';
import { SCANNER_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';

/** One image a scanner sent for a study; thumbnailUrl is null when it has no preview. */
export const StudyImageSchema = z.object({
  id: z.uuid(),
  sopInstanceUid: z.string(),
  /** Served only with the session's bearer token (the web fetches it as a blob). */
  thumbnailUrl: z.string().nullable(),
  frames: z.number().int(),
});
export type StudyImage = z.output<typeof StudyImageSchema>;

/** GET /api/studies/:id/images, oldest first, as the scanner sent them. */
export const StudyImagesSchema = z.object({ images: z.array(StudyImageSchema) });
export type StudyImages = z.output<typeof StudyImagesSchema>;

export const KEY_IMAGES_PER_PAGE = [2, 4, 6] as const;
export type KeyImagesPerPage = (typeof KEY_IMAGES_PER_PAGE)[number];
export const MAX_KEY_IMAGES = 24;

/** A caption prints under the image on the report, so it is screened like the report's own text. */
const Caption = fetalSexGuard('clinical')(
  text()
    .trim()
    .max(120, M.captionLong)
    .nullish()
    .transform((v) => v ?? ''),
);

/**
 * PUT /api/reports/:id/key-images: the images to print in order, their captions, how many a page,
 * and (obstetric reports) the doctor's confirmation that no chosen image carries an annotation
 * disclosing the sex of the foetus. Sent again with every change, since a change clears it.
 */
export const KeyImagesSaveSchema = z.object({
  images: z
    .array(z.object({ id: z.uuid({ error: M.imageNotFound }), caption: Caption }))
    .max(MAX_KEY_IMAGES, M.tooManyImages),
  perPage: z
    .union(KEY_IMAGES_PER_PAGE.map((n) => z.literal(n)))
    .optional()
    .default(4),
  noSexAnnotationConfirmed: z.boolean().optional().default(false),
});
export type KeyImagesSave = z.output<typeof KeyImagesSaveSchema>;

export const KeyImageSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  thumbnailUrl: z.string().nullable(),
  printUrl: z.string().nullable(),
});
export type KeyImage = z.output<typeof KeyImageSchema>;

/** A report's key images as saved, and whether they print (an obstetric report needs the confirmation). */
export const KeyImagesSchema = z.object({
  images: z.array(KeyImageSchema),
  perPage: z.number().int(),
  obstetric: z.boolean(),
  noSexAnnotationConfirmed: z.boolean(),
  printable: z.boolean(),
});
export type KeyImages = z.output<typeof KeyImagesSchema>;
