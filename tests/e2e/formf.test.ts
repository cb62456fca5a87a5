import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatIsoDay } from '../../core/format/dates.ts';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { registerDueDate } from '../../core/formf/formf-register.ts';
import { DOCTOR_DECLARATION_CORE } from '../../core/reports/pcpndt-declaration.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { printCalls, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { attachEvidenceThroughApi, onlyFormF } from './support/formf-evidence-api.ts';
import {
  chooseMonth,
  DOCTOR,
  definitionListViolations,
  dismissToast,
  pdfPageSize,
  pdfText,
  SHOTS,
  shoot,
} from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Section C and Form G (invasive procedures) print in formf-section-c.test.ts.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('Form F in the browser', () => {
  it('finalizes an obstetric report, completes and submits its Form F, prints it on A4 and finds it in the register', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavita', lastName: 'Singh', spouseName: 'Arun Singh', maleChildren: 1 }),
    );
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    const today = indianDay(new Date());

    // 1. Finalize an obstetric report in the Generate Medical Report dialog.
    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Doctor' }).fill('Rakesh');
    await dialog.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
    await dialog.getByLabel('USG Template *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    // Two indications, each saying what it is for: the report's own reason, and Form F's, which
    // alone reaches the form (below, its "Growth assessment" offers item xvii).
    await dialog.getByLabel('Clinical Indication *').fill('Routine third-trimester scan');
    await dialog.getByLabel('Examination Technique *').fill('Transabdominal sonography');
    await dialog
      .getByText('as Form F records it: copied there when the report is finalized', { exact: false })
      .waitFor();
    await dialog.getByLabel('Medical Indication (for Form F)').fill('Growth assessment');
    await dialog.getByLabel('LMP').fill(indianDay(new Date(Date.now() - 168 * 86_400_000)));
    await dialog.getByRole('button', { name: 'Apply Normal Template' }).click();
    await dismissToast(page, 'Normal Template Applied');
    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    // Under the print preview's overlay, so it cannot be closed, nor cover the preview's buttons.
    await page.locator('[role="region"] ol > li').getByText('Report finalized successfully').waitFor();
    // The self-referral note (item 7(b)'s evidence, issue 29 §3) is kept with the form, as the
    // evidence panel would, before the form is read.
    await attachEvidenceThroughApi(server.url, token, (await onlyFormF(server.url, token)).id, 'referral_note');

    // 2. Print Report + Form F: the report prints in its own window; the Form F dialog opens after it.
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    const [reportWindow] = await Promise.all([
      page.context().waitForEvent('page'),
      preview.getByRole('button', { name: 'Print Report + Form F' }).click(),
    ]);
    await reportWindow.close();
    const formF = page.getByRole('dialog', { name: 'Form F' });
    await formF.getByText('FORM FOR MAINTENANCE OF RECORD', { exact: false }).waitFor();
    await formF.getByText('Section A: To be filled in for all diagnostic procedures/tests').waitFor();
    await formF.getByText(DOCTOR_DECLARATION_CORE, { exact: false }).waitFor();
    await formF.getByText('I do not want to know the sex of my foetus', { exact: false }).waitFor();
    await formF.getByText('Kavita Singh, ', { exact: false }).first().waitFor();
    // Nothing recorded yet for item 12: an honest placeholder, and no indication ticked.
    expect(await formF.getByText('Ticked:', { exact: false }).count()).toBe(0);
    await formF.getByText('Indications: Not Specified').waitFor();
    // Nothing invented: the method, the procedure date and the children were not recorded.
    await formF.getByText('(i) Ultrasound (method not recorded)', { exact: false }).waitFor();
    await formF.getByText('Not recorded; (a) living sons: Not recorded', { exact: false }).waitFor();
    // The report's indication ("Growth assessment") offers item xvii, unticked.
    expect(await definitionListViolations(page)).toEqual([]);
    await shoot(page, 'formf-01-dialog-after-print');

    // 3. Complete it: the Patient History page opens its completion form.
    await formF.getByRole('button', { name: 'Complete Form F' }).click();
    await page.waitForURL(/\/pcpndt\?reportId=.*edit=1/);
    const edit = page.getByRole('dialog', { name: 'Complete Form F' });
    await edit.waitFor();
    await edit.getByRole('button', { name: 'Submit', exact: true }).click();
    await edit.getByText(M.incomplete).first().waitFor();
    await edit.getByText(M.indicationRequired).first().waitFor();
    await shoot(page, 'formf-02a-completion-incomplete');
    await edit.getByLabel('Self-referral by the doctor performing the procedure').check();
    await edit.getByLabel('Living sons (number)').fill('1');
    await edit.getByLabel('Age of sons 1').fill('6');
    await edit.getByLabel('Living daughters (number)').fill('0');
    // The report's indication is offered, and ticked only on purpose.
    await edit.getByRole('note').getByText('xvii. Evaluation of fetal growth parameters', { exact: false }).waitFor();
    await edit.getByRole('button', { name: 'Tick this indication' }).click();
    expect(await edit.getByRole('checkbox', { name: /Evaluation of fetal growth parameters/ }).isChecked()).toBe(true);
    await edit.getByRole('checkbox', { name: /Estimation of gestational age/ }).click();
    await edit.getByLabel('Ultrasound done (item 11) *').selectOption('transvaginal');
    await edit.getByLabel('(ii) Any other procedure (specify)').fill('Colour Doppler');
    await edit.getByLabel('Declaration of the woman obtained on *').fill(today);
    // Not the day of the report: nobody had recorded it.
    expect(await edit.getByLabel('Procedure carried out on *').inputValue()).toBe('');
    await edit.getByLabel('Procedure carried out on *').fill(today);
    await edit.getByLabel('Result conveyed to *').fill('Patient and husband');
    await edit.getByLabel('Result conveyed on *').fill(today);
    await edit.getByLabel('Any indication for MTP (item 16) *').fill('None');
    await edit.getByLabel('Place (end of section B) *').fill('Gurugram');
    await edit.getByLabel('Date (end of section B) *').fill(today);
    await edit.getByRole('checkbox', { name: /The woman has signed her declaration/ }).click();
    await edit.getByLabel('Thumb impression').check();
    await edit.getByLabel('Identified by (name) *').fill('Kamla Devi');
    await edit.getByLabel('Their age *').fill('52');
    await edit.getByLabel('Their sex').fill('Female');
    await edit.getByLabel('Relation to the woman *').fill('Mother-in-law');
    await edit.getByLabel('Their address and contact number *').fill('12 Bapu Nagar, Gurugram, 9812345678');
    // The doctor signs as himself; the server dates it (issue 29 §2): no date to type.
    await edit.getByRole('checkbox', { name: /I sign the declaration/ }).click();
    await edit.getByText('Every statutory item is filled in', { exact: false }).waitFor();
    // The summary of the refused submit goes once every item is filled (issue 22).
    expect(await edit.getByText(M.incomplete).count()).toBe(0);
    await shoot(page, 'formf-02-completion-form');
    await edit.getByRole('button', { name: 'Submit', exact: true }).click();
    await dismissToast(page, 'Form F submitted');
    await edit.waitFor({ state: 'detached' });

    // 4. It shows as Compliant and Submitted, in the row and in the four stat cards.
    await page.getByRole('button', { name: 'View All Form-Fs' }).click();
    const row = page
      .getByRole('table', { name: /Form F records/ })
      .getByRole('row')
      .filter({ hasText: 'F-000001' });
    await row.getByText('Compliant', { exact: true }).waitFor();
    await row.getByText('Submitted', { exact: true }).waitFor();
    const stats = page.getByRole('region', { name: 'Form F statistics' });
    await expect
      .poll(async () => (await stats.innerText()).replace(/\s+/g, ' '))
      .toBe('Total Forms 1 Compliant 1 Submitted 1 Draft 0');
    await page.getByLabel('Show', { exact: true }).selectOption('incomplete');
    await page.getByText('No Form F records found').waitFor();
    await page.getByLabel('Show', { exact: true }).selectOption('all');
    await page.getByLabel('Search Form F records').fill('second_third');
    await row.waitFor();
    await shoot(page, 'formf-03-patient-history');

    // 5. After submission a change is an amendment and needs a reason.
    await row.getByRole('button', { name: /Edit/ }).click();
    const amend = page.getByRole('dialog', { name: 'Amend Form F' });
    await amend.getByLabel('Result conveyed to *').fill('Patient');
    await amend.getByRole('button', { name: 'Save Amendment' }).click();
    await amend.getByText(M.amendmentReasonRequired).waitFor();
    await amend.getByLabel('Reason for the amendment *').fill('Husband was not present');
    await amend.getByRole('button', { name: 'Save Amendment' }).click();
    await dismissToast(page, 'Form F amended');

    // 6. View, then print alone on A4 with 12 mm margins.
    await row.getByRole('button', { name: /View/ }).click();
    const view = page.getByRole('dialog', { name: 'Form F' });
    await view.getByText('Patient on', { exact: false }).first().waitFor();
    // The print window prints itself; the print is recorded (Rule 9(7)) as it goes to the printer.
    const printRecorded = page
      .context()
      .waitForEvent('response', (r) => r.request().method() === 'POST' && r.url().endsWith('/printed'));
    const [printView] = await Promise.all([
      page.context().waitForEvent('page'),
      view.getByRole('button', { name: 'Print Form F' }).click(),
    ]);
    expect((await printRecorded).status()).toBe(204);
    const printErrors = watchConsole(printView).errors;
    await printView.getByText('FORM F', { exact: true }).waitFor();
    expect(printView.url()).toMatch(/\/pcpndt\/[0-9a-f-]+\/print/);
    await expect.poll(() => printCalls(printView), { timeout: 10_000 }).toBe(1);
    const sheet = printView.getByRole('article', { name: 'Form F F-000001' });
    for (const text of [
      'Yes, by Dr. Rakesh Mehta',
      `Reg. No.: ${DOCTOR.registrationNumber}`,
      'Compliant',
      '1; (a) living sons: 1 (6 years); (b) living daughters: 0',
      '(i) Ultrasound (transvaginal); (ii) Any other (specify): Colour Doppler',
      'Place: Gurugram',
      'Thumb impression identified by:',
      'Name: Kamla Devi · Age: 52 · Sex: Female · Relation: Mother-in-law',
    ]) {
      await sheet.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await definitionListViolations(printView)).toEqual([]);
    await sheet.getByText(`Patient on ${formatIsoDay(today)}`).waitFor();
    expect(await sheet.getByText('Ticked:', { exact: false }).count()).toBe(2);
    // The printable width of A4 inside 12 mm margins (186 mm at 96 dpi), so the screenshot wraps as the paper does.
    await printView.emulateMedia({ media: 'print' });
    await printView.setViewportSize({ width: 703, height: 1032 });
    await shoot(printView, 'formf-04-print-a4');
    const pdf = await printedPdf(printView, { preferCSSPageSize: true, path: `${SHOTS}/formf.pdf` });
    const [width, height] = pdfPageSize(pdf);
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    // Every sheet carries the form id and "Page N of M" (issue 23 item 8).
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    const text = pdfText(`${SHOTS}/formf.pdf`);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
    // Each sheet's foot label; the referral evidence page's own title ("…evidence of Form F …") aside.
    expect(text.split(/(?<!of )Form F F-000001/).length - 1).toBe(pages);
    await printView.close();
    await view.getByRole('button', { name: 'Close' }).first().click();

    // 7. The month's register lists it, complete, with the due date; CSV and print.
    await page.getByRole('tab', { name: 'Monthly Register' }).click();
    const month = today.slice(0, 7);
    await chooseMonth(page, month);
    const register = page.getByRole('table', { name: /Form F register for/ });
    const line = register.getByRole('row').filter({ hasText: 'F-000001' });
    for (const text of ['Kavita Singh', 'Arun Singh', 'ii, xvii', DOCTOR.name, `Patient on ${formatIsoDay(today)}`]) {
      await line.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText('The 1 form is complete').waitFor();
    await page
      .getByText(`by ${formatIsoDay(registerDueDate(month))}`, { exact: false })
      .first()
      .waitFor();
    await shoot(page, 'formf-05-register');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`form-f-register-${month}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^1,F-000001,Kavita Singh,\d+,Arun Singh,/);
    const [registerView] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print Register' }).click(),
    ]);
    await registerView
      .getByRole('table', { name: /Form F register for/ })
      .getByText('F-000001')
      .waitFor();
    await registerView.emulateMedia({ media: 'print' });
    await registerView.setViewportSize({ width: 1123, height: 794 });
    await shoot(registerView, 'formf-06-register-print');
    const [rw, rh] = pdfPageSize(await printedPdf(registerView, { preferCSSPageSize: true }));
    expect([Math.round(rw), Math.round(rh)]).toEqual([842, 595]);
    expect([...errors, ...printErrors]).toEqual([]);
  });

  it("shows 'Patient Not Found' with the patient id and the clinic's count of patients", async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string; patientId: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Rekha', lastName: 'Nair' }),
    );
    await postAsClinic(server.url, token, '/api/patients', buildPatient({ firstName: 'Leela', lastName: 'Menon' }));
    await postAsClinic(server.url, token, '/api/reports', {
      patientId: patient.id,
      doctorName: DOCTOR.name,
      doctorRegistrationNumber: DOCTOR.registrationNumber,
      reportType: 'obstetric_first_trimester',
      clinicalDetails: 'Dating scan',
      technique: 'Transabdominal',
      impression: 'Single live intrauterine gestation.',
      sexDetermination: 'not_determined',
    });
    const page = await openSignedInPage(browser, token);
    // Patients are never deleted, so the missing record is made in the browser: the patient answers 404.
    await page.route(`**/api/patients/${patient.id}`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Patient not found"}' }),
    );
    await page.goto(`${server.url}/pcpndt`);
    const row = page
      .getByRole('table', { name: /Form F records/ })
      .getByRole('row')
      .filter({ hasText: 'F-000001' });
    await row.getByText('Non-Compliant').waitFor();
    await row.getByRole('button', { name: /View/ }).click();
    const missing = page.getByRole('alertdialog', { name: 'Patient Not Found' });
    await missing.getByText(`Patient ${patient.patientId} not found`).waitFor();
    await missing.getByText('The clinic has 2 patients on record.').waitFor();
    await shoot(page, 'formf-07-patient-not-found');
    await missing.getByRole('button', { name: 'Close' }).click();
    await missing.waitFor({ state: 'detached' });
  });
});
