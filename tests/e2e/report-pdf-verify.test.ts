import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 19: the report's PDF downloaded from the print page in Chromium, the QR code's link
// opened with no session, and the letterhead setting followed by the print page.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

async function finalizedReport(token: string) {
  const patient = await postAsClinic<{ id: string; patientId: string }>(
    server.url,
    token,
    '/api/patients',
    buildPatient({ firstName: 'सीता', lastName: 'देवी' }),
  );
  const report = await postAsClinic<{ id: string; reportId: string }>(
    server.url,
    token,
    '/api/reports',
    buildReport(patient.id),
  );
  return { patient, report };
}

describe('report PDF and verification', () => {
  it('downloads the PDF from the print page and verifies it at the QR code’s link without a session', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const { patient, report } = await finalizedReport(token);
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);
    await page.goto(`${server.url}/reports/${report.id}/print`);
    // Waits as long as the page takes to load (expect.poll gives up after 1 s, too soon on a busy host).
    await page.getByRole('img', { name: 'Verification QR code' }).waitFor();
    expect(await page.getByRole('img', { name: 'Verification QR code' }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-${report.reportId}.pdf`);
    const pdf = readFileSync((await download.path()) ?? '');
    const [text = ''] = pdfPageTexts(pdf);
    expect(text).toContain('सीता देवी');
    expect(text).toContain(patient.patientId);
    expect(text).toContain(report.reportId);
    const url = /open (http\S+\/verify\/[a-z2-7]{26})/.exec(text)?.[1] ?? '';
    expect(url.startsWith(`${server.url}/verify/`)).toBe(true);
    // The print page shows the same code as the PDF.
    await expect.poll(() => page.getByText(url).count()).toBe(1);
    expect(console.errors).toEqual([]);

    for (const width of [1366, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-IN' });
      const visitor = await context.newPage();
      const visitorConsole = watchConsole(visitor);
      const response = await visitor.goto(url);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await visitor.getByText('Genuine report: this is the latest version').waitFor();
      expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      const body = await visitor.locator('main').innerText();
      expect(body).toContain(report.reportId);
      expect(body).toContain('स. द.');
      expect(body).not.toContain('सीता');
      expect(body).not.toContain(patient.patientId);
      await screenshot(visitor, `verify-report-${width}`);
      expect(visitorConsole.errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('prints on letterhead once an administrator sets it in Settings', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const { report } = await finalizedReport(token);
    const page = await openSignedInPage(browser, token);
    await page.goto(`${server.url}/settings`);
    const printing = page.getByRole('region', { name: 'Printing', exact: true });
    await printing.getByLabel('Pre-printed letterhead').check();
    await printing.getByLabel('Top margin (mm)').fill('9');
    await printing.getByRole('button', { name: 'Save Print Settings' }).click();
    await printing.getByText('Top margin must be a whole number of millimetres from 15 to 100').waitFor();
    await printing.getByLabel('Top margin (mm)').fill('45');
    await printing.getByLabel('Bottom margin (mm)').fill('30');
    await printing.getByRole('button', { name: 'Save Print Settings' }).click();
    await expectToast(page, 'Printing on letterhead');
    await printing.screenshot({ path: join(SCREENSHOT_DIR, 'settings-printing.png') });
    await page.goto(`${server.url}/reports/${report.id}/print`);
    const sheet = page.getByRole('article', { name: `Report ${report.reportId}` });
    await sheet.waitFor();
    // The letterhead carries the clinic: the sheet starts with the patient box.
    expect(await sheet.locator('header').count()).toBe(0);
    expect(await page.locator('style').allInnerTexts()).toContainEqual(
      expect.stringContaining('margin: 45mm 15mm 30mm'),
    );
  }, 120_000);
});
