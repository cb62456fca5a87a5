import { and, desc, eq, ne } from 'drizzle-orm';
import { clinicDayOf } from '../../../core/format/dates.ts';
import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import {
  type GrowthPoint,
  growthPointOfReport,
  MAX_EARLIER_SCANS,
} from '../../../core/reports/templates/advanced/growth-follow-up.ts';
import type { TemplateDefinition } from '../../../core/reports/templates/template-definition.ts';
import type { Db } from '../../../db/client.ts';
import { reports } from '../../../db/schema/reports.ts';

/**
 * The patient's earlier scans of this pregnancy for a growth follow-up: this clinic's reports of
 * the same patient (never a draft, never this report) made on or after the LMP, with an EFW.
 * Read when the report is saved, so the stored chart is what was signed; a later scan does not
 * change an earlier report.
 */
export async function earlierGrowthScans(
  db: Db,
  clinicId: string,
  template: TemplateDefinition,
  input: ReportSave | ReportDraft,
  thisReportId: string | null,
): Promise<GrowthPoint[] | undefined> {
  const lmp = input.lastMenstrualPeriod;
  if (template.calculator !== 'growth' || !lmp) return undefined;
  const rows = await db
    .select({
      reportId: reports.reportId,
      createdAt: reports.createdAt,
      templateId: reports.templateId,
      templateScores: reports.templateScores,
      estimatedFetalWeight: reports.estimatedFetalWeight,
      pregnancyWeeks: reports.pregnancyWeeks,
      pregnancyDays: reports.pregnancyDays,
    })
    .from(reports)
    .where(
      and(
        eq(reports.clinicId, clinicId),
        eq(reports.patientId, input.patientId),
        ne(reports.status, 'draft'),
        thisReportId ? ne(reports.id, thisReportId) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(MAX_EARLIER_SCANS * 4);
  return rows
    .map((row) => growthPointOfReport({ ...row, day: clinicDayOf(row.createdAt) }, lmp))
    .filter((point): point is GrowthPoint => point !== null);
}
