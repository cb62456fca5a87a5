import { sql } from 'drizzle-orm';
import { isCentreReadOnly } from '../../../core/centres/centre-access.ts';
import type { CentreOverview } from '../../../core/centres/centre-schemas.ts';
import { paiseToDecimal, rupeesToPaise } from '../../../core/format/inr.ts';
import { lastMonthFiling } from '../../../core/formf/register-filing.ts';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { registerDay } from '../formf/formf-queries.ts';

/** A centre's row as the statement below answers it (counts cast to int, the sum to text). */
type CentreRow = {
  id: string;
  name: string;
  registration_number: string | null;
  primary: boolean;
  today: string;
  first_month: string;
  patients_today: number;
  pending_reports: number;
  revenue: string;
  forms: number;
  incomplete: number;
  last_month_filed: boolean;
};

/**
 * The organisation admin's table of centres (issue 18 §4), one statement for all of them, with
 * the dashboard's own definitions so the figures agree with each centre's dashboard: patients
 * registered today, draft reports (from report_counts), payments received this month, and the
 * current month's Form F register (forms, incomplete ones) with last month's filing. "Today" and
 * "this month" are each centre's own (its time zone).
 */
export async function loadCentresOverview(db: Database, session: SessionUser, now: Date): Promise<CentreOverview[]> {
  const localNow = sql.raw(`(c.local_now)`);
  const dayStart = sql`(date_trunc('day', ${localNow}) at time zone "clinics"."time_zone")`;
  const rows = await queryRows<CentreRow>(
    db,
    sql`
    select "clinics"."id" as id, "clinics"."name" as name, "clinics"."registration_number" as registration_number,
      "clinics"."id" = o.primary_clinic_id as primary,
      to_char(${localNow}, 'YYYY-MM-DD') as today,
      to_char("clinics"."created_at" at time zone "clinics"."time_zone", 'YYYY-MM') as first_month,
      (select count(*) from patients p
        where p.clinic_id = "clinics"."id" and p.created_at >= ${dayStart})::int as patients_today,
      (select coalesce(sum(rc.n), 0) from report_counts rc
        where rc.clinic_id = "clinics"."id" and rc.status = 'draft')::int as pending_reports,
      (select coalesce(sum(pay.amount), 0)::text from payments pay
        where pay.clinic_id = "clinics"."id"
          and pay.payment_date >= date_trunc('month', ${localNow})::date and pay.payment_date <= ${localNow}::date) as revenue,
      f.forms, f.incomplete,
      exists (select 1 from pcpndt_register_filings rf
        where rf.clinic_id = "clinics"."id" and rf.month = to_char(${localNow} - interval '1 month', 'YYYY-MM')) as last_month_filed
    from clinics "clinics"
    join organisations o on o.id = "clinics"."organisation_id"
    cross join lateral (select (${now.toISOString()}::timestamptz at time zone "clinics"."time_zone") as local_now) c
    cross join lateral (
      select count(*)::int as forms, (count(*) filter (where not pcpndt_forms.is_compliant))::int as incomplete
      from pcpndt_forms
      where pcpndt_forms.clinic_id = "clinics"."id" and pcpndt_forms.voided_at is null
        and to_char(${registerDay}, 'YYYY-MM') = to_char(${localNow}, 'YYYY-MM')
    ) f
    where "clinics"."organisation_id" = ${session.organisationId}
    order by 4 desc, 2, 1`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    registrationNumber: row.registration_number,
    readOnly: isCentreReadOnly({ primary: row.primary }, session.subscriptionPlanId),
    patientsToday: row.patients_today,
    pendingReports: row.pending_reports,
    revenueThisMonth: paiseToDecimal(rupeesToPaise(row.revenue) ?? 0n),
    register: {
      month: row.today.slice(0, 7),
      forms: row.forms,
      incomplete: row.incomplete,
      lastMonthFiled: lastMonthFiling(row.today, row.first_month, row.last_month_filed),
    },
  }));
}
