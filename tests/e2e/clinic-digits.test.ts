import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clinicDayOf } from '../../core/format/dates.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';
import { section } from './support/settings-harness.ts';

// Issue 34 item 3: a clinic may show Devanagari digits on its Hindi screens. Its English screens
// and its printed papers keep Latin digits.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const DEVANAGARI_DIGIT = /[\u0966-\u096f]/;

describe('the clinic’s digits', () => {
  it('are chosen in Settings, show on the Hindi dashboard and payments, and never on a receipt', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    const payment = await postAsClinic<{ id: string; paymentId: string }>(server.url, token, '/api/payments', {
      patientId: patient.id,
      amount: 123456,
      paymentMethod: 'cash',
      paymentDate: clinicDayOf(new Date()),
    });
    const page = await openSignedInPage(browser, token);
    watchConsole(page);

    await page.goto(`${server.url}/settings`);
    const clinic = section(page, 'USG Centre Information');
    await clinic.getByText('0123 (Latin, default)').waitFor();
    await clinic.getByRole('button', { name: 'Edit USG centre information' }).click();
    await clinic.getByLabel('Digits').selectOption('devanagari');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Clinic Information Updated');
    await clinic.getByText('०१२३ (Devanagari)').waitFor();

    // English screens keep Latin digits whatever the clinic chose.
    await page.goto(`${server.url}/payments`);
    await page.getByText('₹1,23,456.00').first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(DEVANAGARI_DIGIT);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi-IN');
    await page.getByText('₹१,२३,४५६.००').first().waitFor();
    await screenshot(page, 'clinic-digits-payments-hindi-1366');
    // The payments list's dates are in Devanagari too; what a user types stays as typed.
    expect(await page.locator('main').innerText()).not.toMatch(/₹1,23,456\.00/);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'डैशबोर्ड सारांश' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('₹१,२३,४५६.००');
    await screenshot(page, 'clinic-digits-dashboard-hindi-1366');

    // The printed receipt is the server's paper: Latin digits on a Hindi screen too.
    await page.goto(`${server.url}/payments/${payment.id}/receipt`);
    const receipt = page.getByRole('article', { name: new RegExp(payment.paymentId) });
    await receipt.getByText('₹1,23,456.00').first().waitFor();
    expect(await receipt.innerText()).not.toMatch(DEVANAGARI_DIGIT);

    // Back on a screen, the digits are Devanagari again.
    await page.goto(`${server.url}/payments`);
    await page.getByText('₹१,२३,४५६.००').first().waitFor();
  });
});
