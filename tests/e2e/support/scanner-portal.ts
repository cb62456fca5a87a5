import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.ts';
import { freePort, type RunningServer, startBuiltServer } from './built-server.ts';
import { reportFlows } from './report-flows.ts';

/**
 * For an e2e file whose scanner is dcmtk: the built portal with its DICOM listener on a free port,
 * and Chromium, started once for the file; with the report flows and an authenticated JSON read.
 */
export function scannerPortal() {
  let server: RunningServer;
  let browser: Browser;
  let dicomPort: number;
  beforeAll(async () => {
    dicomPort = await freePort();
    server = await startBuiltServer(undefined, { DICOM_PORT: String(dicomPort) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const flows = reportFlows(
    () => server,
    () => browser,
  );
  async function json<T>(token: string, path: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  }
  return {
    ...flows,
    json,
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get dicomPort() {
      return dicomPort;
    },
  };
}
