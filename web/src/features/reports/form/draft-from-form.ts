import { type DraftInput, draftReport } from '../../../../../core/reports/drafts/draft-report.ts';
import type { ReportDraftSuggestion } from '../../../../../core/reports/drafts/draft-types.ts';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import type { TemplateDetail } from '../../../lib/templates-api.ts';
import { computeInputOf } from './computed-preview.ts';
import type { ReportFormValues } from './report-form-model.ts';

/**
 * The draft of the report as typed so far (issue 35 item 1), from the same core functions the
 * server computes with: the scores by the template's calculator, the dating and biometry by
 * report-computed. Incomplete descriptors score nothing and draft nothing.
 */
export function draftFromForm(
  values: ReportFormValues,
  template: TemplateDetail | null,
  reportCreatedAt: string | undefined,
): ReportDraftSuggestion {
  const calculator = template?.calculator ?? null;
  const scored = calculator
    ? scoreTemplateData(calculator, values.templateData, { lastMenstrualPeriod: values.lastMenstrualPeriod || null })
    : null;
  const input: DraftInput = {
    ...computeInputOf(values, reportCreatedAt),
    reportType: template?.reportType ?? values.reportType,
    calculator,
    templateScores: scored?.ok ? scored.scores : null,
    fields: template?.fields ?? [],
    fetalPresentation: values.fetalPresentation || null,
    fetalHeartRate: values.fetalHeartRate || null,
    amnioticFluid: values.amnioticFluid || null,
    fetalMovements: values.fetalMovements === '' ? null : values.fetalMovements === 'present',
    multiplePregnancy: values.multiplePregnancy === '' ? null : values.multiplePregnancy === 'yes',
  };
  return draftReport(input);
}

/**
 * Adds drafted findings to each section, after what is there: a sentence already in the section
 * is not added twice, and nothing the doctor wrote is replaced.
 */
export function findingsWithDraft(
  findings: Readonly<Record<string, string>>,
  draft: ReportDraftSuggestion,
  sectionKeys: readonly string[],
): Record<string, string> {
  const next = { ...findings };
  for (const { section, sentences } of draft.findings) {
    // A clinic template's measured values have no section of their own: they open the findings.
    const key = sectionKeys.includes(section) ? section : (sectionKeys[0] ?? null);
    if (!key) continue;
    const current = (next[key] ?? '').trim();
    const missing = sentences.map((s) => `${s.text}.`).filter((text) => !current.includes(text));
    if (missing.length) next[key] = [current, missing.join(' ')].filter(Boolean).join(' ');
  }
  return next;
}
