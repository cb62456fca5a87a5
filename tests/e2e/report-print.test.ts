import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { printCalls, SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pdfPagePixels, pdfPageTexts, printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 22: an obstetric report printed on two A4 pages said "Page 1 of 1", page 2 held only the
// declaration and signatures with no patient line and a grey background, the signature invented
// "(MSc, PGDMI)", and at 390 px the preview's patient cells overlapped and the biometry ran off.
// The PDF Chromium prints is read back page by page (text and pixels), not just measured.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

// The last period 24 weeks before today on the clinic's calendar, so the dated age and the typed one
// agree on any day the test runs (a fixed date aged the report, and its notes pushed it to 3 pages).
const LMP_24_WEEKS_AGO = new Date(Date.now() - 24 * 7 * 86_400_000).toLocaleDateString('en-CA', {
  timeZone: 'Asia/Kolkata',
});

const LONG = (topic: string) =>
  `${topic} assessed in detail on multiple planes with high-frequency and curvilinear probes. `.repeat(5).trim();

async function obstetricReport(token: string) {
  const patient = await postAsClinic<{ id: string; patientId: string }>(
    server.url,
    token,
    '/api/patients',
    buildPatient({ firstName: 'Meera', lastName: 'Deshpande-Kulkarni', isObstetric: true, spouseName: "Neil D'Souza" }),
  );
  const report = await postAsClinic<{ id: string; reportId: string }>(server.url, token, '/api/reports', {
    patientId: patient.id,
    doctorName: 'Dr. Rakesh Mehta',
    doctorRegistrationNumber: 'HMC/2019/4521',
    reportType: 'obstetric_second_third_trimester',
    clinicalDetails: 'Routine anomaly scan at 24 weeks for a woman with a previous caesarean section',
    technique: 'Transabdominal real-time B-mode sonography with colour Doppler',
    findings: Object.fromEntries(
      ['fetalPresentation', 'placenta', 'liquor', 'biometry', 'fetalAnatomy', 'cervixUterus', 'doppler'].map((key) => [
        key,
        LONG(key),
      ]),
    ),
    biparietalDiameter: 60,
    abdominalCircumference: 195,
    femurLength: 44,
    // As the biometry computes them (24 weeks 0 days, Hadlock IV 681 g): nothing for a note to flag.
    gestationalAge: '24 weeks 0 days',
    estimatedFetalWeight: '681 g',
    measurements: { 'HC (mm)': 220 },
    impression: 'Single live intrauterine pregnancy of about 24 weeks. No gross fetal anomaly on the views obtained.',
    recommendations: 'Routine antenatal follow-up. Growth scan at 32 weeks.',
    lastMenstrualPeriod: LMP_24_WEEKS_AGO,
    pregnancyWeeks: 24,
    pregnancyDays: 0,
    sexDetermination: 'not_determined',
  });
  return { patient, report };
}

/** Boxes of the locator's matches that overlap one another (by more than a rounding pixel). */
async function overlaps(items: Locator): Promise<string[]> {
  const boxes = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box) boxes.push({ ...box, text: (await item.innerText()).replace(/\s+/g, ' ') });
  }
  const found: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) found.push(`${a.text} / ${b.text}`);
    }
  }
  return found;
}

/** Elements inside `scope` whose right edge passes the scope's right edge. */
async function overflowing(scope: Locator, selector: string): Promise<number> {
  const outer = await scope.boundingBox();
  if (!outer) throw new Error('scope not visible');
  let count = 0;
  for (const item of await scope.locator(selector).all()) {
    const box = await item.boundingBox();
    if (box && box.x + box.width > outer.x + outer.width + 1) count += 1;
  }
  return count;
}

