import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format/dates.ts';
import { displayDay } from '../../core/format/day-input.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, saveHindiProfile, signUpThroughApi } from './support/clinic-flows.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** yyyy-mm-dd in India, the clinic's calendar (what a date input holds). */
function indianDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(moment);
}

async function registerPatient(token: string, overrides: Record<string, unknown>): Promise<{ patientId: string }> {
  const res = await fetch(`${server.url}/api/patients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(buildPatient(overrides)),
  });
  if (res.status !== 201) throw new Error(`patient registration failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { patientId: string };
}

interface SignedIn {
  context: BrowserContext;
  page: Page;
  errors: string[];
  token: string;
  owner: string;
}

async function signedInClinic(): Promise<SignedIn> {
  const signup = buildSignup();
  const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
  // A front desk in India: the browser's clock and the clinic's calendar agree.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  // Runs in the page; this project's Node typings have no DOM, so the storage is described here.
  type PageGlobal = { localStorage: { setItem: (key: string, value: string) => void } };
  await context.addInitScript(
    (value) => (globalThis as unknown as PageGlobal).localStorage.setItem('authToken', value),
    token,
  );
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page).errors, token, owner: `${signup.firstName} ${signup.lastName}` };
}

/** The value of one stat card, found by its label (a dt/dd pair). */
const stat = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Payment statistics' })
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

async function expectStats(page: Page, money: string, pending: string): Promise<void> {
  for (const label of ["Today's Payments", 'This Month', 'Total Payments']) {
    await expect.poll(() => stat(page, label).textContent(), { timeout: 10_000 }).toBe(money);
  }
  expect(await stat(page, 'Pending Reports').textContent()).toBe(pending);
}

async function choosePatient(dialog: Locator, search: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Patient *' }).fill(search);
  await dialog.getByRole('option', { name: option }).click();
}

