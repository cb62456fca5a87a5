import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataDirDatabase } from '../../db/embedded-database.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildSignup } from '../support/factories.ts';
import { launchChromium, SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import { newDataDir, type RunningServer, startBuiltServer } from './support/built-server.ts';
import { expectToast, fillSignupWizard, logInThroughForm, signUpThroughApi } from './support/clinic-flows.ts';
import { printedPdf } from './support/pdf-pages.ts';

// A GST-registered seller in Haryana, so the invoice is a tax invoice with CGST + SGST for a
// clinic in Haryana. The simulated gateway stands in for Razorpay (no key id configured).
const SELLER_GSTIN = '06AABCU9603R1ZX';
const HARYANA_ADDRESS = '12 MG Road, Sector 14, Gurugram, Haryana 122001';

let server: RunningServer;
let browser: Browser;
const extraServers: RunningServer[] = [];
const previousGstin = process.env.SELLER_GSTIN;

beforeAll(async () => {
  process.env.SELLER_GSTIN = SELLER_GSTIN;
  server = await startBuiltServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all(extraServers.map((s) => s.stop()));
  if (previousGstin === undefined) delete process.env.SELLER_GSTIN;
  else process.env.SELLER_GSTIN = previousGstin;
});

/**
 * A page whose console the guard watches: the browser logs no failed call on these paths but the
 * refusals they show on purpose (401, 402, 409).
 */
async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  allowConsoleErrors(/status of (401|402|409)/);
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-IN' });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page).errors };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('subscriptions and billing in the browser', () => {
  it('Basic from the landing page: signup → simulated checkout → active plan, history, usage and invoice', async () => {
    const owner = buildSignup({ clinicAddress: HARYANA_ADDRESS });
    const { context, page } = await newPage();

    await page.goto(server.url);
    await page.getByRole('button', { name: 'Choose Basic' }).click();
    await page.waitForURL('**/signup');
    await fillSignupWizard(page, owner);
    expect(await page.getByRole('radio', { name: 'Basic', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/subscription');
    await expectToast(page, 'Ready to Subscribe');
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.waitFor({ timeout: 15_000 });
    await checkout.getByText('Simulated payment — no money moves').waitFor();
    await checkout.getByText('Basic Subscription').waitFor();
    await checkout.getByText('₹600.00').waitFor();
    await screenshot(page, 'sub-01-simulated-checkout');
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Subscription activated! Your plan is now active.');
    await page.waitForURL('**/dashboard');

    await page.getByRole('link', { name: 'Billing & Plans' }).click();
    await page.getByRole('heading', { name: 'Billing & Subscription' }).waitFor();
    const current = page.getByRole('tabpanel', { name: 'Overview' });
    await current.getByText('Active', { exact: true }).waitFor();
    const remaining = current.getByText(/^\d+ days remaining$/);
    await remaining.waitFor();
    expect(await remaining.getAttribute('data-tone')).toBe('green');
    const history = current.getByRole('table', { name: 'Billing history' });
    const paid = history.getByRole('row').filter({ hasText: 'Basic Subscription' });
    await paid.getByText('Completed').waitFor();
    await paid.getByText('₹600.00').waitFor();
    expect(await paid.getByText(/^\d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
    await screenshot(page, 'sub-02-billing-overview');

    await tab(page, 'Plans').click();
    await page.waitForURL('**/billing?tab=plans');
    const basicButton = planCard(page, 'Basic').getByRole('button');
    expect(await basicButton.textContent()).toBe('Current Plan');
    expect(await basicButton.isDisabled()).toBe(true);
    expect(await planCard(page, 'Professional').getByRole('button').textContent()).toBe('Subscribe');
    expect(await planCard(page, 'Free Trial').getByRole('button').textContent()).toBe('Start Free Trial');
    await screenshot(page, 'sub-03-billing-plans');

    await tab(page, 'Usage').click();
    const meter = (name: string) => page.getByRole('meter', { name }).getAttribute('aria-valuetext');
    await page.getByRole('meter', { name: 'Patients this month' }).waitFor({ state: 'attached' });
    expect(await meter('Patients this month')).toBe('0 of 100');
    expect(await meter('Reports this month')).toBe('0 of Unlimited');
    expect(await meter('Storage')).toMatch(/^\d[\d,]* MB of 1,024 MB$/);
    await screenshot(page, 'sub-04-billing-usage');

    await tab(page, 'Billing History').click();
    await page.getByRole('table', { name: 'Billing history' }).getByText('₹600.00').waitFor();

    await tab(page, 'Invoices').click();
    await page.waitForURL('**/billing?tab=invoices');
    const [invoicePage] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Download Latest Invoice' }).click(),
    ]);
    watchConsole(invoicePage);
    await invoicePage.getByRole('heading', { name: 'Tax Invoice' }).waitFor();
    const invoice = invoicePage.getByRole('article');
    await invoice.getByText(/^USG\/\d{2}-\d{2}\/\d{6}$/).waitFor();
    await invoice.getByText(`GSTIN: ${SELLER_GSTIN}`).waitFor();
    await invoice.getByText(owner.clinicName).waitFor();
    await invoice.getByText('CGST @ 9%').waitFor();
    await invoice.getByText('SGST @ 9%').waitFor();
    // ₹600 GST-inclusive: taxable ₹508.47 (line and summary), CGST ₹45.76 + SGST ₹45.77.
    expect(await invoice.getByText('₹508.47', { exact: true }).count()).toBe(2);
    await invoice.getByText('₹45.76', { exact: true }).waitFor();
    await invoice.getByText('₹45.77', { exact: true }).waitFor();
    await invoice.getByText('Rupees Six Hundred Only').waitFor();
    await invoice.getByText('This is a computer-generated invoice.').waitFor();
    expect(await invoice.getByText('₹600.00').count()).toBe(1);
    await screenshot(invoicePage, 'sub-05-invoice');

    // One A4 page when printed (595 × 842 pt).
    const pdf = await printedPdf(invoicePage);
    writeFileSync(join(SCREENSHOT_DIR, 'sub-05-invoice.pdf'), pdf);
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
    expect(Math.round(Number(box?.[1]))).toBe(595);
    expect(Math.round(Number(box?.[2]))).toBe(842);
    // The printable area of A4 with 15 mm margins: 180 × 267 mm at 96 dpi.
    await invoicePage.setViewportSize({ width: 680, height: 1009 });
    await invoicePage.emulateMedia({ media: 'print' });
    expect(await invoicePage.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(invoicePage, 'sub-06-invoice-print');

    await context.close();
  });

  it('Free Trial: signup lands on the dashboard and billing shows the running trial', async () => {
    const owner = buildSignup();
    const { context, page } = await newPage();
    await page.goto(`${server.url}/signup`);
    await fillSignupWizard(page, owner);
    expect(await page.getByRole('radio', { name: 'Free Trial', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });

    await page.goto(`${server.url}/billing`);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByText('Free Trial', { exact: true }).waitFor();
    await overview.getByText('Trial', { exact: true }).waitFor();
    const remaining = overview.getByText(/^[45] days remaining$/);
    await remaining.waitFor();
    expect(await remaining.getAttribute('data-tone')).toBe('green');
    await overview.getByText('No payments yet.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'sub-10-trial-overview-mobile');
    await page.setViewportSize({ width: 1280, height: 860 });

    await tab(page, 'Plans').click();
    expect(await planCard(page, 'Free Trial').getByRole('button').textContent()).toBe('Current Plan');
    expect(await planCard(page, 'Basic').getByRole('button').textContent()).toBe('Subscribe');
    await tab(page, 'Invoices').click();
    await page.getByText('No invoices yet.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Download Latest Invoice' }).isDisabled()).toBe(true);
    await screenshot(page, 'sub-07-trial-invoices-empty');

    await context.close();
  });

  it('a pending clinic is reminded once a day, and a cancelled checkout says Payment Cancelled', async () => {
    const owner = buildSignup();
    await signUpThroughApi(server.url, owner);
    const { context, page } = await newPage();

    await logInThroughForm(page, server.url, owner.email, owner.password);
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Complete Plan Selection');
    await page
      .getByRole('region', { name: /notifications/i })
      .getByRole('button', { name: 'Select Plan' })
      .waitFor();
    // Once per calendar day: a reload does not repeat it.
    // The warning is decided once the subscription has loaded (dashboard-expiry-warning.tsx): wait
    // for that response, then for React to commit it and run its effects (two frames), rather than
    // a fixed sleep that passes whether or not the check ever ran.
    const loaded = page.waitForResponse((res) => res.url().endsWith('/api/subscriptions/active') && res.ok());
    await page.reload();
    await loaded;
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))',
    );
    // The day's entry is the one the first visit wrote, so the check found it already shown.
    expect(
      await page.evaluate('Object.values(localStorage).some((v) => String(v).includes("plan-selection-needed"))'),
    ).toBe(true);
    expect(
      await page
        .getByRole('region', { name: /notifications/i })
        .getByText('Complete Plan Selection')
        .count(),
    ).toBe(0);

    await page.goto(`${server.url}/subscription`);
    const subscribe = planCard(page, 'Professional').getByRole('button', { name: 'Subscribe Now' });
    await subscribe.click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByText('₹1,000.00').waitFor();
    await checkout.getByText('Professional Subscription').waitFor();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expectToast(page, 'Payment Cancelled');
    await expectToast(page, 'Payment was cancelled by user');
    await checkout.waitFor({ state: 'detached' });
    expect(await subscribe.isEnabled()).toBe(true);

    // The abandoned order says so (not "Pending" forever), without an invoice.
    await page.goto(`${server.url}/billing`);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByText('Available Plans').waitFor();
    const attempt = overview.getByRole('row').filter({ hasText: 'Professional Subscription' });
    await attempt.getByText('Cancelled (not paid)').waitFor();
    expect(await attempt.getByText('Pending').count()).toBe(0);
    await attempt.getByText('₹1,000.00').waitFor();
    await screenshot(page, 'sub-08-cancelled-overview');

    // Paying from the billing page keeps the user there, with the data refreshed.
    await planCard(page, 'Basic').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Subscription activated! Your plan is now active.');
    await overview.getByText('Active', { exact: true }).waitFor();
    await overview.getByRole('row').filter({ hasText: 'Basic Subscription' }).getByText('Completed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/billing');
    expect(await overview.getByText('Available Plans').count()).toBe(0);

    await context.close();
  });

  it('Razorpay mode: checkout.js loads on demand with the server key; dismiss, bad signature and no script', async () => {
    // The server's 404 for an unknown order, and the script that cannot be fetched offline.
    allowConsoleErrors(/status of 404/, /ERR_INTERNET_DISCONNECTED/);
    const owner = buildSignup();
    await signUpThroughApi(server.url, owner);
    const { context, page } = await newPage();
    // The server here runs the simulated gateway; the browser is told it is Razorpay, and
    // checkout.js is a stand-in that records its options, so no request leaves the machine.
    await page.route('**/api/subscription/create-order', (route) =>
      route.fulfill({
        json: {
          orderId: 'order_e2e_fake',
          amount: 100_000,
          currency: 'INR',
          planId: 'professional',
          planName: 'Professional',
          keyId: 'rzp_test_from_server_config',
          mode: 'razorpay',
        },
      }),
    );
    let scriptLoads = 0;
    await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) => {
      scriptLoads += 1;
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'window.Razorpay = class { constructor(o) { window.rzpOptions = o; } open() { window.rzpOpened = (window.rzpOpened || 0) + 1; } };',
      });
    });

    await logInThroughForm(page, server.url, owner.email, owner.password);
    await page.waitForURL('**/dashboard');
    expect(scriptLoads).toBe(0);
    await page.goto(`${server.url}/subscription`);
    const subscribe = planCard(page, 'Professional').getByRole('button');
    await subscribe.click();
    // Polled from here: waitForFunction polls inside the page with eval, which this page's CSP
    // (no 'unsafe-eval') refuses whenever the first check is not already true.
    await expect.poll(() => page.evaluate('window.rzpOpened')).toBe(1);
    expect(await subscribe.textContent()).toBe('Processing...');
    const options = await page.evaluate(
      'JSON.parse(JSON.stringify({ ...window.rzpOptions, handler: typeof window.rzpOptions.handler }))',
    );
    expect(options).toMatchObject({
      key: 'rzp_test_from_server_config',
      amount: 100_000,
      currency: 'INR',
      name: 'USG Clinic Portal',
      description: 'Professional Subscription',
      order_id: 'order_e2e_fake',
      prefill: { email: owner.email },
      handler: 'function',
    });
    await page.evaluate('window.rzpOptions.modal.ondismiss()');
    await expectToast(page, 'Payment Cancelled');
    expect(await subscribe.textContent()).toBe('Subscribe Now');

    // Paid in the checkout, but the server cannot match the signature: the server's word is shown.
    await subscribe.click();
    await expect.poll(() => page.evaluate('window.rzpOpened')).toBe(2);
    expect(scriptLoads).toBe(1);
    await page.evaluate(
      `window.rzpOptions.handler({ razorpay_payment_id: 'pay_fake', razorpay_order_id: 'order_e2e_fake', razorpay_signature: 'bad' })`,
    );
    await expectToast(page, 'Payment Verification Failed');
    await expectToast(page, 'Order not found');
    expect(await subscribe.textContent()).toBe('Subscribe Now');

    // The provider's script cannot be fetched.
    const offline = await newPage();
    await offline.page.route('**/api/subscription/create-order', (route) =>
      route.fulfill({
        json: {
          orderId: 'o',
          amount: 60_000,
          currency: 'INR',
          planId: 'basic',
          planName: 'Basic',
          keyId: 'k',
          mode: 'razorpay',
        },
      }),
    );
    await offline.page.route('https://checkout.razorpay.com/**', (route) => route.abort('internetdisconnected'));
    await logInThroughForm(offline.page, server.url, owner.email, owner.password);
    await offline.page.waitForURL('**/dashboard');
    await offline.page.goto(`${server.url}/subscription`);
    await planCard(offline.page, 'Basic').getByRole('button').click();
    await expectToast(offline.page, 'Failed to load payment gateway');
    expect(await planCard(offline.page, 'Basic').getByRole('button').textContent()).toBe('Subscribe Now');
    await offline.context.close();
    await context.close();
  });

  it('an expired trial is sent to /billing?tab=plans with the Trial Expired notice', async () => {
    const dataDir = newDataDir();
    const first = await startBuiltServer(dataDir);
    const owner = buildSignup();
    await signUpThroughApi(first.url, owner, { startTrial: true });
    await first.stop();

    // Move the trial into the past, straight in the database the stopped server left behind.
    const handle = await openDataDirDatabase(dataDir);
    try {
      await handle.db.execute(sql`
        UPDATE subscriptions
        SET start_date = now() - interval '7 days',
            end_date = now() - interval '2 days',
            trial_end_date = now() - interval '2 days'
        WHERE clinic_id = (SELECT clinic_id FROM users WHERE email = ${owner.email.toLowerCase()})`);
    } finally {
      await handle.close();
    }
    const restarted = await startBuiltServer(dataDir);
    extraServers.push(restarted);

    const { context, page } = await newPage();
    await logInThroughForm(page, restarted.url, owner.email, owner.password);
    await expectToast(page, 'Trial Expired');
    await page.waitForURL('**/billing?tab=plans');
    expect(await tab(page, 'Plans').getAttribute('aria-selected')).toBe('true');
    expect(await planCard(page, 'Free Trial').getByRole('button').textContent()).toBe('Trial Used');
    expect(await planCard(page, 'Basic').getByRole('button').isEnabled()).toBe(true);
    await screenshot(page, 'sub-09-expired-plans');

    // Patients, reports and Form F stay readable after a lapse (PC-PNDT retention, issue 23); payments close.
    await page.goto(`${restarted.url}/payments`);
    await expectToast(page, 'Your 5-day trial has expired. Choose a plan to continue using the product.');
    await page.waitForURL('**/billing?tab=plans');

    await tab(page, 'Overview').click();
    const expired = page.getByText(/^Expired on \d{2}\/\d{2}\/\d{4}$/);
    await expired.waitFor();
    expect(await expired.getAttribute('data-tone')).toBe('red');
    await page.getByRole('tabpanel', { name: 'Overview' }).getByText('Expired', { exact: true }).waitFor();
    await screenshot(page, 'sub-11-expired-overview');

    await context.close();
  });
});
