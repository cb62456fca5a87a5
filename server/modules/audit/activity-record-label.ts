import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { auditEvents } from '../../../db/schema/audit.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { patients } from '../../../db/schema/patients.ts';
import { payments } from '../../../db/schema/payments.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { pcpndtRegisterFilings } from '../../../db/schema/pcpndt-records.ts';
import { reportTemplates } from '../../../db/schema/report-templates.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import { users } from '../../../db/schema/users.ts';

// The page's statement already joins `users` (the actor): the record's own rows are read under
// names of their own. In raw SQL Drizzle renders an alias by its name alone, so FROM spells it out.
const NAMES = { member: 'record_user', centre: 'record_centre', home: 'record_home' } as const;
const member = alias(users, NAMES.member);
const centre = alias(clinics, NAMES.centre);
const home = alias(clinics, NAMES.home);
const fromAlias = (table: typeof users | typeof clinics, name: string) => sql`${table} ${sql.identifier(name)}`;

const UUID_PATTERN = "'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'";

/**
 * entity_id is text (a uuid for most records, a transaction id or a month for others). The outer
 * CASE tests it once per event and runs the lookups only for a uuid, so a row written by hand
 * never fails the page; inside them the cast is a cheap one of the outer row's value (a regular
 * expression there would run once per row a small table's scan reads).
 */
const isUuid = sql`${auditEvents.entityId} ~* ${sql.raw(UUID_PATTERN)}`;
const entityUuid = sql`${auditEvents.entityId}::uuid`;

/** The row of a clinic's table the event names, by primary key and never of another clinic. */
const ofThisClinic = (table: { id: AnyPgColumn; clinicId: AnyPgColumn }) =>
  sql`${table.clinicId} = ${auditEvents.clinicId} and ${table.id} = ${entityUuid}`;

/**
 * The human id of the record an audit event names (R-000003, the patient's id, F-…, the payment's
 * number, the member's name, the centre's name…), or null when the record no longer exists or
 * has none (a data export, a logo upload). One CASE per row of the page: only the branch of the
 * event's record type runs, and it is one primary-key probe, so a page of 50 costs 50 probes in
 * the page's own statement (no query per row). A plan order's transaction id (TXN-…) and a
 * register's month (YYYY-MM) are human already and shown as stored.
 */
export function recordLabelOf(): SQL<string | null> {
  const when = (entityType: string, value: SQL) => sql`when ${sql.raw(`'${entityType}'`)} then (${value})`;
  return sql<string | null>`(case when ${isUuid} then case ${auditEvents.entityType}
    ${when('patient', sql`select ${patients.patientId} from ${patients} where ${ofThisClinic(patients)}`)}
    ${when('report', sql`select ${reports.reportId} from ${reports} where ${ofThisClinic(reports)}`)}
    ${when('study', sql`select ${studies.studyId} from ${studies} where ${ofThisClinic(studies)}`)}
    ${when('pcpndt_form', sql`select ${pcpndtForms.formId} from ${pcpndtForms} where ${ofThisClinic(pcpndtForms)}`)}
    ${when('payment', sql`select ${payments.paymentId} from ${payments} where ${ofThisClinic(payments)}`)}
    ${when('doctor', sql`select ${doctors.name} from ${doctors} where ${ofThisClinic(doctors)}`)}
    ${when('template', sql`select ${reportTemplates.name} from ${reportTemplates} where ${ofThisClinic(reportTemplates)}`)}
    ${when('invitation', sql`select btrim(${invitations.firstName} || ' ' || ${invitations.lastName}) from ${invitations} where ${ofThisClinic(invitations)}`)}
    ${when(
      'pcpndt_register_filing',
      sql`select ${pcpndtRegisterFilings.month} from ${pcpndtRegisterFilings} where ${ofThisClinic(pcpndtRegisterFilings)}`,
    )}
    ${when(
      'user',
      sql`select btrim(${member.firstName} || ' ' || ${member.lastName}) from ${fromAlias(users, NAMES.member)}
        where ${member.id} = ${entityUuid} and (${member.clinicId} = ${auditEvents.clinicId} or exists (
          select 1 from ${memberships}
          where ${memberships.userId} = ${member.id} and ${memberships.clinicId} = ${auditEvents.clinicId}))`,
    )}
    ${when(
      'clinic',
      sql`select ${centre.name} from ${fromAlias(clinics, NAMES.centre)}, ${fromAlias(clinics, NAMES.home)}
        where ${centre.id} = ${entityUuid} and ${home.id} = ${auditEvents.clinicId}
          and ${centre.organisationId} = ${home.organisationId}`,
    )}
    end else case ${auditEvents.entityType}
    ${sql.raw("when 'billing_transaction' then")} ${auditEvents.entityId}
    ${sql.raw("when 'pcpndt_register' then")} ${auditEvents.entityId}
    end end)`;
}
