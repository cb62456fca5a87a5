import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { buyPlanThroughApi, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** yyyy-mm-dd in India, the clinic's calendar. */
const indianDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(moment);

const buyPlan = (token: string, planId: string) => buyPlanThroughApi(server, token, planId);

async function clinicWithPlan(planId: string): Promise<string> {
  const { token } = await signUpThroughApi(server.url, buildSignup());
  await buyPlan(token, planId);
  return token;
}

describe('analytics page', () => {
  it('a Professional clinic sees its panels after a few patients, reports and payments; CSV downloads', async () => {
    // The Basic-only panels' calls answer 402 on purpose.
    allowConsoleErrors(/status of 402/);
    const token = await clinicWithPlan('professional');
    const names = [
      ['Lakshmi', 'Reddy', 'Dr. Kavita Joshi'],
      ['Meera', 'Sharma', 'Dr. Kavita Joshi'],
      ['Anil', 'Kumar', 'Dr. Manoj Verma'],
    ] as const;
    for (const [firstName, lastName, referrer] of names) {
      const patient = await postAsClinic<{ id: string }>(
        server.url,
        token,
        '/api/patients',
        buildPatient({ firstName, lastName, referringDoctorName: referrer }),
      );
      await postAsClinic(server.url, token, '/api/reports', buildReport(patient.id));
      await postAsClinic(server.url, token, '/api/payments', {
        patientId: patient.id,
        amount: '1250.50',
        paymentMethod: firstName === 'Anil' ? 'cash' : 'upi',
        paymentDate: indianDay(new Date()),
      });
    }

    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    await page.goto(`${server.url}/`);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const volume = page.getByRole('region', { name: 'Volume', exact: true });
    await volume.waitFor();
    // Headline figures with their comparison, exact rupees in en-IN.
    await page.getByText('₹3,751.50').first().waitFor();
    expect(await page.getByText('vs previous period').count()).toBe(4);
    const volumeTable = page.getByRole('region', { name: 'Volume table' });
    expect(await volumeTable.getByRole('row', { name: /^Total/ }).innerText()).toMatch(/^Total\s+3\s/);
    // Report types by their labels, never the stored key (issue 28).
    await volumeTable.getByRole('columnheader', { name: 'Reports: Abdominal Ultrasound' }).waitFor();
    const turnaround = page.getByRole('region', { name: 'Turnaround table' });
    await turnaround.getByRole('rowheader', { name: 'Abdominal Ultrasound' }).waitFor();
    expect(await page.getByText(/\babdominal\b/).count()).toBe(0);
    const referrals = page.getByRole('region', { name: 'Referrals table' });
    expect(await referrals.getByRole('row', { name: /Kavita Joshi/ }).innerText()).toMatch(/Dr\. Kavita Joshi\s+2\s+2/);
    const revenue = page.getByRole('region', { name: 'Revenue table' });
    expect(await revenue.getByRole('row', { name: /^Total/ }).innerText()).toContain('₹3,751.50');
    for (const name of [
      'Volume',
      'Reports finalized per doctor',
      'Turnaround',
      'Referrals',
      'Revenue',
      'PC-PNDT Form F',
    ]) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    expect(await page.locator('canvas[role="img"]').count()).toBeGreaterThanOrEqual(6);

    // Another range and grain: the page follows.
    await page.getByLabel('Range').selectOption('last-12-months');
    await page.getByLabel('Group by').selectOption('month');
    await volumeTable
      .getByRole('rowheader', { name: /\d{4}$/ })
      .first()
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Revenue as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-revenue-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toContain('Period,');
    expect(csv).toMatch(/Total,.*3751\.50/);

    await screenshot(page, 'analytics-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('region', { name: 'Volume', exact: true }).waitFor();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(Number(overflow)).toBeLessThanOrEqual(0);
    await screenshot(page, 'analytics-phone');
    // The first screenful as a phone shows it (the full-page shot is too tall to read).
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'analytics-phone-top.png') });
    const pdfPath = join(SCREENSHOT_DIR, 'analytics-print.pdf');

    // A4 landscape print: the page alone, no sidebar.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
    const pdf = await printedPdf(page, { path: pdfPath, format: 'A4', landscape: true, printBackground: true });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    await page.context().close();
  });

  it('a Basic clinic sees what the plan would add, with the way to upgrade', async () => {
    const token = await clinicWithPlan('basic');
    const page: Page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('heading', { name: 'Your centre at a glance' }).waitFor();
    // Known from the plan: no request answered 402 into the console on the way.
    expect(errors).toEqual([]);
    const upgrade = page.getByRole('link', { name: 'Upgrade to Professional' });
    expect(await upgrade.getAttribute('href')).toBe('/billing?tab=plans');
    expect(await page.getByRole('region', { name: 'Volume', exact: true }).count()).toBe(0);
    // No panel, so no range: the page names no dates it has no figures for.
    const main = page.getByRole('main');
    expect(await main.textContent()).not.toMatch(/\d{2}\/\d{2}\/\d{4}|Choose a range/);
    await screenshotAtBothWidths(page, 'analytics-basic-upgrade');
    await page.context().close();
  });
});
