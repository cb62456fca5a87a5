import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dimse from 'dcmjs-dimse';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { bridgeCentre } from '../support/bridge-centre.ts';
import { type BridgeProcess, startBridge } from '../support/bridge-process.ts';
import { dcmtk, findWorklistAsScanner, PORTAL_AE, scannerPeerArgs, storeAsScanner } from '../support/dicom-peers.ts';
import { bearer } from '../support/factories.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { createTestApp, type TestApp, testAppForFile } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

/**
 * Issue 32 §6: `npm run bridge` on a clinic PC, a real process between dcmtk (the scanner) and a
 * real portal listening on HTTP, which the tests stop and start; the bridge is SIGKILLed
 * mid-upload. Setup (clinics, scanners, bookings) goes through `t`, on the same database.
 */
const t = testAppForFile();
const dir = mkdtempSync(join(tmpdir(), 'bridge-'));
let portal: TestApp | null = null;
let portalPort = 0;
/** While set, an upload reaching the portal waits here: before its body is read, or after. */
let gate: { stage: 'onRequest' | 'preHandler'; open: () => void; promise: Promise<void>; arrived: number } | null =
  null;
const holdUploads = (stage: 'onRequest' | 'preHandler') => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { stage, open: () => open(), promise, arrived: 0 };
  return gate;
};
const bridges: BridgeProcess[] = [];

async function portalUp() {
  portal = await createTestApp({
    config: { dataDir: t.config.dataDir },
    beforeReady: (app) => {
      for (const stage of ['onRequest', 'preHandler'] as const)
        app.addHook(stage, async (request) => {
          if (request.url !== '/api/bridge/objects' || gate?.stage !== stage) return;
          gate.arrived += 1;
          await gate.promise;
        });
    },
  });
  await portal.app.listen({ host: '127.0.0.1', port: portalPort });
  portalPort = (portal.app.server.address() as { port: number }).port;
}
async function portalDown() {
  await portal?.close();
  portal = null;
}
beforeAll(portalUp);
afterAll(async () => {
  for (const bridge of bridges) await bridge.stop('SIGKILL');
  await portalDown();
});

async function bridgeFor(token: string, queueDir: string) {
  const bridge = await startBridge({ portalUrl: `http://127.0.0.1:${portalPort}`, token, queueDir });
  bridges.push(bridge);
  return bridge;
}

const centre = (name: string) => bridgeCentre(t, name);

// -xy proposes JPEG baseline beside the uncompressed syntaxes, as a scanner sending JPEG does.
const store = (ae: string, port: number, file: string) => storeAsScanner(ae, port, file, '-xy');
const rowsOf = (clinicId: string, sop: string) =>
  t.handle.db
    .select({ id: dicomObjects.id, studyId: dicomObjects.studyId, storage: dicomObjects.storage })
    .from(dicomObjects)
    .where(and(eq(dicomObjects.clinicId, clinicId), eq(dicomObjects.sopInstanceUid, sop)));
const clinicIdOf = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json() as { id: string }).id;
const queued = (queueDir: string) => readdirSync(queueDir).filter((name) => name.endsWith('.dcm'));

async function usImage(name: string, accession: string, patientName?: string) {
  const file = join(dir, `${name}.dcm`);
  await writeUsImage(file, { accession, patientName });
  const dataset = dimse.Dataset.fromFile(file);
  return { file, sop: String(dataset?.getElement('SOPInstanceUID')) };
}

describe('the bridge API: token errors', () => {
  it('no token, a session token, a made-up or replaced token: 401; a switched-off scanner: 403', async () => {
    const a = await centre('Tokens');
    const ask = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/bridge/scanner',
        headers: authorization ? { authorization } : {},
      });
    expect((await ask(`Bearer ${a.bridgeToken}`)).json()).toEqual({
      id: a.scanner.id,
      name: 'Voluson E8',
      aeTitle: a.ae,
      calledAeTitle: PORTAL_AE,
      timeZone: 'Asia/Kolkata',
    });
    const missing = await ask();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/bridge token is required/);
    expect((await ask(`Bearer ${a.clinic.token}`)).statusCode).toBe(401);
    expect((await ask(`Bearer usgb_${'x'.repeat(43)}`)).statusCode).toBe(401);

    // A new token revokes the old one.
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/scanners/${a.scanner.id}/bridge-token`,
      headers: bearer(a.clinic.token),
    });
    const fresh = (renewed.json() as { token: string }).token;
    const revoked = await ask(`Bearer ${a.bridgeToken}`);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toMatch(/replaced/);
    expect((await ask(`Bearer ${fresh}`)).statusCode).toBe(200);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/scanners/${a.scanner.id}`,
      headers: bearer(a.clinic.token),
      payload: { active: false },
    });
    const off = await ask(`Bearer ${fresh}`);
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toMatch(/switched off/);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/bridge/objects',
      headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/dicom' },
      payload: Buffer.alloc(200),
    });
    expect(upload.statusCode).toBe(403);
  });

  it('refuses what is not a DICOM file it keeps: 400 unreadable, 415 another type or SOP class', async () => {
    const a = await centre('Refusals');
    const post = (payload: Buffer, type = 'application/dicom') =>
      t.app.inject({
        method: 'POST',
        url: '/api/bridge/objects',
        headers: { authorization: `Bearer ${a.bridgeToken}`, 'content-type': type },
        payload,
      });
    const garbage = await post(Buffer.from('not dicom at all'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Not a DICOM file the portal can read');
    const { file } = await usImage('trunc', a.study.studyId);
    const bytes = (await import('node:fs')).readFileSync(file);
    expect((await post(bytes.subarray(0, 140))).statusCode).toBe(400);
    expect((await post(bytes, 'application/json')).statusCode).toBe(415);
    const ct = new dimse.Dataset(
      { SOPClassUID: '1.2.840.10008.5.1.4.1.1.2', SOPInstanceUID: '2.25.77' },
      '1.2.840.10008.1.2.1',
    );
    const ctFile = join(dir, 'ct.dcm');
    await new Promise<void>((resolve, reject) => ct.toFile(ctFile, (e) => (e ? reject(e) : resolve())));
    expect((await post((await import('node:fs')).readFileSync(ctFile))).statusCode).toBe(415);
  });
});

