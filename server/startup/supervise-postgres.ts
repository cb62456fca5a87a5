import type { EmbeddedPostgres } from '../../db/embedded-postgres.ts';

/**
 * Keeps the embedded PostgreSQL running under the app. If it dies (killed, or a PANIC such as a
 * full disk during a WAL write that its own restart could not survive), it is started again on
 * the same port every few seconds until it is up: the pool's URL stays valid, requests answer 503
 * meanwhile and recover by themselves once it is back.
 */
export function superviseEmbeddedPostgres(
  first: EmbeddedPostgres,
  restart: (port: number) => Promise<EmbeddedPostgres>,
  say: (line: string) => void,
): { stop: () => Promise<void> } {
  let current = first;
  let stopped = false;
  const watch = async () => {
    for (;;) {
      await current.died;
      if (stopped) return;
      say(`The embedded PostgreSQL stopped unexpectedly; restarting it on port ${current.port}`);
      for (let attempt = 1; !stopped; attempt++) {
        try {
          current = await restart(current.port);
          say('The embedded PostgreSQL is running again');
          break;
        } catch (error) {
          say(`Restarting the embedded PostgreSQL failed (try ${attempt}): ${(error as Error).message.split('\n')[0]}`);
          await new Promise((resolve) => setTimeout(resolve, 5000));
        }
      }
      if (stopped) {
        await current.stop();
        return;
      }
    }
  };
  void watch();
  return {
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
}
