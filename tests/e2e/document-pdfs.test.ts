import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clinicDayOf } from '../../core/format/dates.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { buyPlanThroughApi, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 19 §1: "Download PDF" beside Print on the receipt, invoice, Form F and register pages
// gives the server's PDF of the same print model; the receipt follows the letterhead setting.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** Clicks Download PDF and returns the file's name and its pages' text. */
async function downloadPdf(page: Page): Promise<{ name: string; pages: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = readFileSync((await download.path()) ?? '');
  return { name: download.suggestedFilename(), pages: pdfPageTexts(pdf) };
}

/** Screenshots at the two widths the project checks, with the page's own document visible. */
async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('document PDFs from the print pages', () => {
  it('downloads a receipt PDF, and both the page and the PDF follow the letterhead setting', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'सीता', lastName: 'देवी' }),
    );
    const payment = await postAsClinic<{ id: string; paymentId: string }>(server.url, token, '/api/payments', {
      patientId: patient.id,
      amount: 123456,
      paymentMethod: 'cash',
      paymentDate: clinicDayOf(new Date()),
    });
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);
    await page.goto(`${server.url}/payments/${payment.id}/receipt`);
    const receipt = page.getByRole('article', { name: `Payment receipt ${payment.paymentId}` });
    await receipt.getByText('Reg. No.: PNDT/GGN/2020/117').waitFor();
    const plain = await downloadPdf(page);
    expect(plain.name).toBe(`receipt-${payment.paymentId}.pdf`);
    expect(plain.pages).toHaveLength(1);
    expect(plain.pages[0]).toContain('सीता देवी');
    expect(plain.pages[0]).toContain('₹1,23,456.00');
    expect(plain.pages[0]).toContain('Reg. No.: PNDT/GGN/2020/117');
    await shoot(page, 'docs-receipt-plain');

    const saved = await fetch(`${server.url}/api/clinic/print-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ layout: 'letterhead', letterheadTopMm: 45, letterheadBottomMm: 25 }),
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await receipt.getByText('₹1,23,456.00').waitFor();
    // The letterhead carries the clinic: the receipt starts with its title.
    expect(await receipt.getByText('Reg. No.: PNDT/GGN/2020/117').count()).toBe(0);
    const letterhead = await downloadPdf(page);
    expect(letterhead.pages[0]).toContain(payment.paymentId);
    expect(letterhead.pages[0]).not.toContain('Reg. No.');
    await shoot(page, 'docs-receipt-letterhead');
    expect(console.errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('downloads our invoice as a PDF from the invoice page', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup());
    await buyPlanThroughApi(server, token, 'basic');
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);
    await page.goto(`${server.url}/billing/invoices/latest`);
    await page.getByRole('heading', { name: /Invoice/ }).waitFor();
    const { name, pages } = await downloadPdf(page);
    expect(name).toMatch(/^invoice-USG_\d{2}-\d{2}_\d{6}\.pdf$/);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Basic Subscription');
    expect(pages[0]).toContain('₹600.00');
    await shoot(page, 'docs-invoice');
    expect(console.errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('downloads Form F and the month’s register as PDFs from their print pages', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'सीता', lastName: 'देवी', spouseName: 'Ravi Sharma', isObstetric: true }),
    );
    const report = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/reports',
      buildReport(patient.id, 'obstetric_second_third_trimester'),
    );
    const list = await fetch(`${server.url}/api/pcpndt-forms?reportId=${report.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const form = ((await list.json()) as { forms: { id: string; formId: string }[] }).forms[0];
    if (!form) throw new Error('no Form F for the obstetric report');
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);
    await page.goto(`${server.url}/pcpndt/${form.id}/print`);
    await page.getByRole('article', { name: `Form F ${form.formId}` }).waitFor();
    const formF = await downloadPdf(page);
    expect(formF.name).toBe(`form-f-${form.formId}.pdf`);
    expect(formF.pages.join('\n')).toContain('सीता देवी');
    expect(formF.pages.at(-1)).toContain(`Page ${formF.pages.length} of ${formF.pages.length}`);
    await shoot(page, 'docs-formf');

    const month = clinicDayOf(new Date()).slice(0, 7);
    await page.goto(`${server.url}/pcpndt/register/${month}`);
    await page.getByRole('table', { name: /Form F register for/ }).waitFor();
    const register = await downloadPdf(page);
    expect(register.name).toBe(`form-f-register-${month}.pdf`);
    expect(register.pages[0]).toContain(form.formId);
    expect(register.pages[0]).toContain('सीता देवी');
    await shoot(page, 'docs-register');
    expect(console.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
