import { execFile } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
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
