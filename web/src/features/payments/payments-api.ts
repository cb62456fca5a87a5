import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '../../../../core/api/define-route.ts';
import { paymentsApi } from '../../../../core/api/payments-api.ts';
import { reportsApi } from '../../../../core/api/reports-api.ts';
import {
  PAYMENT_PAGE_SIZE,
  type Payment,
  type PaymentCreateInput,
  type PaymentPage,
} from '../../../../core/payments/payment-schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { callApi, callApiOrNull } from '../../lib/call-api.ts';
import { fetchRecentPatients } from '../../lib/patient-list.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';

export type { Payment, PaymentPage };

export type PaymentSummary = RouteAnswer<typeof paymentsApi.summary>;

/** Everything about payments sits under one prefix, so one invalidation refreshes list, summary and receipts. */
export const PAYMENTS_KEY = [paymentsApi.list.path] as const;
const SUMMARY_KEY = [...PAYMENTS_KEY, 'summary'] as const;

/**
 * One page of the payments the signed-in user may see, newest first: the whole clinic's for
 * roles that see revenue, today's and their own for receptionists (the server decides).
 */
export function usePayments(page: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', page],
    queryFn: () => callApi(paymentsApi.list, { query: { page, limit: PAYMENT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Today's, this month's and all-time takings, summed exactly by the server in the clinic's calendar. */
export function usePaymentSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: () => callApi(paymentsApi.summary),
    staleTime: 30_000,
  });
}

/** One payment for its receipt, or null when there is none (404, or an id that is not a uuid: 400). */
export function usePayment(id: string) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      callApiOrNull(paymentsApi.get, { params: { id } }, signal).catch((error: unknown) => {
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
    queryFn: fetchRecentPatients,
    enabled,
    staleTime: 30_000,
  });
}

export function postPayment(payment: PaymentCreateInput): Promise<Payment> {
  return callApi(paymentsApi.record, { body: payment }, { idempotent: true });
}

/** After a payment: the list, the stat cards and the dashboard's revenue all change. */
export function refreshPaymentData(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]).then(() => undefined);
}
