import { REPORT_MESSAGES } from '../../../core/messages.ts';
import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import { findTemplate } from '../../../core/reports/templates/catalogue.ts';
import { flattenFindings, parseFindings } from '../../../core/reports/templates/findings-text.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import { badRequest } from '../../lib/http-errors.ts';

const decimal = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(2));

/**
 * The columns a save writes, from the form model: findings flattened with the type's template
 * (and kept per section) and obstetric fields. The fetal-sex guard has already run: it is part of
 * every text field's schema (core/pcpndt/pcpndt-text.ts), obstetric types included.
 */
export function reportColumns(input: ReportSave | ReportDraft) {
  const template = findTemplate(input.reportType);
  if (!template) throw badRequest(REPORT_MESSAGES.templateRequired, 'reportType');
  const given = input.findings;
  const sectionValues: Record<string, string> =
    typeof given === 'string'
      ? parseFindings(template, given)
      : Object.fromEntries(template.sections.map((section) => [section.key, (given?.[section.key] ?? '').trim()]));
  const findings = flattenFindings(template, sectionValues);

  return {
    reportType: input.reportType,
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
    multiplePregnancy: input.multiplePregnancy ?? false,
    sexDetermination: isObstetricReportType(input.reportType) ? 'not_determined' : (input.sexDetermination ?? null),
  };
}
