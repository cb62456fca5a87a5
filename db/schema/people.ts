import { pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns.ts';
import { organisations } from './organisations.ts';

/**
 * One person across an organisation's centres (decision 024). A centre keeps its own patient row
 * for her (its patient id, consent, visits, bills); the rows of the centres she has visited name
 * the same person. A person belongs to one organisation, so no link can reach another one.
 */
export const people = pgTable(
  'people',
  {
    id: primaryId(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('people_organisation_id_id_unique').on(t.organisationId, t.id)],
);
