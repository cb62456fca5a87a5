import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { estimateFetalWeight, gestationalAgeFromBiometry } from '../../../core/obstetrics/hadlock.ts';
import { buildSignup } from '../../support/factories.ts';
import { watchConsole } from './browser.ts';
import type { RunningServer } from './built-server.ts';
import { openSignedInPage, signUpThroughApi } from './clinic-flows.ts';

/** The doctor each reports test adds to its clinic and writes as. */
export const DOCTOR = { name: 'Dr. Meera Rao', registrationNumber: 'MCI-45821' };

export interface PatientRecord {
  id: string;
  patientId: string;
}

/**
 * Types the four Hadlock measurements into a report editor's biometry and returns the age and
 * weight core computes from them, which the editor should then show.
 */
export async function typeBiometry(editor: Locator, mm: { bpdMm: number; hcMm: number; acMm: number; flMm: number }) {
  await editor.getByLabel('BPD (mm)').fill(String(mm.bpdMm));
  await editor.getByLabel('HC (mm)').fill(String(mm.hcMm));
  await editor.getByLabel('AC (mm)').fill(String(mm.acMm));
  await editor.getByLabel('FL (mm)').fill(String(mm.flMm));
  const ga = gestationalAgeFromBiometry(mm);
  const efw = estimateFetalWeight(mm);
  if (!ga.ok || !efw.ok) throw new Error('the test biometry should give an age and a weight');
  return { ga, efw };
}

/**
 * A toast by its text. Not through the notifications region: while a modal dialog is open Radix
 * hides everything outside it from the accessibility tree, the toasts included.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[role="region"] ol > li').getByText(text).first().waitFor({ timeout: 10_000 });
}

export async function chooseDoctor(scope: Locator): Promise<void> {
  await scope.getByRole('combobox', { name: 'Doctor' }).fill('Meera');
  await scope.getByRole('option', { name: new RegExp(DOCTOR.name) }).click();
  expect(await scope.getByLabel('Registration Number').inputValue()).toBe(DOCTOR.registrationNumber);
}

export const row = (page: Page, reportId: string) =>
  page.getByRole('table', { name: 'Reports, newest first' }).getByRole('row').filter({ hasText: reportId });

/**
 * What the reports test files do against the file's server and browser (read when called, as
 * they start in beforeAll): JSON requests as a clinic, and a signed-in clinic with DOCTOR on record.
 */
export function reportFlows(server: () => RunningServer, browser: () => Browser) {
  async function send<T>(method: 'POST' | 'PUT', token: string, path: string, body: unknown, expected: number) {
    const res = await fetch(`${server().url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  const post = <T>(token: string, path: string, body: unknown, expected = 201) =>
    send<T>('POST', token, path, body, expected);

  async function signedInClinic(): Promise<{ page: Page; errors: string[]; token: string }> {
    const { token } = await signUpThroughApi(server().url, buildSignup(), { startTrial: true });
    // India's time zone and locale, so dates read dd/mm/yyyy as the clinic sees them.
    const page = await openSignedInPage(browser(), token);
    await post(token, '/api/doctors', DOCTOR);
    return { page, errors: watchConsole(page).errors, token };
  }

  return { send, post, signedInClinic };
}
