import { and, eq } from 'drizzle-orm';
import { ageInYears } from '../../../core/patients/patient-schemas.ts';
import { ASSISTANT_MESSAGES, type AssistSuggestion } from '../../../core/reports/assist/assistant-settings.ts';
import { type ModelContext, modelMessages } from '../../../core/reports/assist/model-request.ts';
import { BIOMETRY_KEYS } from '../../../core/reports/biometry-keys.ts';
import { draftReport } from '../../../core/reports/drafts/draft-report.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { computeInputOfRow } from '../reports/report-computed-row.ts';
import type { ReportRow } from '../reports/report-presenter.ts';
import { findReport } from '../reports/report-queries.ts';
import { loadDefinition } from '../templates/template-resolve.ts';
import { assertEndpointAllowed, savedEndpoint } from './assistant-settings-service.ts';
import { askModel } from './model-client.ts';

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The measured values by label, only under labels the portal itself defines (the biometry keys
 * and the template's fields): a measurement row's name is never free text typed about the patient.
 */
function labelledValues(report: ReportRow, template: TemplateDefinition | undefined): Record<string, number> {
  const stored = (report.measurements as Record<string, unknown> | null) ?? {};
  const values: Record<string, number> = {};
  const put = (label: string, value: unknown) => {
    const n = numberOf(value);
    if (n !== null) values[label] = n;
  };
  put(BIOMETRY_KEYS.bpd, report.biparietalDiameter);
  put(BIOMETRY_KEYS.ac, report.abdominalCircumference);
  put(BIOMETRY_KEYS.fl, report.femurLength);
  put(BIOMETRY_KEYS.hc, stored[BIOMETRY_KEYS.hc]);
  for (const field of template?.fields ?? [])
    put(field.unit ? `${field.label} (${field.unit})` : field.label, stored[field.key]);
  return values;
}

/** What leaves the clinic: the age, the template's name, numbers and the deterministic draft. */
export function modelContextOf(
  report: ReportRow,
  template: TemplateDefinition | undefined,
  dateOfBirth: string | null,
  now: Date,
): ModelContext {
  const age = dateOfBirth ? ageInYears(dateOfBirth, now) : 'N/A';
  const draft = draftReport({
    ...computeInputOfRow(report),
    reportType: report.reportType,
    calculator: template?.calculator ?? null,
    templateScores: report.templateScores,
    fields: template?.fields ?? [],
    fetalPresentation: report.fetalPresentation,
    fetalHeartRate: report.fetalHeartRate,
    amnioticFluid: report.amnioticFluid,
    fetalMovements: report.fetalMovements,
    multiplePregnancy: report.multiplePregnancy,
  });
  return {
    ageYears: age === 'N/A' ? null : age,
    templateName: template?.name ?? report.reportType,
    values: labelledValues(report, template),
    draft,
  };
}

/**
 * "Ask the model" (issue 35 item 4): the saved report, de-identified, to the clinic's endpoint;
 * the answer screened by the PC-PNDT guard and returned as a suggestion. The report is never
 * written here. Every call is audited (who, report, model, outcome); a refused answer's text is
 * dropped before anything is recorded.
 */
export async function askAboutReport(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
  meta: RequestMeta,
): Promise<AssistSuggestion> {
  const joined = await findReport(deps.db, scope, reportId);
  if (!joined) throw notFound();
  const endpoint = await savedEndpoint(deps, scope.clinicId);
  if (!endpoint?.enabled) throw new HttpError(409, ASSISTANT_MESSAGES.off);
  await assertEndpointAllowed(endpoint.url);
  const report = joined.report;
  const [patient] = await deps.db
    .select({ dateOfBirth: patients.dateOfBirth })
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, report.patientId)));
  const template = await loadDefinition(
    deps.db,
    scope.clinicId,
    report.templateId ?? report.reportType,
    report.templateVersion ?? undefined,
  );
  const now = deps.clock.now();
  const answer = await askModel(
    endpoint,
    modelMessages(modelContextOf(report, template, patient?.dateOfBirth ?? null, now)),
  );
  await recordAudit(
    deps.db,
    {
      action: 'report.assist',
      outcome: answer.ok ? 'success' : answer.kind === 'refused' ? 'denied' : 'failure',
      clinicId: scope.clinicId,
      actorUserId: scope.userId,
      entityType: 'report',
      entityId: report.id,
      details: { model: endpoint.model, outcome: answer.ok ? 'answered' : answer.kind },
    },
    meta,
    deps.clock.now(),
  );
  if (!answer.ok) throw new HttpError(502, answer.message);
  return { suggestion: answer.text, model: endpoint.model };
}
