import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format/dates.ts';
import { dateFromLmp, formatWeeksDays } from '../../core/obstetrics/lmp.ts';
import { DOCTOR_DECLARATION_CORE } from '../../core/reports/pcpndt-declaration.ts';
import { ABDOMINAL_TEMPLATE } from '../../core/reports/templates/abdominal.ts';
import { suggestPhrases } from '../../core/reports/templates/phrase-suggestions.ts';
import { buildPatient } from '../support/factories.ts';
import { printCalls, SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { DOCTOR as SIGNER } from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { pdfPageTexts, printedPdf } from './support/pdf-pages.ts';
import {
  chooseDoctor,
  expectToast,
  type PatientRecord,
  reportFlows,
  row,
  typeBiometry,
} from './support/report-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Writing reports: the wizard and the Generate Medical Report dialog. Editing them from the
// list: reports-editing.test.ts.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const { post, signedInClinic } = reportFlows(
  () => server,
  () => browser,
);

describe('reports in the browser', () => {
  it('writes a report in the wizard, finalizes it and prints it alone on A4', async () => {
    const { page, errors, token } = await signedInClinic();
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Anjali', lastName: 'Kapoor' }),
    );

    await page.goto(`${server.url}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByText('No reports created yet').waitFor();
    await page.getByText('Start by creating your first medical report').waitFor();

    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    // No gate between steps; validation only when saving, which goes back to the first step with an error.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await wizard.getByText('Patient must be selected').first().waitFor();
    await wizard.getByRole('heading', { name: 'Basic Info' }).waitFor();

    await wizard.getByLabel('Patient *').selectOption({ label: `Anjali Kapoor (${patient.patientId})` });
    await chooseDoctor(wizard);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Abdominal Ultrasound' });
    await wizard.getByLabel('Clinical Indication *').fill('Pain in right upper abdomen');
    await wizard.getByLabel('Examination Technique *').fill('Transabdominal real-time B-mode sonography');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await expectToast(page, 'Normal Template Applied');
    expect(await wizard.getByLabel('Liver', { exact: true }).inputValue()).toBe(
      ABDOMINAL_TEMPLATE.normalFindings.liver,
    );

    // Phrase suggestions: 2 letters show 12 phrases and '+N more'; a click replaces the word.
    const others = wizard.getByLabel('Others', { exact: true });
    await others.fill('li');
    const expected = suggestPhrases(ABDOMINAL_TEMPLATE.phraseBank, 'li');
    const suggestions = wizard.getByRole('group', { name: 'Suggested phrases for Others' });
    await suggestions.waitFor();
    expect(await suggestions.getByRole('button').count()).toBe(expected.shown.length);
    if (expected.more > 0) await suggestions.getByText(`+${expected.more} more`).waitFor();
    await suggestions.getByRole('button', { name: expected.shown[0] }).click();
    expect(await others.inputValue()).toBe(expected.shown[0]);
    await screenshot(page, 'rep-01-wizard-findings');

    // Each step opens at its top with its heading focused, not where the long Findings step was scrolled.
    const dialogScroll = `document.querySelector('[role="dialog"]').scrollTop`;
    await page.evaluate(
      `(() => { const d = document.querySelector('[role="dialog"]'); d.scrollTop = d.scrollHeight; })()`,
    );
    expect(await page.evaluate(dialogScroll)).toBeGreaterThan(100);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.evaluate(`document.activeElement?.tagName + ' ' + document.activeElement?.textContent`))
      .toBe('H3 Measurements');
    expect(await page.evaluate(dialogScroll)).toBe(0);
    for (let step = 0; step < 2; step += 1) await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Review' }).waitFor();
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();
    await expectToast(page, 'Report finalized successfully');

    const preview = page.getByRole('dialog', { name: 'Print Report' });
    // The draft named Dr. Meera Rao, but the owner finalizes: the report is signed by the owner's own
    // doctor record, the clinic's signup doctor (issue 29 §2).
    for (const text of ['USG ABDOMEN SCAN', 'Findings Scan', 'Anjali Kapoor', SIGNER.name]) {
      await preview.getByText(text, { exact: true }).first().waitFor();
    }
    await preview.getByText(`Reg. No.: ${SIGNER.registrationNumber}`).waitFor();
    expect(await preview.getByText('Anomaly Scan').count()).toBe(0);
    await screenshot(page, 'rep-02-print-preview');

    // Print opens the report alone in a new window.
    const [printView] = await Promise.all([
      page.context().waitForEvent('page'),
      preview.getByRole('button', { name: 'Print Report', exact: true }).click(),
    ]);
    const printErrors = watchConsole(printView).errors;
    await printView.getByText('USG ABDOMEN SCAN').waitFor();
    expect(printView.url()).toMatch(/\/reports\/[0-9a-f-]+\/print/);
    // The window asks to print by itself once the report has loaded (once, not on every render).
    await expect.poll(() => printCalls(printView), { timeout: 10_000 }).toBe(1);
    await printView.emulateMedia({ media: 'print' });
    await printView.setViewportSize({ width: 794, height: 1123 });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await printView.screenshot({ path: join(SCREENSHOT_DIR, 'rep-03-print-a4.png'), fullPage: true });
    const pdf = await printedPdf(printView);
    // What is on the paper: one page, numbered by the print engine, with the report's content.
    const pages = pdfPageTexts(pdf);
    expect(pages, `the printed pages:\n${pages.join('\n---- next page ----\n')}`).toHaveLength(1);
    for (const text of [
      'Page 1 of 1',
      'USG ABDOMEN SCAN',
      'Anjali Kapoor',
      patient.patientId,
      'FINDINGS SCAN',
      SIGNER.name,
    ]) {
      expect(pages[0]).toContain(text);
    }
    expect(pages[0]).toContain(ABDOMINAL_TEMPLATE.normalFindings.liver.slice(0, 20));
    await printView.close();

    await preview.getByRole('button', { name: 'Close' }).first().click();
    const first = row(page, 'R-000001');
    await first.getByText('finalized').waitFor();
    await first.getByRole('button', { name: /Print/ }).waitFor();
    expect(await first.getByRole('button', { name: /Form F/ }).count()).toBe(0);
    await page.getByText('Showing 1 to 1 of 1 reports').waitFor();
    await screenshot(page, 'rep-07-list');
    expect([...errors, ...printErrors]).toEqual([]);
  });

  it('generates an obstetric report in the dialog with LMP dating and biometry, refusing any fetal sex', async () => {
    const { page, errors, token } = await signedInClinic();
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavita', lastName: 'Singh' }),
    );

    // From the patients list's generate-report button.
    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Patient *').inputValue()).toBe(patient.id);
    await dialog
      .getByRole('group', { name: 'Registered today' })
      .getByRole('button', { name: 'Kavita Singh' })
      .waitFor();
    await chooseDoctor(dialog);
    await dialog.getByLabel('USG Template *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await dialog.getByLabel('Clinical Indication *').fill('Routine anomaly scan');
    await dialog.getByLabel('Examination Technique *').fill('Transabdominal sonography');
    await dialog.getByText('Sex of the foetus: Not determined (PC-PNDT Act)').waitFor();

    const today = indianDay(new Date());
    const lmp = indianDay(new Date(Date.now() - 168 * 86_400_000));
    const dating = dateFromLmp(lmp, today);
    await dialog.getByLabel('LMP').fill(lmp);
    expect(await dialog.getByLabel('EDD').inputValue()).toBe(
      formatDate(`${dating?.expectedDeliveryDate}T12:00:00+05:30`),
    );
    expect(await dialog.getByLabel('Weeks').inputValue()).toBe(String(dating?.weeks));
    expect(await dialog.getByLabel('Days').inputValue()).toBe(String(dating?.days));

    const mm = { bpdMm: 60, hcMm: 220, acMm: 195, flMm: 44 };
    const { ga, efw } = await typeBiometry(dialog, mm);
    const gaText = formatWeeksDays(ga.weeks, ga.days);
    await dialog.getByText(gaText, { exact: true }).waitFor();
    await dialog.getByText(`${efw.grams} g`, { exact: true }).waitFor();
    await dialog.getByText(/Hadlock Formula IV/).waitFor();
    await dialog.getByText(/±15-20%/).waitFor();
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    expect(await dialog.getByLabel('Gestational Age', { exact: true }).inputValue()).toBe(`${gaText} (${ga.method})`);

    await dialog.getByRole('button', { name: 'Apply Normal Template' }).click();
    await expectToast(page, 'Normal Template Applied');

    // PC-PNDT: a finding that names a fetal sex is refused with the sex-of-the-foetus message.
    const anatomy = dialog.getByLabel('Fetal Anatomy', { exact: true });
    const normalAnatomy = await anatomy.inputValue();
    await anatomy.fill('Single live male fetus.');
    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    await dialog
      .getByText(/must not record or disclose the sex of the foetus/)
      .first()
      .waitFor();
    await screenshot(page, 'rep-04-fetal-sex-refused');
    await anatomy.fill(normalAnatomy);

    // Issue 23: every obstetric field is screened (placenta was not), the message under the field.
    const placenta = dialog.getByLabel('Placenta Location', { exact: true });
    await placenta.fill('Posterior. Male fetus.');
    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    await expect.poll(() => placenta.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Remove: "Male fetus"').first().waitFor();
    await placenta.scrollIntoViewIfNeeded();
    await screenshot(page, 'rep-04b-placenta-fetal-sex-refused');
    await placenta.fill('Posterior, grade I');

    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    await expectToast(page, 'Report finalized successfully');
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER').waitFor();
    await preview.getByText('Anomaly Scan', { exact: true }).waitFor();
    await preview.getByText(DOCTOR_DECLARATION_CORE, { exact: false }).waitFor();
    await preview.getByText(gaText).first().waitFor();
    await preview.getByRole('button', { name: 'Print Report + Form F' }).waitFor();
    await screenshot(page, 'rep-05-obstetric-preview');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await row(page, 'R-000001')
      .getByRole('button', { name: /Form F/ })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
