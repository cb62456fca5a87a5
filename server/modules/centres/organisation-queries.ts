import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { organisations } from '../../../db/schema/organisations.ts';

/**
 * How a centre reaches what its organisation shares (DESIGN §6 "Centres"). A clinic on its own is
 * its organisation's only and primary centre, so for it every answer here is the clinic itself.
 */

/** Every centre of the organisation that `clinicId` belongs to, the primary one first. */
export async function organisationClinicIds(db: Db, clinicId: string): Promise<string[]> {
  const self = alias(clinics, 'self');
  const rows = await db
    .select({ id: clinics.id })
    .from(self)
    .innerJoin(clinics, eq(clinics.organisationId, self.organisationId))
    .innerJoin(organisations, eq(organisations.id, self.organisationId))
    .where(eq(self.id, clinicId))
    .orderBy(sql`${clinics.id} = ${organisations.primaryClinicId} desc`, clinics.createdAt, clinics.id);
  return rows.map((row) => row.id);
}

/** SQL for the ids of every centre sharing an organisation with the clinic id `clinicId` (an SQL value). */
export function organisationClinicIdsSql(clinicId: SQLWrapper | string): SQL {
  return sql`(select c2.id from clinics c1 join clinics c2 on c2.organisation_id = c1.organisation_id where c1.id = ${clinicId})`;
}

/** SQL for the clinic holding the organisation's subscription (its primary centre). */
export function subscriptionClinicSql(clinicId: SQLWrapper | string): SQL {
  return sql`(select o.primary_clinic_id from clinics c join organisations o on o.id = c.organisation_id where c.id = ${clinicId})`;
}

/** The clinic that holds the organisation's subscription and billing history (its primary centre). */
export async function subscriptionClinicId(db: Database, clinicId: string): Promise<string> {
  const [row] = await db
    .select({ id: organisations.primaryClinicId })
    .from(clinics)
    .innerJoin(organisations, eq(organisations.id, clinics.organisationId))
    .where(eq(clinics.id, clinicId));
  return row?.id ?? clinicId;
}
