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
import { defineRoute } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: PATIENT_MESSAGES.notFound }) });

export const patientsApi = {
  /** Without paging parameters the spec expects a plain array; with them, a page object. */
  list: defineRoute({
    method: 'GET',
    path: '/api/patients',
    query: PatientListQuerySchema,
    responses: { 200: z.union([PatientPageSchema, z.array(PatientSchema)]) },
  }),
  stats: defineRoute({ method: 'GET', path: '/api/patients/stats', responses: { 200: PatientStatsSchema } }),
  get: defineRoute({ method: 'GET', path: '/api/patients/:id', params: IdParams, responses: { 200: PatientSchema } }),
  create: defineRoute({
    method: 'POST',
    path: '/api/patients',
    body: PatientCreateSchema,
    responses: { 201: PatientSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/patients/:id',
    params: IdParams,
    body: PatientUpdateSchema,
    responses: { 200: PatientSchema },
  }),
};
