import { z } from 'zod';
import { StudyCreateSchema, StudySchema, StudyStatusUpdateSchema } from '../studies/study-schemas.ts';
import { get, patch, post } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** A study is what the screens call an appointment (see core/studies/study-schemas.ts). */
export const studiesApi = {
  schedule: post('/api/studies', { body: StudyCreateSchema, responses: { 201: StudySchema } }),
  setStatus: patch('/api/studies/:id', {
    params: IdParams,
    body: StudyStatusUpdateSchema,
    responses: { 200: StudySchema },
  }),
  today: get('/api/studies/today', { responses: { 200: z.array(StudySchema) } }),
};
