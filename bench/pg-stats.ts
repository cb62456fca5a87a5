import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { embeddedPaths, openDataDirDatabase } from '../db/embedded-database.ts';
import { cpuTimeMs } from './processes.ts';

/*
 * What PostgreSQL does per request, for figures that hold on a loaded shared machine where
 * latency does not: statements per request and their execution time (pg_stat_statements), and
 * the CPU of the cluster's backends. Wall-clock p99 on 2 cores shared by several people is mostly
 * queueing; these count the work itself.
 */

/** Loads pg_stat_statements at the cluster's next start (the server's); run while it is stopped. */
export async function enableStatementStats(dataDir: string): Promise<void> {
  const handle = await openDataDirDatabase(dataDir);
  try {
    await handle.db.execute(sql`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  } finally {
    await handle.close();
  }
}

interface Postmaster {
  pid: number;
  port: number;
}

/** The running cluster's postmaster pid and TCP port (postmaster.pid lines 1 and 4). */
function postmaster(dataDir: string): Postmaster {
  const lines = readFileSync(join(embeddedPaths(dataDir).dir, 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** User + system CPU of the postmaster's children (the backends serving the pool, the workers). */
function backendsCpuMs(postmasterPid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) total += cpuTimeMs(Number(entry)) ?? 0;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export interface StatementFigure {
  callsPerReq: number;
  meanMs: number;
  /** Sent by the server (true) or run by a trigger or function inside a statement (false). */
  toplevel: boolean;
  query: string;
}

export interface DbFigures {
  /** Statements the server sent per answered request (BEGIN and COMMIT included): round trips. */
  queriesPerReq: number;
  /** Statements run inside those by triggers and functions (not round trips). */
  nestedPerReq: number;
  /** PostgreSQL's execution time per request, summed over its statements (lock waits included). */
  dbExecMsPerReq: number;
  /** CPU of PostgreSQL's backends per request (includes background workers, a small share). */
  dbCpuMsPerReq: number;
  /** The statements sent most often, per request. */
  top: StatementFigure[];
}

interface Snapshot {
  cpuMs: number;
  rows: Map<string, { calls: number; ms: number; query: string; toplevel: boolean }>;
}

/** A connection to the server's running cluster that reads its statement statistics. */
export async function connectStats(dataDir: string) {
  const { pid, port } = postmaster(dataDir);
  const password = readFileSync(embeddedPaths(dataDir).passwordFile, 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'portal', password, database: 'portal' });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  const ownApp = 'bench-pg-stats';
  await client.query(`set application_name = '${ownApp}'`);

  async function snapshot(): Promise<Snapshot> {
    // This connection's own statements are left out by their text (they name the view).
    const result = await client.query<{ key: string; calls: string; ms: number; query: string; toplevel: boolean }>(
      `select queryid::text || '/' || dbid::text || '/' || toplevel::text as key, calls::text, total_exec_time as ms, query, toplevel
       from pg_stat_statements where query not like '%pg_stat_statements%'`,
    );
    return {
      cpuMs: backendsCpuMs(pid),
      rows: new Map(
        result.rows.map((r) => [r.key, { calls: Number(r.calls), ms: r.ms, query: r.query, toplevel: r.toplevel }]),
      ),
    };
  }

  function figures(before: Snapshot, after: Snapshot, requests: number): DbFigures {
    const per = (n: number) => Number((n / Math.max(1, requests)).toFixed(3));
    let calls = 0;
    let nested = 0;
    let ms = 0;
    const deltas: { calls: number; ms: number; query: string; toplevel: boolean }[] = [];
    for (const [key, row] of after.rows) {
      const was = before.rows.get(key);
      const d = {
        calls: row.calls - (was?.calls ?? 0),
        ms: row.ms - (was?.ms ?? 0),
        query: row.query,
        toplevel: row.toplevel,
      };
      if (d.calls <= 0) continue;
      // A nested statement's time is already inside the top-level statement that ran it.
      if (!d.toplevel) {
        nested += d.calls;
      } else {
        calls += d.calls;
        ms += d.ms;
      }
      deltas.push(d);
    }
    deltas.sort((a, b) => b.calls - a.calls || b.ms - a.ms);
    return {
      queriesPerReq: per(calls),
      nestedPerReq: per(nested),
      dbExecMsPerReq: per(ms),
      dbCpuMsPerReq: per(after.cpuMs - before.cpuMs),
      top: deltas.slice(0, 16).map((d) => ({
        callsPerReq: per(d.calls),
        meanMs: Number((d.ms / d.calls).toFixed(3)),
        toplevel: d.toplevel,
        query: d.query.replace(/\s+/g, ' ').slice(0, 160),
      })),
    };
  }

  return { snapshot, figures, close: () => client.end() };
}
