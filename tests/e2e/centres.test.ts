import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** A plan through the simulated checkout, as the billing page would buy it. */
async function buyPlan(token: string, planId: string): Promise<void> {
  const post = <T>(path: string, body: unknown) => postAsClinic<T>(server.url, token, path, body, 200);
  const order = await post<{ orderId: string }>('/api/subscription/create-order', { planId });
  const paid = await post<object>('/api/subscription/simulated-checkout/pay', order);
  await post('/api/subscription/verify-payment', { ...paid, planId });
}

/** A doctor of the first centre: invited through the API, joining through the mailed link's token. */
async function doctorOfFirstCentre(token: string): Promise<void> {
  const email = `dr.rao.${Date.now().toString(36)}@example.in`;
  await postAsClinic(server.url, token, '/api/team/invitations', {
    email,
    firstName: 'Vikram',
    lastName: 'Rao',
    role: 'doctor',
    doctor: { registrationNumber: 'KMC-55120', qualification: 'MD (Radiology)' },
  });
  const dir = join(server.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .find((text) => text.startsWith(`To: ${email}\n`));
  const link = mail?.match(/accept-invitation\?token=([\w-]+)/)?.[1];
  if (!link) throw new Error('no invitation mail');
  const password = 'Clinic@Secure2026';
  const accepted = await fetch(`${server.url}/api/team/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link, password, confirmPassword: password }),
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
}

const header = (page: Page) => page.getByRole('banner');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

describe('centres', () => {
  it('an organisation admin adds a centre, switches to it, sees only its records and the all-centres analytics', async () => {
    const signup = buildSignup({ clinicName: 'Sunrise Diagnostics', registrationNumber: 'PNDT/KA/1001' });
    const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
    await buyPlan(token, 'enterprise');
    await postAsClinic(server.url, token, '/api/patients', buildPatient({ firstName: 'Meera', lastName: 'Iyer' }));
    await doctorOfFirstCentre(token);

    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/centres`);
    await page.getByRole('heading', { name: 'Centres', level: 1 }).waitFor();
    expect(await page.getByTestId('centre-row').count()).toBe(1);
    // One centre: no switcher yet.
    expect(await sidebar(page).getByLabel('Centre').count()).toBe(0);

    await page.getByRole('button', { name: 'Add Centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a centre' });
    await dialog.getByRole('button', { name: 'Add Centre' }).click();
    await dialog.getByText('USG Centre name is required.').waitFor();
    await dialog.getByLabel('Centre Name').fill('Lotus Scan Centre');
    await dialog.getByLabel('PC-PNDT Registration Number').fill('PNDT/KA/2002');
    await dialog.getByLabel('Licence Number').fill('LIC-2002');
    await dialog.getByLabel('Address').fill('14 MG Road, Indiranagar, Bengaluru 560038');
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByLabel('E-mail').fill('lotus@example.in');
    await dialog.getByRole('button', { name: 'Add Centre' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('centre-row').nth(1).getByRole('button', { name: 'Edit Lotus Scan Centre' }).waitFor();
    await page.getByTestId('centre-row').first().getByText('₹0.00').waitFor();
    // Now two centres: the header names the current one, the sidebar offers the switch.
    await header(page).getByTestId('current-centre').getByText('Sunrise Diagnostics').waitFor();
    await header(page).getByText('Reg. No: PNDT/KA/1001').waitFor();
    await screenshot(page, 'centres-01-list-1366');

    const switcher = sidebar(page).getByLabel('Centre');
    await switcher.selectOption({ label: 'Lotus Scan Centre' });
    await header(page).getByTestId('current-centre').getByText('Lotus Scan Centre').waitFor();
    await header(page).getByText('Reg. No: PNDT/KA/2002').waitFor();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await screenshot(page, 'centres-02-switched-dashboard-1366');

    // Same token, new centre: the first centre's patient is not here; this centre numbers from P-000001.
    await postAsClinic(server.url, token, '/api/patients', buildPatient({ firstName: 'Farida', lastName: 'Khan' }));
    await sidebar(page).getByRole('link', { name: 'Patients' }).click();
    await page.getByText('Farida Khan').first().waitFor();
    await page.getByText('P-000001').first().waitFor();
    expect(await page.getByText('Meera Iyer').count()).toBe(0);
    await screenshot(page, 'centres-03-patients-of-second-centre-1366');

    // The first centre's doctor joins this one too: one login, a second membership.
    await sidebar(page).getByRole('link', { name: 'Team' }).click();
    await page.getByRole('button', { name: 'Add from Another Centre' }).click();
    const add = page.getByRole('dialog', { name: 'Add from another centre' });
    await add.getByLabel('Person').selectOption({ label: 'Vikram Rao (Sunrise Diagnostics: Doctor)' });
    await add.getByLabel('Role here').selectOption({ label: 'Doctor' });
    await add.getByRole('button', { name: 'Add Member' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText('Signs as Dr. Vikram Rao').waitFor();
    await screenshot(page, 'centres-04a-team-member-from-first-centre-1366');

    await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByLabel('Centre', { exact: true }).last().selectOption({ label: 'All centres' });
    await page.getByText(/^All centres: /).waitFor();
    // Both centres' patients (one each) in the total.
    const headline = page.locator('dt', { hasText: 'Patients registered' }).locator('xpath=following-sibling::dd[1]');
    await headline.filter({ hasText: /^2$/ }).waitFor();
    await screenshot(page, 'centres-04-analytics-all-centres-1366');

    // Editing a centre from the list.
    await sidebar(page).getByRole('link', { name: 'Centres' }).click();
    await page.getByRole('button', { name: 'Edit Lotus Scan Centre' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit centre' });
    await edit.getByLabel('Centre Name').fill('Lotus Scan Centre Jayanagar');
    await edit.getByRole('button', { name: 'Save Centre' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Lotus Scan Centre Jayanagar' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await header(page).getByTestId('current-centre').getByText('Lotus Scan Centre Jayanagar').waitFor();
    await screenshot(page, 'centres-05-list-390');
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await sidebar(page).getByLabel('Centre').waitFor();
    // The sidebar slides in: the picture is taken once it has arrived.
    type PageGlobal = { document: { getElementById(id: string): { getBoundingClientRect(): { x: number } } | null } };
    await page.waitForFunction(
      () =>
        (globalThis as unknown as PageGlobal).document.getElementById('app-sidebar')?.getBoundingClientRect().x === 0,
    );
    await screenshot(page, 'centres-06-switcher-390');

    // Leaving Enterprise: the second centre reads only, with the reason, and offers no new record.
    await buyPlan(token, 'professional');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/patients`);
    await page.getByText('Centre Is Read-Only.').waitFor();
    await page.getByText('Farida Khan').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add New Patient' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New Patient' }).count()).toBe(0);
    await screenshot(page, 'centres-07-read-only-centre-1366');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a clinic on its own, below Enterprise, sees neither the switcher nor the Centres menu', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Team' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Centres' }).count()).toBe(0);
    expect(await sidebar(page).getByLabel('Centre').count()).toBe(0);
    expect(await header(page).getByTestId('current-centre').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
