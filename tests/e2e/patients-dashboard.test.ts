import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format/dates.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, signUpThroughApi } from './support/clinic-flows.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The browser logs the 404 of the deliberately missing patient; nothing else may reach the console. */
const EXPECTED_CONSOLE = [/status of 404/];
/** A 12-digit number with a valid Verhoeff check digit (not a real person's). */
const AADHAAR = '234567890124';

async function signedInPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  // Indian clinic hours: the browser's clock and the clinic's calendar agree, as at a real front desk.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  await context.addInitScript(`window.localStorage.setItem('authToken', ${JSON.stringify(token)});`);
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page).errors };
}

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

interface NewPatient {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  phone: string;
}

async function fillPatient(form: Locator, patient: NewPatient): Promise<void> {
  await form.getByLabel('First Name').fill(patient.firstName);
  await form.getByLabel('Last Name').fill(patient.lastName);
  await form.getByLabel('Date of Birth').fill(patient.dateOfBirth);
  await form.getByLabel('Gender').selectOption(patient.gender);
  await form.getByLabel('Phone Number').fill(patient.phone);
}

const MEENA = {
  firstName: 'Meena',
  lastName: 'Iyer',
  dateOfBirth: '1990-04-15',
  gender: 'female',
  phone: '9876501234',
};
const LAKSHMI = {
  firstName: 'Lakshmi',
  lastName: 'Reddy',
  dateOfBirth: '1996-08-20',
  gender: 'female',
  phone: '9876505678',
};

describe('patients and the dashboard of a clinic on its trial', () => {
  it('registers patients, finds them, schedules a study and prints the patient list', async () => {
    allowConsoleErrors(...EXPECTED_CONSOLE);
    const { context, page } = await signedInPage();
    try {
      await registerFindScheduleAndPrint(page);
    } catch (error) {
      // What the page showed when a step failed, for whoever reads the run.
      await screenshot(page, 'pd-failure');
      throw error;
    }
    await context.close();
  });
});

