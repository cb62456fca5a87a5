import { z } from 'zod';
import {
  ClinicExportCreatedSchema,
  ClinicExportListSchema,
  ClinicExportSchema,
  EXPORT_MESSAGES,
} from '../exports/export-schemas.ts';
import { get, post } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: EXPORT_MESSAGES.notFound }) });

/** The clinic's data taken out: the whole clinic (queued, then downloaded) or one patient at once. */
export const exportsApi = {
  request: post('/api/exports', { responses: { 202: ClinicExportCreatedSchema } }),
  list: get('/api/exports', { responses: { 200: ClinicExportListSchema } }),
  get: get('/api/exports/:id', { params: IdParams, responses: { 200: ClinicExportSchema } }),
  /** A zip file: no response schema; the web downloads it from urlOf(). */
  download: get('/api/exports/:id/download', { params: IdParams }),
  /** A zip file of one patient's records. */
  patient: get('/api/patients/:id/export', { params: z.object({ id: z.uuid({ error: 'Patient not found' }) }) }),
};
