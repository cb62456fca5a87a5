import type { EmbeddedPostgres } from '../../db/embedded-postgres.ts';

/** Pause between failed restarts; a full disk keeps failing them until space is freed. */
export const RESTART_PAUSE_MS = 5000;

/**
 * Keeps the embedded PostgreSQL running under the app. If it dies (killed, or a PANIC such as a
 * full disk during a WAL write that its own restart could not survive), it is started again on
 * the same port every few seconds until it is up: the pool's URL stays valid, requests answer 503
 * meanwhile and recover by themselves once it is back.
 *
 * On a full disk PostgreSQL's own crash restart cannot finish (its end of recovery needs a new
 * WAL segment), so its postmaster exits and only these restarts bring it back once space returns
 * (tests/e2e/full-disk.test.ts).
 */
export function superviseEmbeddedPostgres(
  first: EmbeddedPostgres,
  restart: (port: number) => Promise<EmbeddedPostgres>,
  say: (line: string) => void,
): { stop: () => Promise<void> } {
  let current = first;
  let stopped = false;
  let stopRequested = () => {};
  const stopSignal = new Promise<void>((resolve) => {
    stopRequested = resolve;
  });
  let wakeUp = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, RESTART_PAUSE_MS);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const watch = async () => {
    while (!stopped) {
      await Promise.race([current.died, stopSignal]);
      if (stopped) return;
      say(`The embedded PostgreSQL stopped unexpectedly; restarting it on port ${current.port}`);
      for (let attempt = 1; !stopped; attempt++) {
        try {
          current = await restart(current.port);
          say('The embedded PostgreSQL is running again');
          break;
        } catch (error) {
          const message = (error as Error).message;
          const diskFull = /No space left on device/i.test(message)
            ? ' (its disk is full: it starts again once space is freed)'
            : '';
          say(`Restarting the embedded PostgreSQL failed (try ${attempt})${diskFull}: ${message.split('\n')[0]}`);
          if (!stopped) await pause();
        }
      }
    }
  };
  const watching = watch();
  return {
    stop: async () => {
      stopped = true;
      stopRequested();
      wakeUp();
      // A restart under way finishes first, so the server it starts is stopped here too: a
      // shutdown (SIGTERM) just as space returns must not leave a PostgreSQL running unowned.
      await watching;
      await current.stop();
    },
  };
}
