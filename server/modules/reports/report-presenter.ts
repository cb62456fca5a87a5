import type { MeasurementSource } from '../../../core/dicom/measurement-sources.ts';
import type { Fetus } from '../../../core/reports/fetuses.ts';
import type { Report, ReportSummary } from '../../../core/reports/report-schemas.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import type { reports } from '../../../db/schema/reports.ts';
import { computedOfRow } from './report-computed-row.ts';

export type ReportRow = typeof reports.$inferSelect;

/** The columns of `reports` a list row reads (report-queries selects just these). */
export type ReportSummaryRow = Pick<
  ReportRow,
  | 'id'
  | 'reportId'
  | 'studyId'
  | 'patientId'
  | 'reportType'
  | 'status'
  | 'version'
  | 'doctorName'
  | 'finalizedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A report with its patient's name and code and its study's code. */
export interface JoinedReport<R> {
  report: R;
  patientFirstName: string;
  patientLastName: string;
  patientCode: string;
  studyCode: string | null;
}
export type ReportJoined = JoinedReport<ReportRow>;
export type ReportSummaryJoined = JoinedReport<ReportSummaryRow>;

/** A report that is not about a pregnancy has nothing to derive. */
const NOT_COMPUTED = { dating: null, fetuses: [], discordance: null, warnings: [] };
const num = (v: string | null) => (v === null ? null : Number(v));
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, string>) : {});

export function presentReportSummary({
  report: r,
  patientFirstName,
  patientLastName,
  patientCode,
  studyCode,
}: ReportSummaryJoined): ReportSummary {
  return {
    id: r.id,
    reportId: r.reportId,
    studyId: r.studyId,
    studyCode,
    patientId: r.patientId,
    patientName: `${patientFirstName} ${patientLastName}`,
    patientCode,
    reportType: r.reportType,
    status: r.status,
    version: r.version,
    doctorName: r.doctorName,
    finalizedAt: r.finalizedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * The whole report: the summary's fields and the content. Object.assign, not `{ ...summary, … }`:
 * V8 builds a literal that spreads one object and then adds some 35 properties in dictionary mode,
 * one new hidden class per property, at ~60 µs a report (Object.assign: ~3 µs).
 */
export function presentReport(joined: ReportJoined): Report {
  const r = joined.report;
  return Object.assign(presentReportSummary(joined), {
    doctorId: r.doctorId,
    machineId: r.machineId,
    // Reports written before templates had ids were written with their type's standard template.
    templateId: r.templateId ?? r.reportType,
    templateVersion: r.templateVersion ?? 1,
    templateData: (r.templateData as Record<string, unknown> | null) ?? null,
    templateScores: (r.templateScores as Record<string, unknown> | null) ?? null,
    doctorRegistrationNumber: r.doctorRegistrationNumber,
    clinicalDetails: r.clinicalDetails,
    technique: r.technique,
    findings: r.findings,
    sectionValues: record(r.sectionValues),
    measurements: record(r.measurements) as Record<string, string | number>,
    impression: r.impression,
    recommendations: r.recommendations,
    additionalTechnicalDetails: r.additionalTechnicalDetails,
    lastMenstrualPeriod: r.lastMenstrualPeriod,
    expectedDeliveryDate: r.expectedDeliveryDate,
    pregnancyWeeks: r.pregnancyWeeks,
    pregnancyDays: r.pregnancyDays,
    medicalIndication: r.medicalIndication,
    fetalPresentation: r.fetalPresentation,
    fetalHeartRate: r.fetalHeartRate,
    fetalMovements: r.fetalMovements,
    placentaLocation: r.placentaLocation,
    amnioticFluid: r.amnioticFluid,
    cervixLength: r.cervixLength,
    biparietalDiameter: num(r.biparietalDiameter),
    abdominalCircumference: num(r.abdominalCircumference),
    femurLength: num(r.femurLength),
    estimatedFetalWeight: r.estimatedFetalWeight,
    gestationalAge: r.gestationalAge,
    multiplePregnancy: r.multiplePregnancy,
    fetuses: (r.fetuses as Fetus[] | null) ?? null,
    chorionicity: r.chorionicity,
    amnionicity: r.amnionicity,
    measurementSources: (r.measurementSources as MeasurementSource[] | null) ?? [],
    computed: isObstetricReportType(r.reportType) || r.lastMenstrualPeriod ? computedOfRow(r) : NOT_COMPUTED,
    sexDetermination: r.sexDetermination,
    signature:
      r.signedAt && r.signedByUserId && r.signedVersion !== null
        ? {
            userId: r.signedByUserId,
            doctorName: r.signedDoctorName ?? '',
            registrationNumber: r.signedDoctorRegistrationNumber ?? '',
            qualification: r.signedDoctorQualification ?? null,
            signedAt: r.signedAt.toISOString(),
            version: r.signedVersion,
          }
        : null,
    amended: r.amended,
  });
}

/**
 * A save's answer with its PC-PNDT hint, when there is one (core/formf/formf-scope.ts): the web
 * then offers "Mark her pregnant and open a Form F"; a plain read never carries it.
 */
export function withPregnancyHint(report: Report, hint: Report['pcpndtHint'] | null): Report {
  if (hint) report.pcpndtHint = hint;
  return report;
}
