import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { growthReport } from '../support/template-helpers.ts';
import { SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { buyPlanThroughApi, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPageTexts, printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';
import { basics, describeNodule, next } from './support/template-wizard.ts';

// Issue 17: templates by plan. A Professional clinic scores two thyroid nodules by ACR TI-RADS and
// prints them on A4, dates a first-trimester pregnancy by CRL; an Enterprise clinic builds its own
// template in settings and writes a report with it; a Basic clinic sees the advanced ones locked.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const DOCTOR = { name: 'Dr. Meera Iyer', registrationNumber: 'KMC/2015/7788' };

const buyPlan = (token: string, planId: string) => buyPlanThroughApi(server, token, planId);

/** A clinic on a plan with a doctor and one patient, signed in on a 1366 px page. */
async function clinicOn(planId: string, patient: Record<string, unknown>) {
  const { token } = await signUpThroughApi(server.url, buildSignup());
  await buyPlan(token, planId);
  await postAsClinic(server.url, token, '/api/doctors', DOCTOR);
  const made = await postAsClinic<{ id: string; patientId: string; firstName: string; lastName: string }>(
    server.url,
    token,
    '/api/patients',
    buildPatient(patient),
  );
  const page = await openSignedInPage(browser, token);
  await page.setViewportSize({ width: 1366, height: 900 });
  return { token, page, patient: made, errors: watchConsole(page).errors };
}

async function openWizard(page: Page, patient: { patientId: string; firstName: string; lastName: string }) {
  await page.goto(`${server.url}/reports`);
  await page.getByRole('button', { name: 'Create Report' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create Report' });
  await wizard
    .getByLabel('Patient *')
    .selectOption({ label: `${patient.firstName} ${patient.lastName} (${patient.patientId})` });
  await wizard.getByRole('combobox', { name: 'Doctor' }).fill('Meera');
  await wizard.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
  return wizard;
}

describe('report templates by plan', () => {
  it('scores two thyroid nodules by ACR TI-RADS in the wizard and prints them on one A4 page', async () => {
    const { page, errors, patient } = await clinicOn('professional', { firstName: 'Lakshmi', lastName: 'Narayanan' });
    const wizard = await openWizard(page, patient);
    await basics(wizard, 'Thyroid with ACR TI-RADS');
    await wizard.getByText('Thyroid with ACR TI-RADS: reference').click();
    await wizard
      .getByText(/Tessler FN et al/)
      .first()
      .waitFor();
    await next(wizard);
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await wizard.getByLabel('Right Lobe', { exact: true }).fill('A solid hypoechoic nodule in the mid pole.');
    await next(wizard);

    await wizard.getByRole('button', { name: 'Add nodule' }).click();
    // No descriptor is pre-selected (issue 30): each is chosen.
    const first = wizard.getByRole('group', { name: 'Nodule 1' });
    await first.getByText('Choose every feature, the echogenic foci and the size to score this nodule.').waitFor();
    await describeNodule(first, ['Right lobe', 'Solid or almost completely solid', 'Hypoechoic', 'Smooth']);
    await first.getByLabel('None (0 points)').click();
    await wizard.getByLabel('Maximum diameter (cm)').first().fill('1.6');
    await wizard
      .getByTestId('tirads-result-0')
      .getByText('4 points · TR4 — Moderately suspicious · FNA recommended')
      .waitFor();
    await wizard.getByRole('button', { name: 'Add nodule' }).click();
    const second = wizard.getByRole('group', { name: 'Nodule 2' });
    await describeNodule(second, ['Left lobe', 'Mixed cystic and solid', 'Hyperechoic or isoechoic', 'Smooth']);
    await second.getByLabel('Punctate echogenic foci (3 points)').click();
    await second.getByLabel('Maximum diameter (cm)').fill('0.8');
    await wizard.getByTestId('tirads-result-1').getByText('5 points · TR4 — Moderately suspicious · No FNA').waitFor();
    await screenshot(page, 'tpl-01-tirads-nodules-1366');
    await next(wizard);
    await wizard
      .getByLabel('Impression *')
      .fill('Right lobe nodule ACR TI-RADS TR4 (1.6 cm): FNA advised. Left lobe TR4 nodule 0.8 cm.');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();

    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG THYROID SCAN - ACR TI-RADS').waitFor();
    await preview.getByText('FNA recommended').waitFor();
    const reportId = (await preview.getByRole('article').getAttribute('aria-label'))?.replace('Report ', '') ?? '';

    // The print page alone, as Chromium prints it on A4.
    const reports = await page.evaluate(
      `fetch('/api/reports?limit=1', { headers: { authorization: 'Bearer ' + localStorage.getItem('authToken') } }).then((r) => r.json())`,
    );
    const id = (reports as { reports: { id: string; reportId: string }[] }).reports[0]?.id;
    const print = await page.context().newPage();
    const printErrors = watchConsole(print).errors;
    await print.setViewportSize({ width: 1366, height: 900 });
    await print.goto(`${server.url}/reports/${id}/print`);
    await print.getByText('ACR TI-RADS Nodule Assessment').waitFor();
    const pdf = await printedPdf(print);
    writeFileSync(join(SCREENSHOT_DIR, 'tpl-02-tirads.pdf'), pdf);
    const pages = pdfPageTexts(pdf);
    expect(pages, `the printed pages:\n${pages.join('\n---- next page ----\n')}`).toHaveLength(1);
    expect(pages[0]).toContain('USG THYROID SCAN - ACR TI-RADS');
    expect(pages[0]).toContain('TR4');
    expect(pages[0]).toContain('FNA recommended');
    expect(pages[0]?.replace(/\s+/g, ' ')).toContain('J Am Coll Radiol 2017');
    expect(pages[0]).toContain(reportId);
    await print.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-03-tirads-print-1366.png'), fullPage: true });
    await print.setViewportSize({ width: 390, height: 844 });
    await print.getByText('ACR TI-RADS Nodule Assessment').waitFor();
    expect(await print.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await print.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-04-tirads-print-390.png'), fullPage: true });
    expect([...errors, ...printErrors]).toEqual([]);
  });

  it('dates a first-trimester pregnancy by CRL with the method named and no risk figure', async () => {
    const { page, errors, patient } = await clinicOn('professional', {
      firstName: 'Priya',
      lastName: 'Menon',
      isObstetric: true,
      spouseName: 'Arjun Menon',
    });
    const wizard = await openWizard(page, patient);
    await basics(wizard, 'First Trimester Dating / NT Scan');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await next(wizard);
    // Issue 30 item 11: only what a first-trimester scan measures, and one fetal heart rate.
    expect(await wizard.getByLabel('Placenta Location').count()).toBe(0);
    expect(await wizard.getByLabel('Estimated Fetal Weight').count()).toBe(0);
    expect(await wizard.getByLabel('BPD (mm)').count()).toBe(0);
    expect(await wizard.getByLabel(/fetal heart rate/i).count()).toBe(1);
    await wizard.getByLabel('Crown-rump length (mm) *').fill('60');
    await wizard.getByLabel('Nuchal translucency (mm)').fill('1.8');
    await wizard.getByLabel('Nasal bone').selectOption('present');
    await wizard.getByTestId('crl-result').getByText('GA by CRL: 12 weeks 2 days').waitFor();
    await wizard
      .getByTestId('crl-result')
      .getByText('NT 1.8 mm: Not above the 95th centile for CRL 60 mm (2.33 mm)')
      .waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tpl-05-crl-dating-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await next(wizard);
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG OBSTETRIC SCAN - FIRST TRIMESTER DATING / NT').waitFor();
    await preview.getByText('12 weeks 2 days (Robinson & Fleming 1975)').waitFor();
    await preview.getByText('No screening risk is calculated in this report.').waitFor();
    expect(await preview.getByText(/1 in \d/).count()).toBe(0);
    await screenshot(page, 'tpl-06-crl-preview-1366');
    expect(errors).toEqual([]);
  });

  it('writes a fetal Doppler study with centiles flagged and prints it on A4 (1366 and 390 px)', async () => {
    const { page, errors, patient } = await clinicOn('professional', {
      firstName: 'Kavya',
      lastName: 'Rao',
      isObstetric: true,
      spouseName: 'Suresh Rao',
    });
    const wizard = await openWizard(page, patient);
    await basics(wizard, 'Fetal Doppler with Centiles');
    await wizard.getByText('Fetal Doppler with Centiles: reference').click();
    await wizard
      .getByText(/Ciobanu A, Wright A/)
      .first()
      .waitFor();
    await next(wizard);
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await next(wizard);
    await wizard.getByLabel('GA at scan (weeks) *').fill('32');
    await wizard.getByLabel('GA days (0-6) *').fill('0');
    await wizard.getByLabel('Umbilical artery PI').fill('1.3');
    await wizard.getByLabel('Middle cerebral artery PI').fill('1.2');
    await wizard.getByLabel('Right uterine artery PI').fill('0.9');
    await wizard.getByLabel('Left uterine artery PI').fill('0.7');
    const result = wizard.getByTestId('doppler-result');
    await result.getByText('Umbilical artery PI: 1.3 · centile 96.7: above the 95th centile').waitFor();
    await result.getByText('Middle cerebral artery PI: 1.2 · centile 0.1: below the 5th centile').waitFor();
    await result
      .getByText('Cerebroplacental ratio (MCA PI / UA PI): 0.92 · centile below 0.1: below the 5th centile')
      .waitFor();
    await result.getByText('Mean uterine artery PI: 0.8 · mean of right 0.9 and left 0.7; centile 65.4').waitFor();
    await screenshot(page, 'tpl-11-doppler-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'tpl-12-doppler-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await next(wizard);
    await wizard
      .getByLabel('Impression *')
      .fill('Umbilical artery PI above the 95th centile with low CPR: cerebral redistribution.');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG OBSTETRIC DOPPLER STUDY').waitFor();
    await preview.getByText('Fetal Doppler at 32 weeks 0 days').waitFor();

    const reports = await page.evaluate(
      `fetch('/api/reports?limit=1', { headers: { authorization: 'Bearer ' + localStorage.getItem('authToken') } }).then((r) => r.json())`,
    );
    const id = (reports as { reports: { id: string }[] }).reports[0]?.id;
    const print = await page.context().newPage();
    const printErrors = watchConsole(print).errors;
    await print.setViewportSize({ width: 1366, height: 900 });
    await print.goto(`${server.url}/reports/${id}/print`);
    await print.getByText('Fetal Doppler at 32 weeks 0 days').waitFor();
    const pdf = await printedPdf(print);
    writeFileSync(join(SCREENSHOT_DIR, 'tpl-13-doppler.pdf'), pdf);
    const text = pdfPageTexts(pdf).join(' ').replace(/\s+/g, ' ');
    expect(pdfPageTexts(pdf).length).toBeLessThanOrEqual(2);
    expect(text).toContain('USG OBSTETRIC DOPPLER STUDY');
    expect(text).toContain('1.3 (flagged): centile 96.7: above the 95th centile');
    expect(text).toContain('Ultrasound Obstet Gynecol 2019;53:465-472');
    await print.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-14-doppler-print-1366.png'), fullPage: true });
    await print.setViewportSize({ width: 390, height: 844 });
    await print.getByText('Fetal Doppler at 32 weeks 0 days').waitFor();
    expect(await print.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await print.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-15-doppler-print-390.png'), fullPage: true });
    expect([...errors, ...printErrors]).toEqual([]);
  });

  it('prints a growth follow-up with its EFW centile and the growth chart on A4 (1366 and 390 px)', async () => {
    const { token, page, errors, patient } = await clinicOn('professional', {
      firstName: 'Meenakshi',
      lastName: 'Pillai',
      isObstetric: true,
      spouseName: 'Anil Pillai',
    });
    const made = await postAsClinic<{ id: string }>(server.url, token, '/api/reports', {
      ...growthReport(patient.id),
      doctorName: DOCTOR.name,
      doctorRegistrationNumber: DOCTOR.registrationNumber,
      status: 'finalized',
    });
    const errorsBefore = errors.length;
    await page.goto(`${server.url}/reports/${made.id}/print`);
    await page.getByText('Fetal Growth: EFW Centiles (Hadlock 1991)').waitFor();
    const chart = page.getByRole('img', { name: /Growth chart: estimated fetal weight/ });
    await chart.waitFor();
    await page.getByText(/33 weeks 0 days: EFW 1,900 g, centile [\d.]+ \(appropriate\)/).waitFor();
    const pdf = await printedPdf(page);
    writeFileSync(join(SCREENSHOT_DIR, 'tpl-16-growth.pdf'), pdf);
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeLessThanOrEqual(2);
    expect(pages.join(' ')).toContain('USG OBSTETRIC GROWTH SCAN - FOLLOW-UP');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-17-growth-print-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await chart.scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'tpl-18-growth-print-390.png'), fullPage: true });
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it('tracks follicles over two visits in one report, shown as a table over the cycle (1366 and 390 px)', async () => {
    const { page, errors, patient } = await clinicOn('professional', { firstName: 'Divya', lastName: 'Nair' });
    const wizard = await openWizard(page, patient);
    await basics(wizard, 'Follicular Monitoring');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    await next(wizard);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const visits = [
      [day(-3), '10', '13, 9', '8', '7'],
      [day(-1), '12', '17, 9', '10', '8.5'],
    ] as const;
    for (const [index, [date, cycleDay, right, left, endometrium]] of visits.entries()) {
      await wizard.getByRole('button', { name: 'Add visit' }).click();
      const visit = wizard.getByRole('group', { name: `Visit ${index + 1}` });
      await visit.getByLabel('Visit date').fill(date);
      await visit.getByLabel('Day of cycle').fill(cycleDay);
      await visit.getByLabel('Right ovary follicles (mm)').fill(right);
      await visit.getByLabel('Left ovary follicles (mm)').fill(left);
      await visit.getByLabel('Endometrium (mm)').fill(endometrium);
    }
    const table = wizard.getByTestId('follicle-table');
    await table.getByText('17 mm right (2 mm/day)').waitFor();
    await screenshot(page, 'tpl-19-follicles-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    // The "Normal Template Applied" toast would cover the table at 390 px (the open dialog hides
    // the rest of the page from the accessibility tree, so it is found by its label attribute).
    const toastClose = page.locator('[aria-label="Close notification"]');
    if (await toastClose.count()) await toastClose.first().click({ force: true });
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'tpl-20-follicles-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await next(wizard);
    await wizard.getByLabel('Impression *').fill('Right dominant follicle of 17 mm on day 12.');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('USG FOLLICULAR MONITORING').waitFor();
    await preview.getByText('Follicular Monitoring (2 visits)').waitFor();
    await preview
      .getByText(/Right ovary: R1 17, R2 9 mm\. Left ovary: L1 10 mm\. Leading R1 17 mm \(right\), 2 mm\/day/)
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('an Enterprise clinic builds a template in settings and writes a report with it', async () => {
    const { page, errors, patient } = await clinicOn('enterprise', { firstName: 'Farah', lastName: 'Khan' });
    await page.goto(`${server.url}/settings`);
    const card = page.getByRole('region', { name: 'Report templates' });
    await card.getByRole('button', { name: 'New template' }).click();
    const editor = page.getByRole('dialog', { name: 'New report template' });
    await editor.getByLabel('Template name *').fill('Carotid Doppler');
    await editor.getByLabel('Print title *').fill('CAROTID DOPPLER STUDY');
    await editor.getByLabel('Section 1 label *').fill('Right carotid');
    await editor.getByLabel('Normal text').fill('Normal calibre with normal spectral flow.');
    await editor.getByRole('button', { name: 'Add measurement field' }).click();
    await editor.getByLabel('Label *', { exact: true }).fill('Right CIMT');
    await editor.getByLabel('Unit', { exact: true }).fill('mm');
    await editor.getByLabel('Minimum *').fill('0.1');
    await editor.getByLabel('Maximum *').fill('3');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await editor.getByRole('region', { name: 'Template preview' }).getByText('CAROTID DOPPLER STUDY').waitFor();
    await screenshot(page, 'tpl-07-editor-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'tpl-08-editor-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await editor.getByRole('button', { name: 'Publish' }).click();
    await card.getByText('version 1').waitFor();

    const wizard = await openWizard(page, patient);
    await basics(wizard, 'Carotid Doppler');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Apply Normal Template' }).click();
    expect(await wizard.getByLabel('Right carotid', { exact: true }).inputValue()).toBe(
      'Normal calibre with normal spectral flow.',
    );
    await next(wizard);
    await wizard.getByLabel('Right CIMT (mm)').fill('1.1');
    await next(wizard);
    await wizard.getByLabel('Impression *').fill('Normal right carotid study.');
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finalize Report' }).click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('CAROTID DOPPLER STUDY').waitFor();
    await preview.getByText('1.1 mm').waitFor();
    await screenshot(page, 'tpl-09-custom-preview-1366');
    expect(errors).toEqual([]);
  });

  it('a Basic clinic sees the advanced templates listed but locked, naming the plan', async () => {
    const basic = await clinicOn('basic', { firstName: 'Ravi', lastName: 'Shankar' });
    const basicWizard = await openWizard(basic.page, basic.patient);
    const locked = basicWizard.getByRole('option', { name: 'Thyroid with ACR TI-RADS (locked: Professional plan)' });
    await locked.waitFor({ state: 'attached' });
    expect(await locked.isDisabled()).toBe(true);
    await basicWizard
      .getByTestId('locked-templates')
      .getByText(/Professional plan unlocks/)
      .waitFor();
    await screenshot(basic.page, 'tpl-10-locked-1366');
    expect(basic.errors).toEqual([]);
  });
});
