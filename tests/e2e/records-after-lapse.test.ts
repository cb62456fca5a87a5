import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataDirDatabase } from '../../db/embedded-database.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { launchChromium, screenshot, watchConsole } from './support/browser.ts';
import { newDataDir, type RunningServer, startBuiltServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';

const dataDir = newDataDir();
let server: RunningServer | undefined;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a lapsed clinic keeps its records readable (PC-PNDT s.29, Rule 9)', () => {
  it('opens Patient History and Reports read-only instead of bouncing to billing', async () => {
    allowConsoleErrors(/\b402\b/);
    server = await startBuiltServer(dataDir);
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    await postAsClinic(server.url, token, '/api/reports', obstetricReport(patient.id));
    // The trial ends: with the server stopped, its end moves into the past in the database.
    await server.stop();
    server = undefined;
    const handle = await openDataDirDatabase(dataDir);
    await handle.db.execute(sql`update subscriptions set end_date = now() - interval '1 day'`);
    await handle.close();
    server = await startBuiltServer(dataDir);

    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    await page.goto(`${server.url}/pcpndt`);
    await page.getByText('Trial expired: records are read-only.').waitFor();
    await page.getByRole('button', { name: /^View F-/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Form F' });
    await dialog.getByRole('button', { name: 'Print Form F' }).waitFor();
    await dialog
      .getByRole('region', { name: 'Referral evidence (item 7)' })
      .getByText('Nothing attached yet.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: /Complete Form F|Amend Form F/ }).count()).toBe(0);
    expect(await dialog.getByText('Attach file (image or PDF)').count()).toBe(0);
    await screenshot(page, 'records-after-lapse-formf-dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await page.getByRole('button', { name: 'Create Obstetric Report' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit F-/ }).count()).toBe(0);
    await screenshot(page, 'records-after-lapse-pcpndt');

    // The register and its exports are reads.
    await page.getByRole('tab', { name: 'Monthly Register' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Inspection Pack' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inspection-pack-\d{4}-\d{2}\.zip$/);

    await page.goto(`${server.url}/reports`);
    await page.getByText('Trial expired: records are read-only.').waitFor();
    await page
      .getByRole('button', { name: /^Print R-|^Form F for/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create Report' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit R-/ }).count()).toBe(0);
    await screenshot(page, 'records-after-lapse-reports');
    // Still on Reports: no 402 from any call the screen made sent the user to billing.
    expect(new URL(page.url()).pathname).toBe('/reports');
    expect(await page.locator('[role="region"] ol > li').count()).toBe(0);

    // Patients are readable too, but nothing new is registered, from the page or the shell.
    await page.goto(`${server.url}/patients`);
    await page.getByRole('heading', { name: 'Patient Management' }).waitFor();
    await page.getByText('Trial expired: records are read-only.').waitFor();
    expect(await page.getByRole('button', { name: /Add New Patient|New Patient/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);

    // What is not a kept record stays closed: the dashboard sends the clinic to the plans.
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/billing\?tab=plans$/);
  });
});
