import pg from 'pg';

/**
 * A database and its app often start together (compose, systemd, a rebooted server): the first
 * connection is retried with growing pauses (0.5 s doubling to 5 s) for up to waitSeconds, then
 * start-up fails with a message saying what was tried. Authentication and "no such database"
 * are not retried: waiting cannot fix them.
 */
export async function waitForDatabase(
  url: string,
  waitSeconds: number,
  onRetry: (message: string) => void,
): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  let pause = 500;
  let tries = 0;
  for (;;) {
    tries++;
    const error = await tryConnect(url);
    if (!error) return;
    const code = (error as { code?: string }).code ?? '';
    const hopeless = code === '28P01' || code === '28000' || code === '3D000';
    if (hopeless || Date.now() + pause > deadline) {
      throw new Error(
        `Could not connect to the database at ${describeUrl(url)} (${error.message})` +
          (hopeless ? '. ' : ` after ${tries} tries over ${waitSeconds} s. `) +
          'Check DATABASE_URL and that PostgreSQL is running and reachable from this machine' +
          (hopeless ? '.' : '; DATABASE_WAIT_SECONDS sets how long start-up waits for it.'),
      );
    }
    onRetry(`Database not reachable yet (${error.message}); retrying in ${(pause / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 5000);
  }
}

async function tryConnect(url: string): Promise<Error | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await client.end().catch(() => {});
  }
}

/** host:port/database, never the user or password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (unparsable)';
  }
}
