import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { makePng } from '../support/test-files.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { chooseMonth } from './support/formf-pages.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** yyyy-mm of today in India, the register's month for a scan made today. */
const indianMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

describe('referral evidence and the inspection pack in Chromium', () => {
  it('attaches a referral slip to a Form F, prints it with the form, and downloads the month as one ZIP', async () => {
    allowConsoleErrors(/\b400\b/);
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavita', lastName: 'Singh', spouseName: 'Arun Singh' }),
    );
    const report = await postAsClinic<{ id: string }>(server.url, token, '/api/reports', obstetricReport(patient.id));
    const page = await openSignedInPage(browser, token);
    watchConsole(page);

    // The Form F dialog of the report's record, from Patient History.
    await page.goto(`${server.url}/pcpndt?reportId=${report.id}`);
    await page.getByRole('button', { name: /^View F-/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Form F' });
    const evidence = dialog.getByRole('region', { name: 'Referral evidence (item 7)' });
    await evidence.getByText('Nothing attached yet.').waitFor();

    // A real PNG (a red 600x400 "slip") with HTML riding after IEND: attached, listed, re-encoded.
    const slip = Buffer.concat([makePng(600, 400, [220, 40, 40, 255]), Buffer.from('<html><script>alert(1)</script>')]);
    await evidence.getByLabel('Document').selectOption('referral_slip');
    await evidence
      .locator('input[type="file"]')
      .setInputFiles({ name: 'referral slip.png', mimeType: 'image/png', buffer: slip });
    await evidence.getByText(/^referral slip\.png · /).waitFor();
    await evidence.getByRole('img', { name: 'referral slip.png' }).waitFor();
    // Something that is not an image or PDF is refused with the server's message.
    await evidence
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
    await page.getByText('Attach a PNG or JPEG image or a PDF').first().waitFor();
    await evidence.scrollIntoViewIfNeeded();
    await screenshot(page, 'formf-evidence-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await evidence.scrollIntoViewIfNeeded();
    await screenshot(page, 'formf-evidence-dialog-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The print page carries the slip after the form, on its own page.
    const formId = new URL(page.url()).searchParams.get('formId');
    const forms = (await (
      await fetch(`${server.url}/api/pcpndt-forms?reportId=${report.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { forms: Array<{ id: string; formId: string }> };
    const form = forms.forms[0];
    expect(form).toBeDefined();
    expect(formId === null || formId === form?.id).toBe(true);
    const print = await page.context().newPage();
    await print.goto(`${server.url}/pcpndt/${form?.id}/print`);
    const printed = print.getByRole('region', { name: 'Referral evidence' });
    await printed.getByRole('img', { name: /Referral slip referral slip\.png/ }).waitFor();
    await print.emulateMedia({ media: 'print' });
    await screenshot(print, 'formf-evidence-print-a4');
    const pdf = await printedPdf(print, { format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    await print.close();

    // One click: the month's inspection pack.
    await page.goto(`${server.url}/pcpndt?tab=register`);
    await page.getByRole('button', { name: 'Inspection Pack' }).waitFor();
    await screenshot(page, 'formf-register-exports-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Inspection Pack' }).click(),
    ]);
    const month = indianMonth();
    expect(download.suggestedFilename()).toBe(`inspection-pack-${month}.zip`);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(files);
    expect(names).toContain(`register-${month}.csv`);
    expect(names).toContain(`forms-${month}.csv`);
    expect(names).toContain(`forms/${form?.formId}.html`);
    const slipName = `evidence/${form?.formId}/01-referral_slip-referral-slip.png`;
    expect(names).toContain(slipName);
    expect(Buffer.from(files[slipName] ?? []).toString('latin1')).not.toContain('<script>');

    // Last month's report recorded as filed, from the register.
    const [y, m] = month.split('-').map(Number) as [number, number];
    const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    await chooseMonth(page, lastMonth);
    const filing = page.getByRole('region', { name: 'Monthly report filing' });
    await filing.getByLabel('Filed on').fill(`${month}-01`);
    await filing.getByLabel('Filed with (authority)').fill('District Appropriate Authority, Gurugram');
    await filing.getByLabel('Reference number').fill('AA/GGN/1187');
    await filing.getByRole('button', { name: 'Record Filing' }).click();
    await filing.getByText(/Filed on .* reference AA\/GGN\/1187\. Recorded by Asha Verma/).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'formf-register-filing-390');
  });
});
