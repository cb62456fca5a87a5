import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from '../../core/pcpndt-registration/registration-schemas.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { chosenTextFit, SCREENSHOT_DIR, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { DOCTOR, dismissToast } from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 29 §4: once the centre's PC-PNDT registration is recorded, a doctor who is not one of its
// registered sonologists is refused at finalize with the reason on screen; once registered, the
// report signs and its print names the registered machine used. Screenshots go to /tmp.
const SHOTS = '/tmp/pndt-e2e';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const OFFER = 'Scanned on Samsung Medison HERA W10 Elite';

/**
 * The editor's machine field at the desk's width and a phone's: the offer (while shown) and the
 * select lie inside the editor, nothing makes the page scroll sideways; screenshots of both.
 */
async function machineAtBothWidths(page: Page, editor: Locator, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const select = editor.getByLabel(/^Ultrasound machine/);
    await select.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png` });
    const frame = await editor.boundingBox();
    const offer = editor.getByRole('button', { name: OFFER });
    for (const part of (await offer.count()) ? [select, offer] : [select]) {
      const box = await part.boundingBox();
      const inside = !!box && !!frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5;
      expect(inside, `${name} at ${width}: ${JSON.stringify({ box, frame })}`).toBe(true);
    }
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    if (await select.inputValue()) {
      // Chosen: the machine in full, serial number too, under the select (which clips it on a phone).
      const full = editor.getByText('Samsung Medison HERA W10 Elite · S/N S1HS40-00921', { exact: true });
      const box = await full.boundingBox();
      const inside = !!box && !!frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5;
      expect(inside, `${name} at ${width}: ${JSON.stringify({ box, frame })}`).toBe(true);
      const fit = await chosenTextFit(select);
      expect(fit.text).toBe('Samsung Medison HERA W10 Elite');
      // The desk's select shows it whole.
      if (width === 1366) expect(fit.needed).toBeLessThanOrEqual(fit.width);
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A new trial clinic with its PC-PNDT certificate recorded and one registered machine. */
async function registeredCentre(certificate: Record<string, string>, machine: Record<string, string>) {
  const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
  await api(token, 'PUT', '/api/pcpndt-registration', certificate);
  return { token, machine: await api(token, 'POST', '/api/pcpndt-registration/machines', machine) };
}

describe('signing in a PC-PNDT registered centre', () => {
  it('refuses a doctor who is not a registered sonologist with the reason, then signs once registered', async () => {
    // The refusal is a 403 the browser logs; the test checks what the doctor is shown.
    allowConsoleErrors(/status of 403/);
    const { token, machine } = await registeredCentre(
      {
        certificateNumber: 'PNDT/MH/2024/117',
        authority: 'District Appropriate Authority, Pune',
        validFrom: '2024-04-01',
        validTo: '2029-03-31',
      },
      { make: 'GE', model: 'Voluson E8', serialNumber: 'VE8-2231' },
    );
    expect(machine.status).toBe(201);
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavita', lastName: 'Singh', isObstetric: true, spouseName: 'Arun Singh' }),
    );
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;

    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Doctor' }).fill('Rakesh');
    await dialog.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
    await dialog.getByLabel('USG Template *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await dialog.getByLabel('Clinical Indication *').fill('Growth assessment');
    await dialog.getByLabel('Examination Technique *').fill('Transabdominal sonography');
    await dialog.getByLabel('Medical Indication (for Form F)').fill('Growth assessment');
    await dialog.getByLabel('LMP').fill(indianDay(new Date(Date.now() - 168 * 86_400_000)));
    await dialog.getByLabel('Ultrasound machine *').selectOption({ label: 'GE Voluson E8' });
    await dialog.getByRole('button', { name: 'Apply Normal Template' }).click();
    await dismissToast(page, 'Normal Template Applied');

    // The signed-up doctor is not (yet) a registered sonologist of the centre: refused, and told why.
    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    const refusal = page.getByText(M.unregisteredSonologist).first();
    await refusal.waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SHOTS}/unregistered-sonologist-1366.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/unregistered-sonologist-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dismissToast(page, M.unregisteredSonologist).catch(() => undefined);

    // An administrator registers the doctor; the same report now signs, and its print names the machine.
    const user = await api(token, 'GET', '/api/auth/user');
    expect(
      (await api(token, 'POST', '/api/pcpndt-registration/sonologists', { doctorId: user.body.doctorId })).status,
    ).toBe(201);
    await dialog.getByRole('button', { name: 'Finalize Report' }).click();
    await page.locator('[role="region"] ol > li').getByText('Report finalized successfully').waitFor();
    const preview = page.getByRole('dialog', { name: 'Print Report' });
    const machineLine = preview.getByText('Ultrasound machine used: GE Voluson E8 (S/N VE8-2231)');
    await machineLine.waitFor();
    expect(await preview.getByText('registration is not recorded').count()).toBe(0);
    await machineLine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/print-machine-1366.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await machineLine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/print-machine-390.png` });
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await page.context().close();
  });
  // The machine is a statutory record: never filled in for the doctor, but offered a click away.
  it('offers the centre’s only registered machine in both editors, chosen only when the doctor clicks it', async () => {
    const { token, machine } = await registeredCentre(
      {
        certificateNumber: 'MH/NSK/PNDT/2021/0456',
        authority: 'District Appropriate Authority, Nashik',
        validFrom: '2021-04-01',
        validTo: '2031-03-31',
      },
      // A make and model as long as real ones get, so the offer has to wrap on a phone.
      { make: 'Samsung Medison', model: 'HERA W10 Elite', serialNumber: 'S1HS40-00921' },
    );
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;

    // A first-week centre has one machine: the doctor is not sent back from Finalize to choose it.
    await page.goto(`${server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    const offer = wizard.getByRole('button', { name: OFFER });
    await offer.waitFor();
    expect(await wizard.getByLabel(/^Ultrasound machine/).inputValue()).toBe('');
    await machineAtBothWidths(page, wizard, 'only-machine-wizard-before');
    await offer.click();
    await expect.poll(() => wizard.getByLabel(/^Ultrasound machine/).inputValue()).toBe(machine.body.id);
    expect(await offer.count()).toBe(0);
    await machineAtBothWidths(page, wizard, 'only-machine-wizard-after');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: 'Generate Medical Report' });
    await dialog.getByRole('button', { name: OFFER }).waitFor();
    expect(await dialog.getByLabel(/^Ultrasound machine/).inputValue()).toBe('');
    await machineAtBothWidths(page, dialog, 'only-machine-dialog-before');
    await dialog.getByRole('button', { name: OFFER }).click();
    await expect.poll(() => dialog.getByLabel(/^Ultrasound machine/).inputValue()).toBe(machine.body.id);
    await machineAtBothWidths(page, dialog, 'only-machine-dialog-after');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
