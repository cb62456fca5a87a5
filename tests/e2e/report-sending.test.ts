import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 19 §3 end to end with no provider configured: consent recorded in the patient's edit
// dialog, the report sent by WhatsApp from its print page, the link read from the outbox file,
// opened in a fresh browser with no session, the year of birth entered, the PDF downloaded.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

function whatsappLinks(): string[] {
  const outbox = join(server.dataDir, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.whatsapp.txt'))
    .sort();
  return files.map(
    (f) => /(http\S+\/shared-report\/[A-Za-z0-9_-]{43})/.exec(readFileSync(join(outbox, f), 'utf8'))?.[1] ?? '',
  );
}

const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send Report' });

describe('sending a report to the patient', () => {
  it('records consent, sends by WhatsApp, and the patient downloads the PDF after her year of birth', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Meena', lastName: 'Kumari', dateOfBirth: '1991-07-04', phone: '9876501234' }),
    );
    const report = await postAsClinic<{ id: string; reportId: string }>(
      server.url,
      token,
      '/api/reports',
      buildReport(patient.id),
    );
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);

    // No consent yet: the dialog says why it cannot send.
    await page.goto(`${server.url}/reports/${report.id}/print`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await sendDialog(page).getByText('Sending is not possible').waitFor();
    expect(await sendDialog(page).getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await sendDialog(page).getByRole('button', { name: 'Close' }).first().click();

    // Consent recorded in the patient's edit dialog.
    await page.goto(`${server.url}/patients/${patient.id}`);
    await page.getByRole('button', { name: 'Edit Patient' }).click();
    await page.getByLabel('The patient agreed to receive messages').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Patient updated successfully');
    await page.getByText(/^Agreed \d{2}\/\d{2}\/\d{4}/).waitFor();

    // Sent by WhatsApp to the number on record.
    await page.goto(`${server.url}/reports/${report.id}/print`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = sendDialog(page);
    await dialog.getByText('The patient agreed to receive messages').waitFor();
    expect(await dialog.getByLabel('Channel').inputValue()).toBe('whatsapp');
    expect(await dialog.getByLabel('Mobile number').inputValue()).toBe('9876501234');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('status').getByText('Report sent: WhatsApp to •••••1234.').waitFor();
    await dialog.getByText('Sent', { exact: true }).waitFor();
    await dialog.getByText('WhatsApp to patient').waitFor();
    const [link = ''] = whatsappLinks();
    expect(link.startsWith(`${server.url}/shared-report/`)).toBe(true);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The viewport only: the dialog is fixed over it.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `send-report-dialog-${width}.png`) });
    }

    // The patient: a fresh browser, no session.
    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        acceptDownloads: true,
      });
      const visitor = await context.newPage();
      const visitorConsole = watchConsole(visitor);
      const response = await visitor.goto(link);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await visitor.getByLabel("Patient's year of birth").waitFor();
      expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      const before = await visitor.locator('main').innerText();
      for (const secret of ['Meena', 'Kumari', patient.patientId, '1991', report.reportId])
        expect(before).not.toContain(secret);
      await screenshot(visitor, `shared-report-${width}`);
      if (width === 1366) {
        await visitor.getByLabel("Patient's year of birth").fill('1990');
        await visitor.getByRole('button', { name: 'Continue' }).click();
        await visitor.getByText('The year of birth does not match').waitFor();
      }
      await visitor.getByLabel("Patient's year of birth").fill('1991');
      await visitor.getByRole('button', { name: 'Continue' }).click();
      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        visitor.getByRole('link', { name: 'Download report (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`report-${report.reportId}.pdf`);
      const pdf = readFileSync((await download.path()) ?? '');
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      await screenshot(visitor, `shared-report-ready-${width}`);
      // The wrong year is an expected 400; nothing else may fail.
      expect(visitorConsole.errors.filter((e) => !e.includes('400'))).toEqual([]);
      await context.close();
    }

    // The clinic sees both downloads in the log.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await sendDialog(page).getByText('Downloaded 2×', { exact: false }).waitFor();
    await sendDialog(page).getByRole('button', { name: 'Revoke link' }).click();
    await sendDialog(page).getByRole('status').getByText('Link revoked').waitFor();
    await sendDialog(page).getByText('Link revoked', { exact: true }).waitFor();
    expect(console.errors).toEqual([]);
  }, 180_000);

  it('lets an administrator turn on appointment reminders in Settings (off by default)', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const page = await openSignedInPage(browser, token);
    const console = watchConsole(page);
    await page.goto(`${server.url}/settings`);
    const messages = page.getByRole('region', { name: 'Messages to patients', exact: true });
    const reminders = messages.getByLabel('Remind patients of their appointment the day before', { exact: false });
    await reminders.waitFor();
    await expect.poll(() => reminders.isEnabled()).toBe(true);
    expect(await reminders.isChecked()).toBe(false);
    // Saved at once (no Save button): the box follows the server's answer.
    await reminders.click();
    await expectToast(page, 'Appointment reminders on');
    await expect.poll(() => reminders.isChecked()).toBe(true);
    await messages.screenshot({ path: join(SCREENSHOT_DIR, 'settings-messages.png') });
    await page.reload();
    await expect.poll(() => messages.getByRole('checkbox').isChecked()).toBe(true);
    expect(console.errors).toEqual([]);
  }, 60_000);
});
