import { connect, createServer, type Socket } from 'node:net';

export interface DatabaseProxy {
  /** The database URL through the proxy. */
  url: string;
  /** A database outage: every connection is cut, and new ones are refused until restore(). */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy in front of the real test PostgreSQL, so a test can take the database away from
 * one app (as a network failure or a database restart would) and give it back, while the
 * database itself, and everyone else's connections to it, stay up.
 */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  // The embedded test cluster's URL names its Unix socket folder; it listens on 127.0.0.1 too.
  const targetHost = target.searchParams.has('host') ? '127.0.0.1' : target.hostname;
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  url.searchParams.delete('host');
  return {
    url: url.toString(),
    cut: () => {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
