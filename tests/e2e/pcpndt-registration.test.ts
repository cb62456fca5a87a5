import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chosenTextFit, SCREENSHOT_DIR } from './support/browser.ts';
import { expectToast, saveHindiProfile } from './support/clinic-flows.ts';
import { DOCTOR } from './support/formf-pages.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { section, startSettingsHarness } from './support/settings-harness.ts';

// Issue 29 §4: an administrator records the centre's registration on Settings; the notice prints on A4.
const { serverUrl, openSettings } = startSettingsHarness();
const SHOTS = '/tmp/shots-C';
/** The smallest file a PDF reader accepts as one: enough for the scan's type check. */
const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The card alone (the settings page is long) at the desk's width and a phone's; left at the phone's. */
async function shootCard(card: Locator, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await card.page().setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png` });
  }
}

describe('Settings → PC-PNDT registration', () => {
  it('records the certificate and a machine, and prints the notice on A4', async () => {
    const { context, page, token } = await openSettings({ width: 1366, height: 900 });
    const card = section(page, 'PC-PNDT registration');
    await card.getByText('PC-PNDT registration is not recorded').waitFor();
    await card.getByLabel('Certificate number').fill('PNDT/MH/2024/117');
    await card.getByLabel('Appropriate Authority').fill('District Appropriate Authority, Pune');
    await card.getByLabel('Valid from').fill('01/04/2024');
    await card.getByLabel('Valid to').fill('31/03/2029');
    await card.getByRole('button', { name: 'Save certificate' }).click();
    await expectToast(page, 'PC-PNDT registration saved');
    await card.getByText('Valid until 31/03/2029.').waitFor();
    // The scan through a button of ours (the browser's own control speaks English on a Hindi screen).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      card.getByRole('button', { name: 'Choose file' }).click(),
    ]);
    await chooser.setFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
    await card.getByText('Scan: certificate.pdf').waitFor();
    await card.getByRole('button', { name: 'Replace scan' }).waitFor();
    await card.getByLabel('Make').fill('GE');
    await card.getByLabel('Model').fill('Voluson E8');
    await card.getByLabel('Serial number').fill('VE8-2231');
    await card.getByRole('button', { name: 'Add machine' }).click();
    await card.getByText('S/N VE8-2231').waitFor();
    await card.screenshot({ path: `${SHOTS}/registration-1366.png` });
    // The notice in Tamil for a Chennai waiting room (issue 34): chosen here, downloaded as A4.
    await card.getByLabel('Language of the notice').selectOption('ta-IN');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Notice (A4)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pcpndt-notice-ta-IN-A4.pdf');
    const tamil = pdfPageTexts(readFileSync((await download.path()) ?? '')).join(' ');
    expect(tamil).toContain('அறிவிப்பு');
    expect(tamil).toContain('for review by a native speaker');
    await page.setViewportSize({ width: 390, height: 900 });
    await card.screenshot({ path: `${SHOTS}/registration-390.png` });

    const notice = await fetch(`${serverUrl()}/api/pcpndt-registration/notice.pdf?size=A4`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notice.status).toBe(200);
    const bytes = Buffer.from(await notice.arrayBuffer()).toString('latin1');
    expect(bytes).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    await context.close();
  });

  it('on a phone the doctor shows whole; on a Hindi screen the months are named in Hindi', async () => {
    const { context, page, token } = await openSettings({ width: 390, height: 844 });
    const card = section(page, 'PC-PNDT registration');
    const doctor = card.getByLabel('Doctor', { exact: true });
    await doctor.selectOption({ index: 1 });
    // The chosen doctor's name fits the select's box (a native select clips, silently).
    const fit = await chosenTextFit(doctor);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shootCard(card, 'pcpndt-registration-doctor');
    expect(fit.text).toBe(DOCTOR.name);
    expect(fit.needed, JSON.stringify(fit)).toBeLessThanOrEqual(fit.width);
    // Its registration number, which the select has no room for, is said under it.
    await card.getByText(`Reg. No. ${DOCTOR.registrationNumber}`, { exact: true }).waitFor();

    // Hindi: the month of the return is chosen from Hindi month names, its value still YYYY-MM.
    await saveHindiProfile(serverUrl(), token);
    await page.reload();
    const hindi = section(page, 'PC-PNDT पंजीकरण');
    const returnMonth = hindi.getByRole('group', { name: 'रिटर्न का महीना' });
    const monthSelect = returnMonth.getByLabel('महीना', { exact: true });
    await monthSelect.waitFor();
    const months = await monthSelect.locator('option').allTextContents();
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('जनवरी');
    expect(months.join(' ')).not.toMatch(/[A-Za-z]/);
    await monthSelect.selectOption({ label: 'नवंबर' });
    await returnMonth.getByLabel('वर्ष', { exact: true }).selectOption('2025');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      hindi.getByRole('button', { name: 'मासिक रिटर्न' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pcpndt-return-2025-11.pdf');
    await shootCard(hindi, 'pcpndt-registration-hindi-month');
    await context.close();
  });
});
