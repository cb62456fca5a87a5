import { z } from 'zod';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import {
  MachineInputSchema,
  MachineParamsSchema,
  NoticeQuerySchema,
  RegistrationInputSchema,
  RegistrationSchema,
  ReturnQuerySchema,
  SonologistInputSchema,
  SonologistParamsSchema,
} from '../pcpndt-registration/registration-schemas.ts';
import { ReportPcpndtFactsSchema } from '../pcpndt-registration/report-print-facts.ts';
import { del, get, post, put } from './define-route.ts';

/**
 * The centre's PC-PNDT registration (issue 29 §4): its certificate, machines and sonologists,
 * the statutory notice and the monthly return. Everyone reads it (a doctor picks the machine);
 * only administrators change it. Removals deactivate: an old Form F still names its machine.
 */
export const pcpndtRegistrationApi = {
  get: get('/api/pcpndt-registration', { responses: { 200: RegistrationSchema } }),
  save: put('/api/pcpndt-registration', { body: RegistrationInputSchema, responses: { 200: RegistrationSchema } }),
  addMachine: post('/api/pcpndt-registration/machines', {
    body: MachineInputSchema,
    responses: { 201: z.object({ id: z.string() }) },
  }),
  /** Answers 204: the machine is deactivated, kept for the forms that name it. */
  removeMachine: del('/api/pcpndt-registration/machines/:id', { params: MachineParamsSchema }),
  addSonologist: post('/api/pcpndt-registration/sonologists', {
    body: SonologistInputSchema,
    responses: { 201: z.object({ doctorId: z.string() }) },
  }),
  /** Answers 204. */
  removeSonologist: del('/api/pcpndt-registration/sonologists/:doctorId', { params: SonologistParamsSchema }),
  /** The certificate's scan: raw bytes as the body (PDF, PNG or JPEG), like Form F evidence. */
  uploadScan: post('/api/pcpndt-registration/scan', {
    query: z.object({ fileName: fetalSexGuard('label')(z.string().max(300)).optional() }),
    responses: { 201: RegistrationSchema },
  }),
  /** The scan's bytes (no response schema). */
  scan: get('/api/pcpndt-registration/scan'),
  /** Rule 17(1) notice as a PDF, A4 or A3, English and Hindi. */
  noticePdf: get('/api/pcpndt-registration/notice.pdf', { query: NoticeQuerySchema }),
  /**
   * What a report prints about the registration: missing, the machine used, an unregistered
   * machine that sent the study (issue 32 item 7). Read by whoever may print the report.
   */
  reportPrintFacts: get('/api/pcpndt-registration/reports/:id/print-facts', {
    params: z.object({ id: z.uuid({ error: 'Report not found' }) }),
    responses: { 200: ReportPcpndtFactsSchema },
  }),
  /** The month's return (Rule 9(8)) as a PDF: the register, or a nil return when there were none. */
  monthlyReturnPdf: get('/api/pcpndt-registration/return.pdf', { query: ReturnQuerySchema }),
};
