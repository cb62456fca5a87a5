import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { addReceptionist, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { chooseMonth } from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 29 §3: a cancelled scan voids its draft Form F; the register keeps the row, marked void.
const SHOTS = '/tmp/shots-B';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('cancelling a scan in the browser', () => {
  it('a receptionist cancels with a reason and the register shows the void form', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const receptionist = await addReceptionist(server, token);
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavita', lastName: 'Singh', spouseName: 'Arun Singh', isObstetric: true }),
    );
    const at = new Date(Date.now() + 2 * 60_000).toISOString();
    await postAsClinic(server.url, receptionist, '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: at,
    });

    const page = await openSignedInPage(browser, receptionist);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: /View Full Schedule/ }).click();
    const schedule = page.getByRole('dialog', { name: "Today's Schedule" });
    await schedule.getByRole('button', { name: 'Cancel S-000001' }).click();
    const confirm = page.getByRole('dialog', { name: /Cancel appointment S-000001/ });
    await confirm.waitFor();
    // No reason: refused in the dialog, nothing sent.
    await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
    await confirm.getByText('A reason is required').waitFor();
    await confirm.getByLabel('Reason').fill('Patient called to cancel');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/cancel-dialog-${width}.png` });
    }
    await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
    await confirm.waitFor({ state: 'detached' });
    await schedule.getByText('cancelled', { exact: true }).waitFor();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/pcpndt`);
    const list = page.getByRole('table', { name: /Form F records/ });
    const listed = list.getByRole('row').filter({ hasText: 'F-000001' });
    await listed.getByText('Void', { exact: true }).waitFor();
    await listed.getByText('Patient called to cancel').waitFor();
    expect(await listed.getByRole('button', { name: /Edit/ }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Monthly Register' }).click();
    await chooseMonth(page, indianDay(new Date()).slice(0, 7));
    const register = page.getByRole('table', { name: /Form F register for/ });
    const line = register.getByRole('row').filter({ hasText: 'F-000001' });
    await line.getByText('VOID: Patient called to cancel').waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/register-void-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
