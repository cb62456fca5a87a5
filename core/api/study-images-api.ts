import { z } from 'zod';
import { KeyImagesSaveSchema, KeyImagesSchema, StudyImagesSchema } from '../dicom/study-image-schemas.ts';
import { REPORT_MESSAGES, SCANNER_MESSAGES } from '../messages.ts';
import { get, put } from './define-route.ts';

const StudyParams = z.object({ id: z.uuid({ error: SCANNER_MESSAGES.studyNotFound }) });
const ImageParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const ReportParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });

/**
 * Images from the scanner (issue 32 §5): a study's images, their JPEG renditions (signed-in
 * members of the clinic only; never on patient links or the verification page) and the key
 * images a report prints.
 */
export const studyImagesApi = {
  list: get('/api/studies/:id/images', { params: StudyParams, responses: { 200: StudyImagesSchema } }),
  /** The wizard's thumbnail (JPEG, no JSON answer). */
  thumbnail: get('/api/study-images/:id/thumbnail', { params: ImageParams }),
  /** The print-size rendition (JPEG), for the print page. */
  print: get('/api/study-images/:id/print', { params: ImageParams }),
  keyImages: get('/api/reports/:id/key-images', { params: ReportParams, responses: { 200: KeyImagesSchema } }),
  saveKeyImages: put('/api/reports/:id/key-images', {
    params: ReportParams,
    body: KeyImagesSaveSchema,
    responses: { 200: KeyImagesSchema },
  }),
};
