import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKLIST_CACHE_FILE, worklistCache } from '../../server/bridge/worklist-cache.ts';
import { bridgeCentre } from '../support/bridge-centre.ts';
import { type BridgeProcess, startBridge } from '../support/bridge-process.ts';
import { findWorklistAsScanner } from '../support/dicom-peers.ts';
import { createTestApp, type TestApp, testAppForFile } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

/**
 * Issue 32 §6 (decision 025, "The worklist when the portal is away"): `npm run bridge` keeps the
 * last good worklist, sealed on disk, and answers dcmtk's findscu from it while the portal is
 * stopped, logging its age and never a patient; a cache from a day that is over is deleted, not
 * served. A real portal on HTTP that the tests stop, a real bridge process, real findscu.
 */
const t = testAppForFile();
const dir = mkdtempSync(join(tmpdir(), 'bridge-cache-'));
let portal: TestApp | null = null;
let portalPort = 0;
const bridges: BridgeProcess[] = [];

async function portalUp() {
  if (portal) return;
  portal = await createTestApp({ config: { dataDir: t.config.dataDir } });
  await portal.app.listen({ host: '127.0.0.1', port: portalPort });
  portalPort = (portal.app.server.address() as { port: number }).port;
}
async function portalDown() {
  await portal?.close();
  portal = null;
}
afterAll(async () => {
  for (const bridge of bridges) await bridge.stop('SIGKILL');
  await portalDown();
});

/** A bridge for the centre, once it has cached the portal's worklist. */
async function cachingBridge(token: string, queueDir: string) {
  const bridge = await startBridge({ portalUrl: `http://127.0.0.1:${portalPort}`, token, queueDir });
  bridges.push(bridge);
  await waitUntil('the bridge caches the worklist', () =>
    bridge.lines.some((line) => line.includes('"message":"bridge: worklist cached"')),
  );
  return bridge;
}

const worklistFind = (ae: string, port: number) => findWorklistAsScanner(ae, port, '(0008,0050)', '(0010,0010)');

describe('the bridge’s worklist while the portal is stopped', () => {
  it('findscu -W lists today’s booked patient from the cache; the log gives its age, never her name', {
    timeout: 120_000,
  }, async () => {
    await portalUp();
    const a = await bridgeCentre(t, 'Cachedworklist');
    const queueDir = mkdtempSync(join(dir, 'q-'));
    const bridge = await cachingBridge(a.bridgeToken, queueDir);
    const cacheFile = join(queueDir, WORKLIST_CACHE_FILE);
    // Sealed: neither her name nor her accession number can be read in the file.
    expect(readFileSync(cacheFile, 'utf8')).not.toMatch(/Cachedworklist|S-0000/);
    if (process.platform !== 'win32') expect(statSync(cacheFile).mode & 0o777).toBe(0o600);

    await portalDown();
    const found = await worklistFind(a.ae, bridge.port);
    expect(found.code, found.output).toBe(0);
    expect(found.output).toContain(a.study.studyId);
    expect(found.output).toContain('Sharma^Cachedworklist');
    const served = bridge.lines.find((line) => line.includes('worklist served from the cache'));
    expect(served).toMatch(/"ageMinutes":\d+,"items":1/);
    expect(bridge.lines.join('\n')).not.toContain('Cachedworklist');

    // A query the cache cannot answer gets nothing, as the portal would answer it.
    const other = await findWorklistAsScanner(a.ae, bridge.port, '(0008,0050)=S-999999', '(0010,0010)');
    expect(other.code, other.output).toBe(0);
    expect(other.output).not.toContain('Sharma^Cachedworklist');
    await bridge.stop();
  });

  it('a cache from a day that is over is deleted, not served: the query fails', { timeout: 120_000 }, async () => {
    await portalUp();
    const a = await bridgeCentre(t, 'Staleworklist');
    const queueDir = mkdtempSync(join(dir, 'q-'));
    const first = await cachingBridge(a.bridgeToken, queueDir);
    await first.stop();
    await portalDown();
    // The same worklist, as if fetched yesterday (sealed with the same token, as the bridge does).
    const cache = worklistCache(queueDir, a.bridgeToken, () => 'Asia/Kolkata');
    const kept = await cache.load(new Date());
    expect(kept?.items).toHaveLength(1);
    await cache.save(kept?.items ?? [], new Date(Date.now() - 24 * 3600_000));

    // Restarted with no portal: it still knows its scanner (scanner.json), not yesterday's bookings.
    const restarted = await startBridge({
      portalUrl: `http://127.0.0.1:${portalPort}`,
      token: a.bridgeToken,
      queueDir,
    });
    bridges.push(restarted);
    await waitUntil('the expired cache is deleted', () => !existsSync(cache.path));
    const found = await worklistFind(a.ae, restarted.port);
    expect(found.output).not.toContain(a.study.studyId);
    expect(found.output).not.toContain('Staleworklist');
    // 0110: processing failure, as before the cache existed.
    expect(found.output).toMatch(/Status: 0x110\b/);
    expect(restarted.lines.join('\n')).toContain('no worklist of today is cached');
    await restarted.stop();
  });
});
