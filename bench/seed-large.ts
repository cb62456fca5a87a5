import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { AuditAction } from '../core/audit/audit-actions.ts';
import { REPORT_TYPES } from '../core/reports/templates/template-types.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

export const SCALE = {
  clinics: 20,
  patients: 500_000,
  bigClinicPatients: 100_000,
  reports: 300_000,
  /** Activity log: all in clinic 1, over a year, by its owner and four staff. */
  bigClinicAuditEvents: 1_000_000,
};
export const SCALE_PASSWORD = 'Clinic@Secure2026';
/** The scale scenario's clinics form organisations of this many centres (issue 18). */
export const CENTRES_PER_ORGANISATION = 10;
export const BIG_CLINIC_EMAIL = 'owner1@bench.in';

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Pari',
  'Meera',
  'Kavya',
  'Ira',
  'Myra',
  'Sara',
  'Rohan',
  'Kabir',
  'Rahul',
  'Amit',
  'Sunita',
  'Priya',
  'Neha',
  'Pooja',
  'Lakshmi',
  'Fatima',
  'Zoya',
  'Harpreet',
  'Gurpreet',
  'Anil',
  'Suresh',
  'Ramesh',
  'Geeta',
  'Sita',
  'Radha',
  'Leela',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Mehta',
  'Reddy',
  'Rao',
  'Nair',
  'Iyer',
  'Menon',
  'Das',
  'Ghosh',
  'Bose',
  'Khan',
  'Ansari',
  'Joshi',
  'Kulkarni',
  'Desai',
  'Pillai',
  'Chopra',
  'Malhotra',
  'Kapoor',
  'Agarwal',
  'Jain',
  'Yadav',
  'Mishra',
  'Tiwari',
];
const DOCTORS = ['Dr. Rakesh Mehta', 'Dr. Priya Nair', 'Dr. Anil Gupta', 'Dr. Sana Khan', 'Dr. Vikram Rao'];

/** Codes of core's AUDIT_ACTIONS, so the seeded log shows the labels the app's own rows do. */
const SEEDED_AUDIT_ACTIONS: AuditAction[] = [
  'patient.create',
  'patient.update',
  'study.create',
  'study.status',
  'report.create',
  'report.update',
  'payment.create',
  'pcpndt_form.create',
  'pcpndt_form.update',
  'pcpndt_form.submit',
  'pcpndt_form.print',
  'auth.login',
  'auth.logout',
];

const arrayLiteral = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * 20 clinics as 2 organisations of 10 centres (one with 100,000 patients, 500,000 in all), 300,000 reports and 100,000 payments,
 * each table filled by one INSERT … SELECT over generate_series, so seeding stays in the
 * database and takes seconds per 100k rows. Deterministic: ids derive from the row number.
 */
