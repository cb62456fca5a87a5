import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import { scoreTemplateData } from '../../../core/reports/templates/advanced/calculators.ts';
import type { GrowthPoint } from '../../../core/reports/templates/advanced/growth-follow-up.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import { HttpError } from '../../lib/http-errors.ts';

const hasDescriptors = (data: unknown) => data !== null && data !== undefined && Object.keys(data).length > 0;

/**
 * An advanced template's descriptors checked and scored on the server: whatever score the browser
 * showed, the stored one is computed here from the stored descriptors (issue 17). An unknown
 * descriptor or an out-of-range measurement is a 400 naming the field (templateData.nodules.0.margin).
 * A draft may be saved before anything is scored; a finalized report is scored when it has data.
 */
export function templateDataColumns(
  template: TemplateDefinition,
  input: ReportSave | ReportDraft,
  earlierScans?: readonly GrowthPoint[],
) {
  if (!template.calculator || !hasDescriptors(input.templateData)) {
    return { columns: { templateData: null, templateScores: null } };
  }
  const scored = scoreTemplateData(template.calculator, input.templateData, {
    lastMenstrualPeriod: input.lastMenstrualPeriod ?? null,
    earlierScans,
  });
  if (!scored.ok) throw new HttpError(400, scored.issues[0]?.message ?? 'Invalid template data', scored.issues);
  // The CRL's dating is not written into the EDD or GA fields: the report's one dating decision
  // is derived from the stored CRL when it is read (core/reports/report-computed.ts, issue 30).
  return { columns: { templateData: scored.data, templateScores: scored.scores } };
}
