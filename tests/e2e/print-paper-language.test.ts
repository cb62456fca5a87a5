import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clinicDayOf } from '../../core/format/dates.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, screenshotAtBothWidths, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { chooseHindiOnDevice } from './support/hindi-words.ts';
import { pdfPageTexts, printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 34: the print page's buttons follow the screen's language, the paper keeps its own. A
// Hindi screen prints the English report, with the patient's language after each section heading
// when the clinic chose that (Settings → Printing).

// Her receipt and bill of supply print every heading as "English / हिन्दी" and the amount in Hindi
// words under the English ones, on an English screen too: the paper follows the patient.

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

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
    const printed = pdfPageTexts(await printedPdf(page, { preferCSSPageSize: true }))
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

  it('prints a Hindi patient\'s receipt and bill with "Date / दिनांक" labels and the amount in Hindi words', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ language: 'hi-IN' }),
    );
    const payment = await postAsClinic<{ id: string; paymentId: string }>(server.url, token, '/api/payments', {
      patientId: patient.id,
      amount: 2300,
      paymentMethod: 'cash',
      paymentDate: clinicDayOf(new Date()),
    });
    const fees = await fetch(`${server.url}/api/fee-list`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        concessionLimitPercent: 10,
        gstin: null,
        items: [{ name: 'Anomaly scan', kind: 'study', studyType: 'obstetric_second_third_trimester', price: 1500 }],
      }),
    });
    expect(fees.status).toBe(200);
    const [scan] = ((await fees.json()) as { items: { id: string }[] }).items;
    const bill = await postAsClinic<{ id: string }>(server.url, token, '/api/bills', {
      patientId: patient.id,
      lines: [{ feeItemId: scan?.id }],
    });
    // Part-paid, so the bill's two amounts in words differ.
    await postAsClinic(server.url, token, `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: '1200.00', paymentMethod: 'cash' }],
    });

    const page = await openSignedInPage(browser, token);
    const { errors } = watchConsole(page);
    // textContent, not innerText: the titles and amount headings are upper-cased by CSS.
    const textOf = async (selector: string) => flat((await page.locator(selector).first().textContent()) ?? '');
    const serverPdf = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return flat(pdfPageTexts(Buffer.from(await res.arrayBuffer())).join('\n'));
    };

    // The receipt, on an English screen: her paper is bilingual.
    await page.goto(`${server.url}/payments/${payment.id}/receipt`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const receipt = await textOf('article');
    for (const label of [
      'Payment Receipt / भुगतान रसीद',
      'Receipt No. / रसीद सं.',
      'Date / दिनांक',
      'Received from / भुगतानकर्ता',
      'Amount in words / राशि शब्दों में',
      'Amount received / प्राप्त राशि',
      'Authorised Signatory / अधिकृत हस्ताक्षरकर्ता',
    ])
      expect(receipt).toContain(label);
    expect(receipt).toContain('Rupees Two Thousand Three Hundred Only');
    expect(receipt).toContain('दो हज़ार तीन सौ रुपये मात्र');
    expect(receipt).toContain('₹2,300.00');
    await page.evaluate('document.fonts.ready');
    await screenshotAtBothWidths(page, 'print-hindi-paper-receipt');
    const receiptPdf = await serverPdf(`/api/payments/${payment.id}/pdf`);
    // pdftotext gives a word back in the glyphs' visual order, so one with the ि vowel sign (दिनांक)
    // or a reph (कर्ता) reads back scrambled, and a vowel sign drawn in one glyph with ं (में) comes
    // back as ं alone; the words compared are ones without those.
    for (const words of [
      'PAYMENT RECEIPT / भुगतान रसीद',
      'Receipt No. / रसीद सं. PAY-000001',
      'Payment method / भुगतान का तरीका',
      'दो हज़ार तीन सौ रुपये मात्र',
      '₹2,300.00',
    ])
      expect(receiptPdf).toContain(words);

    // The bill of supply on A4: the same labels, and both amounts in Hindi words.
    await page.goto(`${server.url}/bills/${bill.id}/print?paper=a4`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const printed = await textOf('main');
    for (const label of [
      'Bill of Supply / आपूर्ति का बिल',
      'Bill No. / बिल सं.',
      'Date / दिनांक',
      'Patient / मरीज़',
      'Bill total / बिल का योग',
      'Balance due / बकाया राशि',
      'Bill total in words / बिल का योग शब्दों में',
      'Amount paid in words / भुगतान की गई राशि शब्दों में',
    ])
      expect(printed).toContain(label);
    expect(printed).toContain('एक हज़ार पाँच सौ रुपये मात्र');
    expect(printed).toContain('एक हज़ार दो सौ रुपये मात्र');
    await page.evaluate('document.fonts.ready');
    await screenshotAtBothWidths(page, 'print-hindi-paper-bill');
    const billPdf = await serverPdf(`/api/bills/${bill.id}/pdf?paper=a4`);
    for (const words of [
      'Patient / मरीज़',
      'Qty / मात्रा Rate / दर',
      'Payments received / प्राप्त भुगतान',
      'एक हज़ार पाँच सौ रुपये मात्र',
      'एक हज़ार दो सौ रुपये मात्र',
      '₹1,500.00',
    ])
      expect(billPdf).toContain(words);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
