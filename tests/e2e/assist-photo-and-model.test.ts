import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { type ModelStub, startModelStub } from '../support/model-stub.ts';
import { watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  buyPlanThroughApi,
  expectToast,
  openSignedInPage,
  postAsClinic,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { MEASUREMENT_PAGES } from './support/measurement-pages.ts';
import { renderMeasurementPage } from './support/measurement-photos.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 35 items 3 and 4 in Chromium: a photo of the scanner's page (drawn and "photographed" by
// the test) is read, its values shown with confidence, ticked and put into the form "from photo",
// kept with the draft; an admin sets the clinic's model (a local OpenAI-compatible stub), tests
// the connection, and the doctor asks it, edits the suggestion and uses it as the impression.

let server: RunningServer;
let browser: Browser;
let stub: ModelStub;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});
beforeAll(async () => {
  stub = await startModelStub();
});
afterAll(() => stub?.close());

const SHOTS = '/tmp/assist-shots';
const DOCTOR = { name: 'Dr. Meera Iyer', registrationNumber: 'KMC/2015/7788' };

async function shots(page: Page, locator: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A clinic with a booked obstetric scan and a draft report on it, opened in the wizard. */
async function draftOpenInWizard() {
  const { token } = await signUpThroughApi(server.url, buildSignup());
  await buyPlanThroughApi(server, token, 'professional');
  await postAsClinic(server.url, token, '/api/doctors', DOCTOR);
  const patient = await postAsClinic<{ id: string }>(
    server.url,
    token,
    '/api/patients',
    buildPatient({ firstName: 'Kavya', lastName: 'Menon', isObstetric: true, spouseName: 'Arun Menon' }),
  );
  const study = await postAsClinic<{ id: string }>(server.url, token, '/api/studies', {
    patientId: patient.id,
    studyType: 'obstetric',
    scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
  });
  const report = await postAsClinic<{ id: string; reportId: string }>(
    server.url,
    token,
    '/api/reports/draft',
    buildReport(patient.id, 'obstetric_second_third_trimester', {
      status: 'draft',
      studyId: study.id,
      multiplePregnancy: false,
      biparietalDiameter: 72,
      abdominalCircumference: 240,
      femurLength: 54,
      impression: '',
    }),
    200,
  );
  const page = await openSignedInPage(browser, token);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { errors } = watchConsole(page);
  const openWizard = async () => {
    await page.goto(`${server.url}/reports`);
    const row = page.getByRole('row').filter({ hasText: report.reportId });
    await row.getByRole('button', { name: /Edit/ }).click();
    return page.getByRole('dialog', { name: 'Edit Report' });
  };
  return { token, page, errors, report, openWizard };
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('assisted reporting: a photo and the clinic model', () => {
  it('reads a photo, shows each value with its confidence, and fills the ticked ones "from photo"', async () => {
    const darkConsole = MEASUREMENT_PAGES.find((p) => p.name.startsWith('dark console'));
    if (!darkConsole) throw new Error('no dark console page');
    const photo = await renderMeasurementPage(browser, darkConsole, 'photo');
    const { token, page, errors, report, openWizard } = await draftOpenInWizard();
    const wizard = await openWizard();
    await wizard.getByRole('button', { name: '3. Measurements' }).click();
    await wizard.getByTestId('wizard-measurement-photo').setInputFiles({
      name: 'measurement-page.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const efw = wizard.locator('#wizard-photo-efw-value');
    await efw.waitFor({ timeout: 60_000 });
    expect(await efw.inputValue()).toBe('1650');
    expect(await wizard.locator('#wizard-photo-afi-value').inputValue()).toBe('14.2');
    // Each value carries how sure the reading is.
    await wizard
      .locator('li', { has: page.locator('#wizard-photo-efw-value') })
      .getByText(/\d+%/)
      .waitFor();
    for (const key of ['efw', 'afi', 'fhr', 'ga', 'bpd']) await wizard.locator(`#wizard-photo-${key}-use`).check();
    await wizard.getByRole('button', { name: 'Use the ticked values' }).click();
    const used = wizard.getByTestId('wizard-photo-used');
    await used.waitFor();
    for (const name of ['BPD', 'EFW', 'GA', 'AFI', 'FHR']) expect(await used.textContent()).toContain(name);

    const marks = wizard.getByRole('list', { name: 'Values from the scanner' });
    expect(await marks.getByTestId('scanner-value-A-efw').textContent()).toBe('EFW 1,650 g from photo');
    expect(await marks.getByTestId('scanner-value-A-afi').textContent()).toBe('AFI 14.2 cm from photo');
    expect(await wizard.getByLabel('Estimated Fetal Weight').inputValue()).toBe('1650 g');
    expect(await wizard.getByRole('spinbutton', { name: 'BPD (mm)' }).inputValue()).toBe('78.2');
    await shots(page, wizard.getByRole('img', { name: 'Photo of the measurement page' }), 'photo-read');
    // The doctor corrects one: it shows as changed.
    await wizard.getByLabel('Estimated Fetal Weight').fill('1700 g');
    expect(await marks.getByTestId('scanner-value-A-efw').textContent()).toBe(
      'EFW 1,700 g changed by you (photo: 1,650 g)',
    );
    await shots(page, marks, 'photo-marks');

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report updated successfully');
    const saved = await api<{
      estimatedFetalWeight: string;
      measurementSources: { key: string; scanner: string; photoId?: string; changed: boolean }[];
    }>(token, `/api/reports/${report.id}`);
    const sources = Object.fromEntries(saved.measurementSources.map((s) => [s.key, s]));
    expect(saved.estimatedFetalWeight).toBe('1700 g');
    expect(sources.efw).toMatchObject({ scanner: 'photo', changed: true, photoId: expect.any(String) });
    expect(sources.afi).toMatchObject({ scanner: 'photo', changed: false });
    expect(sources.bpd).toMatchObject({ scanner: 'photo', changed: false });

    // Opened again, the wizard still says where each value came from.
    const again = await openWizard();
    await again.getByRole('button', { name: '3. Measurements' }).click();
    expect(
      await again
        .getByRole('list', { name: 'Values from the scanner' })
        .getByTestId('scanner-value-A-afi')
        .textContent(),
    ).toBe('AFI 14.2 cm from photo');
    expect(errors).toEqual([]);
  });

  it('an admin sets the clinic model; the doctor asks it and uses the edited suggestion', async () => {
    const { token, page, errors, report, openWizard } = await draftOpenInWizard();
    await page.goto(`${server.url}/settings`);
    const card = page.getByRole('region', { name: 'Assistant' });
    await card.getByLabel('Offer “Ask the model” in the report wizard').check();
    await card.getByLabel('Endpoint address', { exact: true }).fill(stub.url);
    await card.getByLabel('Model', { exact: true }).fill('llama3.1:8b');
    await card.getByLabel('API key', { exact: true }).fill('sk-clinic-e2e');
    await card.getByRole('button', { name: 'Save Assistant Settings' }).click();
    // The saved settings come back with the key only as "set".
    await card.getByText('A key is saved (stored encrypted). Leave empty to keep it.').waitFor({ timeout: 30_000 });
    expect(await card.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    stub.reply = 'ready';
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText('Connected: llama3.1:8b answered').waitFor();
    await shots(page, card, 'assistant-settings');

    const wizard = await openWizard();
    await wizard.getByRole('button', { name: '4. Impression' }).click();
    const ask = wizard.getByRole('region', { name: /Your clinic’s model/ });
    stub.reply = 'Single live intrauterine fetus. Biometry corresponds to about 28 weeks.';
    await ask.getByRole('button', { name: 'Ask the model' }).click();
    const suggestion = ask.getByLabel('Suggested impression (edit before using)');
    await suggestion.waitFor();
    expect(await suggestion.inputValue()).toBe(stub.reply);
    // Nothing is written until the doctor chooses it.
    expect(await wizard.getByLabel('Impression *').inputValue()).toBe('');
    const edited = `${stub.reply} Growth scan advised in 4 weeks.`;
    await suggestion.fill(edited);
    await shots(page, ask, 'assistant-suggestion');
    await ask.getByRole('button', { name: 'Use as impression' }).click();
    expect(await wizard.getByLabel('Impression *').inputValue()).toBe(edited);

    // What the model was sent names nobody.
    const sent = stub.received.at(-1)?.body ?? '';
    expect(sent).toContain('Patient age:');
    for (const identifying of ['Kavya', 'Menon', '9811122233', report.reportId])
      expect(sent).not.toContain(identifying);

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report updated successfully');
    const saved = await api<{ impression: string }>(token, `/api/reports/${report.id}`);
    expect(saved.impression).toBe(edited);
    expect(errors).toEqual([]);
  });
});
