import { z } from 'zod';
import { FORM_F_MESSAGES } from '../formf/formf-messages.ts';
import { MonthQuerySchema } from '../formf/formf-schemas.ts';
import { PAYMENT_MESSAGES } from '../messages.ts';
import { get } from './define-route.ts';

/**
 * PDF files of printed documents other than reports (reportsApi.pdf): no JSON answer, so none is
 * declared; the web links to urlOf(documentsApi.x, ...). Each belongs with its record's routes and
 * is here only until those move to the contract (issue 31).
 */
export const documentsApi = {
  receiptPdf: get('/api/payments/:id/pdf', { params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) }) }),
  invoicePdf: get('/api/billing/invoices/:id/pdf', {
    params: z.object({ id: z.union([z.literal('latest'), z.uuid()]) }),
  }),
  formFPdf: get('/api/pcpndt-forms/:id/pdf', { params: z.object({ id: z.uuid({ error: FORM_F_MESSAGES.notFound }) }) }),
  registerPdf: get('/api/pcpndt-forms/register/pdf', { query: MonthQuerySchema }),
};
