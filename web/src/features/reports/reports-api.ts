import { useQuery } from '@tanstack/react-query';
import type { Patient } from '../../../../core/patients/patient-schemas.ts';
import type { Report, ReportSave, ReportSummary } from '../../../../core/reports/report-schemas.ts';
import type { ReportVerification } from '../../../../core/verification/verification-schemas.ts';
import { ApiRequestError, apiRequest, fetchJsonOrNull } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';

export type { Report, ReportSummary };

/** What Form F needs to open for a report: a list row or a full report both give it. */
export type FormFTarget = Pick<ReportSummary, 'id' | 'reportId' | 'patientName'>;

/** Everything about reports sits under one prefix, so one invalidation refreshes lists and records. */
export const REPORTS_KEY = ['/api/reports'] as const;

/** The list carries summaries; Edit and Print load the full report by id (useReport). */
export interface ReportPage {
  reports: ReportSummary[];
  total: number;
  totalPages: number;
  page: number;
}

export interface ReportFilters {
  page: number;
  search: string;
  status: string;
  reportType: string;
  patientId?: string;
}

export const REPORT_PAGE_SIZE = 20;

async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** One page of the clinic's reports (spec §7: limit 20, cached 30 s). */
export function useReportPage(filters: ReportFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    limit: String(REPORT_PAGE_SIZE),
    status: filters.status,
    reportType: filters.reportType,
  });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.patientId) query.set('patientId', filters.patientId);
  return useQuery({
    queryKey: [...REPORTS_KEY, 'page', query.toString()],
    queryFn: () => getJson<ReportPage>(`/api/reports?${query}`),
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: (previous) => previous,
  });
}

/**
 * One report, or null when there is none (404, or an id that is not a uuid: 400). A gcTime of 0
 * drops it from the cache once nothing shows it, so the next opening fetches it again.
 */
export function useReport(id: string | null, options: { gcTime?: number } = {}) {
  return useQuery({
    ...options,
    queryKey: [...REPORTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      fetchJsonOrNull<Report>(`/api/reports/${encodeURIComponent(id ?? '')}`, signal).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 400) return null;
        throw error;
      }),
    enabled: id !== null,
    refetchOnMount: true,
  });
}

/** A patient for the print header; null on 404 ('Patient Not Found'). Cached 5 min, no retry (spec §7). */
export function usePatient(id: string | null) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'one', id],
    queryFn: ({ signal }) => fetchJsonOrNull<Patient>(`/api/patients/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** The clinic header and signature defaults (spec §7: cached 10 min, one retry). */
export function useClinic() {
  return useClinicRecord({ staleTime: 10 * 60_000, retry: 1 });
}

/** The report patient picker: patients without reports, 50 a page (spec §7, cached 30 s). */
export function usePatientsWithoutReports(search: string) {
  const query = new URLSearchParams({ page: '1', limit: '50', withoutReports: 'true' });
  if (search.trim()) query.set('search', search.trim());
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'without-reports', query.toString()],
    queryFn: () => getJson<{ patients: Patient[]; total: number }>(`/api/patients?${query}`),
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: (previous) => previous,
  });
}

/** The plain list (newest 1000), for the dialog's "registered today" quick-select buttons. */
export function useRecentPatients(enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'all'],
    queryFn: () => getJson<Patient[]>('/api/patients'),
    enabled,
    staleTime: 30_000,
  });
}

export type SaveVerb = 'POST' | 'PUT' | 'PATCH';

/** The one save call both editors use: create (POST) or update an existing report (PUT / PATCH). */
export async function sendReport(verb: SaveVerb, id: string | null, payload: ReportSave): Promise<Report> {
  const url = verb === 'POST' || id === null ? '/api/reports' : `/api/reports/${encodeURIComponent(id)}`;
  // A creation may be retried after a lost answer: the key keeps it to one report.
  const response = await apiRequest(id === null ? 'POST' : verb, url, payload, { idempotent: id === null });
  return (await response.json()) as Report;
}

/** Auto-save (spec §7): the form so far, marked as a draft; the server answers with the draft report. */
export async function sendDraft(payload: Record<string, unknown>): Promise<Report> {
  const response = await apiRequest('POST', '/api/reports/draft', { ...payload, status: 'draft', isDraft: true });
  return (await response.json()) as Report;
}

/** After a save: the reports list, the dashboard stats and the "patients without reports" picker change. */
export function refreshReportData(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    queryClient.invalidateQueries({ queryKey: PATIENTS_KEY }),
  ]).then(() => undefined);
}

/**
 * The verification code of the report's current version, for the QR code on the print. Asking
 * makes the code the first time; a draft has none (null).
 */
export function useReportVerification(id: string | null, status: string | undefined) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'verification', id, status],
    queryFn: () =>
      getJson<{ verification: ReportVerification | null }>(
        `/api/reports/${encodeURIComponent(id ?? '')}/verification`,
      ).then((body) => body.verification),
    enabled: id !== null && status !== undefined && status !== 'draft',
    staleTime: 60_000,
  });
}
