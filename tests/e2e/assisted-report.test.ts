import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { SCREENSHOT_DIR, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { buyPlanThroughApi, openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { indianDay } from './support/india-dates.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 35 item 1 in Chromium: a doctor types an obstetric report's biometry, the wizard drafts
// the impression with its sources, the doctor uses the draft, edits it and saves; the saved
// impression is the doctor's edited text.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const DOCTOR = { name: 'Dr. Meera Iyer', registrationNumber: 'KMC/2015/7788' };

async function shots(page: Page, locator: Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function next(wizard: Locator) {
  const progress = wizard.getByRole('progressbar', { name: 'Report progress' });
  const step = Number(await progress.getAttribute('aria-valuenow'));
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.locator(`[role="progressbar"][aria-valuenow="${step + 1}"]`).waitFor();
}

describe('assisted reporting in the wizard', () => {
  it('a doctor fills the biometry, uses the drafted impression, edits it and saves', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup());
    await buyPlanThroughApi(server, token, 'professional');
    await postAsClinic(server.url, token, '/api/doctors', DOCTOR);
    const patient = await postAsClinic<{ id: string; patientId: string; firstName: string; lastName: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavya', lastName: 'Menon' }),
    );
    const page = await openSignedInPage(browser, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { errors } = watchConsole(page);

    await page.goto(`${server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    await wizard
      .getByLabel('Patient *')
      .selectOption({ label: `${patient.firstName} ${patient.lastName} (${patient.patientId})` });
    await wizard.getByRole('combobox', { name: 'Doctor' }).fill('Meera');
    await wizard.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await wizard.getByLabel('Clinical Indication *').fill('Growth scan');
    await next(wizard);
    await next(wizard);
    // 28 weeks 3 days by LMP; one fetus.
    await wizard.getByLabel('LMP').fill(indianDay(new Date(Date.now() - 199 * 86_400_000)));
    await wizard.getByLabel('Multiple Pregnancy').selectOption('no');
    for (const [key, mm] of [
      ['bpd', '72'],
      ['hc', '265'],
      ['ac', '240'],
      ['fl', '54'],
    ] as const) {
      await wizard.locator(`#wizard-biometry-${key}`).fill(mm);
    }
    await next(wizard);

    const draft = wizard.getByRole('region', { name: 'Draft from the measurements' });
    // One line per sentence, each with the values it came from.
    await draft.getByText('Single intrauterine fetus').first().waitFor();
    await draft.getByText('From: Multiple Pregnancy: No').waitFor();
    await draft.getByText('Biometry corresponds to 28 weeks 2 days').first().waitFor();
    await draft.getByText(/EFW 1,235 g \(\d+(st|nd|rd|th) centile, Hadlock\)/).waitFor();
    await draft
      .getByText(/From: BPD 72 mm · HC 265 mm · AC 240 mm · FL 54 mm/)
      .first()
      .waitFor();
    await shots(page, draft, 'assisted-report-draft');

    // Nothing is written until the doctor chooses the draft.
    const impression = wizard.getByLabel('Impression *');
    expect(await impression.inputValue()).toBe('');
    await draft.getByRole('button', { name: 'Use draft' }).click();
    const used = await impression.inputValue();
    expect(used).toMatch(/^Single intrauterine fetus; biometry corresponds to 28 weeks 2 days; EFW 1,235 g/);
    const edited = `${used} Growth scan advised in 4 weeks.`;
    await impression.fill(edited);
    await shots(page, impression, 'assisted-report-edited');

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Report created successfully').first().waitFor();
    const list = await fetch(`${server.url}/api/reports?patientId=${patient.id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.json() as Promise<{ reports: { id: string }[] }>);
    const id = list.reports[0]?.id;
    const saved = await fetch(`${server.url}/api/reports/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((res) => res.json() as Promise<{ impression: string; status: string }>);
    expect(saved).toMatchObject({ impression: edited, status: 'draft' });
    expect(errors).toEqual([]);
  });
});
