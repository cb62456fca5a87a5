import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { ReportSave } from '../../../../../core/reports/report-schemas.ts';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { type Report, refreshReportData, sendLifecycleStep, sendReport } from '../reports-api.ts';
import { offerMarkPregnant } from './pregnancy-hint.ts';
import { emptyReportForm, type ReportFormValues } from './report-form-model.ts';

/** Which editor saves: the wizard PATCHes an existing report, the dialog PUTs it (spec §7). */
export type ReportEditorKind = 'wizard' | 'dialog';

export type SaveStatus = 'draft' | 'finalized' | 'keep';

interface SaveRequest {
  values: ReportSave;
  status: SaveStatus;
  /** The report to update (the one being edited, or the wizard's auto-saved draft); null creates one. */
  id: string | null;
  /** True when the person opened an existing report: the success notice says "updated". */
  editing: boolean;
  /** The report saved is already finalized: finalizing it again amends it (a new signed version). */
  amends?: boolean;
}

const FALLBACK: Record<ReportEditorKind, string> = {
  wizard: msg('Failed to save report'),
  dialog: msg('Failed to generate report'),
};

const FORM_FIELDS = new Set<string>(Object.keys(emptyReportForm()));

/** Finalizing signs the report, opened draft or new, so the notice says so (issue 28). */
function successTitle(request: SaveRequest): string {
  if (request.status === 'finalized') return t('Report finalized successfully');
  return request.editing ? t('Report updated successfully') : t('Report created successfully');
}

/**
 * The one save path of both report editors (DESIGN §5): POST a new report, or PUT / PATCH the
 * existing one; toasts per spec §8, field errors from the server onto the form, and the lists
 * and dashboard refreshed (spec §7).
 */
export function useReportSave(
  kind: ReportEditorKind,
  form: UseFormReturn<ReportFormValues, unknown, ReportSave>,
  onSaved: (report: Report, request: SaveRequest) => void,
) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const mutation = useMutation({
    mutationFn: (request: SaveRequest) => {
      // A saved report is finalized or amended by the lifecycle's own routes (issue 31).
      if (request.id !== null && request.status === 'finalized')
        return sendLifecycleStep(request.amends ? 'amend' : 'finalize', request.id, {
          ...request.values,
          status: 'finalized',
        });
      // 'keep' leaves the stored status alone (editing a finalized report only updates it).
      const status = request.status === 'keep' ? undefined : request.status;
      return sendReport(kind === 'wizard' ? 'PATCH' : 'PUT', request.id, { ...request.values, status });
    },
    onSuccess: (report, request) => {
      // The PC-PNDT offer says the report is saved too; one toast at a time (spec §9).
      if (!offerMarkPregnant(report))
        toast({
          title: successTitle(request),
          description: t('{reportId} for {name}', { reportId: report.reportId, name: report.patientName }),
        });
      void refreshReportData();
      onSaved(report, request);
    },
    onError: (error, request) => {
      // The impression contradicts the scores (issue 35 item 5): the doctor is asked, not refused.
      if (error instanceof ApiRequestError && error.reason === 'needs_confirmation') {
        setPending({ request, contradictions: error.contradictions });
        return;
      }
      // A 402 (the trial's monthly reports are used) already has its own notice and redirect.
      // A template outside the plan (reason 'feature_locked') has no such notice: its message is shown below.
      if (error instanceof ApiRequestError && error.status === 402 && error.reason !== 'feature_locked') return;
      const message = t(errorMessageOf(error, FALLBACK[kind]));
      toast({ title: t('Error'), description: message, variant: 'destructive' });
      if (!(error instanceof ApiRequestError)) return;
      let placed = false;
      for (const { field, message: fieldMessage } of error.fieldErrors) {
        // Nested fields (templateData.nodules.0.margin, measurements.m1) mark their own input.
        if (!FORM_FIELDS.has(field.split('.')[0] ?? '')) continue;
        form.setError(field as FieldPath<ReportFormValues>, { type: 'server', message: fieldMessage });
        placed = true;
      }
      // Shown in the editor too, so a refusal (e.g. fetal sex in the findings) stays readable.
      if (!placed) form.setError('root.server', { type: 'server', message });
    },
  });
  const confirmation = pending && {
    contradictions: pending.contradictions,
    /** The same save again, naming every contradiction shown as confirmed (the server audits it). */
    confirm: () => {
      setPending(null);
      const confirmed = pending.contradictions.map((c) => c.code) as ReportSave['confirmedContradictions'];
      mutation.mutate({
        ...pending.request,
        values: { ...pending.request.values, confirmedContradictions: confirmed },
      });
    },
    cancel: () => setPending(null),
  };
  return Object.assign(mutation, { confirmation });
}

interface PendingConfirmation {
  request: SaveRequest;
  contradictions: { code: string; message: string }[];
}

export type ReportSaveMutation = ReturnType<typeof useReportSave>;
export type { SaveRequest };
