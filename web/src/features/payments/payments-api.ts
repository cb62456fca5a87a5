import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { reportsApi } from '../../../../core/api/reports-api.ts';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import {
  PAYMENT_PAGE_SIZE,
  type Payment,
  type PaymentCreateInput,
  type PaymentPage,
  type PaymentSummarySchema,
} from '../../../../core/payments/payment-schemas.ts';
import { ApiRequestError, apiRequest, fetchJsonOrNull } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';

export type { Payment, PaymentPage };

export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** Everything about payments sits under one prefix, so one invalidation refreshes list, summary and receipts. */
export const PAYMENTS_KEY = ['/api/payments'] as const;
const SUMMARY_KEY = [...PAYMENTS_KEY, 'summary'] as const;

async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/**
 * One page of the payments the signed-in user may see, newest first: the whole clinic's for
 * roles that see revenue, today's and their own for receptionists (the server decides).
 */
export function usePayments(page: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', page],
    queryFn: () => getJson<PaymentPage>(`/api/payments?page=${page}&limit=${PAYMENT_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Today's, this month's and all-time takings, summed exactly by the server in the clinic's calendar. */
export function usePaymentSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: () => getJson<PaymentSummary>('/api/payments/summary'),
    staleTime: 30_000,
  });
}

/** One payment for its receipt, or null when there is none (404, or an id that is not a uuid: 400). */
export function usePayment(id: string) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      fetchJsonOrNull<Payment>(`/api/payments/${encodeURIComponent(id)}`, signal).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 400) return null;
        throw error;
      }),
  });
}

/** The chosen patient's reports (newest 50), for linking a payment to the report it paid for. */
export function usePatientReports(patientId: string) {
  return useQuery({
    queryKey: [reportsApi.list.path, 'patient', patientId],
    queryFn: () => callApi(reportsApi.list, { query: { page: 1, limit: 50, patientId } }),
    enabled: patientId !== '',
    staleTime: 30_000,
  });
}

/**
 * The plain patient list (the newest 1000, spec §7) for the Record Payment dialog, which
 * narrows it by registration date and text on the client.
 */
export function usePatientChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'all'],
    queryFn: () => getJson<Patient[]>('/api/patients'),
    enabled,
    staleTime: 30_000,
  });
}

export async function postPayment(payment: PaymentCreateInput): Promise<Payment> {
  const response = await apiRequest('POST', '/api/payments', payment, { idempotent: true });
  return (await response.json()) as Payment;
}

/** After a payment: the list, the stat cards and the dashboard's revenue all change. */
export function refreshPaymentData(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]).then(() => undefined);
}
