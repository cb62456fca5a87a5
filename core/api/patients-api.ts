import { z } from 'zod';
import { PATIENT_MESSAGES } from '../messages.ts';
import {
  PatientCreateSchema,
  PatientListQuerySchema,
  PatientPageSchema,
  PatientSchema,
  PatientStatsSchema,
  PatientUpdateSchema,
} from '../patients/patient-schemas.ts';
import { get, post, put } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: PATIENT_MESSAGES.notFound }) });

export const patientsApi = {
  /** Without paging parameters the spec expects a plain array; with them, a page object. */
  list: get('/api/patients', {
    query: PatientListQuerySchema,
    responses: { 200: z.union([PatientPageSchema, z.array(PatientSchema)]) },
  }),
  stats: get('/api/patients/stats', { responses: { 200: PatientStatsSchema } }),
  get: get('/api/patients/:id', { params: IdParams, responses: { 200: PatientSchema } }),
  create: post('/api/patients', { body: PatientCreateSchema, responses: { 201: PatientSchema } }),
  update: put('/api/patients/:id', { params: IdParams, body: PatientUpdateSchema, responses: { 200: PatientSchema } }),
};
