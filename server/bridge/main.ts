import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBridgeConfig } from './bridge-config.ts';
import { startBridgeScp } from './bridge-scp.ts';
import { diskQueue } from './disk-queue.ts';
import { type BridgeScanner, portalClient } from './portal-client.ts';
import { queueKeyOf } from './sealed-file.ts';
import { type BridgeLog, startUploader } from './uploader.ts';
import { worklistCache } from './worklist-cache.ts';

/**
 * `npm run bridge` (issue 32 §6, decision 025): on a clinic PC, between the scanner on the LAN and
 * a portal in the cloud that cannot reach the LAN. Outbound HTTPS only.
 */
const log: BridgeLog = (message, fields) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), message, ...fields }));

const REFRESH_MS = 5 * 60_000;
const FIRST_CONTACT_RETRY_MS = 5_000;

async function main() {
  let config: ReturnType<typeof readBridgeConfig>;
  try {
    config = readBridgeConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const queue = diskQueue(
    config.queueDir,
    {
      current: queueKeyOf(config.token),
      previous: config.previousToken ? queueKeyOf(config.previousToken) : null,
    },
    log,
  );
  await queue.open();
  const portal = portalClient(config);

  // Who this bridge is for, as the portal said last: kept on disk so a restart while the
  // internet is down still accepts the scanner and queues what it sends.
  const identityFile = join(config.queueDir, 'scanner.json');
  let scanner: BridgeScanner | null = await readFile(identityFile, 'utf8')
    .then((text) => JSON.parse(text) as BridgeScanner)
    .catch(() => null);
  // The centre's day decides when the cached worklist expires; the PC's own zone only until
  // the portal has said which (a scanner.json from an older bridge does not say).
  const cache = worklistCache(
    config.queueDir,
    config.token,
    () => scanner?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  const cacheWorklist = async () => {
    try {
      const items = await portal.worklist({});
      await cache.save(items, new Date());
      log('bridge: worklist cached', { items: items.length });
    } catch (error) {
      log('bridge: worklist not cached', { why: error instanceof Error ? error.message : 'unknown' });
    }
  };
  let refreshTimer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    try {
      const fresh = await portal.scanner();
      scanner = fresh;
      await writeFile(`${identityFile}.tmp`, JSON.stringify(fresh));
      await rename(`${identityFile}.tmp`, identityFile);
      log('bridge: portal reached', { scanner: fresh.name, aeTitle: fresh.aeTitle });
      await cacheWorklist();
      refreshTimer = setTimeout(refresh, REFRESH_MS);
    } catch (error) {
      log('bridge: portal not reached', { why: error instanceof Error ? error.message : 'unknown' });
      // Reading it deletes a cache whose day is over, so yesterday's bookings do not linger on disk.
      await cache.load(new Date()).catch(() => null);
      refreshTimer = setTimeout(refresh, scanner ? REFRESH_MS / 5 : FIRST_CONTACT_RETRY_MS);
    }
  };
  await refresh();

  const uploader = startUploader(queue, portal, { maxRetryMs: config.maxRetryMs, log });
  const scp = await startBridgeScp({
    port: config.port,
    scanner: () => scanner,
    aeTitle: config.aeTitle,
    queue,
    portal,
    worklistCache: cache,
    worklistAnswered: () => void cacheWorklist(),
    queued: () => uploader.nudge(),
    log,
  });
  log('bridge: listening', { port: scp.port, queue: config.queueDir });

  const stop = async () => {
    clearTimeout(refreshTimer);
    await scp.close();
    await uploader.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('bridge stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
