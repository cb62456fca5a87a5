import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  expectToast,
  openSignedInPage,
  postAsClinic,
  saveHindiProfile,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 28, "What a clinic meets in its first week", items 8-13, in the browser.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const PHONE = { width: 390, height: 844 };

/** axe-core run in the page: the rules it finds broken, with the elements. */
async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return page.evaluate(
    `${source}; axe.run(document, { runOnly: ${JSON.stringify(rules)} }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  ) as Promise<string[]>;
}

async function clinicWithPatient() {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
  // An obstetric report leaves an incomplete Form F: the bell shows a count.
  await postAsClinic(server.url, token, '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester'));
  return token;
}

describe('the first week at a clinic (issue 28)', () => {
  it('registers "Mohd. Irfan K." aged 32 Y with a +91 phone, and lists patients first on a phone', async () => {
    const token = await clinicWithPatient();
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/patients`);
    const records = page.getByRole('heading', { name: 'Patient Records' });
    await records.waitFor();
    // Item 12: the four cards are one compact band; the list starts on the first screen.
    const top = (await records.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    await screenshot(page, 'first-week-01-patients-390');
    expect(top).toBeLessThan(PHONE.height);

    await page.getByRole('button', { name: 'Add New Patient' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register New Patient' });
    await dialog.getByLabel('First Name *').fill('Mohd. Irfan');
    await dialog.getByLabel('Last Name *').fill('K.');
    await dialog.getByLabel('Or Age (years)').fill('32 Y');
    await dialog.getByLabel('Gender *').selectOption('male');
    await dialog.getByLabel('Phone Number *').fill('+91 98230 11223');
    await dialog.getByLabel('Referring Doctor Name').fill('Dr. R.K. Joshi (MD)');
    await dialog.getByLabel(/consents to the clinic/).check();
    await screenshot(page, 'first-week-02-register-390');
    await dialog.getByRole('button', { name: 'Register Patient' }).click();
    await expectToast(page, 'Patient registered successfully');
    const row = page.getByRole('listitem').filter({ hasText: 'Mohd. Irfan K.' });
    await row.getByText('32 Y (estimated)').waitFor();
    await row.getByText('9823011223').waitFor();
    await screenshot(page, 'first-week-03-registered-390');
  });

  it('names the bell by its count and lets the keyboard scroll the activity table at 390 px', async () => {
    const token = await clinicWithPatient();
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: /need attention: view notifications/ }).waitFor();
    expect(await axeViolations(page, ['label-content-name-mismatch'])).toEqual([]);

    await page.goto(`${server.url}/activity`);
    const scroller = page.getByRole('region', { name: 'Activity, newest first' });
    await scroller.waitFor();
    expect(await scroller.getAttribute('tabindex')).toBe('0');
    await screenshot(page, 'first-week-04-activity-390');
    expect(await axeViolations(page, ['scrollable-region-focusable', 'label-content-name-mismatch'])).toEqual([]);
  });

  it('starts a report with the signed-in doctor and the template technique', async () => {
    const token = await clinicWithPatient();
    const page = await openSignedInPage(browser, token);
    await page.goto(`${server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    const doctor = wizard.getByRole('combobox', { name: 'Doctor' });
    await expect.poll(() => doctor.inputValue()).toBe(buildSignup().doctorName);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Pelvic Ultrasound' });
    const technique = wizard.getByLabel('Examination Technique *');
    await expect.poll(() => technique.inputValue()).toMatch(/sonography/i);
    await screenshot(page, 'first-week-05-wizard-1280');
  });

  it('a session ended on the server leaves no patient data on screen and says why at login', async () => {
    const token = await clinicWithPatient();
    const page = await openSignedInPage(browser, token);
    await page.goto(`${server.url}/patients`);
    await page.getByText('Sunita Sharma').first().waitFor();
    // Signed out elsewhere (the same as an administrator ending the session).
    await postAsClinic(server.url, token, '/api/logout', {}, 200);
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL(/\/login\?reason=session_ended/);
    await page
      .getByTestId('session-end-notice')
      .getByText(/Your session has ended/)
      .waitFor();
    expect(await page.getByText('Sunita Sharma').count()).toBe(0);
    expect(await page.evaluate('localStorage.getItem("authToken")')).toBeNull();
    await screenshot(page, 'first-week-06-session-ended-1280');
  });
  it('offers study types and templates in Hindi on a Hindi screen: booking, the report, the patient', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    await saveHindiProfile(server.url, token);
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'पहला अपॉइंटमेंट तय करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'अपॉइंटमेंट तय करें' });
    const studyType = dialog.getByLabel('जाँच का प्रकार *');
    const options = await studyType.locator('option').allTextContents();
    expect(options).toContain('पेट का अल्ट्रासाउंड');
    expect(options).not.toContain('Abdominal Ultrasound');
    await screenshot(page, 'first-week-07-schedule-hi-390');

    // The report's template list names the built-in templates in Hindi too.
    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const template = page.getByRole('dialog').getByLabel('USG टेम्पलेट *');
    await expect
      .poll(async () => template.locator('option').allTextContents())
      .toContain('प्रसूति अल्ट्रासाउंड - पहली तिमाही');
    // Her record says in Hindi that she has not agreed to messages.
    await page.goto(`${server.url}/patients/${patient.id}`);
    await page.getByText('सहमति नहीं दी', { exact: true }).waitFor();
  });
});
