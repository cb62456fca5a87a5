import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 19 §3 end to end with no provider configured: consent recorded in the patient's edit
// dialog, the report sent by WhatsApp from its print page, the link read from the outbox file,
// opened in a fresh browser with no session, a one-time code sent to her phone (issue 36) and
// read from the outbox, typed in, the PDF downloaded; and a link locked by wrong codes.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The WhatsApp outbox files' texts, oldest written first. */
function whatsappMessages(): string[] {
  const outbox = join(server.dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.whatsapp.txt'))
    .map((f) => ({ f, at: statSync(join(outbox, f), { bigint: true }).mtimeNs }))
    .sort((a, b) => (a.at === b.at ? a.f.localeCompare(b.f) : a.at < b.at ? -1 : 1))
    .map(({ f }) => readFileSync(join(outbox, f), 'utf8'));
}

function whatsappLinks(): string[] {
  return whatsappMessages()
    .map((text) => /(http\S+\/shared-report\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '')
    .filter(Boolean);
}

/** The newest one-time code, as the patient reads it on her phone. */
function lastCode(): string {
  const code = whatsappMessages()
    .map((text) => /open the ultrasound report is (\d{6})/.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** "Send code" on the patient's page, then the masked number it names. */
async function sendCode(visitor: Page, lastDigits: string) {
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await visitor.getByText(`We sent a code to ******${lastDigits}`).waitFor();
}

const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send Report' });

describe('sending a report to the patient', () => {
  it('records consent, sends by WhatsApp, and the patient downloads the PDF with the code sent to her phone', async () => {
    // The patient's wrong code is an expected 400; nothing else may fail.
    allowConsoleErrors(/\b400\b/);
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
      watchConsole(visitor);
      const response = await visitor.goto(link);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await visitor.getByRole('button', { name: 'Send code' }).waitFor();
      expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      const before = await visitor.locator('main').innerText();
      for (const secret of ['Meena', 'Kumari', patient.patientId, '1991', report.reportId, '9876501234'])
        expect(before).not.toContain(secret);
      await screenshot(visitor, `shared-report-${width}`);
      await sendCode(visitor, '1234');
      const code = lastCode();
      if (width === 1366) {
        await visitor.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
        await visitor.getByRole('button', { name: 'Open the report' }).click();
        await visitor.getByText('The code does not match').waitFor();
        await visitor.getByText('2 attempts left before the link locks.').waitFor();
      }
      await visitor.getByLabel('6-digit code').fill(code);
      await screenshot(visitor, `shared-report-code-${width}`);
      await visitor.getByRole('button', { name: 'Open the report' }).click();
      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        visitor.getByRole('link', { name: 'Download report (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`report-${report.reportId}.pdf`);
      const pdf = readFileSync((await download.path()) ?? '');
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      await screenshot(visitor, `shared-report-ready-${width}`);
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

  it('tells the patient plainly when wrong codes have locked her link', async () => {
    // Wrong codes (400) and the locked link (410) are the expected refusals.
    allowConsoleErrors(/\b(400|410)\b/);
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ phone: '9876501223', messageConsent: true }),
    );
    const report = await postAsClinic<{ id: string }>(server.url, token, '/api/reports', buildReport(patient.id));
    await postAsClinic(server.url, token, `/api/reports/${report.id}/deliveries`, {
      channel: 'whatsapp',
      recipient: 'patient',
    });
    const link = whatsappLinks().at(-1) ?? '';
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'en-IN' });
    const visitor = await context.newPage();
    watchConsole(visitor);
    await visitor.goto(link);
    await sendCode(visitor, '1223');
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await visitor.getByLabel('6-digit code').fill(wrong);
      await visitor.getByRole('button', { name: 'Open the report' }).click();
      if (i < 2) await visitor.getByText(`${2 - i} ${i === 1 ? 'attempt' : 'attempts'} left`).waitFor();
    }
    await visitor.getByText('This link is locked', { exact: true }).waitFor();
    await visitor.getByText('The clinic has been told; ask them to send the report again.', { exact: false }).waitFor();
    expect(await visitor.getByLabel('6-digit code').count()).toBe(0);
    await screenshot(visitor, 'shared-report-locked-390');
    await context.close();
  }, 90_000);

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