async function registerFindScheduleAndPrint(page: Page): Promise<void> {
  const today = formatDate(new Date());

  // Patient Management starts empty.
  await page.goto(`${server.url}/patients`);
  await page.getByRole('heading', { name: 'Patient Management' }).waitFor();
  await page.getByText('No patients registered yet').waitFor();

  // Register: the server's rules and messages are checked before anything is sent.
  await page.getByRole('button', { name: 'Add New Patient' }).click();
  const register = dialog(page, 'Register New Patient');
  await register.getByRole('button', { name: 'Register Patient' }).click();
  await register.getByText('First name is required').waitFor();
  await register.getByText('You must consent to data processing').waitFor();
  await fillPatient(register, MEENA);
  await register.getByLabel('Email').fill('meena.iyer@example.in');
  await register.getByLabel('Address').fill('14 Residency Road, Bengaluru');
  await register.getByLabel('Referring Doctor Name').fill('Dr. Anil Kumar');
  await register.getByRole('checkbox', { name: /DPDP Act 2023/ }).click();
  await screenshot(page, 'pd-01-register-dialog');
  await register.getByRole('button', { name: 'Register Patient' }).click();
  await expectToast(page, 'Patient registered successfully');
  await register.waitFor({ state: 'detached' });
  const records = page.getByRole('list', { name: 'Patient records' });
  await records.getByRole('heading', { name: 'Meena Iyer' }).waitFor();
  await records.getByText('P-000001').waitFor();

  // An obstetric patient needs the spouse or husband; Aadhaar and children are optional.
  await page.getByRole('button', { name: 'New Patient', exact: true }).click();
  await fillPatient(register, LAKSHMI);
  await register.getByRole('checkbox', { name: 'Obstetric patient (pregnancy scan)' }).click();
  await register.getByRole('checkbox', { name: /DPDP Act 2023/ }).click();
  await register.getByRole('button', { name: 'Register Patient' }).click();
  await register.getByText('Spouse/Husband name is required for an obstetric patient').waitFor();
  await register.getByLabel('Spouse/Husband Name').fill('Ravi Reddy');
  await register.getByLabel('Aadhaar Number').fill(AADHAAR);
  await register.getByLabel('Total Living Children').fill('2');
  await register.getByLabel('Male Children', { exact: true }).fill('1');
  await register.getByLabel('Female Children').fill('1');
  await screenshot(page, 'pd-02-register-obstetric');
  await register.getByRole('button', { name: 'Register Patient' }).click();
  await expectToast(page, 'Patient registered successfully');
  await records.getByRole('heading', { name: 'Lakshmi Reddy' }).waitFor();
  const stats = page.getByRole('region', { name: 'Patient statistics' });
  expect(await statValue(stats, 'Total Patients')).toBe('2');
  expect(await statValue(stats, 'Female')).toBe('2');
  await records.getByText(today).first().waitFor();
  await screenshot(page, 'pd-03-patients');

  // Search by phone narrows the list; the first card counts the matches.
  await page.getByLabel('Search by name, ID or phone').fill(MEENA.phone);
  await stats.getByText('Filtered Patients').waitFor();
  await expect.poll(() => records.getByRole('listitem').count()).toBe(1);
  await records.getByRole('heading', { name: 'Meena Iyer' }).waitFor();
  expect(await statValue(stats, 'Filtered Patients')).toBe('1');
  await page.getByLabel('Filter by gender').selectOption('male');
  // The header search has its own (hidden) 'No patients found'; this is the Patients page's.
  await page.locator('#main').getByText('No patients found').waitFor();
  await page.getByLabel('Filter by gender').selectOption('all');
  // By name: every typed word is part of one of the patient's names, in any order.
  await page.getByLabel('Search by name, ID or phone').fill('reddy laks');
  await records.getByRole('heading', { name: 'Lakshmi Reddy' }).waitFor();
  await expect.poll(() => records.getByRole('listitem').count()).toBe(1);
  expect(await statValue(stats, 'Filtered Patients')).toBe('1');
  await page.getByLabel('Search by name, ID or phone').fill('');
  await stats.getByText('Total Patients').waitFor();

  // The record: masked Aadhaar, consent, and honest empty reports and payments.
  await page.getByRole('button', { name: 'View Lakshmi Reddy' }).click();
  await page.waitForURL(/\/patients\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Lakshmi Reddy' }).waitFor();
  await page.getByText('XXXX XXXX 0124').waitFor();
  await page.getByText('Ravi Reddy').waitFor();
  await page.getByText('2 total (1 male, 1 female)').waitFor();
  await page.getByText('No reports yet').waitFor();
  await page.getByText('No payments recorded yet').waitFor();
  expect(await page.getByText(AADHAAR).count()).toBe(0);
  await screenshot(page, 'pd-04-patient-view');

  // Editing sends the masked Aadhaar back untouched; the server keeps the number.
  await page.getByRole('button', { name: 'Edit Patient' }).click();
  const edit = dialog(page, 'Edit Patient');
  expect(await edit.getByLabel('Aadhaar Number').inputValue()).toBe('XXXX XXXX 0124');
  await edit.getByLabel('Address').fill('7 Banjara Hills, Hyderabad');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Patient updated successfully');
  await page.getByText('7 Banjara Hills, Hyderabad').waitFor();
  await page.getByText('XXXX XXXX 0124').waitFor();

  await page.goto(`${server.url}/patients/00000000-0000-4000-8000-000000000000`);
  await page.getByRole('heading', { name: 'Patient Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Patients' }).click();
  await page.getByRole('heading', { name: 'Patient Management' }).waitFor();

  // Dashboard: schedule the first study of the day for the patient found by phone.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  const clinicStats = page.getByRole('region', { name: 'Clinic statistics' });
  await expect.poll(() => statValue(clinicStats, "Today's Patients")).toBe('2');
  expect(await statValue(clinicStats, 'Revenue')).toBe('₹0.00');
  await page.getByText('No appointments scheduled for today').waitFor();
  await page.getByRole('button', { name: 'Schedule First Appointment' }).click();
  const schedule = dialog(page, 'Schedule Appointment');
  await schedule.getByRole('combobox', { name: 'Patient' }).fill(MEENA.phone.slice(0, 8));
  await schedule.getByRole('option', { name: /Meena Iyer \(P-000001\)/ }).click();
  await schedule.getByLabel('Study Type').selectOption('abdominal');

  // A typed doctor is a manual entry until a registered doctor is picked or added.
  const doctorInput = schedule.getByRole('combobox', { name: 'Doctor' });
  await doctorInput.fill('Priya Sharma');
  await schedule.getByText('Manual entry').waitFor();
  await schedule.getByText('Registration number is required').waitFor();
  await schedule.getByRole('option', { name: 'Add New Doctor' }).click();
  const addDoctor = dialog(page, 'Add New Doctor');
  expect(await addDoctor.getByLabel('Doctor Name').inputValue()).toBe('Priya Sharma');
  await addDoctor.getByLabel('Registration Number').fill('KMC-45678');
  await addDoctor.getByLabel('Qualification').fill('MBBS, MD (Radiology)');
  await addDoctor.getByRole('button', { name: 'Add Doctor' }).click();
  // The schedule dialog stays open and a modal hides the rest of the page (the toast region too)
  // from the accessibility tree, so this toast is found by its text (Radix still announces it).
  await page.getByText('Dr. Priya Sharma has been added to your clinic', { exact: true }).waitFor();
  await addDoctor.waitFor({ state: 'detached' });
  expect(await schedule.getByLabel('Registration Number').inputValue()).toBe('KMC-45678');
  expect(await schedule.getByText('Manual entry').count()).toBe(0);
  await schedule.getByLabel('Notes').fill('Fasting since morning');
  await screenshot(page, 'pd-05-schedule-dialog');
  await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expectToast(page, 'Appointment scheduled');
  await schedule.waitFor({ state: 'detached' });

  const todays = page.getByRole('list', { name: "Today's appointments" });
  await todays.getByText('S-000001').waitFor();
  await todays.getByText('Abdominal Ultrasound').waitFor();
  await todays.getByText('Scheduled', { exact: true }).waitFor();
  await page.getByText('1 appointment', { exact: true }).waitFor();

  // The full schedule moves the study along.
  await page.getByRole('button', { name: 'View Full Schedule' }).click();
  const fullSchedule = dialog(page, "Today's Schedule");
  await fullSchedule.getByRole('button', { name: 'Start S-000001' }).click();
  await fullSchedule.getByText('In Progress').waitFor();
  await page.keyboard.press('Escape');
  await todays.getByText('In Progress').waitFor();
  await screenshot(page, 'pd-06-dashboard');

  // Patient List Report: both patients, totals, and a print of the report alone.
  await page.getByRole('button', { name: 'Patient List Report' }).click();
  const listReport = dialog(page, 'Patient List Report');
  const table = listReport.getByRole('table');
  await table.getByRole('cell', { name: 'P-000001' }).waitFor();
  await table.getByRole('cell', { name: 'P-000002' }).waitFor();
  // Newest first.
  const ids = await table.locator('tbody tr td:first-child').allTextContents();
  expect(ids).toEqual(['P-000002', 'P-000001']);
  expect(await table.getByRole('cell', { name: today }).count()).toBe(2);
  expect(await table.getByRole('cell', { name: '₹0.00' }).count()).toBe(2);
  await listReport.getByText('Total Revenue').waitFor();
  await listReport.getByText('This report contains confidential patient information', { exact: false }).waitFor();
  await screenshot(page, 'pd-07-list-report');

  await page.setViewportSize({ width: 1123, height: 794 });
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await listReport.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await table.isVisible()).toBe(true);
  await screenshot(page, 'pd-08-list-report-print');
  // The PDF shows what the printer gets: one A4 landscape page (842 x 595 pt).
  const pdf = await printedPdf(page);
  writeFileSync(join(SCREENSHOT_DIR, 'pd-08-list-report.pdf'), pdf);
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(box && Math.round(Number(box[1]))).toBe(842);
  expect(box && Math.round(Number(box[2]))).toBe(595);
  await page.emulateMedia({ media: 'screen' });
}

/** The number on a stat card, found by its label (the cards are term/definition pairs). */
async function statValue(region: Locator, label: string): Promise<string> {
  const term = region.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}
