// Shared by bench/dicom-find.ts and bench/dicom-cine.ts: a built server with its DICOM listener on
// a free port, one clinic with a scanner, a bridge token and a patient booked for today.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPatient, buildSignup } from '../tests/support/factories.ts';
import { ensureServerBuilt } from './build.ts';
import { type Child, freePort, serverEnv, startChild, stopChild, waitForOk } from './processes.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PORTAL_AE = 'USGPORTAL';
export const SCANNER_AE = 'BENCHUS1';
export const log = (line: string) => process.stderr.write(`${line}\n`);

export interface DicomBench {
  baseUrl: string;
  dicomPort: number;
  dataDir: string;
  token: string;
  bridgeToken: string;
  study: { id: string; studyId: string };
  server: Child;
  /** Stops the server (to seed its database directly) and starts it again. */
  restart: (between?: () => Promise<void>) => Promise<void>;
}

async function call(baseUrl: string, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

export async function startDicomBench(): Promise<DicomBench> {
  const entry = ensureServerBuilt(ROOT);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dicom-'));
  const port = await freePort();
  const dicomPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...serverEnv(port, dataDir, true), DICOM_PORT: String(dicomPort), DICOM_AE_TITLE: PORTAL_AE };
  let server = startChild('server', [entry], env, ROOT);
  await waitForOk(server, `${baseUrl}/readyz`, 180_000);
  const { token } = (await call(baseUrl, null, 'POST', '/api/auth/signup', buildSignup())) as { token: string };
  await call(baseUrl, token, 'POST', '/api/subscription/activate-trial');
  const scanner = (await call(baseUrl, token, 'POST', '/api/scanners', {
    name: 'Voluson E8',
    aeTitle: SCANNER_AE,
  })) as { id: string };
  const { token: bridgeToken } = (await call(baseUrl, token, 'POST', `/api/scanners/${scanner.id}/bridge-token`)) as {
    token: string;
  };
  const patient = await call(baseUrl, token, 'POST', '/api/patients', buildPatient({}));
  const study = (await call(baseUrl, token, 'POST', '/api/studies', {
    patientId: patient.id,
    studyType: 'obstetric',
    scheduledDate: new Date(Date.now() + 30 * 60_000).toISOString(),
  })) as { id: string; studyId: string };
  const bench: DicomBench = {
    baseUrl,
    dicomPort,
    dataDir,
    token,
    bridgeToken,
    study,
    server,
    restart: async (between) => {
      await stopChild(server);
      await between?.();
      server = startChild('server', [entry], env, ROOT);
      bench.server = server;
      await waitForOk(server, `${baseUrl}/readyz`, 180_000);
    },
  };
  return bench;
}

/** Starts `npm run bridge` (from source, as the script does) against the bench's server. */
export async function startBenchBridge(bench: DicomBench): Promise<{ child: Child; port: number }> {
  const port = await freePort();
  const child = startChild(
    'bridge',
    ['--import', 'tsx', join(ROOT, 'server/bridge/main.ts')],
    {
      ...process.env,
      PORTAL_URL: bench.baseUrl,
      BRIDGE_TOKEN: bench.bridgeToken,
      BRIDGE_PORT: String(port),
      BRIDGE_QUEUE_DIR: join(bench.dataDir, 'bridge-queue'),
      BRIDGE_MAX_RETRY_MS: '1000',
    },
    ROOT,
  );
  const deadline = Date.now() + 60_000;
  while (!child.output().includes('"bridge: listening"')) {
    if (child.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`bridge did not start:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port };
}

export const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
