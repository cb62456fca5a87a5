import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clinicDayOf } from '../../core/format/dates.ts';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import {
  buyPlanThroughApi,
  expectToast,
  openSignedInPage,
  postAsClinic,
  signUpThroughApi,
} from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';
import { section } from './support/settings-harness.ts';

// Issue 34 item 3: a clinic may show Devanagari digits on its Hindi screens. Its English screens
// and its printed papers keep Latin digits.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const DEVANAGARI_DIGIT = /[\u0966-\u096f]/;

/**
 * What may keep Latin digits on a Devanagari-digit screen, removed before looking for a Latin
 * digit. The rule: a number the user reads as a quantity, amount, date, time, size or percentage
 * follows the clinic's digits; a code she copies or quotes stays as issued, because the register,
 * the papers, the inspectors and the server's PDFs all carry it in Latin digits:
 * - record ids: P-000123, S-000123, F-000001, RPT-…, and a bill number B/2026-27/000123;
 * - the law's own names: Form F/G, Rule 17, Section 23 (no number to count);
 * - what she typed, which inputs keep as typed (innerText holds no input's value).
 */
const LATIN_KEPT = [/\b[A-Z]{1,5}-\d+\b/g, /\b[A-Z]+\/\d{4}-\d{2}\/\d+\b/g, /\b(Rule|Section) \d+(\(\d+\))?/g];

/** The Latin digits left in a screen's text once the kept codes are taken out, with their context. */
function latinNumbers(text: string): string[] {
  const rest = LATIN_KEPT.reduce((left, kept) => left.replace(kept, ' '), text);
  return [...rest.matchAll(/.{0,20}[0-9].{0,20}/g)].map((match) => match[0]);
}

describe('the clinic’s digits', () => {
  it('are chosen in Settings, show on the Hindi dashboard and payments, and never on a receipt', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    const payment = await postAsClinic<{ id: string; paymentId: string }>(server.url, token, '/api/payments', {
      patientId: patient.id,
      amount: 123456,
      paymentMethod: 'cash',
      paymentDate: clinicDayOf(new Date()),
    });
    const page = await openSignedInPage(browser, token);
    watchConsole(page);

    await page.goto(`${server.url}/settings`);
    const clinic = section(page, 'USG Centre Information');
    await clinic.getByText('0123 (Latin, default)').waitFor();
    await clinic.getByRole('button', { name: 'Edit USG centre information' }).click();
    await clinic.getByLabel('Digits').selectOption('devanagari');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Clinic Information Updated');
    await clinic.getByText('०१२३ (Devanagari)').waitFor();

    // English screens keep Latin digits whatever the clinic chose.
    await page.goto(`${server.url}/payments`);
    await page.getByText('₹1,23,456.00').first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(DEVANAGARI_DIGIT);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi-IN');
    await page.getByText('₹१,२३,४५६.००').first().waitFor();
    await screenshot(page, 'clinic-digits-payments-hindi-1366');
    // The payments list's dates are in Devanagari too; what a user types stays as typed.
    expect(await page.locator('main').innerText()).not.toMatch(/₹1,23,456\.00/);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'डैशबोर्ड सारांश' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('₹१,२३,४५६.००');
    await screenshot(page, 'clinic-digits-dashboard-hindi-1366');

    // The printed receipt is the server's paper: Latin digits on a Hindi screen too.
    await page.goto(`${server.url}/payments/${payment.id}/receipt`);
    const receipt = page.getByRole('article', { name: new RegExp(payment.paymentId) });
    await receipt.getByText('₹1,23,456.00').first().waitFor();
    expect(await receipt.innerText()).not.toMatch(DEVANAGARI_DIGIT);

    // Back on a screen, the digits are Devanagari again.
    await page.goto(`${server.url}/payments`);
    await page.getByText('₹१,२३,४५६.००').first().waitFor();
  });

  it('analytics, the usage meters and Form F statistics write every figure in Devanagari', async () => {
    // The Basic-only panels' calls answer 402 on purpose.
    allowConsoleErrors(/status of 402/);
    const { token } = await signUpThroughApi(server.url, buildSignup());
    await buyPlanThroughApi(server, token, 'professional');
    const clinic = (await (await fetchAsClinic(token, '/api/clinic')).json()) as Record<string, unknown>;
    const saved = await fetchAsClinic(token, '/api/clinic', 'PUT', {
      name: clinic.name,
      technicianName: clinic.technicianName ?? null,
      technicianQualification: clinic.technicianQualification ?? null,
      digits: 'devanagari',
    });
    expect(saved.status).toBe(200);
    for (const [firstName, referrer] of [
      ['Lakshmi', 'Dr. Kavita Joshi'],
      ['Meera', 'Dr. Kavita Joshi'],
      ['Sunita', 'Dr. Manoj Verma'],
    ] as const) {
      const patient = await postAsClinic<{ id: string }>(
        server.url,
        token,
        '/api/patients',
        buildPatient({ firstName, referringDoctorName: referrer }),
      );
      // An obstetric scan brings its Form F, so the statistics count something.
      const report = firstName === 'Sunita' ? obstetricReport(patient.id) : buildReport(patient.id);
      await postAsClinic(server.url, token, '/api/reports', report);
      await postAsClinic(server.url, token, '/api/payments', {
        patientId: patient.id,
        amount: '123456.50',
        paymentMethod: 'upi',
        paymentDate: clinicDayOf(new Date()),
      });
    }
    const page = await openSignedInPage(browser, token);
    watchConsole(page);
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi-IN');
    await page.getByRole('heading', { name: 'विश्लेषण', level: 1 }).waitFor();
    // Three patients' payments: ₹3,70,369.50 in the headline figure and the revenue totals.
    await page.getByText('₹३,७०,३६९.५०').first().waitFor();
    const analytics = await page.locator('main').innerText();
    expect(latinNumbers(analytics)).toEqual([]);
    // Counts, turnaround and the register summary are there, in Devanagari (not left out).
    expect(analytics).toMatch(/[०-९]+ min|[०-९]+ h/);
    await screenshot(page, 'clinic-digits-analytics-hindi-1366');

    await page.goto(`${server.url}/billing?tab=usage`);
    const usage = page.getByRole('tabpanel', { name: 'उपयोग' });
    await usage.getByText('इस महीने की रिपोर्ट').waitFor();
    await usage.getByText(/MB/).first().waitFor();
    const meters = await usage.innerText();
    expect(meters).toContain('२०० में से ३');
    expect(latinNumbers(meters)).toEqual([]);

    await page.goto(`${server.url}/pcpndt`);
    const stats = page.getByRole('region', { name: 'फ़ॉर्म F के आँकड़े' });
    await expect.poll(async () => (await stats.innerText()).replace(/\s+/g, ' ')).toContain('कुल फ़ॉर्म १');
    expect(latinNumbers(await stats.innerText())).toEqual([]);
    // The list beside the statistics keeps the form's id as issued.
    await page.getByText('F-000001').first().waitFor();
  });
});

async function fetchAsClinic(token: string, path: string, method = 'GET', body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
