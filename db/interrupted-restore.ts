import type pg from 'pg';

/** What a restore renames the replaced database to; kept until an operator drops it. */
export const KEPT_DATABASE_PREFIX = 'portal_before_restore_';
/** Where a restore loads the backup before it becomes `portal`. */
export const RESTORING_DATABASE_PREFIX = 'portal_restoring_';

class InterruptedRestoreError extends Error {}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** `prefix` as a LIKE pattern: its underscores are literal. */
export const likePrefix = (prefix: string) => `${prefix.replace(/_/g, '\\_')}%`;

/**
 * Throws when `portal` is missing but a restore's databases are there. Earlier versions renamed
 * the databases in two commits, so a restore killed between them left the data under
 * portal_before_restore_*; creating an empty `portal` then would have hidden it behind a
 * portal that starts and reports ready with no clinics.
 */
export async function refuseInterruptedRestore(client: Queryable, portal: string): Promise<void> {
  const found = await client.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like $2 or datname like $3 order by datname desc`,
    [portal, likePrefix(KEPT_DATABASE_PREFIX), likePrefix(RESTORING_DATABASE_PREFIX)],
  );
  const names = found.rows.map((r) => r.datname);
  if (names.length === 0 || names.includes(portal)) return;
  // Newest first: the stamps sort by time.
  const kept = names.find((n) => n.startsWith(KEPT_DATABASE_PREFIX));
  const restoring = names.find((n) => n.startsWith(RESTORING_DATABASE_PREFIX));
  const recover = kept ?? restoring;
  const what = kept
    ? `"${kept}" holds the data from before an interrupted restore`
    : `"${restoring}" holds a backup an interrupted restore was loading (complete only if that restore had checked its row counts)`;
  throw new InterruptedRestoreError(
    `The database "${portal}" is missing, and ${what}. Not starting: an empty "${portal}" would hide that data. ` +
      `To make it the portal's database again, run: npm run recover-database -- ${recover} ` +
      `(or restore a backup instead: npm run restore -- <file>). Databases found: ${names.join(', ')}.`,
  );
}
