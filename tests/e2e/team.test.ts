import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup, STRONG_PASSWORD } from '../support/factories.ts';
import { screenshot, screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** Signing out makes the browser log the 401 that ended the session; nothing else may reach the console. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));
const SESSION_ENDED_401 = /status of 401/;

async function newPage(token?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  if (token) {
    type PageGlobal = { localStorage: { setItem: (key: string, value: string) => void } };
    await context.addInitScript(
      (value) => (globalThis as unknown as PageGlobal).localStorage.setItem('authToken', value),
      token,
    );
  }
  return context.newPage();
}

/** The accept link of the newest outbox mail to an address (DATA_DIR/outbox without SMTP). */
function linkFromOutbox(email: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${email}\n`));
  const link = mails[0]?.match(/https?:\/\/\S+\/accept-invitation\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation for ${email}`);
  // The mail names PUBLIC_URL; the test server listens on its own port.
  return `${server.url}${new URL(link).pathname}${new URL(link).search}`;
}

async function buyBasic(token: string): Promise<void> {
  const order = await postAsClinic<{ orderId: string }>(
    server.url,
    token,
    '/api/subscription/create-order',
    { planId: 'basic' },
    200,
  );
  const paid = await postAsClinic<object>(server.url, token, '/api/subscription/simulated-checkout/pay', order, 200);
  await postAsClinic(server.url, token, '/api/subscription/verify-payment', { ...paid, planId: 'basic' }, 200);
}

async function invite(page: Page, who: { first: string; last: string; email: string; role: string; reg?: string }) {
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('First Name').fill(who.first);
  await dialog.getByLabel('Last Name').fill(who.last);
  await dialog.getByLabel('E-mail').fill(who.email);
  await dialog.getByLabel('Role').selectOption({ label: who.role });
  if (who.reg) {
    await dialog.getByLabel('Registration Number').fill(who.reg);
    await dialog.getByLabel('Qualification').fill('MD (Radiology)');
  }
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: who.email, exact: true }).waitFor();
}

async function acceptInvitation(email: string): Promise<Page> {
  const page = await newPage();
  await page.goto(linkFromOutbox(email));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Join and Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  return page;
}

const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'Sidebar' });

