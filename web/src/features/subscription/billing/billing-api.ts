import { useQuery } from '@tanstack/react-query';
import type { BillingTransaction, Invoice } from '../../../../../core/billing/billing-schemas.ts';
import { ApiRequestError, apiRequest, fetchJsonOrNull } from '../../../lib/api-client.ts';

export type { BillingTransaction, Invoice };

export const BILLING_TRANSACTIONS_KEY = ['/api/billing-transactions'] as const;

/** The clinic's payments to us, newest first; 1 min fresh, 3 min kept (clinical spec §9). */
export function useBillingTransactions() {
  return useQuery({
    queryKey: BILLING_TRANSACTIONS_KEY,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/billing-transactions');
      return (await response.json()) as BillingTransaction[];
    },
    staleTime: 60_000,
    gcTime: 3 * 60_000,
  });
}

/** One invoice by transaction id, or the latest; null when there is none (404). */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: ['/api/billing/invoices', id],
    queryFn: ({ signal }) =>
      fetchJsonOrNull<Invoice>(`/api/billing/invoices/${encodeURIComponent(id)}`, signal).catch((error: unknown) => {
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
