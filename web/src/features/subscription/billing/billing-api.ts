import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../../../core/api/billing-api.ts';
import type { BillingTransaction, Invoice } from '../../../../../core/billing/billing-schemas.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { callApi, callApiOrNull, urlOf } from '../../../lib/call-api.ts';

export type { BillingTransaction, Invoice };

export const BILLING_TRANSACTIONS_KEY = [billingApi.transactions.path] as const;

/** The clinic's payments to us, newest first; 1 min fresh, 3 min kept (clinical spec §9). */
export function useBillingTransactions() {
  return useQuery({
    queryKey: BILLING_TRANSACTIONS_KEY,
    queryFn: () => callApi(billingApi.transactions),
    staleTime: 60_000,
    gcTime: 3 * 60_000,
  });
}

/** One invoice by transaction id, or the latest; null when there is none (404). */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: [urlOf(billingApi.invoice, { params: { id } })],
    queryFn: ({ signal }) =>
      callApiOrNull(billingApi.invoice, { params: { id } }, signal).catch((error: unknown) => {
        // A malformed id in the address (400) is as missing as an unknown one.
        if (error instanceof ApiRequestError && error.status === 400) return null;
        throw error;
      }),
  });
}

/** Completed payments carry an invoice; pending and failed attempts do not. */
export function invoicedTransactions(transactions: readonly BillingTransaction[]): BillingTransaction[] {
  return transactions.filter((tx) => tx.status === 'completed' && tx.invoiceNumber !== null);
}
