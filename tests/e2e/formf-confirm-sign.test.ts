import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatIsoDay } from '../../core/format/dates.ts';
import { FORM_F_REQUIRED_ITEMS } from '../../core/formf/formf-compliance.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { attachEvidenceThroughApi, onlyFormF } from './support/formf-evidence-api.ts';
import { dismissToast, pdfText, SHOTS, shoot } from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

/**
 * Issue 29 §3 in Chromium: the doctor confirms what the report proposes (procedure date, method,
 * place), a referred case without the referrer's address is refused with the reason, the form
 * signs once it is given, and Form G comes as its own PDF.
 */
let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('Form F: confirm the proposed values, then sign', () => {
  it('confirms the proposals, is refused without the referrer address, signs with it; Form G prints', async () => {
    // The refused signature's 400 is the point of this test.
    allowConsoleErrors(/status of 400/);
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({
        firstName: 'Kavita',
        lastName: 'Singh',
        isObstetric: true,
        spouseName: 'Arun Singh',
        referringDoctorName: 'Dr. Anil Gupta',
      }),
    );
    await postAsClinic(server.url, token, '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester'));
    const form = await onlyFormF(server.url, token);
    await attachEvidenceThroughApi(server.url, token, form.id, 'referral_slip');
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    const today = indianDay(new Date());

    mkdirSync(SHOTS, { recursive: true });
    // The doctor opens the form's completion from its deep link (as the Reports page does).
    await page.goto(`${server.url}/pcpndt?formId=${form.id}&edit=1`);
    const edit = page.getByRole('dialog', { name: 'Complete Form F' });
    await edit.waitFor();
    const proposed = edit.getByRole('region', { name: 'Proposed from the report: confirm each value' });
    await proposed.getByText('Transabdominal', { exact: true }).waitFor();
    // Proposed, not recorded: the boxes are empty and the items are still listed as missing.
    expect(await edit.getByLabel('Procedure carried out on *').inputValue()).toBe('');
    await edit.getByText(FORM_F_REQUIRED_ITEMS.procedureDate).first().waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await proposed.scrollIntoViewIfNeeded();
      await shoot(page, `formf-edit-proposals-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await proposed.getByRole('button', { name: 'Confirm all' }).click();
    await proposed.waitFor({ state: 'detached' });
    expect(await edit.getByLabel('Procedure carried out on *').inputValue()).toBe(formatIsoDay(today));
    expect(await edit.getByLabel('Ultrasound done (item 11) *').inputValue()).toBe('abdominal');
    expect(await edit.getByText(FORM_F_REQUIRED_ITEMS.procedureDate).count()).toBe(0);

    await edit.getByLabel('Living sons (number)').fill('0');
    await edit.getByLabel('Living daughters (number)').fill('0');
    await edit.getByRole('checkbox', { name: /Estimation of gestational age/ }).click();
    await edit.getByLabel('Declaration of the woman obtained on *').fill(today);
    await edit.getByLabel('Result conveyed to *').fill('Patient and husband');
    await edit.getByLabel('Result conveyed on *').fill(today);
    await edit.getByLabel('Any indication for MTP (item 16) *').fill('None');
    await edit.getByLabel('Date (end of section B) *').fill(today);
    await edit.getByRole('checkbox', { name: /The woman has signed her declaration/ }).click();
    await edit.getByLabel('Signature', { exact: true }).check();
    await edit.getByRole('checkbox', { name: /I sign the declaration/ }).click();
    // Referred, with no address for the referrer: the signature is refused with the reason.
    await edit.getByRole('button', { name: 'Save Draft' }).click();
    await edit.getByText(FORM_F_REQUIRED_ITEMS.referringDoctorAddress).first().waitFor();
    await dismissToast(page, 'Form F is incomplete');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await edit.getByText(FORM_F_REQUIRED_ITEMS.referringDoctorAddress).first().scrollIntoViewIfNeeded();
      await shoot(page, `formf-edit-refused-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await edit.getByLabel("Referring doctor's full address *").fill('Gupta Nursing Home, Tonk Road, Jaipur');
    await edit.getByText('Every statutory item is filled in', { exact: false }).waitFor();
    await edit.getByRole('button', { name: 'Save Draft' }).click();
    await dismissToast(page, 'Form F saved');
    await edit.waitFor({ state: 'detached' });

    const stored = await fetch(`${server.url}/api/pcpndt-forms/${form.id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.json() as Promise<Record<string, unknown>>);
    expect(stored).toMatchObject({ isCompliant: true, doctorDeclarationSigned: true, examinationType: 'abdominal' });

    // Form G, its own PDF: read back with pdftotext.
    const pdf = await page.request.get(`${server.url}/api/pcpndt-forms/${form.id}/form-g/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status()).toBe(200);
    const path = `${SHOTS}/form-g-${form.formId}.pdf`;
    writeFileSync(path, await pdf.body());
    const text = pdfText(path).replace(/\s+/g, ' ');
    expect(text).toContain('FORM OF CONSENT (For invasive techniques)');
    expect(text).toContain('Kavita Singh wife/daughter of Arun Singh');
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('offers to mark her pregnant from a pelvic report and asks for item 5 when her record lacks it', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Rekha', lastName: 'Verma' }),
    );
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Doctor' }).fill('Rakesh');
    await dialog.getByRole('option', { name: /Rakesh Mehta/ }).click();
    await dialog.getByLabel('USG Template *').selectOption({ label: 'Pelvic Ultrasound' });
    await dialog.getByLabel('Clinical Indication *').fill('Pain lower abdomen');
    await dialog.getByLabel('Examination Technique *').fill('Transabdominal sonography');
    await dialog.getByRole('button', { name: 'Apply Normal Template' }).click();
    await dismissToast(page, 'Normal Template Applied');
    await dialog.getByLabel('Impression *').fill('Gravid uterus with a single live intrauterine gestation.');
    await dialog.getByRole('button', { name: /Finalize Report|Save Draft/ }).click();
    const offer = page.locator('[role="region"] ol > li').filter({ hasText: 'These findings describe a pregnancy' });
    await offer.waitFor();
    // The print preview opens over the page after finalizing; closed, the offer can be used.
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    if (await preview.isVisible()) {
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `mark-pregnant-offer-${width}`);
    }
    await offer.getByRole('button', { name: 'Mark her pregnant and open a Form F' }).click();
    const ask = page.getByRole('dialog', { name: "Her husband's / father's name" });
    await ask.waitFor();
    allowConsoleErrors(/status of 400/);
    await ask.getByRole('button', { name: 'Mark her pregnant and open a Form F' }).click();
    await ask.getByText('Spouse/Husband name is required for an obstetric patient').waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `mark-pregnant-ask-${width}`);
    }
    await ask.getByLabel("Husband's / father's name *").fill('Suresh Verma');
    await ask.getByRole('button', { name: 'Mark her pregnant and open a Form F' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.locator('[role="region"] ol > li').filter({ hasText: 'Marked pregnant' }).waitFor();
    const form = await fetch(`${server.url}/api/pcpndt-forms`, { headers: { authorization: `Bearer ${token}` } })
      .then((res) => res.json() as Promise<{ forms: { spouseName: string | null }[] }>)
      .then((body) => body.forms[0]);
    expect(form?.spouseName).toBe('Suresh Verma');
    // Only the refusals asked for: her record lacked item 5 (first click, and the empty name).
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
