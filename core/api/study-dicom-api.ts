import { z } from 'zod';
import { StudyMeasurementsSchema } from '../dicom/study-dicom-schemas.ts';
import { get } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** What a study's scanners sent (issue 32): measurements from structured reports. */
export const studyDicomApi = {
  measurements: get('/api/studies/:id/measurements', {
    params: IdParams,
    responses: { 200: StudyMeasurementsSchema },
  }),
};
