import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format/dates.ts';
import { estimateFetalWeight, gestationalAgeFromBiometry } from '../../core/obstetrics/hadlock.ts';
import { dateFromLmp, formatWeeksDays } from '../../core/obstetrics/lmp.ts';
import { DOCTOR_DECLARATION_CORE } from '../../core/reports/pcpndt-declaration.ts';
import { ABDOMINAL_TEMPLATE } from '../../core/reports/templates/abdominal.ts';
import { suggestPhrases } from '../../core/reports/templates/phrase-suggestions.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { launchChromium, SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/built-server.ts';
import { signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DOCTOR = { name: 'Dr. Meera Rao', registrationNumber: 'MCI-45821' };

/** yyyy-mm-dd in India, the clinic's calendar (what a date input holds). */
function indianDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(moment);
}

async function send<T>(method: 'POST' | 'PUT', token: string, path: string, body: unknown, expected: number) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const post = <T>(token: string, path: string, body: unknown, expected = 201) =>
  send<T>('POST', token, path, body, expected);

interface PatientRecord {
  id: string;
  patientId: string;
}

async function signedInClinic(): Promise<{ page: Page; errors: string[]; token: string }> {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  // Runs in the page; this project's Node typings have no DOM, so the storage is described here.
  type PageGlobal = { localStorage: { setItem: (key: string, value: string) => void } };
  await context.addInitScript(
    (value) => (globalThis as unknown as PageGlobal).localStorage.setItem('authToken', value),
    token,
  );
  const page = await context.newPage();
  await post(token, '/api/doctors', DOCTOR);
  return { page, errors: watchConsole(page).errors, token };
}

async function chooseDoctor(scope: Locator): Promise<void> {
  await scope.getByRole('combobox', { name: 'Doctor' }).fill('Meera');
  await scope.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
  expect(await scope.getByLabel('Registration Number').inputValue()).toBe(DOCTOR.registrationNumber);
}

/**
 * A toast by its text. Not through the notifications region: while a modal dialog is open Radix
 * hides everything outside it from the accessibility tree, the toasts included.
 */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[role="region"] ol > li').getByText(text).first().waitFor({ timeout: 10_000 });
}

