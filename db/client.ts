import { type Column, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/*
 * Three handle types, so the compiler tells the pool from a transaction (decision record 007):
 * - Database: the app's shared handle on its pool (deps.db). Its `$client` is the pool, which a
 *   transaction handle lacks, so a Tx cannot be passed where the pool is needed (prepareOnce,
 *   connectDedicated, anything that opens its own transaction or must see committed data).
 * - Tx: the handle inside db.transaction(). It has rollback(), which the pool lacks, so a
 *   function that must run inside a transaction (row locks, clinic counters, outbox writes)
 *   takes a Tx and cannot be given the pool.
 * - Db: either one, for a read or a single statement that is right in or out of a transaction.
 * Raw SQL goes through queryRows (db/query-rows.ts), which types its rows.
 */

/** The app's view of PostgreSQL (embedded or a server alike), reached with node-postgres. */
export type Database = NodePgDatabase & { $client: pg.Pool };

/** A transaction's handle (the callback argument of Database.transaction). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A handle that may be the pool or a transaction: for code that is right either way. */
export type Db = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  close: () => Promise<void>;
  listen: Listen;
}

/**
 * LISTEN on a channel until the returned function is called. It holds a connection of its own,
 * never a pooled one; onLost is called once if that connection fails. Resolves once the LISTEN
 * is in effect.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<() => Promise<void>>;

export interface DatabaseOptions {
  databaseUrl: string;
  poolSize?: number;
  /**
   * Per-statement limit, 5 s for request handling by default. Migrations and bulk loads pass 0
   * (none): building an index on a large table takes longer.
   */
  statementTimeoutMs?: number;
  /** Shown in pg_stat_activity; lets an operator (or a test) find this pool's connections. */
  applicationName?: string;
  /** Called when an idle pooled connection fails (the pool drops it and makes a new one later). */
  onIdleError?: (error: Error) => void;
}

/** How long a request waits for a connection: a stalled or unreachable database answers 503 soon. */
export const CONNECTION_TIMEOUT_MS = 3000;

/**
 * How much longer than statement_timeout the client waits for an answer before giving up on
 * the connection. statement_timeout is enforced by PostgreSQL itself, so a frozen server (SIGSTOP,
 * a hung disk, a network that drops packets without a reset) never sends it: requests holding a
 * connection waited 20-60 s and then lost their socket without an answer (issue 28 B). The margin
 * lets a live server's own timeout (57014) answer first.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 2000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = openPool(options);
  // Opens no connection until a generic-plan statement runs (see prepareOnce).
  const genericPool = openPool(options, '-c plan_cache_mode=force_generic_plan');
  const db: Database = drizzlePg(pool);
  const { databaseUrl } = options;
  connectionUrls.set(db, databaseUrl);
  genericPlanDbs.set(db, drizzlePg(genericPool));
  return {
    db,
    close: async () => {
      await Promise.all([endPool(pool), endPool(genericPool)]);
    },
    listen: (channel, onPayload, onLost) => listenOnServer(databaseUrl, channel, onPayload, onLost),
  };
}

function openPool(options: DatabaseOptions, serverOptions?: string): pg.Pool {
  const statementTimeoutMs = options.statementTimeoutMs ?? 5000;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // Fail fast rather than pile up: a stuck query or an abandoned transaction must not
    // hold a connection for ever (reliability checklist R32).
    statement_timeout: statementTimeoutMs,
    // None when statements may run for ever (migrations, bulk loads pass 0).
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS } : {}),
    idle_in_transaction_session_timeout: 30000,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A connection whose server went away silently (a cut network) is noticed by TCP keepalive.
    keepAlive: true,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...(serverOptions ? { options: serverOptions } : {}),
  });
  // An idle client whose backend is terminated (a PostgreSQL restart, failover or
  // pg_terminate_backend) emits 'error' on the pool; unhandled, that event would end the process.
  // The pool has already discarded the client, so the next query simply opens a new connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A checked-out client (inside a transaction) whose backend dies emits 'error' too, and the pool
  // listens only while the client is idle; its queries fail on their own, so the event is moot.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    dropConnectionOnQueryTimeout(client);
  });
  giveBackConnectionsThatEnd(pool);
  return pool;
}

const connectionUrls = new WeakMap<Database, string>();

/**
 * After a client-side query timeout the statement is still pending on the connection: a ROLLBACK
 * sent next would queue behind it for another timeout, and the connection, given back to the pool,
 * would hold up its next user as well. So the connection is cut at once: the next query on it fails
 * at once (the transaction's ROLLBACK too) and the pool drops it (giveBackConnectionsThatEnd).
 * pg's own pool.query() releases a failed client with its error, which drops it as well.
 */
function dropConnectionOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const cut = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) {
      (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      return result.catch((error: unknown) => {
        cut(error);
        throw error;
      });
    return result;
  }) as typeof client.query;
}

