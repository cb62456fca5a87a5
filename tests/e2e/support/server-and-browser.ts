import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { type RunningServer, startBuiltServer } from './built-server.ts';

/**
 * Registers the hooks a browser test file needs: the built server and Chromium start before the
 * file's tests (`onStarted` hands them to the file) and stop after them. `env` adds to the
 * server's environment (OPERATOR_EMAILS, say).
 */
export function startServerAndBrowser(
  onStarted: (server: RunningServer, browser: Browser) => void,
  env: NodeJS.ProcessEnv = {},
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBuiltServer(undefined, env);
    browser = await launchChromium();
    onStarted(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
