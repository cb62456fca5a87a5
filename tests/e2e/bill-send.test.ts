import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES as M } from '../../core/deliveries/delivery-schemas.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { addReceptionist, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 33 item 8, decision 030, end to end with no mail server configured: a receptionist sends
// a paid bill by e-mail from the bill view; the link and the one-time code are read from the
// outbox files (what the patient's mailbox would get), opened in a fresh browser with no session,
// and the PDF downloaded is the bill with its payment.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The outbox e-mails to `to`, oldest first (their file names start with the time written). */
function mailsTo(to: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(outbox, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`));
}

async function putFeeList(adminToken: string): Promise<string> {
  const res = await fetch(`${server.url}/api/fee-list`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      concessionLimitPercent: 10,
      gstin: null,
      items: [{ name: 'Anomaly scan', kind: 'study', studyType: 'obstetric_second_third_trimester', price: 1500 }],
    }),
  });
  if (res.status !== 200) throw new Error(`fee list: ${res.status} ${await res.text()}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items[0]?.id ?? '';
}

/**
 * A new trial clinic whose receptionist registers the patient (her e-mail on record, consent to
 * messages) and bills her an anomaly scan, unpaid.
 */
async function receptionistsBill(who: { firstName: string; lastName: string; phone: string }) {
  const { token: adminToken } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  const receptionist = await addReceptionist(server, adminToken);
  const anomalyScan = await putFeeList(adminToken);
  const email = `${who.firstName.toLowerCase()}.${Date.now()}@example.in`;
  const patient = await postAsClinic<{ id: string; patientId: string }>(
    server.url,
    receptionist,
    '/api/patients',
    buildPatient({ ...who, email, messageConsent: true }),
  );
  const bill = await postAsClinic<{ id: string; billNumber: string }>(server.url, receptionist, '/api/bills', {
    patientId: patient.id,
    lines: [{ feeItemId: anomalyScan }],
  });
  return { receptionist, email, patient, bill };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('sending a bill to the patient', () => {
  it('a receptionist sends the paid bill by e-mail; the patient opens the link with the code and downloads the PDF', async () => {
    const { receptionist, email, patient, bill } = await receptionistsBill({
      firstName: 'Meena',
      lastName: 'Iyer',
      phone: '9876501234',
    });
    await postAsClinic(server.url, receptionist, `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: 1500, paymentMethod: 'upi' }],
    });

    // The receptionist, on the bill view: Send bill, by e-mail to the address on record.
    const page = await openSignedInPage(browser, receptionist);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/bills/${bill.id}`);
    await page.getByRole('heading', { name: `Bill ${bill.billNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Send bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send bill' });
    await dialog.getByText('The patient agreed to receive messages').waitFor();
    await dialog.getByLabel('Channel').selectOption('email');
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Bill sent: E-mail to /)
      .waitFor();
    await dialog.getByText('Sent', { exact: true }).waitFor();
    await screenshotAtBothWidths(page, 'bill-send-dialog');

    // Her mailbox: the bill number and the clinic, never her name or what was billed.
    const [message = ''] = mailsTo(email);
    expect(message).toContain(bill.billNumber);
    expect(message).not.toMatch(/Meena|Iyer|Anomaly/);
    const link = /(http\S+\/shared-bill\/[A-Za-z0-9_-]{43})/.exec(message)?.[1] ?? '';
    expect(link.startsWith(`${server.url}/shared-bill/`)).toBe(true);

    // The patient: a fresh browser, no session.
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      acceptDownloads: true,
    });
    const visitor = await context.newPage();
    const visitorErrors = watchConsole(visitor).errors;
    await visitor.goto(link);
    await visitor.getByText('Bill and receipt').first().waitFor();
    const before = await visitor.locator('main').innerText();
    for (const secret of ['Meena', 'Iyer', patient.patientId, 'Anomaly', '9876501234'])
      expect(before).not.toContain(secret);
    await screenshotAtBothWidths(visitor, 'shared-bill');
    await visitor.getByRole('button', { name: 'Send code' }).click();
    // The code goes to the e-mail on her record, the link's own channel.
    await visitor.getByText(/^We sent a code to /).waitFor();
    const code = mailsTo(email)
      .map((text) => /open the bill is (\d{6})/.exec(text)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(code).toMatch(/^\d{6}$/);
    await visitor.getByLabel('6-digit code').fill(code ?? '');
    await visitor.getByRole('button', { name: 'Open the bill' }).click();
    await visitor.getByText('Your bill is ready').waitFor();
    await screenshotAtBothWidths(visitor, 'shared-bill-ready');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download bill (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = flat(pdfPageTexts(pdf).join(' '));
    for (const phrase of [
      bill.billNumber,
      'BILL OF SUPPLY',
      'Meena Iyer',
      'Amount paid ₹1,500.00',
      'Balance due ₹0.00',
    ])
      expect(text).toContain(phrase);
    await context.close();

    // The clinic sees the download in the bill's delivery log.
    await page.reload();
    await page.getByRole('button', { name: 'Send bill' }).click();
    await page.getByRole('dialog', { name: 'Send bill' }).getByText('Downloaded 1×', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  }, 180_000);

  it('three wrong codes lock her link, and a link the receptionist revoked says so and serves no PDF', async () => {
    // The refusals the page shows arrive as 400 and 410 answers, which Chromium logs.
    allowConsoleErrors(/status of 400/, /status of 410/);
    const { receptionist, email, bill } = await receptionistsBill({
      firstName: 'Asha',
      lastName: 'Nair',
      phone: '9876505678',
    });
    const sendLink = async () => {
      await postAsClinic(server.url, receptionist, `/api/bills/${bill.id}/deliveries`, { channel: 'email' });
      const link = /(http\S+\/shared-bill\/[A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1) ?? '')?.[1];
      if (!link) throw new Error('no bill link in the outbox');
      return link;
    };
    const lastCode = () =>
      mailsTo(email)
        .map((text) => /open the bill is (\d{6})/.exec(text)?.[1])
        .filter(Boolean)
        .at(-1) ?? '';

    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    const visitor = await context.newPage();
    const visitorErrors = watchConsole(visitor).errors;

    // Three wrong codes: the third locks the link, and the page says so in the bill's words.
    await visitor.goto(await sendLink());
    await visitor.getByRole('button', { name: 'Send code' }).click();
    await visitor.getByText(/^We sent a code to /).waitFor();
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    for (const left of ['2 attempts left before the link locks.', '1 attempt left before the link locks.']) {
      await visitor.getByLabel('6-digit code').fill(wrong);
      await visitor.getByRole('button', { name: 'Open the bill' }).click();
      await visitor.getByText(left).waitFor();
      await visitor.getByText('The code does not match').waitFor();
    }
    await visitor.getByLabel('6-digit code').fill(wrong);
    await visitor.getByRole('button', { name: 'Open the bill' }).click();
    await visitor.getByText('This link is locked', { exact: true }).waitFor();
    await visitor.getByText(M.billLinkLocked).waitFor();
    await screenshotAtBothWidths(visitor, 'shared-bill-locked');
    // Locked stays locked: the right code now opens nothing, and a reload shows the lock again.
    const lockedToken = visitor.url().split('/').at(-1) ?? '';
    const late = await fetch(`${server.url}/api/shared-reports/${lockedToken}/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: lastCode() }),
    });
    expect(late.status).toBe(410);
    await visitor.reload();
    await visitor.getByText(M.billLinkLocked).waitFor();

    // A second link, opened with the right code: then the receptionist revokes it.
    await visitor.goto(await sendLink());
    await visitor.getByRole('button', { name: 'Send code' }).click();
    await visitor.getByText(/^We sent a code to /).waitFor();
    await visitor.getByLabel('6-digit code').fill(lastCode());
    await visitor.getByRole('button', { name: 'Open the bill' }).click();
    const download = visitor.getByRole('link', { name: 'Download bill (PDF)' });
    await download.waitFor();
    const pdfUrl = `${server.url}${await download.getAttribute('href')}`;

    const desk = await openSignedInPage(browser, receptionist);
    const deskErrors = watchConsole(desk).errors;
    await desk.goto(`${server.url}/bills/${bill.id}`);
    await desk.getByRole('button', { name: 'Send bill' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Send bill' });
    await dialog.getByText('Link locked', { exact: true }).waitFor();
    // The locked link offers no Revoke; the open one does.
    await expect(dialog.getByRole('button', { name: 'Revoke link' }).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await dialog.getByText('Link revoked: it no longer opens the bill.').waitFor();
    await dialog.getByText('Link revoked', { exact: true }).waitFor();

    // Her download key from before the revoke serves no PDF; the page says the link was withdrawn.
    const pdf = await fetch(pdfUrl);
    expect(pdf.status).toBe(410);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await pdf.json()) as { message: string }).message).toBe(M.billLinkRevoked);
    await visitor.reload();
    await visitor.getByText('The bill cannot be opened').waitFor();
    await visitor.getByText(M.billLinkRevoked).waitFor();
    await expect(visitor.getByRole('link', { name: 'Download bill (PDF)' }).count()).resolves.toBe(0);
    await screenshotAtBothWidths(visitor, 'shared-bill-revoked');
    await context.close();
    expect(deskErrors).toEqual([]);
    expect(visitorErrors.every((e) => /status of 4(00|10)/.test(e))).toBe(true);
  }, 180_000);
});
