import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  buyPlanThroughApi,
  expectToast,
  inviteReceptionist,
  openSignedInPage,
  postAsClinic,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Decision 024 and issue 34 item 6: a patient registered in Devanagari at one centre comes to the
// organisation's other centre; that centre's receptionist finds her by typing "priya" and registers
// her here.
let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('a returning patient of another centre at the front desk', () => {
  it('is found in the other script and registered here with her consent', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup({ clinicName: 'Sunrise Diagnostics' }), {
      startTrial: true,
    });
    await buyPlanThroughApi(server, token, 'enterprise');
    const lotus = await postAsClinic<{ id: string }>(server.url, token, '/api/centres', {
      name: 'Lotus Scan Centre',
      address: '14 MG Road, Indiranagar, Bengaluru 560038',
      phone: '9876501234',
      email: 'lotus@example.in',
      registrationNumber: 'PNDT/KA/2002',
      licenseNumber: 'LIC-2002',
    });
    // She was first registered at the organisation's first centre.
    await postAsClinic(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'प्रिया', lastName: 'शर्मा', phone: '9811155533' }),
    );
    // The desk of the second centre: its own receptionist, invited there (the plan's seats suffice).
    await postAsClinic(server.url, token, '/api/auth/switch-centre', { centreId: lotus.id }, 200);
    const receptionist = await inviteReceptionist(server, token);

    const page = await openSignedInPage(browser, receptionist);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/front-desk`);
    await page.getByRole('heading', { name: 'Front Desk', level: 1 }).waitFor();

    const find = page.getByRole('combobox', { name: 'Find patient (name, ID or phone)' });
    await find.fill('priya');
    const option = page.getByRole('option', { name: /प्रिया शर्मा \(P-000001\)/ });
    await option.getByText('Other centre: Sunrise Diagnostics').waitFor();
    // Her phone is shown masked: enough to confirm with her.
    await option.getByText(/XXXXXXX533/).waitFor();
    await shoot(page, 'billing-desk-returning-01-found');
    await option.click();

    const panel = page.getByRole('region', { name: 'Patient of another centre' });
    await panel.getByText(/is registered at Sunrise Diagnostics as P-000001/).waitFor();
    expect(await panel.getByRole('button', { name: 'Register here' }).isDisabled()).toBe(true);
    await panel.getByRole('checkbox', { name: /She consents/ }).click();
    await shoot(page, 'billing-desk-returning-02-confirm');
    await panel.getByRole('button', { name: 'Register here' }).click();
    await expectToast(page, 'Registered at this centre');
    // This centre's own number for her: its first patient.
    await expect.poll(() => page.getByTestId('desk-patient').textContent()).toBe('प्रिया शर्मा (P-000001)');
    await shoot(page, 'billing-desk-returning-03-registered');

    // Found here now by this centre's own search, in the other script too; not offered twice.
    await page.getByRole('button', { name: 'Change patient' }).click();
    await find.fill('प्रिया');
    const here = page.getByRole('option', { name: /प्रिया शर्मा \(P-000001\)/ });
    await here.getByText('9811155533').waitFor();
    expect(await page.getByText(/Other centre:/).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
