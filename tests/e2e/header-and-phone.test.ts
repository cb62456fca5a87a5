import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 22: the header search and bell did nothing; at 390 px the dashboard was 451 px wide and
// cut "Schedule Appointment", tables hid columns without a cue; the patient view's Reports and
// Payments cards had no inner padding; Record Payment could not link a report.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

interface Patient {
  id: string;
  patientId: string;
}

async function busyClinic() {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  const asha = await postAsClinic<Patient>(
    server.url,
    token,
    '/api/patients',
    buildPatient({
      firstName: 'Asha',
      lastName: 'Deshpande-Kulkarni',
      phone: '9876501234',
      isObstetric: true,
      spouseName: "Neil D'Souza",
    }),
  );
  await postAsClinic<Patient>(
    server.url,
    token,
    '/api/patients',
    buildPatient({ firstName: 'Ravi', lastName: 'Kulkarni', phone: '9123400000' }),
  );
  const report = await postAsClinic<{ id: string; reportId: string }>(
    server.url,
    token,
    '/api/reports',
    buildReport(asha.id, 'obstetric_second_third_trimester'),
  );
  await postAsClinic(server.url, token, '/api/studies', {
    patientId: asha.id,
    studyType: 'obstetric',
    scheduledDate: new Date(Date.now() + 60 * 60_000).toISOString(),
    doctor: 'Dr. Rakesh Mehta',
  });
  return { token, asha, report };
}

/** Whether `inner` lies wholly inside the viewport's width. */
async function insideWidth(page: Page, inner: Locator): Promise<boolean> {
  const box = await inner.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('header, bell and phone screens', () => {
  it('finds a patient from the header by name or phone and opens them; the bell lists what needs attention', async () => {
    const { token, asha } = await busyClinic();
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    const search = page.getByRole('combobox', { name: 'Search patients' });
    await search.fill('kulkarni');
    const found = page.getByRole('listbox', { name: 'Patients found' });
    await found.getByRole('option', { name: /Asha Deshpande-Kulkarni/ }).waitFor();
    await found.getByRole('option', { name: /Ravi Kulkarni/ }).waitFor();
    await screenshot(page, 'hdr-01-search-1366');
    await found.getByRole('option', { name: /Asha Deshpande-Kulkarni/ }).click();
    await page.waitForURL(`**/patients/${asha.id}`);
    await page.getByRole('heading', { name: 'Asha Deshpande-Kulkarni', level: 1 }).waitFor();

    // By phone, with the keyboard: the only match opens on Enter.
    await search.fill('98765 01234');
    await found.getByRole('option', { name: /Asha Deshpande-Kulkarni/ }).waitFor();
    expect(await found.getByRole('option').count()).toBe(1);
    await page.goto(`${server.url}/dashboard`);
    await search.fill(asha.patientId);
    await found.getByRole('option').first().waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(`**/patients/${asha.id}`);
    await search.fill('zzzz');
    await found.getByText('No patients found').waitFor();
    await search.fill('');

    const bell = page.getByRole('button', { name: /view notifications/i });
    expect(await bell.getAttribute('aria-label')).toBe('1 need attention: view notifications');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    for (const text of [
      // One Form F for the reported scan and one opened when the next scan was booked.
      '2 Form Fs are incomplete',
      '1 appointment today',
      /^Form F register for .* due by \d\d\/\d\d\/\d{4}$/,
    ]) {
      await panel.getByText(text).waitFor();
    }
    await screenshot(page, 'hdr-02-bell-1366');
    await panel.getByRole('button', { name: /2 Form Fs are incomplete/ }).click();
    await page.waitForURL('**/pcpndt');
    expect([...errors]).toEqual([]);
  });

  it('fits the dashboard, the patient view and the payments list in 390 px and links a payment to a report', async () => {
    const { token, asha, report } = await busyClinic();
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchConsole(page).errors;

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    const scheduleButton = page.getByRole('button', { name: 'Schedule Appointment' });
    await scheduleButton.waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await insideWidth(page, scheduleButton)).toBe(true);
    await screenshot(page, 'hdr-03-dashboard-390');
    // The bell's panel stays on the screen too.
    await page.getByRole('button', { name: /view notifications/i }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('1 appointment today').waitFor();
    expect(await insideWidth(page, panel)).toBe(true);
    await page.keyboard.press('Escape');

    // The patient view's cards: their lists sit inside the card's padding.
    await page.goto(`${server.url}/patients/${asha.id}`);
    const reportsCard = page.getByRole('region', { name: 'Reports' });
    await reportsCard.getByText(report.reportId, { exact: false }).waitFor();
    const card = await reportsCard.boundingBox();
    const item = await reportsCard.locator('li').first().boundingBox();
    expect(item && card && item.x - card.x).toBeGreaterThanOrEqual(16);
    await page.getByRole('region', { name: 'Payments' }).getByText('No payments recorded yet').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'hdr-04-patient-view-390');

    // Record Payment links the report; the Payments list shows it and cues its hidden columns.
    await page.goto(`${server.url}/payments`);
    await page.getByRole('button', { name: 'Record Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    const reportField = dialog.getByLabel('Report');
    expect(await reportField.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Patient *' }).fill('asha');
    await dialog.getByRole('option', { name: new RegExp(asha.patientId) }).click();
    await expect.poll(() => reportField.isDisabled()).toBe(false);
    await reportField.selectOption({ value: report.id });
    await dialog.getByLabel('Amount (₹) *').fill('1500');
    await dialog.getByLabel('Payment Method *').selectOption({ label: 'Cash' });
    await screenshot(page, 'hdr-05-record-payment-390');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Payments, newest first' });
    await table.getByRole('row').filter({ hasText: 'PAY-000001' }).getByText(report.reportId).waitFor();
    await page.getByText('Scroll sideways for more columns').first().waitFor();
    await screenshot(page, 'hdr-06-payments-390');
    const wide = await page.evaluate(
      `[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 391).slice(0, 8).map((e) => e.tagName + '.' + String(e.className).slice(0, 60)).join(' | ')`,
    );
    expect(await page.evaluate('document.documentElement.scrollWidth'), String(wide)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
