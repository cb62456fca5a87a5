import { useMutation, useQuery } from '@tanstack/react-query';
import type { Delivery, DeliveryCreate, DeliveryLog } from '../../../../../core/deliveries/delivery-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const deliveriesKey = (reportId: string) => ['/api/reports', reportId, 'deliveries'] as const;
const deliveriesUrl = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/deliveries`;

/** The delivery log of a report, with the patient's addresses and consent for the send form. */
export function useDeliveryLog(reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(reportId),
    queryFn: async () => (await (await apiRequest('GET', deliveriesUrl(reportId))).json()) as DeliveryLog,
    enabled,
  });
}

const refresh = (reportId: string) => queryClient.invalidateQueries({ queryKey: deliveriesKey(reportId) });

export function useSendReport(reportId: string) {
  return useMutation({
    mutationFn: async (input: DeliveryCreate) =>
      (await (await apiRequest('POST', deliveriesUrl(reportId), input)).json()) as Delivery,
    onSettled: () => refresh(reportId),
  });
}

export function useRevokeLink(reportId: string) {
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await (
        await apiRequest('DELETE', `${deliveriesUrl(reportId)}/${encodeURIComponent(deliveryId)}/link`)
      ).json()) as Delivery,
    onSettled: () => refresh(reportId),
  });
}
