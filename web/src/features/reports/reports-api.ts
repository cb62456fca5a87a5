import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '../../../../core/api/define-route.ts';
import { patientsApi } from '../../../../core/api/patients-api.ts';
import { reportsApi } from '../../../../core/api/reports-api.ts';
import {
  REPORT_STATUSES,
  type Report,
  type ReportDraft,
  type ReportListQuery,
  type ReportSave,
  type ReportSummary,
} from '../../../../core/reports/report-schemas.ts';
import { REPORT_TYPES } from '../../../../core/reports/templates/template-types.ts';
import { ApiRequestError, fetchJsonOrNull } from '../../lib/api-client.ts';
import { callApi, callApiOrNull, urlOf } from '../../lib/call-api.ts';
import { fetchPatientPage, fetchRecentPatients } from '../../lib/patient-list.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DASHBOARD_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';

export type { Report, ReportSummary };

/** What Form F needs to open for a report: a list row or a full report both give it. */
export type FormFTarget = Pick<ReportSummary, 'id' | 'reportId' | 'patientName'>;

/** Everything about reports sits under one prefix, so one invalidation refreshes lists and records. */
export const REPORTS_KEY = [reportsApi.list.path] as const;

/** The list carries summaries; Edit and Print load the full report by id (useReport). */
export type ReportPage = RouteAnswer<typeof reportsApi.list>;

export interface ReportFilters {
  page: number;
  search: string;
  status: string;
  reportType: string;
  patientId?: string;
}

export const REPORT_PAGE_SIZE = 20;

/** A filter's select value as the list route takes it: one of its values, else 'all'. */
const STATUS_FILTERS = ['all', ...REPORT_STATUSES] as const;
const TYPE_FILTERS = ['all', ...REPORT_TYPES] as const;
const statusFilter = (value: string) => STATUS_FILTERS.find((status) => status === value) ?? 'all';
const typeFilter = (value: string) => TYPE_FILTERS.find((type) => type === value) ?? 'all';

/** One page of the clinic's reports (spec §7: limit 20, cached 30 s). */
export function useReportPage(filters: ReportFilters) {
  const query: ReportListQuery = {
    page: filters.page,
    limit: REPORT_PAGE_SIZE,
    status: statusFilter(filters.status),
    reportType: typeFilter(filters.reportType),
    search: filters.search.trim() || undefined,
    patientId: filters.patientId || undefined,
  };
  return useQuery({
    queryKey: [...REPORTS_KEY, 'page', urlOf(reportsApi.list, { query })],
    queryFn: () => callApi(reportsApi.list, { query }),
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
      // 404 is null (fetchJsonOrNull); the answer is the route's, typed by its declaration.
      fetchJsonOrNull<RouteAnswer<typeof reportsApi.get>>(
        urlOf(reportsApi.get, { params: { id: id ?? '' } }),
        signal,
      ).catch((error: unknown) => {
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
    queryFn: ({ signal }) => callApiOrNull(patientsApi.get, { params: { id: id ?? '' } }, signal),
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
    queryFn: () => fetchPatientPage({ page: 1, limit: 50, withoutReports: 'true', search: search.trim() || undefined }),
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: (previous) => previous,
  });
}

/** The plain list (newest 1000), for the dialog's "registered today" quick-select buttons. */
export function useRecentPatients(enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'all'],
    queryFn: fetchRecentPatients,
    enabled,
    staleTime: 30_000,
  });
}

export type SaveVerb = 'POST' | 'PUT' | 'PATCH';

/** The one save call both editors use: create (POST) or update an existing report (PUT / PATCH). */
export function sendReport(verb: SaveVerb, id: string | null, payload: ReportSave): Promise<Report> {
  // A creation may be retried after a lost answer: the key keeps it to one report.
  if (verb === 'POST' || id === null) return callApi(reportsApi.create, { body: payload }, { idempotent: true });
  return callApi(verb === 'PATCH' ? reportsApi.patch : reportsApi.update, { params: { id }, body: payload });
}

/**
 * A step of the lifecycle on a saved report (core/reports/report-lifecycle.ts): finalize a draft
 * (sign it), or amend a finalized report (a new version, signed again), with the form's content.
 */
export function sendLifecycleStep(step: 'finalize' | 'amend', id: string, payload: ReportSave): Promise<Report> {
  // A signature retried after a lost answer gets the first answer back, not "already finalized".
  return callApi(
    step === 'finalize' ? reportsApi.finalize : reportsApi.amend,
    { params: { id }, body: payload },
    { idempotent: true },
  );
}

/** Auto-save (spec §7): the form so far, marked as a draft; the server answers with the draft report. */
export function sendDraft(payload: ReportDraft): Promise<Report> {
  return callApi(reportsApi.saveDraft, { body: { ...payload, status: 'draft', isDraft: true } });
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
    queryFn: () => callApi(reportsApi.verification, { params: { id: id ?? '' } }).then((body) => body.verification),
    enabled: id !== null && status !== undefined && status !== 'draft',
    staleTime: 60_000,
  });
}