describe('the bridge API: hostile input', () => {
  it('the worklist query takes NUL bytes, wildcards gone wild and huge strings without a 5xx', async () => {
    const a = await centre('Hostile');
    for (const value of ['Lakshmi\u0000Reddy', '*'.repeat(64), '\u001b[2J', 'x'.repeat(20_000), '20261301-', '\ud800'])
      for (const field of ['patientName', 'patientId', 'accessionNumber', 'modality', 'stationAeTitle', 'date']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/bridge/worklist?${new URLSearchParams({ [field]: value })}`,
          headers: { authorization: `Bearer ${a.bridgeToken}` },
        });
        expect([200, 400], `${field}=${value.slice(0, 20)}: ${res.statusCode}`).toContain(res.statusCode);
      }
  });
});

describe('npm run bridge between dcmtk and the portal', () => {
  it("findscu -W through the bridge lists today's booked patient; another centre's stays out; a stranger AE is rejected", {
    timeout: 120_000,
  }, async () => {
    const a = await centre('Bridgeworklist');
    const b = await centre('Othercentrebridge');
    const bridge = await bridgeFor(a.bridgeToken, mkdtempSync(join(dir, 'q-')));
    const found = await findWorklistAsScanner(a.ae, bridge.port, '(0008,0050)', '(0010,0010)');
    expect(found.code).toBe(0);
    expect(found.output).toContain(a.study.studyId);
    expect(found.output).toContain('Sharma^Bridgeworklist');
    expect(found.output).not.toContain('Othercentrebridge');
    const stranger = await dcmtk('echoscu', scannerPeerArgs('STRANGER', bridge.port));
    expect(stranger.output).toMatch(/Association Rejected/i);
    // The other centre's scanner AE title is not this bridge's either.
    expect((await dcmtk('echoscu', scannerPeerArgs(b.ae, bridge.port))).output).toMatch(/Association Rejected/i);
    expect(bridge.lines.join('\n')).not.toContain('Bridgeworklist');
    await bridge.stop();
  });

  it('stores while the portal is down; when it comes up the object arrives once, thumbnailed', {
    timeout: 180_000,
  }, async () => {
    const a = await centre('Offline');
    const queueDir = mkdtempSync(join(dir, 'q-'));
    const bridge = await bridgeFor(a.bridgeToken, queueDir);
    const clinicId = await clinicIdOf(a.clinic.token);
    await portalDown();

    const image = await usImage('offline', a.study.studyId, 'Sharma^Offline');
    const sent = await store(a.ae, bridge.port, image.file);
    expect(sent.code, sent.output).toBe(0);
    expect(queued(queueDir)).toEqual([`${image.sop}.dcm`]);
    // The PC's disk holds the object sealed (decision 025): her name and the study code are in
    // what the machine sent, and nowhere in the queued file's bytes.
    const sentBytes = readFileSync(image.file);
    const onDisk = readFileSync(join(queueDir, `${image.sop}.dcm`));
    for (const clear of ['Sharma', 'Offline', a.study.studyId, 'DICM']) {
      expect(sentBytes.includes(clear), clear).toBe(true);
      expect(onDisk.includes(clear), clear).toBe(false);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a few failed attempts
    expect(await rowsOf(clinicId, image.sop)).toEqual([]);
    expect(bridge.lines.join('\n')).toMatch(/upload failed, will retry/);

    await portalUp();
    await waitUntil('the queued object reaches the portal', () => queued(queueDir).length === 0, 60_000);
    const rows = await rowsOf(clinicId, image.sop);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.studyId).toBe(a.study.id);
    // No S3_* in the tests: kept in DATA_DIR/dicom, and the row says so (decision 025).
    expect(rows[0]?.storage).toBe('local');
    const images = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${a.study.id}/images`,
      headers: bearer(a.clinic.token),
    });
    expect(images.json().images).toEqual([expect.objectContaining({ sopInstanceUid: image.sop, frames: 1 })]);
    expect(images.json().images[0].thumbnailUrl).toBeTruthy();
    await bridge.stop();
  });

  it('SIGKILL mid-upload, after the portal kept the object: the restarted bridge loses and duplicates nothing', {
    timeout: 180_000,
  }, async () => {
    const a = await centre('Killed');
    const queueDir = mkdtempSync(join(dir, 'q-'));
    const clinicId = await clinicIdOf(a.clinic.token);
    const held = holdUploads('preHandler');
    const first = await bridgeFor(a.bridgeToken, queueDir);
    const image = await usImage('killed', a.study.studyId);
    const second = await usImage('after', a.study.studyId);
    expect((await store(a.ae, first.port, image.file)).code).toBe(0);
    await waitUntil('the upload reaches the portal', () => held.arrived > 0, 60_000);
    await first.stop('SIGKILL');
    // The portal finishes the request the bridge never hears the answer to.
    gate = null;
    held.open();
    await waitUntil('the portal keeps the object', async () => (await rowsOf(clinicId, image.sop)).length === 1);
    expect(queued(queueDir)).toEqual([`${image.sop}.dcm`]);

    const restarted = await bridgeFor(a.bridgeToken, queueDir);
    expect((await store(a.ae, restarted.port, second.file)).code).toBe(0);
    await waitUntil('the queue empties', () => queued(queueDir).length === 0, 60_000);
    expect(await rowsOf(clinicId, image.sop)).toHaveLength(1);
    expect(await rowsOf(clinicId, second.sop)).toHaveLength(1);
    await restarted.stop();
  });

  it('SIGKILL before the portal read the upload, restarted while the portal is down: each object arrives once', {
    timeout: 180_000,
  }, async () => {
    const a = await centre('Killedearly');
    const queueDir = mkdtempSync(join(dir, 'q-'));
    const clinicId = await clinicIdOf(a.clinic.token);
    const held = holdUploads('onRequest');
    const first = await bridgeFor(a.bridgeToken, queueDir);
    const image = await usImage('wire', a.study.studyId);
    const later = await usImage('later', a.study.studyId);
    expect((await store(a.ae, first.port, image.file)).code).toBe(0);
    await waitUntil('the upload reaches the portal', () => held.arrived > 0, 60_000);
    await first.stop('SIGKILL');
    gate = null;
    held.open(); // the body never comes: the connection died with the bridge
    await portalDown();
    expect(queued(queueDir)).toEqual([`${image.sop}.dcm`]);
    expect(await rowsOf(clinicId, image.sop)).toEqual([]);

    // Restarted with no portal: it remembers its scanner, so the machine can still send.
    const restarted = await bridgeFor(a.bridgeToken, queueDir);
    expect((await store(a.ae, restarted.port, later.file)).code).toBe(0);
    expect(queued(queueDir).sort()).toEqual([`${image.sop}.dcm`, `${later.sop}.dcm`].sort());
    await portalUp();
    await waitUntil('the queue empties', () => queued(queueDir).length === 0, 60_000);
    expect(await rowsOf(clinicId, image.sop)).toHaveLength(1);
    expect(await rowsOf(clinicId, later.sop)).toHaveLength(1);
    await restarted.stop();
  });
});

