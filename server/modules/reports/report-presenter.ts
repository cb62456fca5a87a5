import type { Report } from '../../../core/reports/report-schemas.ts';
import type { reports } from '../../../db/schema/reports.ts';

export type ReportRow = typeof reports.$inferSelect;
export interface ReportJoined {
  report: ReportRow;
  patientFirstName: string;
  patientLastName: string;
  patientCode: string;
  studyCode: string | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, string>) : {});

export function presentReport({
  report: r,
  patientFirstName,
  patientLastName,
  patientCode,
  studyCode,
}: ReportJoined): Report {
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
    doctorId: r.doctorId,
    doctorName: r.doctorName,
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
    sexDetermination: r.sexDetermination,
    finalizedAt: r.finalizedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
