import { type SQL, sql } from 'drizzle-orm';
import type { ReportDraft, ReportSave } from '../../../core/reports/report-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { RequestScope } from '../../app-deps.ts';

/**
 * The study a new report belongs to, as a lateral subquery of the patient `p`: the one named (it
 * must be this patient's), else the patient's open study of the earliest date, if any.
 */
function reportStudyLookup(namedStudyId: SQL | null): SQL {
  return namedStudyId
    ? sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.id = ${namedStudyId} and s.patient_id = p.id`
    : // Written out (not as parameters) so the planner matches the partial index of open studies.
      sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.patient_id = p.id and s.status in ('scheduled', 'in-progress')
        order by s.scheduled_date limit 1`;
}

/** Whether the doctor a report names is one of the patient `p`'s clinic. */
const doctorOfClinic = (doctorId: SQL) =>
  sql`exists (select 1 from doctors d where d.clinic_id = p.clinic_id and d.id = ${doctorId})`;

/** The plan of the patient `p`'s organisation (its primary centre holds it); null without a subscription. */
const planOfClinic = sql`(select s.plan_id from clinics c join organisations o on o.id = c.organisation_id
  join subscriptions s on s.clinic_id = o.primary_clinic_id where c.id = p.clinic_id)`;

export interface CreationContext {
  firstName: string;
  lastName: string;
  patientCode: string;
  doctorFound: boolean;
  /** Marked "Obstetric patient (pregnancy scan)": her report is screened at the obstetric level. */
  pregnant: boolean;
  planId: string | null;
  /** The study this report belongs to: the one named, else the patient's open study. */
  studyId: string | null;
  studyCode: string | null;
}

type CreationContextRow = {
  first_name: string;
  last_name: string;
  patient_id: string;
  doctor_found: boolean | null;
  is_pregnant: boolean;
  plan_id: string | null;
  study_row_id: string | null;
  study_code: string | null;
};

/**
 * Everything a creation checks before writing, in one round trip: the patient (undefined when
 * absent or another clinic's), the doctor, the clinic's plan, and the study being reported.
 */
export async function loadCreationContext(
  db: Db,
  scope: RequestScope,
  input: ReportSave | ReportDraft,
): Promise<CreationContext | undefined> {
  const study = reportStudyLookup(input.studyId ? sql`${input.studyId}::uuid` : null);
  const doctorFound = input.doctorId ? doctorOfClinic(sql`${input.doctorId}::uuid`) : sql`true`;
  const [row] = await queryRows<CreationContextRow>(
    db,
    sql`
    select p.first_name, p.last_name, p.patient_id, p.is_pregnant, ${doctorFound} as doctor_found,
      ${planOfClinic} as plan_id, study.id as study_row_id, study.study_id as study_code
    from patients p left join lateral (${study}) study on true
    where p.clinic_id = ${scope.clinicId} and p.id = ${input.patientId}::uuid`,
  );
  if (!row) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    patientCode: row.patient_id,
    doctorFound: row.doctor_found === true,
    pregnant: row.is_pregnant === true,
    planId: row.plan_id ?? null,
    studyId: row.study_row_id ?? null,
    studyCode: row.study_code ?? null,
  };
}
