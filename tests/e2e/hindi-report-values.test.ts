import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BIOMETRY_MESSAGES } from '../../core/obstetrics/hadlock.ts';
import hindi from '../../web/src/locales/hi-IN.json' with { type: 'json' };
import { buildPatient, buildSignup } from '../support/factories.ts';
import { screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, saveHindiProfile, signUpThroughApi } from './support/clinic-flows.ts';
import { indianDay } from './support/india-dates.ts';
import { typeBiometry } from './support/report-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Messages written with values (a weight, the parameters outside range, a day count) used to reach
// a Hindi report wizard in English: core finishes them before the screen sees them.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const MEDICAL_INDICATION_HINT =
  'Why this prenatal scan is done, as Form F records it: copied there when the report is finalized, to suggest an indication from the official list. The Clinical Indication is the report’s own.';
const t = (id: string) => (hindi as Record<string, string>)[id] ?? id;

describe('the report wizard in हिन्दी, values and all', () => {
  it('shows the biometry warnings, the dating rule and the two indications in Hindi', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    await saveHindiProfile(server.url, token);
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    const page = await openSignedInPage(browser, token);
    watchConsole(page);

    await page.goto(`${server.url}/reports?patientId=${patient.id}`);
    const dialog = page.getByRole('dialog', { name: t('Generate Medical Report') });
    await dialog.waitFor();
    await dialog
      .getByLabel(t('USG Template *'))
      .selectOption({ label: t('Obstetric Ultrasound - Second/Third Trimester') });
    // Two indications, each labelled for what it is: the report's reason, and Form F's record.
    await dialog.getByLabel(t('Clinical Indication *')).waitFor();
    const medical = dialog.getByLabel(t('Medical Indication (for Form F)'));
    await medical.waitFor();
    expect(await medical.getAttribute('aria-describedby')).toMatch(/hint/);
    await dialog.getByText(t(MEDICAL_INDICATION_HINT)).waitFor();

    await dialog.getByLabel('LMP').fill(indianDay(new Date(Date.now() - 280 * 86_400_000)));
    // A large, late fetus: BPD and FL over the spec's ranges, the head and femur weeks apart.
    const mm = { bpdMm: 99, hcMm: 330, acMm: 360, flMm: 86 };
    const { ga, efw } = await typeBiometry(dialog, mm);
    expect(ga.warnings).toContain(BIOMETRY_MESSAGES.outsideClinicalRanges(['BPD', 'FL']));

    const calculator = dialog.getByRole('region', { name: t('Biometry Calculator') });
    await calculator
      .getByText(`BPD, FL ${t('{names} outside clinical ranges').replace('{names} ', '')}`)
      .first()
      .waitFor();
    await calculator.getByText(t('Hadlock ({parameters})').replace('{parameters}', 'BPD, HC, AC, FL')).waitFor();
    const shown = await calculator.innerText();
    for (const english of ['outside clinical ranges', 'Hadlock (', 'weeks', 'days', 'outside normal fetal range'])
      expect({ english, shown: shown.includes(english) }).toEqual({ english, shown: false });
    // Every warning the calculator gives is on screen in its Hindi form.
    const warnings = await calculator.locator('dd.text-amber-800').allInnerTexts();
    expect(warnings).toHaveLength([...ga.warnings, ...efw.warnings].length);
    for (const english of [...ga.warnings, ...efw.warnings]) expect(warnings).not.toContain(english);

    await calculator.getByRole('button', { name: t('Use these values') }).click();
    // The report keeps the English it prints; the dating summary above reads in Hindi.
    expect(await dialog.getByLabel(t('Gestational Age'), { exact: true }).inputValue()).toMatch(/week.*\(Hadlock/);
    const dating = dialog.getByRole('region', { name: t('Dating of this report') });
    await dating.waitFor();
    const datingText = await dating.innerText();
    expect(datingText).toMatch(/दिन|सप्ताह/);
    for (const english of ['Re-dated', 'LMP kept', 'differs from', ' days', ' weeks'])
      expect({ english, shown: datingText.includes(english) }).toEqual({ english, shown: false });
    await screenshotAtBothWidths(page, 'hindi-report-values');
    await dating.scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, 'hindi-report-dating');
    await medical.scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, 'hindi-report-indications');
    await page.context().close();
  });
});
