import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  addReceptionist,
  expectToast,
  openSignedInPage,
  saveHindiProfile,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 33 items 8 and 10: the front desk from a new patient to a paid bill and its 80 mm receipt.
let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

async function setFeeList(token: string): Promise<void> {
  const res = await fetch(`${server.url}/api/fee-list`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      concessionLimitPercent: 10,
      gstin: null,
      items: [
        { name: 'Anomaly scan', kind: 'study', studyType: 'obstetric_second_third_trimester', price: 1500 },
        { name: 'Doppler study', kind: 'add-on', price: 800 },
        { name: 'CD copy', kind: 'add-on', price: 200 },
      ],
    }),
  });
  if (res.status !== 200) throw new Error(`fee list: ${res.status} ${await res.text()}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The area (px²) where two elements' boxes overlap; each must be on screen. */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element is not on screen');
  const width = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const height = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  return Math.max(0, width) * Math.max(0, height);
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the front desk in the browser', () => {
  it('a receptionist registers a patient, bills two studies with a concession, takes cash + UPI and prints the 80 mm receipt', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const receptionist = await addReceptionist(server, token);
    await setFeeList(token);
    const page = await openSignedInPage(browser, receptionist);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;

    await page.goto(`${server.url}/front-desk`);
    await page.getByRole('heading', { name: 'Front Desk', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Keyboard shortcuts' }).getByText('Alt+N').waitFor();

    // Register from the desk (Alt+N) on a phone: the new patient is chosen at once and the study search takes focus.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Alt+KeyN');
    const register = page.getByRole('dialog', { name: 'Register New Patient' });
    await register.getByLabel('First Name').fill('Meena');
    await register.getByLabel('Last Name').fill('Iyer');
    await register.getByLabel('Date of Birth').fill('1990-04-15');
    await register.getByLabel('Gender').selectOption('female');
    await register.getByLabel('Phone Number').fill('9876501234');
    await register.getByRole('checkbox', { name: /DPDP Act 2023/ }).click();
    await register.getByRole('button', { name: 'Register Patient' }).click();
    await register.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('desk-patient').textContent()).toBe('Meena Iyer (P-000001)');

    // Studies by keyboard: type, Enter adds the first match.
    const items = page.getByRole('combobox', { name: /Add study or item/ });
    // Runs in the page; this project's Node typings have no DOM, so the document is described here.
    type PageGlobal = { document: { activeElement: { id: string } | null } };
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id))
      .toBe('desk-item');
    await items.fill('anomaly');
    await page.getByRole('option', { name: /Anomaly scan/ }).waitFor();
    // The registration's toast is still up while she types: it lies clear of the search box.
    const registered = page.locator('[role="region"] ol > li').filter({ hasText: 'Patient registered successfully' });
    for (const width of [390, 1366]) {
      // A phone with its keyboard up has some 520 px left, and scrolls the field to just above the keyboard.
      await page.setViewportSize({ width, height: width === 390 ? 520 : 900 });
      if (width === 390) {
        // Runs in the page; this project's Node typings have no DOM.
        type Scrollable = { scrollIntoView: (options: { block: 'end' }) => void };
        await items.evaluate((field) => (field as unknown as Scrollable).scrollIntoView({ block: 'end' }));
      }
      await expect.poll(() => overlap(registered, items), { message: `toast over the search at ${width}` }).toBe(0);
      await screenshot(page, `billing-desk-00-toast-${width}`);
    }
    await items.press('Enter');
    await items.fill('doppler');
    await page.getByRole('option', { name: /Doppler study/ }).waitFor();
    await items.press('Enter');
    const lines = page.getByRole('table', { name: 'Bill lines' });
    await lines.getByText('Anomaly scan').waitFor();
    await lines.getByText('Doppler study').waitFor();
    expect(await page.getByTestId('draft-total').textContent()).toBe('₹2,300.00');

    // Over the centre's limit the desk says the bill will wait; 10 % with a reason goes through.
    await page.getByLabel('Concession as').selectOption('percent');
    await page.getByLabel('Concession', { exact: true }).fill('20');
    await page.getByText(/needs an admin’s approval/).waitFor();
    await page.getByLabel('Concession', { exact: true }).fill('10');
    await expect.poll(() => page.getByText(/needs an admin’s approval/).count()).toBe(0);
    await page.getByLabel('Reason for the concession').fill('Senior citizen');
    expect(await page.getByTestId('draft-total').textContent()).toBe('₹2,070.00');
    await shoot(page, 'billing-desk-01-draft');
    await page.keyboard.press('Alt+KeyB');
    await expectToast(page, 'Bill created');

    // Cash + UPI, with the balance after it shown before saving.
    const pay = page.getByRole('form', { name: 'Take payment' });
    await pay.getByLabel('Cash (₹)').fill('1000');
    await pay.getByLabel('UPI (₹)').fill('1070');
    expect(await page.getByTestId('balance-after').textContent()).toBe('₹0.00');
    await pay.getByRole('button', { name: 'Take payment' }).click();
    await expectToast(page, 'Payment received');
    await page.getByText('Paid in full.').waitFor();
    expect(flat((await page.getByTestId('bill-summary').textContent()) ?? '')).toContain('Balance due ₹0.00');
    await shoot(page, 'billing-desk-02-paid');

    // The receipt on the 80 mm roll: the page, then the server's PDF of the same model.
    await page.getByRole('link', { name: 'Print receipt' }).click();
    const receipt = page.getByRole('article', { name: /^Bill B\/\d{4}-\d{2}\/000001$/ });
    await receipt.getByText('Bill total in words: Rupees Two Thousand Seventy Only').waitFor();
    expect(await page.getByRole('radio', { name: '80 mm receipt roll' }).isChecked()).toBe(true);
    const css = await page.locator('style').allTextContents();
    expect(css.join(' ')).toMatch(/@page \{ size: 80mm \d+mm; margin: 4mm; \}/);
    await shoot(page, 'billing-desk-03-receipt-80mm');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bill-B-\d{4}-\d{2}-000001-80mm\.pdf$/);
    const pages = pdfPageTexts(readFileSync((await download.path()) ?? ''));
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    for (const phrase of [
      'BILL OF SUPPLY',
      'Meena Iyer (P-000001)',
      // Booked at the desk as it billed: the line names its study.
      'Anomaly scan · S-000001',
      'Doppler study',
      'Concession reason Senior citizen',
      'Bill total ₹2,070.00',
      'Amount paid ₹2,070.00',
      'Balance due ₹0.00',
      'Rupees Two Thousand Seventy Only',
      '· Cash ·',
      '· UPI ·',
    ])
      expect(text).toContain(phrase);

    // The same bill on A4, chosen on the print page.
    await page.getByText('A4 sheet').click();
    await expect.poll(() => page.url()).toMatch(/paper=a4$/);
    await shoot(page, 'billing-desk-04-bill-a4');

    // The bill from the bills list, with its payments.
    await page.getByRole('link', { name: 'Back to the bill' }).click();
    await page.getByRole('heading', { name: /^Bill B\// }).waitFor();
    await page.getByText(/PAY-000001 · Cash/).waitFor();
    await shoot(page, 'billing-desk-05-bill-view');
    expect(errors).toEqual([]);
  });
  it('a new centre’s empty fee list is said on the desk, leads to the fee list, and a price takes "1,500"', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchConsole(page).errors;

    // Week one: nothing can be billed yet, and the desk says so before anyone types a study.
    await page.goto(`${server.url}/front-desk`);
    const note = page.getByRole('note').filter({ hasText: 'The fee list is empty: an administrator sets it up' });
    await note.waitFor();
    await shoot(page, 'billing-desk-06-empty-fee-list');
    await note.getByRole('link', { name: 'Set up the fee list' }).click();
    await page.getByRole('heading', { name: 'Billing administration', level: 1 }).waitFor();
    await page.getByText('No studies on the fee list yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Name', { exact: true }).fill('USG Obstetric (Growth scan)');
    // Typed as the portal prints rupees.
    await page.getByLabel('Price (₹)').fill('1,500');
    await page.getByRole('button', { name: 'Save fee list' }).click();
    await expectToast(page, 'Fee list saved');

    await page.goto(`${server.url}/front-desk`);
    await page.getByRole('combobox', { name: /Add study or item/ }).waitFor();
    expect(await page.getByRole('note').filter({ hasText: 'The fee list is empty' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names the desk’s shortcuts and the bell in Hindi on a Hindi screen', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    await saveHindiProfile(server.url, token);
    const page = await openSignedInPage(browser, token);
    await page.goto(`${server.url}/front-desk`);
    const shortcuts = page.getByRole('list', { name: 'कीबोर्ड शॉर्टकट' });
    await shortcuts.getByText('बिल बनाएँ').waitFor();
    expect(flat((await shortcuts.textContent()) ?? '')).not.toMatch(/Find patient|Add study/);
    await shortcuts.getByText('मरीज़ खोजें').waitFor();
    await shortcuts.getByText('जाँच जोड़ें').waitFor();
    await page.getByRole('button', { name: 'सूचनाएँ देखें' }).waitFor();
    await page.context().close();
  });
});
