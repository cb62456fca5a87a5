import type { SQLWrapper } from 'drizzle-orm';
import type { QueryResultRow } from 'pg';
import type { Db } from './client.ts';

/**
 * The rows of a raw SQL statement, typed by the caller's row shape: the one place that reads
 * execute()'s node-postgres QueryResult, so no caller casts it. The shape is the caller's word:
 * column names as the statement aliases them; bigint (count(*)) and numeric arrive as text, and so
 * do timestamps and dates (Drizzle's node-postgres parsers); int, boolean, json and arrays parsed.
 * Cast in SQL (::int, ::text) what the type says.
 */
export async function queryRows<T extends QueryResultRow>(db: Db, query: SQLWrapper | string) {
  // Typed T[] for any row shape written as a type literal (pg's QueryResult wraps it in Assume).
  const { rows } = await db.execute<T>(query);
  return rows;
}
