import type pg from 'pg';

const WATCHED = Symbol('overlapping-queries watched');

/** What pg keeps of a connection's work; read to see whether a query is already running on it. */
interface ClientQueue {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

/**
 * Records each query sent on a pooled connection while an earlier one on that connection has not
 * finished: several queries handed at once to one client (Promise.all over a transaction's
 * queries). pg 8 only warns, once per process, so a test cannot see it; pg 9 refuses them.
 * Each record is the query's SQL text (its parameters are never kept). Connections are wrapped
 * as they are checked out, so connections already idle in the pool are watched too.
 */
export function watchOverlappingQueries(pool: pg.Pool): { overlapping: string[]; stop: () => void } {
  const overlapping: string[] = [];
  let watching = true;
  const onAcquire = (client: pg.PoolClient & { [WATCHED]?: true }) => {
    if (client[WATCHED]) return;
    client[WATCHED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const queue = client as unknown as ClientQueue;
      // A pg that renamed these would make the watch see nothing: fail loudly instead.
      if (!Array.isArray(queue._queryQueue) || !('_activeQuery' in queue))
        throw new Error('pg no longer has _activeQuery/_queryQueue: update watchOverlappingQueries');
      if (watching && (queue._activeQuery || queue._queryQueue.length > 0)) overlapping.push(sqlText(args[0]));
      return query(...args);
    }) as typeof client.query;
  };
  pool.on('acquire', onAcquire);
  return {
    overlapping,
    stop: () => {
      watching = false;
      pool.removeListener('acquire', onAcquire);
    },
  };
}

function sqlText(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  return (text ?? '(no text)').replace(/\s+/g, ' ').slice(0, 200);
}
