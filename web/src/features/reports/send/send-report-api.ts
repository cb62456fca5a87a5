import { useMutation, useQuery } from '@tanstack/react-query';
import { reportsApi } from '../../../../../core/api/reports-api.ts';
import type { DeliveryCreate } from '../../../../../core/deliveries/delivery-schemas.ts';
import { callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';

const deliveriesKey = (reportId: string) => [reportsApi.list.path, reportId, 'deliveries'] as const;

/** The delivery log of a report, with the patient's addresses and consent for the send form. */
export function useDeliveryLog(reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(reportId),
    queryFn: () => callApi(reportsApi.deliveries, { params: { id: reportId } }),
    enabled,
  });
}

const refresh = (reportId: string) => queryClient.invalidateQueries({ queryKey: deliveriesKey(reportId) });

export function useSendReport(reportId: string) {
  return useMutation({
    // A double click or a retry after a lost answer carries the same Idempotency-Key: one message.
    mutationFn: (input: DeliveryCreate) =>
      callApi(reportsApi.sendDelivery, { params: { id: reportId }, body: input }, { idempotent: true }),
    onSettled: () => refresh(reportId),
  });
}

export function useRevokeLink(reportId: string) {
  return useMutation({
    mutationFn: (deliveryId: string) =>
      callApi(reportsApi.revokeDeliveryLink, { params: { id: reportId, deliveryId } }),
    onSettled: () => refresh(reportId),
  });
}
