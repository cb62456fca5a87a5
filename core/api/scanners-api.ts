import { z } from 'zod';
import {
  ScannerCreateSchema,
  ScannerListSchema,
  ScannerSchema,
  ScannerUpdateSchema,
} from '../dicom/scanner-schemas.ts';
import { get, patch, post } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** Settings → Scanners (issue 32): the centre's ultrasound machines and their bridge tokens. */
export const scannersApi = {
  list: get('/api/scanners', { responses: { 200: ScannerListSchema } }),
  create: post('/api/scanners', {
    body: ScannerCreateSchema,
    responses: { 201: z.object({ id: z.uuid(), aeTitle: z.string() }) },
  }),
  update: patch('/api/scanners/:id', {
    params: IdParams,
    body: ScannerUpdateSchema,
    responses: { 200: ScannerSchema },
  }),
  bridgeToken: post('/api/scanners/:id/bridge-token', {
    params: IdParams,
    responses: { 201: z.object({ token: z.string() }) },
  }),
};
