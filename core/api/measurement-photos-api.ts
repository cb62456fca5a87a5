import { z } from 'zod';
import { MeasurementPhotoSchema } from '../ocr/measurement-photo-schemas.ts';
import { get, post } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const PhotoParams = IdParams.extend({ photoId: z.uuid({ error: 'Not found' }) });

/** Photos of a scanner's measurement page, read by OCR and kept with the study (issue 35 item 3). */
export const measurementPhotosApi = {
  /** The body is the image itself (JPEG or PNG), not JSON. */
  upload: post('/api/studies/:id/measurement-photos', {
    params: IdParams,
    responses: { 201: MeasurementPhotoSchema },
  }),
  /** The photo's bytes (no response schema). */
  photo: get('/api/studies/:id/measurement-photos/:photoId', { params: PhotoParams }),
};