/** The message of node-postgres's query_timeout error (it has no code). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * Drizzle's transaction() checks a client out and sends BEGIN before its try/finally, so when
 * BEGIN fails (the backend died: a PostgreSQL restart, a PANIC on a full disk) the client is
 * never released. Each such failure took one connection of the pool for good: enough of them
 * and every request waited for a connection and answered 503 long after the database was back,
 * and pool.end() never finished, so a shutdown stalled before stopping the embedded PostgreSQL.
 * Here a checked-out client whose connection ends is given back (and dropped by the pool, which
 * sees it is no longer queryable); a later release() by its holder is then a no-op.
 */
function giveBackConnectionsThatEnd(pool: pg.Pool): void {
  const checkOut = pool.connect.bind(pool);
  const guarded = (callback?: Parameters<typeof checkOut>[0]) => {
    // Callers passing a callback are pg's own pool.query(), which always releases.
    if (callback) return checkOut(callback);
    return checkOut().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const giveBack = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      const onEnd = () => giveBack(new Error('The connection ended while checked out'));
      client.once('end', onEnd);
      client.release = giveBack;
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/** How long a close waits for clients still checked out before it lets them go. */
const POOL_END_WAIT_MS = 5000;

/**
 * pool.end() resolves only once every checked-out client is back. A promise holds no process
 * open, so a client that never comes back let the process run out of work and exit mid-shutdown;
 * this wait is bounded, and its timer keeps the process alive until the close is over.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    pool.end(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, POOL_END_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * A connection of its own to the database of a handle's db, outside its pool: for long streamed
 * reads (an export's cursor) that must not hold one of the few pooled connections for minutes.
 * The caller sets its own timeouts and ends it.
 */
export async function connectDedicated(db: Database, applicationName: string): Promise<pg.Client> {
  const connectionString = connectionUrls.get(db);
  if (!connectionString) throw new Error('This database handle was not opened by openDatabase');
  const client = new pg.Client({
    connectionString,
    application_name: applicationName,
    keepAlive: true,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // Dates stay 'yyyy-mm-dd' text: parsed, they would become midnight in the server's time zone.
    types: {
      getTypeParser: (oid: number, format?: string) =>
        oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text'),
    },
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const DATE_OID = 1082;

async function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  // Keepalive probes notice a silently dropped connection instead of waiting hours for TCP; the
  // name shows operators what the connection is in pg_stat_activity.
  const client = new pg.Client({
    connectionString,
    application_name: `listen ${channel}`,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let live = false;
  const lose = (error: Error) => {
    if (!live) return;
    live = false;
    client.end().catch(() => {});
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('LISTEN connection ended')));
  client.on('notification', (message) => {
    if (live && message.channel === channel && message.payload) onPayload(message.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  live = true;
  return async () => {
    live = false;
    await client.end();
  };
}

const preparedQueries = new WeakMap<Database, Map<string, unknown>>();

/**
 * The same database through a second pool whose sessions run prepared statements on their
 * generic plan (plan_cache_mode = force_generic_plan). PostgreSQL's default keeps replanning a
 * statement whose generic plan it estimates dearer than a plan for the values at hand: a filtered
 * page with LIMIT/OFFSET placeholders always is, so every execution was planned again (0.3-0.5 ms,
 * more than running it). Only statements written for a generic plan opt in (see prepareOnce):
 * ad-hoc queries and those whose plan depends on a value (a trigram LIKE) stay on the main pool.
 */
const genericPlanDbs = new WeakMap<Database, Database>();

/**
 * A named prepared statement, built once per database handle: hot reads then skip Drizzle's
 * query building and PostgreSQL's parsing and planning (a few ms per request at 50 connections).
 * Only for the app's shared handle, never a transaction: a statement prepared on a transaction
 * is bound to that transaction's connection. `genericPlan`: run it on the generic-plan pool
 * (for statements whose every plan is the same index walk, whatever the values).
 */
export function prepareOnce<T>(
  db: Database,
  name: string,
  build: (db: Database) => T,
  options: { genericPlan?: boolean } = {},
): T {
  let byName = preparedQueries.get(db);
  if (!byName) {
    byName = new Map();
    preparedQueries.set(db, byName);
  }
  if (!byName.has(name)) {
    const target = options.genericPlan ? (genericPlanDbs.get(db) ?? db) : db;
    byName.set(name, build(target));
  }
  return byName.get(name) as T;
}

/**
 * `column = any(array(subquery))`: the rows of a page whose ids a subquery picked. Unlike
 * `in (subquery)`, a prepared statement's generic plan keeps it as a key lookup of just those
 * ids; with `in`, the planner guesses the LIMIT placeholder at 10% of the rows and hash-joins
 * the clinic's whole table (27 ms instead of 0.4 ms for a page of 100,000 patients).
 */
export function idAmong(column: Column, subquery: SQLWrapper): SQL {
  return sql`${column} = any(array(${subquery}))`;
}