describe('patient payments in the browser', () => {
  it('records a UPI payment, updates the takings and prints a receipt without GST', async () => {
    const { context, page, errors, token, owner } = await signedInClinic();
    const patient = await registerPatient(token, { firstName: 'Anjali', lastName: 'Kapoor', phone: '9812345678' });
    const today = indianDay(new Date());
    const yesterday = indianDay(new Date(Date.now() - 86_400_000));
    const option = `Anjali Kapoor (${patient.patientId})`;

    await page.goto(`${server.url}/payments`);
    await page.getByRole('heading', { name: 'Payment Management', level: 1 }).waitFor();
    await page.getByText('No payments recorded yet').waitFor();
    await expectStats(page, '₹0.00', '0');

    // Validation mirrors the server's messages before anything is sent.
    await page.getByRole('button', { name: 'Record Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Patient is required').waitFor();
    await dialog.getByText('Amount is required').waitFor();
    await dialog.getByText('Payment method is required').waitFor();

    // The date filter narrows the patients: none registered yesterday, Anjali today.
    const registeredOn = dialog.getByLabel('Registration Date');
    // Date fields read dd/mm/yyyy whatever the browser's language (issue 28).
    expect(await registeredOn.inputValue()).toBe(displayDay(today));
    await registeredOn.fill(yesterday);
    await dialog.getByText(`0 of 1 patient registered on ${formatDate(`${yesterday}T12:00:00+05:30`)}`).waitFor();
    await dialog.getByRole('combobox', { name: 'Patient *' }).click();
    await dialog.getByText(/^No patients registered on .* Choose All dates to see everyone\.$/).waitFor();
    await dialog.getByRole('button', { name: 'All dates' }).click();
    await dialog.getByText('All 1 patient').waitFor();
    await registeredOn.fill(today);
    await dialog.getByText(`1 of 1 patient registered on ${formatDate(new Date())}`).waitFor();
    await choosePatient(dialog, 'anjali', option);
    expect(await dialog.getByRole('combobox', { name: 'Patient *' }).inputValue()).toBe(option);

    await dialog.getByLabel('Amount (₹) *').fill('0');
    await dialog.getByLabel('Payment Method *').selectOption({ label: 'UPI' });
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Amount must be a positive number').waitFor();
    expect(await dialog.getByText('Patient is required').count()).toBe(0);
    expect(await dialog.getByLabel('Payment Date *').inputValue()).toBe(displayDay(today));
    expect(await dialog.getByLabel('Received By').getAttribute('placeholder')).toBe('Defaults to you');

    await dialog.getByLabel('Amount (₹) *').fill('1234.50');
    await dialog.getByLabel('Notes').fill('Obstetric scan, second trimester');
    await screenshot(page, 'pay-01-record-dialog');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expectToast(page, 'Payment recorded successfully');
    await dialog.waitFor({ state: 'detached' });

    // The success toast offers the receipt; it opens in a new tab.
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('region', { name: /notifications/i })
        .getByRole('button', { name: 'Print Receipt' })
        .click(),
    ]);
    const receiptErrors = watchConsole(receipt).errors;

    const table = page.getByRole('table', { name: 'Payments, newest first' });
    const row = table.getByRole('row').filter({ hasText: 'PAY-000001' });
    await row.waitFor();
    for (const text of ['Anjali Kapoor', patient.patientId, '₹1,234.50', 'UPI', formatDate(new Date()), '—']) {
      await row.getByText(text, { exact: true }).waitFor();
    }
    await row.getByText(owner, { exact: true }).waitFor();
    await expectStats(page, '₹1,234.50', '0');
    await screenshot(page, 'pay-02-payments-page');

    // The receipt: clinic header, number, patient, amount in figures and words, no GST lines.
    await receipt.waitForURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
    const document = receipt.getByRole('article', { name: 'Payment receipt PAY-000001' });
    await document.waitFor();
    await receipt.getByRole('heading', { name: 'Payment Receipt' }).waitFor();
    await document.getByText(/^Sunrise Imaging /).waitFor();
    await document.getByText('Reg. No.: PNDT/GGN/2020/117').waitFor();
    await document.getByText(`Anjali Kapoor (${patient.patientId})`).waitFor();
    await document.getByText('₹1,234.50', { exact: true }).waitFor();
    await document.getByText('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only').waitFor();
    await document.getByText('UPI', { exact: true }).waitFor();
    await document.getByText(formatDate(new Date()), { exact: true }).waitFor();
    await document.getByText('Healthcare services are exempt from GST.').waitFor();
    await document.getByText('Authorised Signatory').waitFor();
    expect(await document.getByText(/GSTIN|CGST|SGST|IGST|Taxable/).count()).toBe(0);
    await screenshot(receipt, 'pay-03-receipt');

    // One A4 page when printed, the Print button hidden.
    const pdf = await printedPdf(receipt);
    writeFileSync(join(SCREENSHOT_DIR, 'pay-04-receipt.pdf'), pdf);
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await receipt.setViewportSize({ width: 794, height: 1123 });
    await receipt.emulateMedia({ media: 'print' });
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(receipt, 'pay-04-receipt-print');
    // The printable area of A4 with 15 mm margins: 180 × 267 mm at 96 dpi.
    await receipt.setViewportSize({ width: 680, height: 1009 });
    await screenshot(receipt, 'pay-04-receipt-print-area');

    // The table scrolls sideways on a phone instead of squeezing the columns.
    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
    await screenshot(page, 'pay-05-payments-mobile');

    expect([...errors, ...receiptErrors]).toEqual([]);
    await context.close();
  });

  it('shows Payment Not Found for an unknown receipt', async () => {
    allowConsoleErrors(/status of 404/);
    const { context, page } = await signedInClinic();
    await page.goto(`${server.url}/payments/${randomUUID()}/receipt`);
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    // The browser logs the deliberate 404; nothing else may reach the console.
    await context.close();
  });
  it('tells a Hindi front desk in Hindi to choose the patient before the report', async () => {
    const { context, page, errors, token } = await signedInClinic();
    await saveHindiProfile(server.url, token);
    await page.goto(`${server.url}/payments`);
    await page.getByRole('button', { name: 'भुगतान दर्ज करें' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'भुगतान दर्ज करें' });
    await dialog.getByText('पहले मरीज़ चुनें').waitFor();
    expect(await dialog.getByText('Choose the patient first').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