export async function seedLargeClinics(db: Database): Promise<{ seconds: number; phoneFragment: string }> {
  const started = Date.now();
  const passwordHash = await hash(SCALE_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const clinicId = (g: string) => sql.raw(`md5('bench-clinic-' || ${g})::uuid`);
  // Two organisations of ten centres each (issue 18): clinics 1 and 11 are their primary centres,
  // which hold the subscriptions; each owner is the administrator of their own centre, so the
  // owners of clinics 1 and 11 are the organisation admins.
  const organisationOf = (g: string) =>
    sql.raw(`md5('bench-organisation-' || ((${g} - 1) / ${CENTRES_PER_ORGANISATION}))::uuid`);
  const primaryOf = (g: string) =>
    sql.raw(`((${g} - 1) / ${CENTRES_PER_ORGANISATION}) * ${CENTRES_PER_ORGANISATION} + 1`);
  await db.transaction(async (tx) => {
    // Each names the other: the organisation's key to its primary clinic is checked at commit.
    await tx.execute(sql`
      insert into organisations (id, name, primary_clinic_id)
      select ${organisationOf('g')}, 'Bench Chain ' || ((g - 1) / ${CENTRES_PER_ORGANISATION} + 1), ${clinicId('g')}
      from generate_series(1, ${SCALE.clinics}, ${CENTRES_PER_ORGANISATION}) g`);
    await tx.execute(sql`
      insert into clinics (id, organisation_id, name, address, phone, email, registration_number, subscription_plan, subscription_status)
      select ${clinicId('g')}, ${organisationOf('g')}, 'Bench Imaging ' || g, 'Sector ' || g || ', Gurugram, Haryana', '9876543210', 'clinic' || g || '@bench.in', 'PNDT/' || g, 'enterprise', 'active'
      from generate_series(1, ${SCALE.clinics}) g`);
  });
  await db.execute(sql`
    insert into users (clinic_id, email, password, first_name, last_name)
    select ${clinicId('g')}, 'owner' || g || '@bench.in', ${passwordHash}, 'Owner', 'Bench'
    from generate_series(1, ${SCALE.clinics}) g`);
  // Roles live on memberships (migration 0018): each owner administers its clinic.
  await db.execute(sql`
    insert into memberships (clinic_id, user_id, role)
    select u.clinic_id, u.id, 'admin' from users u where u.email like 'owner%@bench.in'`);
  await db.execute(sql`
    insert into subscriptions (clinic_id, plan_id, status, start_date, end_date, amount)
    select ${clinicId('g')}, 'enterprise', 'active', now() - interval '1 day', now() + interval '30 days', 2000
    from generate_series(1, ${SCALE.clinics}) g where g = ${primaryOf('g')}`);
  await db.execute(sql`
    insert into doctors (clinic_id, name, registration_number)
    select ${clinicId('c')}, (${arrayLiteral(DOCTORS)})[d], 'REG-' || c || '-' || d
    from generate_series(1, ${SCALE.clinics}) c, generate_series(1, ${DOCTORS.length}) d`);
  // Each owner signs as one of the clinic's doctors, as the signup's doctor does: an administrator
  // not linked to a doctor may not finalize, and the bench's report creation finalizes.
  await db.execute(sql`
    update memberships m set doctor_id = (
      select d.id from doctors d where d.clinic_id = m.clinic_id order by d.registration_number limit 1
    ) where m.role = 'admin'`);
  // Bulk load: secondary indexes (above all the trigram GIN) are dropped and rebuilt afterwards
  // from their own definitions, which is many times faster than maintaining them row by row.
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`
    select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in ('patients', 'patient_search', 'studies', 'reports', 'payments', 'audit_events')
      and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  // Clinic 1 gets the first 100,000 patients; the rest are spread over clinics 2-20. Their search
  // and name-word rows are copied once below instead of one trigger call per row.
  await db.execute(sql`alter table patients disable trigger patients_maintain_search`);
  await db.execute(sql`alter table patients disable trigger patients_maintain_name_words`);
  await db.execute(sql`
    insert into patients (clinic_id, patient_id, first_name, last_name, date_of_birth, gender, phone, referring_doctor_name, created_at, updated_at)
    select
      case when g <= ${SCALE.bigClinicPatients} then ${clinicId('1')} else ${clinicId('(2 + g % 19)')} end,
      'P-' || lpad(g::text, 7, '0'),
      (${arrayLiteral(FIRST)})[1 + g % ${FIRST.length}],
      (${arrayLiteral(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
      date '1960-01-01' + (g % 20000),
      (array['female','male','other'])[1 + g % 3],
      '9' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
      -- 40 referring doctors per clinic, a third of patients with none (analytics referrals).
      case when g % 3 = 0 then null else 'Dr. Referrer ' || (g % 40) end,
      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
      now()
    from generate_series(1, ${SCALE.patients}) g`);
  await db.execute(sql`alter table patients enable trigger patients_maintain_search`);
  await db.execute(sql`
    insert into patient_search (clinic_id, patient_id, created_at, search)
    select clinic_id, id, created_at, search from patients`);
  await db.execute(sql`alter table patients enable trigger patients_maintain_name_words`);
  // In key order, so the primary key is built by appending.
  await db.execute(sql`
    insert into patient_name_words (clinic_id, word, created_at, patient_id)
    select p.clinic_id, word, p.created_at, p.id
    from patients p, unnest(patient_name_words_of(p.first_name, p.last_name)) as word
    order by 1, 2, 3, 4`);
  await db.execute(
    sql`insert into clinic_name_words (clinic_id, word) select distinct clinic_id, word from patient_name_words`,
  );
  // Counted once below instead of one trigger call per row.
  await db.execute(sql`alter table reports disable trigger reports_maintain_counts`);
  await db.execute(sql`
    insert into studies (clinic_id, study_id, patient_id, study_type, scheduled_date, status, doctor, created_at, updated_at)
    select p.clinic_id, 'S-' || lpad(p.n::text, 7, '0'), p.id, (${arrayLiteral(REPORT_TYPES)})[1 + p.n % ${REPORT_TYPES.length}],
      p.created_at, case when p.n % 20 = 0 then 'in-progress' else 'completed' end,
      (${arrayLiteral(DOCTORS)})[1 + p.n % ${DOCTORS.length}], p.created_at, p.created_at
    from (select id, clinic_id, created_at, substr(patient_id, 3)::int as n from patients) p
    where p.n % 5 < 3`);
  // Each report with its study, as the app makes them (a study a draft's is still in progress).
  await db.execute(sql`
    insert into reports (clinic_id, patient_id, study_id, report_id, report_type, status, doctor_name, impression, finalized_at, created_at, updated_at)
    select s.clinic_id, s.patient_id, s.id, 'R-' || substr(s.study_id, 3), s.study_type,
      case when s.status = 'in-progress' then 'draft' else 'finalized' end, s.doctor,
      'No significant abnormality.',
      -- Finalized from 10 minutes to about two days after the appointment (analytics turnaround).
      case when s.status = 'in-progress' then null
        else s.scheduled_date + (10 + (hashtext(s.study_id) & 4095)) * interval '40 seconds' end,
      s.created_at, s.created_at
    from studies s`);
  await db.execute(sql`
    insert into payments (clinic_id, patient_id, payment_id, amount, payment_method, payment_date)
    select p.clinic_id, p.id, 'PAY-' || lpad(p.n::text, 7, '0'), 100 + (p.n % 90000) / 100.0,
      (array['upi','cash','card','bank_transfer'])[1 + (p.n / 5) % 4], current_date - (p.n % 365)
    from (select id, clinic_id, substr(patient_id, 3)::int as n from patients) p
    where p.n % 5 = 0`);
  await db.execute(sql`alter table reports enable trigger reports_maintain_counts`);
  await db.execute(sql`
    insert into report_counts (clinic_id, report_type, status, n)
    select clinic_id, report_type, status, count(*) from reports group by clinic_id, report_type, status`);
  await seedAuditEvents(db, clinicId('1'));
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  // What the app's own inserts keep up to date: the per-clinic id counters.
  await db.execute(sql`
    insert into clinic_counters (clinic_id, name, value)
    select clinic_id, 'patient', count(*) from patients group by clinic_id
    on conflict (clinic_id, name) do update set value = excluded.value`);
  // Autovacuum would have set the visibility map by now on a live system; do it explicitly so
  // index-only scans behave as they do in production.
  await db.execute(sql`vacuum analyze`);
  // Written out now, so the checkpoint after a bulk load does not compete with the measured runs.
  await db.execute(sql`checkpoint`);
  return { seconds: (Date.now() - started) / 1000, phoneFragment: await phoneFragmentOf(db) };
}

/**
 * The activity log's scenario: clinic 1's owner and four staff with a million audit events over
 * the last year, spread like a busy centre's (newest at now). Counted once at the end, as the
 * trigger would have, instead of one trigger call per row.
 */
async function seedAuditEvents(db: Database, bigClinicId: ReturnType<typeof sql.raw>): Promise<void> {
  await db.execute(sql`
    insert into users (clinic_id, email, password, first_name, last_name)
    select ${bigClinicId}, 'staff' || g || '@bench.in', 'x', 'Staff', 'Member ' || g
    from generate_series(1, 4) g`);
  await db.execute(sql`
    insert into memberships (clinic_id, user_id, role)
    select u.clinic_id, u.id, 'doctor' from users u where u.email like 'staff%@bench.in'`);
  await db.execute(sql`alter table audit_events disable trigger audit_events_maintain_counts`);
  await db.execute(sql`
    with staff as (
      select array_agg(id order by email) as ids from users where clinic_id = ${bigClinicId}
    )
    insert into audit_events (at, clinic_id, actor_user_id, action, entity_type, entity_id, outcome, ip, user_agent, request_id)
    select now() - (g * interval '31 seconds'), ${bigClinicId}, staff.ids[1 + g % 5],
      (${arrayLiteral(SEEDED_AUDIT_ACTIONS)})[1 + (g / 7) % ${SEEDED_AUDIT_ACTIONS.length}],
      'patient', md5(g::text)::uuid::text, 'success', '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 bench', 'req-' || g
    from generate_series(1, ${SCALE.bigClinicAuditEvents}) g, staff`);
  await db.execute(sql`alter table audit_events enable trigger audit_events_maintain_counts`);
  await db.execute(sql`
    insert into audit_event_counts (clinic_id, day, actor_user_id, action, n)
    select clinic_id, (at at time zone 'Asia/Kolkata')::date, actor_user_id, action, count(*)
    from audit_events where clinic_id is not null group by 1, 2, 3, 4
    on conflict (clinic_id, day, actor_user_id, action) do update set n = audit_event_counts.n + excluded.n`);
  await db.execute(sql`
    insert into audit_event_month_counts (clinic_id, month, actor_user_id, action, n)
    select clinic_id, date_trunc('month', (at at time zone 'Asia/Kolkata')::date)::date, actor_user_id, action, count(*)
    from audit_events where clinic_id is not null group by 1, 2, 3, 4
    on conflict (clinic_id, month, actor_user_id, action) do update set n = audit_event_month_counts.n + excluded.n`);
}

/** Seven middle digits of one seeded patient's phone: the phone search's term. */
export async function phoneFragmentOf(db: Database): Promise<string> {
  const [row] = await queryRows<{ phone: string }>(db, sql`select phone from patients where patient_id = 'P-0054321'`);
  return (row?.phone ?? '9').slice(2, 9);
}
