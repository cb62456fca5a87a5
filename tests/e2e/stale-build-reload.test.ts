import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildSignup } from '../support/factories.ts';
import { watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'web', 'assets');
const CHUNK = /^billing-admin-page-[\w-]+\.js$/;

/** The page's full loads (index.html fetched again), as the browser makes them. */
function countPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** A signed-in administrator on the dashboard, the billing administration screen not yet loaded. */
async function adminOnDashboard(): Promise<Page> {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  const page = await openSignedInPage(browser, token);
  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: 'Billing administration' }).waitFor();
  return page;
}

// A tab left open across a deploy holds the old index.html; the old build's chunks are gone.
describe('a screen whose chunk is gone after a deploy', () => {
  it('reloads the page once into the new build, and the screen opens', async () => {
    const page = await adminOnDashboard();
    const { errors } = watchConsole(page);
    allowConsoleErrors(/status of 404/);
    const loads = countPageLoads(page);
    // The old build's chunk answers 404 once; after the reload the (new) build has it.
    let refused = 0;
    await page.route(
      (url) => CHUNK.test(url.pathname.split('/').pop() ?? ''),
      async (route) => {
        if (refused > 0) return route.continue();
        refused += 1;
        return route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' });
      },
    );
    await page.getByRole('link', { name: 'Billing administration' }).click();
    await page.getByRole('heading', { name: 'Billing administration' }).waitFor();
    await page.getByRole('button', { name: 'Add item' }).waitFor();
    expect(refused).toBe(1);
    expect(loads).toEqual(['/billing-admin']);
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
    expect(errors.every((text) => /status of 404/.test(text))).toBe(true);
    await page.context().close();
  });

  it('reloads only once when the server still has no such chunk, then shows the error screen', async () => {
    const page = await adminOnDashboard();
    watchConsole(page);
    allowConsoleErrors(/status of 404/, /billing-admin-page/, /Screen failed/, /dynamically imported module/);
    const loads = countPageLoads(page);
    // The real server's answer for a missing asset (and its precompressed copies).
    const moved = readdirSync(ASSETS).filter((name) => CHUNK.test(name.replace(/\.(br|gz)$/, '')));
    expect(moved.length).toBeGreaterThan(0);
    for (const name of moved) renameSync(join(ASSETS, name), join(ASSETS, `${name}.away`));
    try {
      await page.getByRole('link', { name: 'Billing administration' }).click();
      await page.getByText('This page could not be loaded').waitFor();
      // Time for a looping page to have reloaded again.
      await page.waitForTimeout(1500);
      expect(loads).toEqual(['/billing-admin']);
      await page.getByText('This page could not be loaded').waitFor();
    } finally {
      for (const name of moved) renameSync(join(ASSETS, `${name}.away`), join(ASSETS, name));
    }
    await page.context().close();
  });
});
