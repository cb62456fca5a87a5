import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import type { GrowthPoint } from '../../../core/reports/templates/advanced/growth-follow-up.ts';
import { checkTemplateMeasurements } from '../../../core/reports/templates/custom-template.ts';
import { flattenFindings, parseFindings } from '../../../core/reports/templates/findings-text.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { templateDataColumns } from './report-template-data.ts';

const decimal = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(2));

/**
 * The columns a save writes, from the form model: findings flattened with the report's template
 * (and kept per section), the template's id and version, an advanced template's descriptors with
 * the scores computed here, and obstetric fields. The fetal-sex guard has already run: it is part
 * of every text field's schema (core/pcpndt/pcpndt-text.ts), obstetric types included.
 */
export function reportColumns(
  input: ReportSave | ReportDraft,
  template: TemplateDefinition,
  earlierScans?: readonly GrowthPoint[],
) {
  const problems = checkTemplateMeasurements(template, input.measurements);
  if (problems.length) throw new HttpError(400, problems[0]?.message ?? 'Invalid measurement', problems);
  const scored = templateDataColumns(template, input, earlierScans);
  const given = input.findings;
  const sectionValues: Record<string, string> =
    typeof given === 'string'
      ? parseFindings(template, given)
      : Object.fromEntries(template.sections.map((section) => [section.key, (given?.[section.key] ?? '').trim()]));
  const findings = flattenFindings(template, sectionValues);

  return {
    reportType: input.reportType,
    templateId: template.id,
    templateVersion: template.version,
    ...scored.columns,
    machineId: input.machineId ?? null,
    doctorName: input.doctorName ?? null,
    doctorRegistrationNumber: input.doctorRegistrationNumber ?? null,
    clinicalDetails: input.clinicalDetails ?? null,
    technique: input.technique ?? null,
    findings,
    sectionValues,
    measurements: input.measurements ?? {},
    impression: input.impression ?? null,
    recommendations: input.recommendations ?? null,
    additionalTechnicalDetails: input.additionalTechnicalDetails ?? null,
    lastMenstrualPeriod: input.lastMenstrualPeriod ?? null,
    // Kept as given: the dating decision is derived when the report is read (report-computed.ts),
    // and an EDD that differs from it is flagged there, never overwritten (issue 30).
    expectedDeliveryDate: input.expectedDeliveryDate ?? null,
    pregnancyWeeks: input.pregnancyWeeks ?? null,
    pregnancyDays: input.pregnancyDays ?? null,
    medicalIndication: input.medicalIndication ?? null,
    fetalPresentation: input.fetalPresentation ?? null,
    fetalHeartRate: input.fetalHeartRate ?? null,
    fetalMovements: input.fetalMovements ?? null,
    placentaLocation: input.placentaLocation ?? null,
    amnioticFluid: input.amnioticFluid ?? null,
    cervixLength: input.cervixLength ?? null,
    biparietalDiameter: decimal(input.biparietalDiameter),
    abdominalCircumference: decimal(input.abdominalCircumference),
    femurLength: decimal(input.femurLength),
    estimatedFetalWeight: input.estimatedFetalWeight ?? null,
    gestationalAge: input.gestationalAge ?? null,
    multiplePregnancy: input.multiplePregnancy ?? ((input.fetuses?.length ?? 0) > 1 ? true : null),
    fetuses: input.fetuses?.length ? input.fetuses : null,
    chorionicity: input.chorionicity ?? null,
    amnionicity: input.amnionicity ?? null,
    sexDetermination: isObstetricReportType(input.reportType) ? 'not_determined' : (input.sexDetermination ?? null),
  };
}
