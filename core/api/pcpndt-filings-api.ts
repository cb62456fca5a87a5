import {
  MonthParamsSchema,
  PendingFilingSchema,
  RegisterFilingInputSchema,
  RegisterFilingStateSchema,
} from '../formf/register-filing.ts';
import { defineRoute } from './define-route.ts';

/** The record that a month's register (Rule 9(8)) was filed with the Appropriate Authority. */
export const pcpndtFilingsApi = {
  pending: defineRoute({ method: 'GET', path: '/api/pcpndt-filings/pending', responses: { 200: PendingFilingSchema } }),
  get: defineRoute({
    method: 'GET',
    path: '/api/pcpndt-filings/:month',
    params: MonthParamsSchema,
    responses: { 200: RegisterFilingStateSchema },
  }),
  record: defineRoute({
    method: 'PUT',
    path: '/api/pcpndt-filings/:month',
    params: MonthParamsSchema,
    body: RegisterFilingInputSchema,
    responses: { 200: RegisterFilingStateSchema },
  }),
};
