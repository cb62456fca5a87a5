import type { DiskQueue } from './disk-queue.ts';
import type { PortalClient } from './portal-client.ts';

export type BridgeLog = (message: string, fields?: Record<string, string | number>) => void;

/**
 * Sends the queue to the portal, oldest first, one at a time. A failure (the internet or the
 * portal down, a 5xx, a token to renew) waits and retries with doubling, jittered backoff up to
 * maxRetryMs; the object stays on disk meanwhile. Removal follows only a 2xx, and the portal
 * keeps one copy per SOP Instance UID, so a crash between its answer and the removal resends an
 * object that the portal then answers as a duplicate: nothing lost, nothing twice.
 */
export function startUploader(queue: DiskQueue, portal: PortalClient, options: { maxRetryMs: number; log: BridgeLog }) {
  let running = true;
  let wake: (() => void) | null = null;
  // Only an idle wait is cut short by a new object; a backoff runs its course (or until stop).
  let idle = false;
  const sleep = (ms: number, asIdle: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        idle = false;
        resolve();
      }
      wake = done;
      idle = asIdle;
    });

  async function loop() {
    let backoff = 500;
    while (running) {
      const items = await queue.pending().catch(() => []);
      if (items.length === 0) {
        await sleep(30_000, true);
        continue;
      }
      let failed = false;
      for (const [index, item] of items.entries()) {
        if (!running) break;
        const started = performance.now();
        // Null when removed meanwhile, or damaged (the queue set it aside and said so).
        const bytes = await queue.read(item).catch(() => null);
        if (!bytes) continue;
        const result = await portal.upload(bytes);
        if (result.kind === 'done') {
          await queue.done(item);
          // The time from reading the file to the portal's answer (it answers once the object is
          // kept and thumbnailed): what an image waits on this side, without the patient.
          options.log('bridge: object uploaded', {
            waiting: items.length - index - 1,
            uploadMs: Math.round(performance.now() - started),
          });
          backoff = 500;
        } else if (result.kind === 'refused') {
          await queue.refuse(item);
          options.log('bridge: the portal refused an object; kept in refused/', { status: result.status });
        } else {
          options.log('bridge: upload failed, will retry', { why: result.why, waitMs: backoff });
          failed = true;
          break;
        }
      }
      if (failed) {
        await sleep(backoff * (0.75 + Math.random() * 0.5), false);
        backoff = Math.min(backoff * 2, options.maxRetryMs);
      }
    }
  }

  const finished = loop();
  return {
    /** A new object is queued: upload now rather than at the next poll. */
    nudge: () => {
      if (idle) wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await finished;
    },
  };
}
