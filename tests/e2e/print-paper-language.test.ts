import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { chooseHindiOnDevice } from './support/hindi-words.ts';
import { pdfPageTexts } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 34: the print page's buttons follow the screen's language, the paper keeps its own. A
// Hindi screen prints the English report, with the patient's language after each section heading
// when the clinic chose that (Settings → Printing).

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

describe('printing from a Hindi screen', () => {
  it('prints the report in English with "Investigation / जाँच" headings, the page around it in Hindi', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const settings = await fetch(`${server.url}/api/clinic/print-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ layout: 'plain', letterheadTopMm: 40, letterheadBottomMm: 25, bilingualHeadings: true }),
    });
    expect(settings.status).toBe(200);
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ language: 'hi-IN' }),
    );
    const report = await postAsClinic<{ id: string }>(server.url, token, '/api/reports', {
      ...buildReport(patient.id),
      recommendations: 'Review in six months.',
    });

    const page = await openSignedInPage(browser, token);
    await chooseHindiOnDevice(page.context());
    watchConsole(page);
    await page.goto(`${server.url}/reports/${report.id}/print`);
    // The page's own controls are the screen's: Hindi.
    await page.getByRole('link', { name: 'रिपोर्ट पर वापस' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    // The paper is English, its headings followed by her language.
    const article = page.getByRole('article');
    await article.locator('h2', { hasText: 'Investigation / जाँच' }).waitFor();
    await article.locator('h2', { hasText: 'Impression / निष्कर्ष' }).waitFor();
    await article.locator('h2', { hasText: 'Recommendations / सुझाव' }).waitFor();
    await article.getByText('Clinical Indication:').waitFor();
    await article.getByText('No significant abnormality.').waitFor();
    // The Devanagari face loads once Devanagari is on the page (styles.css): wait for it.
    await page.evaluate('document.fonts.ready');
    await screenshot(page, 'print-hindi-screen-bilingual-headings-1280');

    // What Chromium prints, read back: the report's English and the headings, no Hindi chrome.
    const printed = pdfPageTexts(await page.pdf({ preferCSSPageSize: true }))
      .join('\n')
      .replace(/\s+/g, ' ');
    // Chromium's embedded Devanagari font does not give pdftotext every cluster back (जाँच comes
    // back without its च), so the headings compared whole are ones that do.
    expect(printed).toContain('INVESTIGATION / ज');
    expect(printed).toContain('IMPRESSION / निष्कर्ष');
    expect(printed).toContain('RECOMMENDATIONS / सुझाव');
    expect(printed).toContain('Clinical Indication:');
    expect(printed).toContain('Electronically signed by Dr');
    expect(printed).not.toContain('रिपोर्ट पर वापस');
    await page.context().close();
  });
});
