import {
  MonthParamsSchema,
  PendingFilingSchema,
  RegisterFilingInputSchema,
  RegisterFilingStateSchema,
} from '../formf/register-filing.ts';
import { get, put } from './define-route.ts';

/** The record that a month's register (Rule 9(8)) was filed with the Appropriate Authority. */
export const pcpndtFilingsApi = {
  pending: get('/api/pcpndt-filings/pending', { responses: { 200: PendingFilingSchema } }),
  get: get('/api/pcpndt-filings/:month', { params: MonthParamsSchema, responses: { 200: RegisterFilingStateSchema } }),
  record: put('/api/pcpndt-filings/:month', {
    params: MonthParamsSchema,
    body: RegisterFilingInputSchema,
    responses: { 200: RegisterFilingStateSchema },
  }),
};
