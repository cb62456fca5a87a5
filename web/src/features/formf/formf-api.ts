import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer, RouteInput } from '../../../../core/api/define-route.ts';
import { formfApi } from '../../../../core/api/formf-api.ts';
import { patientsApi } from '../../../../core/api/patients-api.ts';
import type { FormF } from '../../../../core/formf/formf-schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { callApi, callApiOrNull, urlOf } from '../../lib/call-api.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, FORMF_KEY, PATIENT_STATS_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';

export type { FormF };
export type FormFPage = RouteAnswer<typeof formfApi.list>;
export type FormFAmendment = RouteAnswer<typeof formfApi.amendments>[number];
export type Register = RouteAnswer<typeof formfApi.register>;
/** The update as the browser sends it (before the schema's transforms). */
export type FormFInput = RouteInput<typeof formfApi.update>['body'];

/** Everything about Form F sits under one prefix, so one invalidation refreshes list, records and register. */
export { FORMF_KEY };

/** The server's largest page: the Patient History list searches within it on the client (spec). */
export const FORMF_PAGE_SIZE = 100;

/** One page of the clinic's Form F records, newest first, with the four stat figures. */
export function useFormFPage(page: number) {
  return useQuery({
    queryKey: [...FORMF_KEY, 'page', page],
    queryFn: () => callApi(formfApi.list, { query: { page, limit: FORMF_PAGE_SIZE } }),
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: (previous) => previous,
  });
}

/** The Form F of one obstetric report, or null while it has none (a draft is not a scan yet). */
export function useFormFForReport(reportId: string | null) {
  return useQuery({
    queryKey: [...FORMF_KEY, 'report', reportId],
    queryFn: async () =>
      (await callApi(formfApi.list, { query: { reportId: reportId ?? '', limit: 1 } })).forms[0] ?? null,
    enabled: reportId !== null,
    refetchOnMount: true,
  });
}

/** One record, or null when there is none (404, or an id that is not a uuid: 400). */
export function useFormF(id: string | null) {
  return useQuery({
    queryKey: [...FORMF_KEY, 'one', id],
    queryFn: ({ signal }) =>
      callApiOrNull(formfApi.get, { params: { id: id ?? '' } }, signal).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 400) return null;
        throw error;
      }),
    enabled: id !== null,
    refetchOnMount: true,
  });
}

export function useFormFAmendments(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...FORMF_KEY, 'amendments', id],
    queryFn: () => callApi(formfApi.amendments, { params: { id } }),
    enabled,
  });
}

/** The month's register (Rule 9(1)) with its due date and whether every form is complete. */
export function useRegister(month: string) {
  return useQuery({
    queryKey: [...FORMF_KEY, 'register', month],
    queryFn: () => callApi(formfApi.register, { query: { month } }),
    refetchOnMount: true,
  });
}

/** The woman named on the form, for the 'Patient Not Found' check (cached 5 min, spec §7). */
export function usePatient(id: string | null) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'one', id],
    queryFn: ({ signal }) => callApiOrNull(patientsApi.get, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** How many patients the clinic has: the 'Patient Not Found' dialog states it (spec). */
export function usePatientCount(enabled: boolean) {
  return useQuery({
    queryKey: PATIENT_STATS_KEY,
    queryFn: () => callApi(patientsApi.stats),
    enabled,
    select: (stats) => stats.total,
  });
}

/** The clinic header (spec §7: cached 10 min, one retry). */
export function useClinic() {
  return useClinicRecord({ staleTime: 10 * 60_000, retry: 1 });
}

async function refreshFormFData(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: FORMF_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

/** Completes or corrects a record (an amendment once submitted: amendmentReason required). */
export async function saveFormF(id: string, input: FormFInput): Promise<FormF> {
  const saved = await callApi(formfApi.update, { params: { id }, body: input });
  await refreshFormFData();
  return saved;
}

/** Signs the doctor's declaration (again) as the signed-in doctor; the server sets who and when. */
export async function signFormFDeclaration(id: string, amendmentReason: string | null): Promise<FormF> {
  const signed = await callApi(
    formfApi.sign,
    { params: { id }, body: amendmentReason ? { amendmentReason } : {} },
    { idempotent: true },
  );
  await refreshFormFData();
  return signed;
}

export async function submitFormF(id: string): Promise<FormF> {
  const submitted = await callApi(formfApi.submit, { params: { id } }, { idempotent: true });
  await refreshFormFData();
  return submitted;
}

/**
 * Tells the server a Form F went to the printer (Rule 9(7): the printout is the authenticated
 * copy, so who printed which version is recorded). Never blocks printing: a failure is only logged.
 */
export function recordFormFPrint(id: string): void {
  callApi(formfApi.printed, { params: { id } }).catch(() => console.warn('Form F print was not recorded'));
}

/** The register as CSV (a bearer-token download, see downloadFile). */
export function downloadRegisterCsv(month: string): Promise<void> {
  return downloadFile(urlOf(formfApi.registerCsv, { query: { month } }), `form-f-register-${month}.csv`);
}
