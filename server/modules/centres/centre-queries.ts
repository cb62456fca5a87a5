import { and, eq, or, sql } from 'drizzle-orm';
import { isCentreReadOnly } from '../../../core/centres/centre-access.ts';
import type { Centre, CentreSummary, OrganisationPerson } from '../../../core/centres/centre-schemas.ts';
import type { Database, Db } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { clinicColumns } from '../clinics/clinic-service.ts';

export const centreColumns = {
  ...clinicColumns,
  primary: sql<boolean>`${clinics.id} = ${organisations.primaryClinicId}`,
};

/**
 * The centres of the session's organisation the user may enter: those where their membership is
 * active and, for an organisation admin, every centre (entered as administrator). A login
 * belongs to one organisation: memberships are only ever added inside it.
 */
export async function listEnterableCentres(db: Database, session: SessionUser): Promise<CentreSummary[]> {
  const rows = await db
    .select({
      id: clinics.id,
      name: clinics.name,
      registrationNumber: clinics.registrationNumber,
      role: memberships.role,
      primary: centreColumns.primary,
    })
    .from(clinics)
    .innerJoin(organisations, eq(organisations.id, clinics.organisationId))
    .leftJoin(
      memberships,
      and(eq(memberships.clinicId, clinics.id), eq(memberships.userId, session.userId), eq(memberships.active, true)),
    )
    .where(
      and(
        eq(clinics.organisationId, session.organisationId),
        or(sql`${memberships.id} is not null`, sql`${session.organisationAdmin}::boolean`),
      ),
    )
    .orderBy(sql`${centreColumns.primary} desc`, clinics.name, clinics.id);
  return rows.map((row) => ({
    ...row,
    role: row.role ?? 'admin',
    readOnly: isCentreReadOnly(row, session.subscriptionPlanId),
  }));
}

/** One centre of the session's organisation, or undefined (another organisation's looks absent). */
export async function findOrganisationCentre(
  db: Db,
  organisationId: string,
  centreId: string,
): Promise<Centre | undefined> {
  const [row] = await db
    .select(centreColumns)
    .from(clinics)
    .innerJoin(organisations, eq(organisations.id, clinics.organisationId))
    .where(and(eq(clinics.organisationId, organisationId), eq(clinics.id, centreId)));
  return row;
}

/**
 * The organisation's people with the centres where they are active, for an organisation admin
 * adding someone to another centre. Names and e-mails only: what the Team page already shows.
 */
export async function listOrganisationPeople(db: Database, organisationId: string): Promise<OrganisationPerson[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      centreId: clinics.id,
      centreName: clinics.name,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(clinics.organisationId, organisationId), eq(memberships.active, true)))
    .orderBy(users.firstName, users.lastName, users.id, clinics.name);
  const people = new Map<string, OrganisationPerson>();
  for (const row of rows) {
    const person = people.get(row.userId) ?? {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      centres: [],
    };
    person.centres.push({ id: row.centreId, name: row.centreName, role: row.role });
    people.set(row.userId, person);
  }
  return [...people.values()];
}