describe('team accounts', () => {
  it('admin invites a receptionist and a doctor; roles shape the screens; the doctor signs; deactivation signs out', async () => {
    allowConsoleErrors(SESSION_ENDED_401);
    const signup = buildSignup();
    const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
    await buyBasic(token);
    const admin = await newPage(token);
    const adminErrors = watchConsole(admin).errors;
    await admin.goto(`${server.url}/team`);
    await admin.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await sidebar(admin).getByTestId('role-label').getByText('Administrator').waitFor();
    await admin.getByTestId('seats').getByText('1 of 5 user accounts in use').waitFor();
    const unique = Date.now().toString(36);
    const receptionistEmail = `front.${unique}@example.in`;
    const doctorEmail = `doctor.${unique}@example.in`;
    await invite(admin, { first: 'Pooja', last: 'Desai', email: receptionistEmail, role: 'Receptionist' });
    await invite(admin, { first: 'Arjun', last: 'Menon', email: doctorEmail, role: 'Doctor', reg: 'KMC-88123' });
    await admin.getByTestId('seats').getByText('3 of 5 user accounts in use').waitFor();
    await screenshotAtBothWidths(admin, 'team-01-invitations');

    // The receptionist joins: no billing, no team, no revenue card.
    const front = await acceptInvitation(receptionistEmail);
    const frontErrors = watchConsole(front).errors;
    await sidebar(front).getByTestId('role-label').getByText('Receptionist').waitFor();
    expect(await sidebar(front).getByRole('link', { name: 'Billing & Plans' }).count()).toBe(0);
    expect(await sidebar(front).getByRole('link', { name: 'Team' }).count()).toBe(0);
    await front.getByText("Today's Patients").waitFor();
    expect(await front.getByText('Revenue', { exact: true }).count()).toBe(0);
    await screenshot(front, 'team-02-receptionist-dashboard');

    // Registers a patient and drafts a report; there is no Finalize for her.
    await front.goto(`${server.url}/patients`);
    await front.getByRole('button', { name: 'Add New Patient' }).click();
    const register = front.getByRole('dialog', { name: 'Register New Patient' });
    const patient = buildPatient({ firstName: 'Sarita', lastName: 'Joshi' });
    await register.getByLabel('First Name').fill(patient.firstName);
    await register.getByLabel('Last Name').fill(patient.lastName);
    await register.getByLabel('Date of Birth').fill(patient.dateOfBirth);
    await register.getByLabel('Gender').selectOption(patient.gender);
    await register.getByLabel('Phone Number').fill(patient.phone);
    await register.getByRole('checkbox', { name: /DPDP Act 2023/ }).click();
    await register.getByRole('button', { name: 'Register Patient' }).click();
    await register.waitFor({ state: 'detached' });

    await front.goto(`${server.url}/reports`);
    await front.getByRole('button', { name: 'Create Report' }).click();
    const wizard = front.getByRole('dialog', { name: 'Create Report' });
    await wizard.getByLabel('Patient *').selectOption({ label: 'Sarita Joshi (P-000001)' });
    await wizard.getByRole('combobox', { name: 'Doctor' }).fill('Arjun');
    await wizard.getByRole('option', { name: /Arjun Menon/ }).click();
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Abdominal Ultrasound' });
    await wizard.getByLabel('Clinical Indication *').fill('Pain in right upper abdomen');
    await wizard.getByLabel('Examination Technique *').fill('Transabdominal real-time B-mode sonography');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    for (let step = 0; step < 3; step += 1) await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Review' }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Finalize Report' }).count()).toBe(0);
    await screenshot(front, 'team-03-receptionist-review-no-finalize');
    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await wizard.waitFor({ state: 'detached' });
    await front.getByRole('row').filter({ hasText: 'R-000001' }).getByText('Draft', { exact: true }).waitFor();

    // The doctor joins and finalizes the draft; the print carries the e-signature.
    const doctor = await acceptInvitation(doctorEmail);
    const doctorErrors = watchConsole(doctor).errors;
    await sidebar(doctor).getByTestId('role-label').getByText('Doctor').waitFor();
    await doctor.goto(`${server.url}/reports`);
    await doctor.getByRole('button', { name: /Edit R-000001/ }).click();
    const editing = doctor.getByRole('dialog', { name: 'Edit Report' });
    await editing.getByRole('button', { name: '5. Review' }).click();
    await editing.getByRole('button', { name: 'Finalize Report' }).click();
    const preview = doctor.getByRole('dialog', { name: 'Print Report' });
    await preview
      .getByText(
        /Electronically signed by Dr Arjun Menon, Reg\. No\. KMC-88123, on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm) IST/,
      )
      .waitFor();
    await screenshot(doctor, 'team-04-signed-print');

    // The admin deactivates the receptionist: her open tab is signed out on its next request.
    await admin.reload();
    await admin.getByRole('button', { name: 'Deactivate Pooja Desai' }).click();
    await admin.getByRole('row').filter({ hasText: 'Pooja Desai' }).getByText('Deactivated', { exact: true }).waitFor();
    await sidebar(front).getByRole('link', { name: 'Payments' }).click();
    // The open tab says why it was signed out (issue 28), not "You are logged out. Logging in again…".
    await front.waitForURL(/\/login\?reason=account_deactivated$/);
    await front
      .getByTestId('session-end-notice')
      .getByText(/deactivated by an administrator/)
      .waitFor();
    await screenshot(front, 'team-05b-deactivated-login');
    await screenshot(admin, 'team-05-deactivated');

    // 390 px: the team page still reads.
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    // Stacked rows, not a table that scrolls sideways (its scroll box would be a named region).
    expect(await admin.getByText('Scroll sideways for more columns').count()).toBe(0);
    expect(await admin.getByRole('region', { name: 'Team members' }).count()).toBe(0);
    expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // Every action of a row in sight on the phone's width.
    for (const action of [
      admin.getByLabel('Role of Pooja Desai'),
      admin.getByRole('button', { name: 'Reactivate Pooja Desai' }),
    ]) {
      const box = await action.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, String(JSON.stringify(box))).toBe(true);
    }
    await screenshot(admin, 'team-06-mobile');

    expect(unexpected([...adminErrors, ...frontErrors, ...doctorErrors])).toEqual([]);
  }, 180_000);

  it('making a receptionist a doctor asks for the doctor record they sign as', async () => {
    // The empty registration number's 400 is provoked below on purpose.
    allowConsoleErrors(/status of 400/);
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    await buyBasic(token);
    const admin = await newPage(token);
    const adminErrors = watchConsole(admin).errors;
    await admin.goto(`${server.url}/team`);
    const email = `sonographer.${Date.now().toString(36)}@example.in`;
    await invite(admin, { first: 'Meena', last: 'Kulkarni', email, role: 'Receptionist' });
    const member = await acceptInvitation(email);
    await sidebar(member).getByTestId('role-label').getByText('Receptionist').waitFor();

    await admin.reload();
    await admin.getByLabel('Role of Meena Kulkarni').selectOption({ label: 'Doctor' });
    const dialog = admin.getByRole('dialog', { name: 'Doctor record for Meena Kulkarni' });
    await dialog.getByRole('button', { name: 'Link Doctor Record' }).click();
    await dialog.getByText('Registration number must be at least 5 characters').waitFor();
    await dialog.getByLabel('Registration Number').fill('MMC-2020-4410');
    await dialog.getByLabel('Qualification').fill('DMRD');
    await screenshot(admin, 'team-07-link-doctor');
    await dialog.getByRole('button', { name: 'Link Doctor Record' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ hasText: 'Meena Kulkarni' });
    await row.getByText('Signs as Dr. Meena Kulkarni').waitFor();
    expect(await admin.getByLabel('Role of Meena Kulkarni').inputValue()).toBe('doctor');

    // The member's next page load shows the doctor's menu.
    await member.reload();
    await sidebar(member).getByTestId('role-label').getByText('Doctor').waitFor();

    // The signup administrator already signs as the clinic's doctor: no link offered.
    await expect(admin.getByRole('button', { name: /^Link a doctor record/ }).count()).resolves.toBe(0);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByLabel('Role of Meena Kulkarni').selectOption({ label: 'Receptionist' });
    await row.getByText('Signs as Dr. Meena Kulkarni').waitFor({ state: 'detached' });
    await admin.getByLabel('Role of Meena Kulkarni').selectOption({ label: 'Doctor' });
    await admin.getByRole('dialog', { name: 'Doctor record for Meena Kulkarni' }).waitFor();
    await screenshot(admin, 'team-08-link-doctor-mobile');
    // The empty registration number's 400 was provoked above; nothing else may reach the console.
    expect(adminErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  }, 120_000);
});
