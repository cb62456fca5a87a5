import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dcmtk, PORTAL_AE } from '../support/dicom-peers.ts';
import { buildPatient } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { watchConsole } from './support/browser.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { chooseDoctor, expectToast, type PatientRecord, row } from './support/report-flows.ts';
import { scannerPortal } from './support/scanner-portal.ts';

// Issue 32 item 5: the scanner (dcmtk's storescu) sends a US image drawn by the test (no patient
// data) for a booked study; it shows as a thumbnail in the wizard, the doctor picks it with a
// caption and confirms it carries no sex annotation; it prints on the web print view and on the
// server's PDF, and never on the public verification page.

const SHOTS = '/tmp/keyimages-shots';
const CAPTION = 'Fetal head, BPD plane';
const scanner = scannerPortal();
const { post, signedInClinic, json } = scanner;
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

// Run in the page (the tests compile without the DOM's types).
const naturalWidth = (img: unknown) => (img as { naturalWidth: number }).naturalWidth;
const overflowWidth = (el: unknown) => {
  const box = el as { scrollWidth: number; clientWidth: number };
  return box.scrollWidth - box.clientWidth;
};

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

describe('key images from the scanner', () => {
  it('a US image sent by storescu is picked in the wizard with a caption, prints on the page and the PDF, and changes by an amendment', async () => {
    const { page, errors, token } = await signedInClinic();
    await page.setViewportSize({ width: 1366, height: 900 });
    await post(token, '/api/scanners', { name: 'Voluson E8', aeTitle: 'VOLUSONKI' });
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavya', lastName: 'Iyer', isObstetric: true, spouseName: 'Arun Iyer' }),
    );
    const study = await post<{ id: string; studyId: string }>(token, '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
    });

    // The machine sends a JPEG-baseline US image for the study (img2dcm of a picture drawn here).
    const file = join(mkdtempSync(join(tmpdir(), 'key-images-e2e-')), 'us.dcm');
    await writeUsImage(file, { accession: study.studyId, width: 320, height: 240 });
    const sent = await dcmtk('storescu', [
      '-xy',
      '-aet',
      'VOLUSONKI',
      '-aec',
      PORTAL_AE,
      '127.0.0.1',
      String(scanner.dicomPort),
      file,
    ]);
    expect(sent.code, sent.output).toBe(0);

    await page.goto(`${scanner.server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    await wizard.getByLabel('Patient *').selectOption({ label: `Kavya Iyer (${patient.patientId})` });
    await chooseDoctor(wizard);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    const picker = wizard.getByRole('region', { name: 'Key images' });
    const thumbnail = picker.getByRole('img', { name: 'Image 1 from the scanner' });
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate(naturalWidth)).toBe(256);

    // Keyboard only: the image's checkbox, its caption, two a page, the doctor's confirmation.
    const pick = picker.getByRole('checkbox', { name: 'Use image 1 in the report' });
    await pick.focus();
    await page.keyboard.press('Space');
    expect(await pick.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    const caption = picker.getByLabel('Caption for image 1');
    await caption.focus();
    await page.keyboard.type(CAPTION);
    await picker.getByRole('radio', { name: '2' }).check();
    const confirm = picker.getByRole('checkbox', { name: /no annotation that discloses the sex of the foetus/ });
    await confirm.focus();
    await page.keyboard.press('Space');
    expect(await confirm.getAttribute('aria-checked')).toBe('true');
    await picker.scrollIntoViewIfNeeded();
    await shot(page, 'picker-1366');
    await picker.screenshot({ path: join(SHOTS, 'picker-1366-whole.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await picker.scrollIntoViewIfNeeded();
    await picker.screenshot({ path: join(SHOTS, 'picker-390-whole.png') });
    await shot(page, 'picker-390');
    // Nothing in the picker is wider than the phone's dialog.
    expect(await picker.evaluate(overflowWidth)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1366, height: 900 });

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report created successfully');
    const [draft] = (await json<{ reports: { id: string; reportId: string }[] }>(token, '/api/reports')).reports;
    const reportId = draft?.id ?? '';
    expect(await json(token, `/api/reports/${reportId}/key-images`)).toMatchObject({
      images: [{ caption: CAPTION }],
      perPage: 2,
      noSexAnnotationConfirmed: true,
      printable: true,
    });
    await post(
      token,
      `/api/reports/${reportId}/finalize`,
      obstetricReport(patient.id, { studyId: study.id, doctorName: 'Dr. Meera Rao' }),
      200,
    );

    // The web print view: the image on a page of its own with its caption, A4 with page numbers.
    await page.goto(`${scanner.server.url}/reports/${reportId}/print`);
    const printed = page.getByRole('region', { name: 'Key images, page 1 of 1' });
    const image = printed.getByRole('img', { name: CAPTION });
    await image.waitFor();
    await expect.poll(() => image.evaluate(naturalWidth)).toBe(320);
    expect(await printed.innerText()).toContain(`Image 1: ${CAPTION}`);
    await shot(page, 'print-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'print-390');
    const a4 = await printedPdf(page, { format: 'A4', preferCSSPageSize: true });
    const a4File = join(SHOTS, 'print-a4.pdf');
    writeFileSync(a4File, a4);
    const a4Text = execFileSync('pdftotext', ['-layout', a4File, '-']).toString();
    expect(a4Text).toContain(CAPTION);
    expect(a4Text).toMatch(/Page 2 of 2/);
    expect(errors).toEqual([]);

    // The server's PDF: the caption in its text and the picture among its images.
    const pdf = await fetch(`${scanner.server.url}/api/reports/${reportId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    const pdfFile = join(SHOTS, 'report.pdf');
    writeFileSync(pdfFile, Buffer.from(await pdf.arrayBuffer()));
    expect(execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString()).toContain(CAPTION);
    const listed = execFileSync('pdfimages', ['-list', pdfFile]).toString();
    expect(listed.split('\n').filter((line) => /\s320\s+240\s/.test(line))).toHaveLength(1);

    // A signed report's images change by an amendment: Edit Medical Report, a new caption, signed again.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${scanner.server.url}/reports`);
    await row(page, draft?.reportId ?? '')
      .getByRole('button', { name: /Edit/ })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Medical Report' });
    const amendCaption = editor.getByRole('region', { name: 'Key images' }).getByLabel('Caption for image 1');
    expect(await amendCaption.inputValue()).toBe(CAPTION);
    await amendCaption.fill(`${CAPTION}, amended`);
    await editor.getByRole('button', { name: 'Update Report' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await json(token, `/api/reports/${reportId}/key-images`)).toMatchObject({
      images: [{ caption: `${CAPTION}, amended` }],
      printable: true,
    });
    expect(await json(token, `/api/reports/${reportId}`)).toMatchObject({ amended: true, version: 3 });
    expect(errors).toEqual([]);

    // The public verification page shows the report's facts, never its images.
    const { verification } = await json<{ verification: { url: string } | null }>(
      token,
      `/api/reports/${reportId}/verification`,
    );
    const visitor = await scanner.browser.newPage();
    const visitorConsole = watchConsole(visitor);
    await visitor.goto(verification?.url ?? '');
    await visitor.getByText('Genuine report: this is the latest version').waitFor();
    expect(await visitor.locator('main img').count()).toBe(0);
    expect(await visitor.locator('main').innerText()).not.toContain(CAPTION);
    expect(visitorConsole.errors).toEqual([]);
    await visitor.close();
  }, 180_000);
});
