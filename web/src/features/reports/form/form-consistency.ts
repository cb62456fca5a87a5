import {
  type Contradiction,
  impressionContradictions,
  suggestedConclusion,
} from '../../../../../core/reports/consistency/impression-consistency.ts';
import type { ScoredReport } from '../../../../../core/reports/consistency/score-findings.ts';
import { scoreTemplateData } from '../../../../../core/reports/templates/advanced/calculators.ts';
import type { TemplateDetail } from '../../../lib/templates-api.ts';
import type { ReportFormValues } from './report-form-model.ts';

/**
 * The form's scores as the server will compute them (the same core calculator), read by the same
 * rules the server applies at finalize: the conclusion line the scores suggest and where the
 * impression contradicts them. Incomplete descriptors score nothing yet.
 */
export function formConsistency(
  values: ReportFormValues,
  template: TemplateDetail | null,
): { suggestion: string; contradictions: Contradiction[] } {
  const calculator = template?.calculator ?? null;
  const scored = calculator
    ? scoreTemplateData(calculator, values.templateData, { lastMenstrualPeriod: values.lastMenstrualPeriod || null })
    : null;
  const weeks = Number.parseInt(values.pregnancyWeeks, 10);
  const days = Number.parseInt(values.pregnancyDays, 10);
  const report: ScoredReport = {
    calculator,
    templateScores: scored?.ok ? scored.scores : null,
    estimatedFetalWeight: values.estimatedFetalWeight,
    pregnancyWeeks: Number.isFinite(weeks) ? weeks : null,
    pregnancyDays: Number.isFinite(days) ? days : null,
  };
  return {
    suggestion: suggestedConclusion(report),
    contradictions: impressionContradictions({ ...report, impression: values.impression }),
  };
}
