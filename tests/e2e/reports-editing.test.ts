// Editing reports from the list: a row's Edit and Print load the report as saved now, and a
// draft is finished in the wizard while a finalized report is edited in the dialog.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient } from '../support/factories.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { chooseDoctor, DOCTOR, expectToast, type PatientRecord, reportFlows, row } from './support/report-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const { send, post, signedInClinic } = reportFlows(
  () => server,
  () => browser,
);

describe('reports in the browser', () => {
  it('opens Edit and Print from a list row with the report as saved now, not as the list had it', async () => {
    allowConsoleErrors(/status of 500/);
    const { page, token } = await signedInClinic();
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
    await listed.getByText('Finalized', { exact: true }).waitFor();

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
    await draft.getByText('Draft', { exact: true }).waitFor();
    expect(await draft.getByRole('button', { name: /Print/ }).count()).toBe(0);

    // A draft carries on in the wizard; finalizing it opens the print preview.
    await draft.getByRole('button', { name: /Edit/ }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Report' });
    await editing.getByRole('button', { name: '5. Review' }).click();
    await editing.getByRole('button', { name: 'Finalize Report' }).click();
    await expectToast(page, 'Report finalized successfully');
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG PELVIS SCAN').waitFor();
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await draft.getByText('Finalized', { exact: true }).waitFor();

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

    // Filters: a search with no reports shows the search empty state ('signed' now finds the
    // finalized reports, which are signed by their doctor).
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('R-999999');
    await page.getByText('No reports found').waitFor();
    await page.getByText('Try adjusting your search terms').waitFor();
    expect(errors).toEqual([]);
  });
});
