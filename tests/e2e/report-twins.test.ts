import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { indianDay } from './support/india-dates.ts';
import { pdfPageTexts, printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 30 item 6: a twin growth report shows each fetus's computed weight in the wizard, and
// its print (screen at 1366 and 390 px, and A4) carries a table and a growth chart per fetus.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const FETUS_A = { bpd: 82, hc: 300, ac: 290, fl: 63 };
const FETUS_B = { bpd: 78, hc: 290, ac: 270, fl: 60 };

describe('a twin growth report', () => {
  it('shows per-fetus weights and discordance in the wizard, and prints two growth charts', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Rekha', lastName: 'Nair', isObstetric: true, spouseName: 'Vinod Nair' }),
    );
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;

    // The wizard: "Multiple Pregnancy" starts unrecorded; Yes opens Fetus A and B.
    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.getByLabel('USG Template *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    const multiple = dialog.getByLabel('Multiple Pregnancy');
    expect(await multiple.inputValue()).toBe('');
    await dialog.getByLabel('LMP').fill(indianDay(new Date(Date.now() - 217 * 86_400_000)));
    await multiple.selectOption('yes');
    for (const [label, values] of [
      ['A', FETUS_A],
      ['B', FETUS_B],
    ] as const) {
      const fetus = dialog.getByRole('group', { name: `Fetus ${label}` });
      for (const [key, value] of Object.entries(values)) {
        await fetus.getByLabel(`${key.toUpperCase()} (mm)`).fill(String(value));
      }
    }
    await dialog.getByRole('group', { name: 'Fetus B' }).getByLabel('EFW typed (g)').fill('1500');
    await dialog.getByRole('group', { name: 'Fetus A' }).getByText('2076 g (Hadlock IV)').waitFor();
    await dialog.getByRole('group', { name: 'Fetus B' }).getByText('1726 g (Hadlock IV)').waitFor();
    await dialog.getByText("EFW typed (1500 g) differs from Hadlock IV's 1726 g.").waitFor();
    await dialog.getByText(/EFW discordance: 16\.9%/).waitFor();
    // The dating summary says it, and the drafted findings (issue 35) cite it too.
    await dialog
      .getByText(/LMP kept: biometry within 21 days/)
      .first()
      .waitFor();
    await screenshot(page, 'twins-01-wizard-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('group', { name: 'Fetus B' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'twins-02-wizard-390');

    const report = await postAsClinic<{ id: string; reportId: string }>(server.url, token, '/api/reports', {
      patientId: patient.id,
      doctorName: 'Dr. Rakesh Mehta',
      doctorRegistrationNumber: 'HMC/2019/4521',
      reportType: 'obstetric_second_third_trimester',
      clinicalDetails: 'Twin growth scan',
      technique: 'Transabdominal real-time B-mode',
      findings: { fetalPresentation: 'Twin A cephalic, twin B breech.' },
      impression: 'Live dichorionic diamniotic twins; growth concordant.',
      lastMenstrualPeriod: indianDay(new Date(Date.now() - 217 * 86_400_000)),
      sexDetermination: 'not_determined',
      multiplePregnancy: true,
      chorionicity: 'dichorionic',
      amnionicity: 'diamniotic',
      fetuses: [
        { label: 'A', ...FETUS_A, presentation: 'Cephalic' },
        { label: 'B', ...FETUS_B, presentation: 'Breech', efw: 1500 },
      ],
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/reports/${report.id}/print`);
    const sheet = page.getByRole('article', { name: `Report ${report.reportId}` });
    for (const label of ['A', 'B']) {
      await sheet.getByRole('img', { name: new RegExp(`^Fetus ${label} growth chart`) }).waitFor();
    }
    expect(await sheet.getByRole('img', { name: /growth chart/ }).count()).toBe(2);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'twins-03-print-1366.png'), fullPage: true });
    const pdf = await printedPdf(page);
    writeFileSync(join(SCREENSHOT_DIR, 'twins-04-print-a4.pdf'), pdf);
    const text = pdfPageTexts(pdf).join('\n');
    expect(text).toMatch(/FETUS A[\s\S]*2076 g \(Hadlock Formula IV\)[\s\S]*FETUS B[\s\S]*1726 g/);
    // The value cell wraps beside its term, so the words are checked, not the line.
    expect(text).toContain('Yes: 2 fetuses, dichorionic');
    expect(text).toContain('16.9%');

    await page.setViewportSize({ width: 390, height: 844 });
    await sheet.getByRole('img', { name: /^Fetus B growth chart/ }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'twins-05-print-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
