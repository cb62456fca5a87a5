import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const shoot = screenshotAtBothWidths;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('counters, advances and refusal reasons (issue 33 items 4-6)', () => {
  it('the admin sets two counters; the desk applies an advance and takes cash at Counter 2; that counter closes alone; a refused refund shows its reason', async () => {
    const { token: admin } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const receptionist = await addReceptionist(server, admin);
    const adminPage = await openSignedInPage(browser, admin);
    const { errors } = watchConsole(adminPage);

    await adminPage.goto(`${server.url}/billing-admin`);
    await adminPage.getByRole('heading', { name: 'Billing administration' }).waitFor();
    await adminPage.getByRole('button', { name: 'Add item' }).click();
    await adminPage.getByLabel('Name').nth(0).fill('Growth scan');
    await adminPage.getByLabel('Price (₹)').nth(0).fill('1200');
    await adminPage.getByLabel(/Front-desk counters/).fill('Counter 1, Counter 2');
    await adminPage.getByRole('button', { name: 'Save fee list' }).click();
    await expectToast(adminPage, 'Fee list saved');

    // A patient who paid ₹500 before her bill (Record Payment without a bill), then her bill.
    const fees = (await (
      await fetch(`${server.url}/api/fee-list`, { headers: { authorization: `Bearer ${receptionist}` } })
    ).json()) as { items: { id: string }[] };
    const patient = await postAsClinic<{ id: string }>(server.url, receptionist, '/api/patients', buildPatient({}));
    const bill = await postAsClinic<{ id: string; billNumber: string; billDate: string }>(
      server.url,
      receptionist,
      '/api/bills',
      { patientId: patient.id, lines: [{ feeItemId: fees.items[0]?.id }] },
    );
    await postAsClinic(server.url, receptionist, '/api/payments', {
      patientId: patient.id,
      amount: '500.00',
      paymentMethod: 'upi',
      paymentDate: bill.billDate,
    });

    const desk = await openSignedInPage(browser, receptionist);
    const deskConsole = watchConsole(desk);
    await desk.goto(`${server.url}/bills/${bill.id}`);
    const advance = desk.getByTestId('apply-advance');
    await advance.getByText(/has an advance of ₹500\.00/).waitFor();
    expect(await advance.getByLabel('Apply from the advance (₹)').inputValue()).toBe('500.00');
    await shoot(desk, 'billing-counters-01-advance');
    await advance.getByRole('button', { name: 'Apply advance' }).click();
    await expectToast(desk, 'Advance applied');
    await expect.poll(() => desk.getByTestId('apply-advance').count()).toBe(0);

    const pay = desk.getByRole('form', { name: 'Take payment' });
    await pay.getByLabel('Counter').selectOption('Counter 2');
    await pay.getByLabel('Cash (₹)').fill('700');
    expect(await desk.getByTestId('balance-after').textContent()).toBe('₹0.00');
    await pay.getByRole('button', { name: 'Take payment' }).click();
    await expectToast(desk, 'Payment received');
    await desk.getByText('Paid in full.').waitFor();
    // The device remembers its counter.
    expect(await desk.evaluate("window.localStorage.getItem('billing-desk.counter')")).toBe('Counter 2');

    // The refund asked at the desk is refused by the admin, with the reason.
    await postAsClinic(server.url, receptionist, `/api/bills/${bill.id}/credit-notes`, {
      amount: '200.00',
      reason: 'Patient unhappy with the wait',
      counter: 'Counter 2',
    });
    await tab(adminPage, 'Approvals');
    const waiting = adminPage.getByRole('listitem').filter({ hasText: 'Patient unhappy with the wait' });
    await waiting.getByRole('button', { name: 'Refuse...' }).click();
    await waiting.getByLabel('Why it is refused').fill('The scan was done in full');
    await waiting.getByRole('button', { name: 'Refuse' }).click();
    await expectToast(adminPage, 'Refused');
    const refusals = adminPage.getByTestId('recent-refusals');
    await refusals.getByText(/The scan was done in full/).waitFor();
    await shoot(adminPage, 'billing-counters-02-refused');

    // Counter 2 expects the ₹700 cash taken there; Counter 1 expects nothing.
    await tab(adminPage, 'Day closing');
    await adminPage.getByLabel('Counter', { exact: true }).selectOption('Counter 2');
    await expect.poll(() => adminPage.locator('dd', { hasText: '₹700.00' }).count()).toBeGreaterThan(0);
    await adminPage.getByLabel('Cash counted (₹)').fill('700');
    await adminPage.getByRole('button', { name: 'Close the day' }).click();
    await expectToast(adminPage, 'Day closed');
    await adminPage.getByText(/Counter 2 · Counted ₹700\.00, variance ₹0\.00/).waitFor();
    await shoot(adminPage, 'billing-counters-03-closing');

    // Counter 2's day is closed; Counter 1 still takes money.
    const bill2 = await postAsClinic<{ id: string }>(server.url, receptionist, '/api/bills', {
      patientId: patient.id,
      lines: [{ feeItemId: fees.items[0]?.id }],
    });
    const at = (counter: string) =>
      fetch(`${server.url}/api/bills/${bill2.id}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${receptionist}` },
        body: JSON.stringify({ parts: [{ amount: '100.00', paymentMethod: 'cash' }], counter }),
      });
    expect((await at('Counter 2')).status).toBe(409);
    expect((await at('Counter 1')).status).toBe(201);

    await desk.goto(`${server.url}/bills/${bill.id}`);
    await desk.getByText(/refused: The scan was done in full/).waitFor();
    await shoot(desk, 'billing-counters-04-bill');
    expect(errors).toEqual([]);
    expect(deskConsole.errors).toEqual([]);
    await adminPage.context().close();
    await desk.context().close();
  });
});