const row = (page: Page, reportId: string) =>
  page.getByRole('table', { name: 'Reports, newest first' }).getByRole('row').filter({ hasText: reportId });

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
    for (const text of ['USG ABDOMEN SCAN', 'Findings Scan', 'Anjali Kapoor', DOCTOR.name]) {
      await preview.getByText(text, { exact: true }).first().waitFor();
    }
    await preview.getByText(`Reg. No.: ${DOCTOR.registrationNumber}`).waitFor();
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
    await printView.emulateMedia({ media: 'print' });
    await printView.setViewportSize({ width: 794, height: 1123 });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await printView.screenshot({ path: join(SCREENSHOT_DIR, 'rep-03-print-a4.png'), fullPage: true });
    const pdf = await printView.pdf({ preferCSSPageSize: true, printBackground: true });
    // What is on the paper: one page, numbered by the print engine, with the report's content.
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Page 1 of 1',
      'USG ABDOMEN SCAN',
      'Anjali Kapoor',
      patient.patientId,
      'FINDINGS SCAN',
      DOCTOR.name,
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
    await dialog.getByLabel('BPD (mm)').fill(String(mm.bpdMm));
    await dialog.getByLabel('HC (mm)').fill(String(mm.hcMm));
    await dialog.getByLabel('AC (mm)').fill(String(mm.acMm));
    await dialog.getByLabel('FL (mm)').fill(String(mm.flMm));
    const ga = gestationalAgeFromBiometry(mm);
    const efw = estimateFetalWeight(mm);
    if (!ga.ok || !efw.ok) throw new Error('test biometry should be valid');
    const gaText = formatWeeksDays(ga.weeks, ga.days);
    await dialog.getByText(gaText, { exact: true }).waitFor();
    await dialog.getByText(`${efw.grams} g`, { exact: true }).waitFor();
    await dialog.getByText(/Hadlock Formula IV/).waitFor();
    await dialog.getByText(/±15-20%/).waitFor();
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    expect(await dialog.getByLabel('Gestational Age', { exact: true }).inputValue()).toBe(gaText);

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

  it('opens Edit and Print from a list row with the report as saved now, not as the list had it', async () => {
    const { page, errors, token } = await signedInClinic();
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Farah', lastName: 'Khan' }),
    );
    const saved = {
      patientId: patient.id,
      doctorName: DOCTOR.name,
      doctorRegistrationNumber: DOCTOR.registrationNumber,
      reportType: 'abdominal',
      clinicalDetails: 'Dyspepsia',
      technique: 'Transabdominal sonography',
      findings: { liver: 'Normal in size and echotexture.' },
      impression: 'No significant abnormality.',
    };
    const report = await post<{ id: string }>(token, '/api/reports', saved);
    const change = (impression: string) =>
      send('PUT', token, `/api/reports/${report.id}`, { ...saved, impression }, 200);

    await page.goto(`${server.url}/reports`);
    const listed = row(page, 'R-000001');
    await listed.getByText('finalized', { exact: true }).waitFor();

    // Saved elsewhere after the list loaded (the list is cached 30 s): Edit shows the new text.
    await change('Grade I fatty liver.');
    await listed.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Medical Report' });
    expect(await dialog.getByLabel('Impression *').inputValue()).toBe('Grade I fatty liver.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Opened again, it is fetched again rather than taken from the first opening.
    await change('Grade II fatty liver.');
    await listed.getByRole('button', { name: /Edit/ }).click();
    expect(await dialog.getByLabel('Impression *').inputValue()).toBe('Grade II fatty liver.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Print loads it by id too: 'Loading Report' while it comes, a notice with Close when it fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/reports/${report.id}`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      });
    });
    await listed.getByRole('button', { name: /Print/ }).click();
    await page.getByRole('dialog', { name: 'Loading Report' }).waitFor();
    release();
    const failed = page.getByRole('dialog', { name: 'Error' });
    await failed.getByText('Failed to load the report. Please try again later.').waitFor();
    await failed.getByRole('button', { name: 'Close' }).first().click();
    await failed.waitFor({ state: 'detached' });
    await page.unroute(`**/api/reports/${report.id}`);

    await change('Grade III fatty liver.');
    await listed.getByRole('button', { name: /Print/ }).click();
    await page.getByRole('dialog', { name: 'Print Report' }).getByText('Grade III fatty liver.').waitFor();
    await page.keyboard.press('Escape');

    // The patient's record lists the report from the same summaries.
    await page.goto(`${server.url}/patients/${patient.id}`);
    await page.getByText(/^R-000001 · /).waitFor();
    // The one console error is the browser's note of the 500 this test made up.
    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
  });

  it('saves a draft, finishes it in the wizard and edits a finalized report in the dialog', async () => {
    const { page, errors, token } = await signedInClinic();
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Rekha', lastName: 'Nair' }),
    );

    await page.goto(`${server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    await wizard.getByLabel('Patient *').selectOption({ label: `Rekha Nair (${patient.patientId})` });
    await chooseDoctor(wizard);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Pelvic Ultrasound' });
    await wizard.getByLabel('Clinical Indication *').fill('Irregular cycles');
    await wizard.getByLabel('Examination Technique *').fill('Transabdominal sonography');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report created successfully');
    await wizard.waitFor({ state: 'detached' });

    const draft = row(page, 'R-000001');
    await draft.getByText('draft', { exact: true }).waitFor();
    expect(await draft.getByRole('button', { name: /Print/ }).count()).toBe(0);

    // A draft carries on in the wizard; finalizing it opens the print preview.
    await draft.getByRole('button', { name: /Edit/ }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Report' });
    await editing.getByRole('button', { name: '5. Review' }).click();
    await editing.getByRole('button', { name: 'Finalize Report' }).click();
    await expectToast(page, 'Report updated successfully');
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG PELVIS SCAN').waitFor();
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await draft.getByText('finalized', { exact: true }).waitFor();

    // A finalized report is edited in the single-page dialog, which just closes.
    await draft.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Medical Report' });
    await dialog.getByLabel('Impression *').fill('Bulky uterus; correlate clinically.');
    await dialog.getByRole('button', { name: 'Update Report' }).click();
    await expectToast(page, 'Report updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await draft.getByRole('button', { name: /Print/ }).click();
    await page.getByRole('dialog', { name: 'Print Report' }).getByText('Bulky uterus; correlate clinically.').waitFor();
    await screenshot(page, 'rep-06-edited-preview');

    // Filters: a status with no reports shows the search empty state.
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByLabel('Status').selectOption('signed');
    await page.getByText('No reports found').waitFor();
    await page.getByText('Try adjusting your search terms').waitFor();
    expect(errors).toEqual([]);
  });
});
