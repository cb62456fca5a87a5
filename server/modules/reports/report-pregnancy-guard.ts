import { and, eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import { pregnancyDisclosureIssues } from '../../../core/pcpndt/pcpndt-text.ts';
import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * Issue 29: a pelvic, abdominal or KUB report of a woman marked pregnant is screened at the
 * obstetric level. The schema cannot know she is marked so (only the database does); the report's
 * own LMP, gestational age or gestation wording are screened by the schema itself.
 */
export function refuseDisclosureWhenPregnant(input: ReportSave | ReportDraft, pregnant: boolean): void {
  if (!pregnant) return;
  const issues = pregnancyDisclosureIssues(input as Record<string, unknown>, REPORT_MESSAGES.fetalSexText);
  const first = issues[0];
  if (!first) return;
  throw new HttpError(
    400,
    first.message,
    issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );
}

/** Whether the clinic's patient is marked pregnant ("Obstetric patient (pregnancy scan)"). */
export async function isPatientPregnant(db: Db, clinicId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ pregnant: patients.isPregnant })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.id, patientId)));
  return row?.pregnant === true;
}
