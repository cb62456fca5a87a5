import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  addReceptionist,
  expectToast,
  openSignedInPage,
  postAsClinic,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const get = async <T>(token: string, path: string): Promise<T> => {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const shoot = screenshotAtBothWidths;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('billing administration', () => {
  it('an admin sets the fee list, approves a refund a receptionist asked for, closes the day with a ₹100 variance; the report shows it and downloads as CSV', async () => {
    const { token: admin } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const receptionist = await addReceptionist(server, admin);
    const page = await openSignedInPage(browser, admin);
    const { errors } = watchConsole(page);

    await page.goto(`${server.url}/billing-admin`);
    await page.getByRole('heading', { name: 'Billing administration' }).waitFor();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Name').nth(0).fill('Anomaly scan');
    await page.getByLabel('Price (₹)').nth(0).fill('1500');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Name').nth(1).fill('Twin package');
    await page.getByLabel('Kind').nth(1).selectOption('package');
    await page.getByLabel('Includes (for a package)').nth(1).fill('Two growth scans and a Doppler');
    // A price with paise past two places: the save is refused (the browser logs the 400), naming
    // the item, its row and the field.
    allowConsoleErrors(/status of 400/);
    const twinPrice = page.getByLabel('Price (₹)').nth(1);
    await twinPrice.fill('2500.505');
    await page.getByRole('button', { name: 'Save fee list' }).click();
    await expectToast(page, 'Item 2 (Twin package), Price (₹): Amount must be in rupees with at most 2 decimal places');
    // The refused row is marked, and says which field and why (the first row is not).
    const twinRow = page.locator('li', { has: page.locator('#fee-name-1') });
    await twinRow.getByText('Price (₹): Amount must be in rupees with at most 2 decimal places').waitFor();
    expect(await twinPrice.getAttribute('aria-invalid')).toBe('true');
    // The admin is taken to the refused field.
    type PageGlobal = { document: { activeElement: { id: string } | null } };
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id)).toBe(
      'fee-price-1',
    );
    expect(await page.getByLabel('Price (₹)').nth(0).getAttribute('aria-invalid')).toBe('false');
    await shoot(page, 'billing-admin-00-refused-row');
    await twinPrice.fill('2500.50');
    expect(await twinPrice.getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Save fee list' }).click();
    await expectToast(page, 'Fee list saved');
    await page.getByText('Today: ₹2,500.50').waitFor();
    await shoot(page, 'billing-admin-01-fees');

    // At the front desk (API): a bill paid in cash, and a refund the receptionist asks for.
    const fees = await get<{ items: { id: string; name: string }[] }>(receptionist, '/api/fee-list');
    const scan = fees.items.find((i) => i.name === 'Anomaly scan')?.id;
    const patient = await postAsClinic<{ id: string }>(server.url, receptionist, '/api/patients', buildPatient({}));
    const bill = await postAsClinic<{ id: string; billNumber: string; billDate: string }>(
      server.url,
      receptionist,
      '/api/bills',
      {
        patientId: patient.id,
        lines: [{ feeItemId: scan }],
      },
    );
    await postAsClinic(server.url, receptionist, `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: '1500.00', paymentMethod: 'cash' }],
    });
    await postAsClinic(server.url, receptionist, `/api/bills/${bill.id}/credit-notes`, {
      amount: '500.00',
      reason: 'Doppler not done',
    });

    await tab(page, 'Approvals');
    const refund = page.getByRole('listitem').filter({ hasText: 'Doppler not done' });
    await refund.getByText(/₹500\.00 by cash/).waitFor();
    await shoot(page, 'billing-admin-02-approvals');
    await refund.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Approved');
    await page.getByText('Nothing awaits your approval.').waitFor();

    await tab(page, 'Day closing');
    await page.getByText('Expected cash').waitFor();
    await expect.poll(() => page.locator('dd', { hasText: '₹1,000.00' }).count()).toBeGreaterThan(0);
    await page.getByLabel('Cash counted (₹)').fill('900');
    await expect.poll(() => page.getByTestId('closing-variance').textContent()).toBe('-₹100.00');
    await page.getByLabel('Note (required when the cash differs)').fill('₹100 short: change given twice');
    await page.getByRole('button', { name: 'Close the day' }).click();
    await expectToast(page, 'Day closed');
    await page.getByText(/Counted ₹900\.00, variance -₹100\.00/).waitFor();
    await shoot(page, 'billing-admin-03-closing');
    // The closed day refuses money at the counter.
    const late = await fetch(`${server.url}/api/bills/${bill.id}/credit-notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ amount: '100.00', reason: 'Late refund' }),
    });
    expect(late.status).toBe(409);

    await tab(page, 'Billing reports');
    const report = page.locator('[data-print-area]');
    await report.getByText('Doppler not done').waitFor();
    await report.getByRole('cell', { name: '₹1,000.00' }).first().waitFor();
    await shoot(page, 'billing-admin-04-report');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`collections-${bill.billDate}-to-${bill.billDate}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toContain('cash,1500.00,500.00,1000.00');
    expect(csv).toContain(`${bill.billNumber},${bill.billDate},500.00,500.00,Doppler not done`);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.context().close();
  });
});
