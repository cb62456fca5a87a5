import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { allowConsoleErrors } from '../../support/console-guard.ts';
import { buildSignup } from '../../support/factories.ts';
import { launchChromium, watchConsole } from './browser.ts';
import { type RunningServer, startBuiltServer } from './built-server.ts';
import { signUpThroughApi, storeSessionToken } from './clinic-flows.ts';

/** Screenshots of the settings screen stay outside the repository. */
export const SETTINGS_SHOTS = join(tmpdir(), 'settings-screenshots');

/** Refusals the settings tests provoke on purpose; the browser logs each failed request. */
const EXPECTED_CONSOLE = [/status of 400/];

export interface OnSettings {
  context: BrowserContext;
  page: Page;
  errors: string[];
  token: string;
  signup: ReturnType<typeof buildSignup>;
}

export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/**
 * One built server and one Chromium for a settings test file (started in beforeAll, stopped in
 * afterAll), and a way onto /settings as a freshly signed-up clinic on its trial.
 */
export function startSettingsHarness() {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SETTINGS_SHOTS, { recursive: true });
    server = await startBuiltServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    serverUrl: () => server.url,

    async openSettings(viewport = { width: 1280, height: 900 }): Promise<OnSettings> {
      const signup = buildSignup();
      const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
      const context = await browser.newContext({ viewport, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      const page = await context.newPage();
      // The forms' refused values answer 400 on purpose; any other error fails the test.
      allowConsoleErrors(...EXPECTED_CONSOLE);
      const { errors } = watchConsole(page);
      await storeSessionToken(page, server.url, token);
      await page.goto(`${server.url}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      return { context, page, errors, token, signup };
    },
  };
}