describe('cross-clinic', () => {
  it("a bridge token reaches only its own centre: another centre's accession number attaches nothing there", async () => {
    const a = await centre('Crossa');
    const b = await centre('Crossb');
    const worklist = await t.app.inject({
      method: 'GET',
      url: '/api/bridge/worklist',
      headers: { authorization: `Bearer ${b.bridgeToken}` },
    });
    expect(worklist.statusCode).toBe(200);
    const text = JSON.stringify(worklist.json());
    // Study codes are numbered per centre (both are S-000001): the names tell them apart.
    expect(text).toContain('Crossb');
    expect(text).not.toContain('Crossa');

    const image = await usImage('cross', a.study.studyId);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/bridge/objects',
      headers: { authorization: `Bearer ${b.bridgeToken}`, 'content-type': 'application/dicom' },
      payload: (await import('node:fs')).readFileSync(image.file),
    });
    expect(upload.statusCode).toBe(201);
    expect(await rowsOf(await clinicIdOf(a.clinic.token), image.sop)).toEqual([]);
    const inB = await rowsOf(await clinicIdOf(b.clinic.token), image.sop);
    // Matched within the token's centre only (B's own S-000001), never A's study.
    expect(inB).toEqual([expect.objectContaining({ studyId: b.study.id })]);
    const aImages = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${a.study.id}/images`,
      headers: bearer(a.clinic.token),
    });
    expect(aImages.json().images).toEqual([]);
  });
});
