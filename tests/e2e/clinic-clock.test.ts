import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';
import { section } from './support/settings-harness.ts';

// Issue 34 item 5: the clinic chooses a 12 h or 24 h clock in Settings, and the times on its
// screens follow it (here the Activity Log's, drawn by core's formatDateTime).

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The Activity Log's newest time, e.g. "28/11/2026, 02:35 pm" or "28/11/2026, 14:35". */
async function newestActivityTime(page: import('playwright-core').Page): Promise<string> {
  await page.goto(`${server.url}/activity`);
  await page.getByRole('heading', { name: 'Activity Log', level: 1 }).waitFor();
  const cell = page.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}, / }).first();
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

describe('the clinic’s clock', () => {
  it('is chosen in Settings and every time on the screens follows it', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    expect(await newestActivityTime(page)).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)$/i);

    await page.goto(`${server.url}/settings`);
    const clinic = section(page, 'USG Centre Information');
    await clinic.getByText('12-hour (02:30 pm)').waitFor();
    await clinic.getByRole('button', { name: 'Edit USG centre information' }).click();
    await clinic.getByLabel('Time format').selectOption('24h');
    await screenshot(page, 'clinic-clock-settings-1366');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Clinic Information Updated');
    await clinic.getByText('24-hour (14:30)').waitFor();

    expect(await newestActivityTime(page)).toMatch(/^\d{2}\/\d{2}\/\d{4}, ([01]\d|2[0-3]):\d{2}$/);
    // A new visit reads the clinic's clock again before showing times.
    await page.reload();
    await page.getByRole('heading', { name: 'Activity Log', level: 1 }).waitFor();
    await expect
      .poll(async () =>
        (
          await page
            .getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}, / })
            .first()
            .innerText()
        ).trim(),
      )
      .toMatch(/, ([01]\d|2[0-3]):\d{2}$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/settings`);
    await section(page, 'USG Centre Information').getByText('24-hour (14:30)').waitFor();
    await screenshot(page, 'clinic-clock-settings-390');
  });
});
