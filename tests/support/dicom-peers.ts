import { execFile } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type DicomListener, startDicomListener } from '../../server/dicom/dicom-listener.ts';
import { createDicomStores } from '../../server/storage/dicom-object-storage.ts';
import { bearer } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const PORTAL_AE = 'USGPORTAL';

export interface PeerResult {
  code: number;
  output: string;
}

/** Runs a dcmtk tool (echoscu, findscu, storescu) as the scanner would, against the listener. */
export function dcmtk(tool: string, args: string[]): Promise<PeerResult> {
  return new Promise((resolve) => {
    execFile(tool, args, { timeout: 30_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

/** The listener on a free port, on the test app's database and clock. */
export function listenerFor(t: TestApp, log: string[] = []): Promise<DicomListener> {
  return startDicomListener(
    {
      db: t.handle.db,
      clock: t.clock,
      dataDir: t.config.dataDir,
      storage: createDicomStores(t.config),
      log: (message) => void log.push(message),
    },
    { port: 0, aeTitle: PORTAL_AE },
  );
}

export async function addScanner(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/scanners', headers: bearer(token), payload: body });
  if (res.statusCode !== 201) throw new Error(`scanner not added: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; aeTitle: string };
}

/** A fresh AE title per test file run: titles are unique across the deployment's clinics. */
export function uniqueAeTitle(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`.toUpperCase().slice(0, 16);
}

/** dcmtk's association arguments: calling as the scanner `ae`, called the portal, on `port`. */
export const scannerPeerArgs = (ae: string, port: number) => ['-aet', ae, '-aec', PORTAL_AE, '127.0.0.1', String(port)];

/**
 * storescu sends `file` as the scanner `ae` to the listener on `port`. `proposals` go first, as
 * storescu reads them (`-xy` also proposes JPEG baseline, as a scanner sending JPEG does).
 */
export const storeAsScanner = (ae: string, port: number, file: string, ...proposals: string[]) =>
  dcmtk('storescu', [...proposals, ...scannerPeerArgs(ae, port), file]);

/** findscu asks the Modality Worklist as the scanner `ae`, for the attribute `keys` (`-k` each). */
export const findWorklistAsScanner = (ae: string, port: number, ...keys: string[]) =>
  dcmtk('findscu', ['-W', '-v', ...scannerPeerArgs(ae, port), ...keys.flatMap((key) => ['-k', key])]);

/** storeAsScanner, and the test fails (with storescu's output) unless the portal answered success. */
export async function storeAsScannerOk(ae: string, port: number, file: string, ...proposals: string[]) {
  const sent = await storeAsScanner(ae, port, file, ...proposals);
  expect(sent.code, sent.output).toBe(0);
  return sent;
}

/**
 * The file's DICOM listener, started before its tests (after setting the clock to `clockAt`, when
 * given) and closed after them, as testAppForFile does for the app. Read its port inside a test.
 */
export function dicomListenerForFile(t: TestApp, options: { log?: string[]; clockAt?: string } = {}) {
  let listener: DicomListener | undefined;
  beforeAll(async () => {
    if (options.clockAt) t.clock.set(new Date(options.clockAt));
    listener = await listenerFor(t, options.log);
  });
  afterAll(() => listener?.close());
  return {
    get port(): number {
      if (!listener) throw new Error('The DICOM listener starts in beforeAll: read its port inside a test');
      return listener.port;
    },
  };
}
