import { sql } from 'drizzle-orm';
import type { WorklistEntry } from '../../core/dicom/worklist-match.ts';
import { STUDY_TYPE_LABELS, type StudyType } from '../../core/studies/study-schemas.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

interface Row extends Record<string, unknown> {
  id: string;
  study_id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  gender: string;
  study_type: string;
  doctor: string | null;
  day: string;
  time: string;
}

/** DICOM PN is family^given; a name written "Dr. Rakesh Mehta" becomes Mehta^Rakesh. */
export function personName(full: string): string {
  const words = full
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return words.join('');
  return `${words.at(-1)}^${words.slice(0, -1).join(' ')}`;
}

const SEX: Record<string, WorklistEntry['sex']> = { female: 'F', male: 'M' };

/**
 * The centre's studies scheduled for today and the next day (its time zone), still to be done:
 * cancelled and completed ones leave the worklist at once, as a new booking joins it.
 */
export async function worklistEntries(db: Db, clinicId: string, now: Date, stationAeTitle: string) {
  const rows = await queryRows<Row>(
    db,
    sql`
      with c as (select time_zone as tz from clinics where id = ${clinicId})
      select s.id, s.study_id, p.patient_id, p.first_name, p.last_name, p.date_of_birth::text as birth_date,
             p.gender, s.study_type, s.doctor,
             to_char(s.scheduled_date at time zone c.tz, 'YYYYMMDD') as day,
             to_char(s.scheduled_date at time zone c.tz, 'HH24MISS') as time
        from studies s
        join patients p on p.clinic_id = s.clinic_id and p.id = s.patient_id
        cross join c
       where s.clinic_id = ${clinicId}
         and s.status in ('scheduled', 'in-progress')
         and s.scheduled_date >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone c.tz) at time zone c.tz)
         and s.scheduled_date < ((date_trunc('day', ${now.toISOString()}::timestamptz at time zone c.tz) + interval '2 days') at time zone c.tz)
       order by s.scheduled_date
       limit 5000`,
  );
  return rows.map(
    (row): WorklistEntry => ({
      accessionNumber: row.study_id,
      studyInstanceUid: `2.25.${BigInt(`0x${row.id.replaceAll('-', '')}`).toString()}`,
      patientId: row.patient_id,
      patientName: `${row.last_name}^${row.first_name}`,
      birthDate: row.birth_date.replaceAll('-', ''),
      sex: SEX[row.gender] ?? 'O',
      date: row.day,
      time: row.time,
      description: STUDY_TYPE_LABELS[row.study_type as StudyType] ?? row.study_type,
      performingPhysician: row.doctor ? personName(row.doctor) : '',
      stationAeTitle,
    }),
  );
}