/** axe-core (a lighthouse dependency) run in the page: the ids of the rules it finds broken. */
async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // evaluate() runs outside the page's CSP, which allows no inline script.
  return page.evaluate(
    `${source}; axe.run(document, { runOnly: ${JSON.stringify(rules)} }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  );
}

describe('printing a report', () => {
  it('prints an obstetric report on two numbered A4 pages with the patient on each and the signatures kept with the text', async () => {
    const { token } = await signUpThroughApi(
      server.url,
      buildSignup({ technicianName: 'Sunil Kumar', technicianQualification: '' }),
      { startTrial: true },
    );
    const { patient, report } = await obstetricReport(token);
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = watchConsole(page).errors;

    await page.goto(`${server.url}/reports`);
    const row = page.getByRole('row').filter({ hasText: report.reportId });
    await row.getByRole('button', { name: `Print ${report.reportId}` }).click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    await preview.getByText('Meera Deshpande-Kulkarni', { exact: true }).waitFor();
    expect(await preview.getByText('Page 1 of 1').count()).toBe(0);
    expect(await preview.getByText('PGDMI').count()).toBe(0);
    await screenshot(page, 'print-01-preview-1366');

    // Print Report + Form F: the report opens alone in its window, and the Form F dialog follows.
    const [printView] = await Promise.all([
      page.context().waitForEvent('page'),
      preview.getByRole('button', { name: 'Print Report + Form F' }).click(),
    ]);
    const printErrors = watchConsole(printView).errors;
    await printView.getByText('USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER').waitFor();
    expect(printView.url()).toContain(`/reports/${report.id}/print?autoprint=1`);
    await expect.poll(() => printCalls(printView), { timeout: 10_000 }).toBe(1);
    await page
      .getByRole('dialog', { name: 'Form F' })
      .getByText('Meera Deshpande-Kulkarni', { exact: false })
      .first()
      .waitFor();

    expect(await axeViolations(printView, ['region', 'landmark-one-main'])).toEqual([]);
    const pdf = await printedPdf(printView);
    writeFileSync(join(SCREENSHOT_DIR, 'print-02-obstetric.pdf'), pdf);
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    // Page 1 has the full patient header; page 2 repeats the patient line in its margin.
    expect(pages[0]).toContain(patient.patientId);
    expect(pages[1]).toContain(
      `Patient: Meera Deshpande-Kulkarni · ID: ${patient.patientId} · Report: ${report.reportId}`,
    );
    // The signatures share their page with the impression and the declaration.
    const signed = pages.findIndex((text) => text.includes('Sunil Kumar'));
    expect(signed).toBeGreaterThanOrEqual(0);
    expect(pages[signed]).toContain('Dr. Rakesh Mehta');
    expect(pages[signed]).toContain('IMPRESSION');
    expect(pages[signed]).toMatch(/declare/i);
    // Only what was recorded: no technician qualification was given.
    expect(pages.join('\n')).not.toContain('PGDMI');
    expect(pages.join('\n')).not.toMatch(/\bMSc\b/);
    // The sheet is white below the text of the last page, not the app's grey.
    const last = pdfPagePixels(pdf, 2);
    for (const y of [0.75, 0.85, 0.9].map((f) => Math.round(last.height * f))) {
      for (const x of [2, Math.round(last.width / 2), last.width - 3]) {
        expect(last.rgb(x, y), `pixel ${x},${y}`).toEqual([255, 255, 255]);
      }
    }
    await printView.screenshot({ path: join(SCREENSHOT_DIR, 'print-03-page-1366.png'), fullPage: true });

    // On a phone the same page keeps inside the screen, its patient cells apart.
    await printView.setViewportSize({ width: 390, height: 844 });
    await printView.getByText('USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER').waitFor();
    expect(await printView.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await overlaps(printView.locator('article dl > div'))).toEqual([]);
    await printView.screenshot({ path: join(SCREENSHOT_DIR, 'print-04-page-390.png'), fullPage: true });
    await printView.close();
    expect([...errors, ...printErrors]).toEqual([]);
  });

  it('shows the preview at 390 px with the patient cells apart and the biometry inside the sheet', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const { report } = await obstetricReport(token);
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/reports`);
    await page.getByText(report.reportId).first().waitFor();
    await page
      .getByRole('button', { name: `Print ${report.reportId}` })
      .first()
      .click();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    const sheet = preview.getByRole('article', { name: `Report ${report.reportId}` });
    await sheet.getByText('Biparietal Diameter (BPD)').waitFor();
    expect(await overlaps(sheet.locator('dl > div'))).toEqual([]);
    expect(await overflowing(sheet, 'table, th, td, dl > div')).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'print-05-preview-390');
    expect(errors).toEqual([]);
  });
});
