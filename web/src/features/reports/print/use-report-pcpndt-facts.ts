import { useQuery } from '@tanstack/react-query';
import { pcpndtRegistrationApi } from '../../../../../core/api/pcpndt-registration-api.ts';
import { callApi } from '../../../lib/call-api.ts';
import { REPORTS_KEY } from '../reports-api.ts';

/**
 * What the report prints about the centre's PC-PNDT registration (registration missing, the
 * machine used, an unregistered machine that sent the study), worked out by the server so the
 * print page and the PDF say the same. Refetched with the report's status: signing sets its machine.
 */
export function useReportPcpndtFacts(reportId: string, status: string) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'pcpndt-print-facts', reportId, status],
    queryFn: () => callApi(pcpndtRegistrationApi.reportPrintFacts, { params: { id: reportId } }),
    staleTime: 60_000,
  });
}
