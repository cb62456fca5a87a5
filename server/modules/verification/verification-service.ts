import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../../core/format/dates.ts';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import { ageInYears } from '../../../core/patients/patient-schemas.ts';
import {
  nameInitials,
  type PublicVerification,
  type ReportVerification,
  VERIFY_MESSAGES,
  verifyPath,
} from '../../../core/verification/verification-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reportVerifications } from '../../../db/schema/report-verifications.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { newVerificationCode } from './verification-code.ts';

function verificationOf(deps: AppDeps, row: { code: string; version: number }): ReportVerification {
  return { code: row.code, url: `${deps.config.publicUrl}${verifyPath(row.code)}`, version: row.version };
}

/**
 * The code of the report's current version, made the first time that version is printed. A
 * draft has none: it is not a report anyone may rely on yet.
 */
export async function ensureReportVerification(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
): Promise<ReportVerification | null> {
  const [report] = await deps.db
    .select({
      status: reports.status,
      version: reports.version,
      doctorName: reports.doctorName,
      signedDoctorName: reports.signedDoctorName,
      signedAt: reports.signedAt,
      finalizedAt: reports.finalizedAt,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, reportId)));
  if (!report) throw notFound(REPORT_MESSAGES.notFound);
  if (report.status === 'draft') return null;
  const key = and(
    eq(reportVerifications.clinicId, scope.clinicId),
    eq(reportVerifications.reportId, reportId),
    eq(reportVerifications.version, report.version),
  );
  const [existing] = await deps.db
    .select({ code: reportVerifications.code, version: reportVerifications.version })
    .from(reportVerifications)
    .where(key);
  if (existing) return verificationOf(deps, existing);
  // Two prints at once both insert; the unique key keeps the first and both read it back.
  await deps.db
    .insert(reportVerifications)
    .values({
      clinicId: scope.clinicId,
      reportId,
      version: report.version,
      code: newVerificationCode(),
      doctorName: report.signedDoctorName ?? report.doctorName,
      reportedAt: report.signedAt ?? report.finalizedAt ?? report.createdAt,
    })
    .onConflictDoNothing({
      target: [reportVerifications.clinicId, reportVerifications.reportId, reportVerifications.version],
    });
  const [made] = await deps.db
    .select({ code: reportVerifications.code, version: reportVerifications.version })
    .from(reportVerifications)
    .where(key);
  if (!made) throw new Error('verification code was not stored');
  return verificationOf(deps, made);
}

/**
 * The public answer for a code: nothing of the patient beyond initials and age, and whether a
 * later version replaced the one this code was printed on.
 */
export async function lookupVerification(deps: AppDeps, code: string): Promise<PublicVerification> {
  const [row] = await deps.db
    .select({
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      reportId: reports.reportId,
      latestVersion: reports.version,
      version: reportVerifications.version,
      doctorName: reportVerifications.doctorName,
      reportedAt: reportVerifications.reportedAt,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(reportVerifications)
    .innerJoin(
      reports,
      and(eq(reports.clinicId, reportVerifications.clinicId), eq(reports.id, reportVerifications.reportId)),
    )
    .innerJoin(patients, and(eq(patients.clinicId, reports.clinicId), eq(patients.id, reports.patientId)))
    .innerJoin(clinics, eq(clinics.id, reportVerifications.clinicId))
    .where(eq(reportVerifications.code, code));
  if (!row) throw notFound(VERIFY_MESSAGES.notFound);
  const age = ageInYears(row.dateOfBirth, row.reportedAt);
  return {
    clinicName: row.clinicName,
    reportId: row.reportId,
    reportDate: formatDate(row.reportedAt, row.timeZone),
    doctorName: row.doctorName,
    patientInitials: nameInitials(row.firstName, row.lastName),
    patientAge: age === 'N/A' ? 'Not recorded' : `${age} years`,
    version: row.version,
    latestVersion: row.latestVersion,
    isLatest: row.version >= row.latestVersion,
  };
}
