import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The wrong-password step makes the browser log its 401; nothing else may reach the console. */
const EXPECTED_CONSOLE = [/status of 401/];

async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole('region', { name: /notifications/i })
    .getByText(text, { exact: false })
    .first()
    .waitFor({ timeout: 10_000 });
}

/** Init script: counts animation frames (one before each paint) that would show the landing page. */
const WATCH_LANDING_FRAMES = `
  window.__landingFrames = 0;
  const check = () => {
    if (!document.documentElement.hidden && document.getElementById('hero-title')) window.__landingFrames++;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

describe('a clinic owner on a fresh install', () => {
  it('signs up through the wizard, sees the shell, logs out, fails a login and logs in', async () => {
    allowConsoleErrors(...EXPECTED_CONSOLE);
    const owner = buildSignup();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    watchConsole(page);

    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, '01-landing');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await page.waitForURL('**/signup');

    // Next is blocked while the step has errors.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Please complete all required fields');
    await page.getByLabel('First Name').fill(owner.firstName);
    await page.getByLabel('Last Name').fill(owner.lastName);
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm Password').fill(`${owner.password}x`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill(owner.password);
    await screenshot(page, '02-signup-step-1');
    await page.getByRole('button', { name: 'Next' }).click();

    // The step-1 toast goes with step 1 (it was raised by the mismatch above, well inside its 5 s).
    await page.getByLabel('Clinic Name').waitFor();
    await page
      .getByRole('region', { name: /notifications/i })
      .getByText('Please complete all required fields')
      .waitFor({ state: 'hidden', timeout: 1500 });
    await page.getByLabel('Clinic Name').fill(owner.clinicName);
    await page.getByLabel('Clinic Address').fill(owner.clinicAddress);
    await page.getByLabel('Clinic Phone').fill(owner.clinicPhone);
    await page.getByLabel('Clinic Email').fill(owner.clinicEmail);
    await page.getByLabel('Clinic Registration Number').fill(owner.registrationNumber);
    await screenshot(page, '03-signup-step-2');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Doctor Name').fill(owner.doctorName);
    await page.getByLabel('Doctor Qualification').fill(owner.doctorQualification);
    await page.getByLabel("Doctor's Registration Number").fill(owner.licenseNumber);
    await screenshot(page, '04-signup-step-3');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Doctor Name').inputValue()).resolves.toBe(owner.doctorName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
    await screenshot(page, '05-signup-step-4');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Trial plan: the plan page starts the trial by itself and lands on the dashboard.
    await page.waitForURL('**/subscription');
    // A free plan is started, not paid for (issue 28).
    await expectToast(page, 'Ready to Start');
    await page.getByText('Starting your Free Trial...').first().waitFor();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByText(owner.clinicName).waitFor();
    await sidebar.getByText(`${owner.firstName} ${owner.lastName}`).waitFor();
    await sidebar.getByText('Administrator').waitFor();
    await screenshot(page, '06-shell-dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate('window.localStorage.getItem("authToken")')).toBeNull();

    await page.goto(`${server.url}/login`);
    await screenshot(page, '07-login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@Password1');
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await expectToast(page, 'Invalid email or password. Please check your credentials and try again.');
    expect(page.url()).toContain('/login');

    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expectToast(page, `Welcome back, ${owner.firstName}!`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    // A reload keeps the session (the token is in storage, the server session is live).
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    // The prerendered landing page is for signed-out visitors: a signed-in one gets the
    // dashboard at /, and no frame ever paints the landing page first.
    await page.addInitScript(WATCH_LANDING_FRAMES);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    expect(await page.getByRole('heading', { name: /Ultrasound reports and PCPNDT/ }).count()).toBe(0);
    expect(await page.evaluate('window.__landingFrames')).toBe(0);

    await context.close();
  });

  it('sends a signed-out visitor of a protected page to the login screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/patients`);
    await page.waitForURL('**/login', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();
    await context.close();
  });
});
