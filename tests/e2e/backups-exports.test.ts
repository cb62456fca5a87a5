import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { waitUntil } from '../support/wait-until.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  addReceptionist,
  expectToast,
  postAsClinic,
  signUpThroughApi,
  storeSessionToken,
} from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

/** The deployment's operator: backups are theirs alone (OPERATOR_EMAILS), not a clinic admin's. */
const OPERATOR = `ops.${randomUUID().slice(0, 8)}@example.in`;

let server: RunningServer;
let browser: Browser;
startServerAndBrowser(
  (started, launched) => {
    server = started;
    browser = launched;
  },
  { OPERATOR_EMAILS: OPERATOR },
);

/** Opens the verification link mailed to an address (the outbox, once the mail job wrote it). */
async function verifyFromOutbox(email: string): Promise<void> {
  const outbox = join(server.dataDir, 'outbox');
  let token: string | undefined;
  await waitUntil(`verification mail to ${email}`, () => {
    if (!existsSync(outbox)) return false;
    token = readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .find((text) => text.startsWith(`To: ${email}\n`) && text.includes('verify-email?token='))
      ?.match(/verify-email\?token=([\w-]+)/)?.[1];
    return token !== undefined;
  });
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${await res.text()}`);
}

async function openAs(token: string, path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  const page = await context.newPage();
  const { errors } = watchConsole(page);
  await storeSessionToken(page, server.url, token);
  await page.goto(`${server.url}${path}`);
  return { page, errors };
}

async function zipNames(path: string): Promise<string[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  zip.close();
  return names;
}

describe('backups and the clinic data export in settings', () => {
  it('the operator backs up now and sees it verified, then exports the clinic with progress and downloads it', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup({ email: OPERATOR }), { startTrial: true });
    await verifyFromOutbox(OPERATOR);
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient(),
    );
    const { page, errors } = await openAs(token, '/settings', 1366);

    const backups = page.getByRole('region', { name: 'Backups', exact: true });
    await backups.getByText('None yet').waitFor();
    await backups.getByRole('button', { name: 'Back up now' }).click();
    await expectToast(page, 'Backup started');
    await backups
      .getByText('Verified: restored into a test database and every table checked')
      .waitFor({ timeout: 60_000 });
    await backups.getByRole('button', { name: 'Back up now' }).waitFor();

    const exporting = page.getByRole('region', { name: 'Export Clinic Data', exact: true });
    await exporting.getByRole('button', { name: 'Export clinic data' }).click();
    const download = exporting.getByRole('button', { name: 'Download' });
    // Either the progress bar is seen first or the (small) export is already done.
    await Promise.race([exporting.getByRole('progressbar', { name: 'Export progress' }).waitFor(), download.waitFor()]);
    await download.waitFor({ timeout: 60_000 });
    await exporting.getByText(/is ready \(\d+ kB\)\. Download it before \d{2}\/\d{2}\/\d{4}/).waitFor();
    await screenshot(page, 'settings-backups-export-1366');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^clinic-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(server.dataDir, 'downloaded.zip');
    await file.saveAs(saved);
    const names = await zipNames(saved);
    expect(names).toEqual(
      expect.arrayContaining(['patients.csv', 'patients.json', 'reports.csv', 'form-f.json', 'audit-log.csv']),
    );

    // A patient's own records, from her page.
    await page.goto(`${server.url}/patients/${patient.id}`);
    const [own] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Records' }).click(),
    ]);
    expect(own.suggestedFilename()).toBe(`patient-${patient.patientId}-records.zip`);
    await expectToast(page, 'Patient records downloaded');
    expect(errors).toEqual([]);

    // The narrow screen.
    const narrow = await openAs(token, '/settings', 390);
    await narrow.page.getByRole('region', { name: 'Backups', exact: true }).getByText('Verified: restored').waitFor();
    await narrow.page
      .getByRole('region', { name: 'Export Clinic Data', exact: true })
      .getByRole('button', { name: 'Download' })
      .waitFor();
    await screenshot(narrow.page, 'settings-backups-export-390');
    expect(narrow.errors).toEqual([]);

    // A newer backup whose verification failed (as a DICOM file lost from disk makes every night):
    // the card says verified backups stay and only the newest failed ones are kept.
    const failed = join(server.dataDir, 'backups', 'portal-backup-2099-01-01T00-00-00-000Z.zip');
    writeFileSync(failed, 'not a backup');
    const verification = { verified: false, verifiedAt: new Date().toISOString(), message: 'test', durationMs: 1 };
    writeFileSync(`${failed}.json`, JSON.stringify(verification));
    try {
      await page.goto(`${server.url}/settings`);
      const card = page.getByRole('region', { name: 'Backups', exact: true });
      await card.getByText('Verification failed: check the file with npm run verify-backup').waitFor();
      await card.getByRole('alert').getByText('only the newest 2 are kept: older failed ones are deleted').waitFor();
      await card.getByText('2 (the last 7 days, then one a week for 4 weeks)').waitFor();
    } finally {
      rmSync(failed);
      rmSync(`${failed}.json`);
    }

    // Another clinic's administrator exports their clinic but sees no backups: they are the deployment's.
    const other = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const admin = await openAs(other.token, '/settings', 1366);
    await admin.page.getByRole('region', { name: 'Export Clinic Data', exact: true }).waitFor();
    expect(await admin.page.getByRole('region', { name: 'Backups', exact: true }).count()).toBe(0);
    expect(admin.errors).toEqual([]);

    // Other roles see neither card, nor the patient's export button.
    const receptionist = await addReceptionist(server, token);
    const front = await openAs(receptionist, '/settings', 1366);
    await front.page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await front.page.getByRole('region', { name: 'Account Information' }).waitFor();
    expect(await front.page.getByRole('region', { name: 'Backups', exact: true }).count()).toBe(0);
    expect(await front.page.getByRole('region', { name: 'Export Clinic Data', exact: true }).count()).toBe(0);
    await front.page.goto(`${server.url}/patients/${patient.id}`);
    await front.page.getByRole('button', { name: 'Edit Patient' }).waitFor();
    expect(await front.page.getByRole('button', { name: 'Export Records' }).count()).toBe(0);
    expect(front.errors).toEqual([]);
  });
});
