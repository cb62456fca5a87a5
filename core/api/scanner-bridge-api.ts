import { z } from 'zod';
import { get } from './define-route.ts';

const QueryField = z.string().max(64).optional();

/** The calling scanner as its bridge learns it: who may associate, and the AE title it answers to. */
export const BridgeScannerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  aeTitle: z.string(),
  /** The AE title the machine calls (DICOM_AE_TITLE of the portal). */
  calledAeTitle: z.string(),
  /** The centre's time zone: the bridge's cached worklist expires when the centre's day ends. */
  timeZone: z.string(),
});

/**
 * The clinic PC's bridge (`npm run bridge`, issue 32 §6; decision 025): no session, a scanner's
 * bridge token as the bearer. The worklist answers a C-FIND the bridge received; objects are
 * POSTed as DICOM Part 10 bytes (application/dicom, registered in its own parser context).
 */
export const scannerBridgeApi = {
  scanner: get('/api/bridge/scanner', { responses: { 200: BridgeScannerSchema } }),
  worklist: get('/api/bridge/worklist', {
    query: z.object({
      patientName: QueryField,
      patientId: QueryField,
      accessionNumber: QueryField,
      modality: QueryField,
      stationAeTitle: QueryField,
      date: QueryField,
    }),
    responses: { 200: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) },
  }),
};

/** POST DICOM Part 10 bytes; 201 stored, 200 already had it (same SOP Instance UID). */
export const BRIDGE_OBJECTS_PATH = '/api/bridge/objects';
export const BridgeObjectAnswerSchema = z.object({
  result: z.enum(['stored', 'duplicate']),
  sopInstanceUid: z.string(),
});
export type BridgeObjectAnswer = z.infer<typeof BridgeObjectAnswerSchema>;
