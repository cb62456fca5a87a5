import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayDay } from '../../core/format/day-input.ts';
import hindi from '../../web/src/locales/hi-IN.json' with { type: 'json' };
import { buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { expectToast, openSignedInPage, saveHindiProfile, signUpThroughApi } from './support/clinic-flows.ts';
import { indianDay } from './support/india-dates.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/**
 * Issue 28: in a browser set to US English the native date input read mm/dd/yyyy beside our
 * dd/mm/yyyy text. Every date field is now ours: dd/mm/yyyy whatever the browser's language.
 */
describe('date fields in a browser set to US English', () => {
  it('read and take dd/mm/yyyy, and the calendar works from the keyboard', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Asia/Kolkata',
      locale: 'en-US',
    });
    await context.addInitScript(`window.localStorage.setItem('authToken', ${JSON.stringify(token)});`);
    const page = await context.newPage();
    const { errors } = watchConsole(page);
    try {
      expect(await page.evaluate('navigator.language')).toBe('en-US');
      await page.goto(`${server.url}/patients`);
      await page.getByRole('button', { name: 'Add New Patient' }).click();
      const register = page.getByRole('dialog', { name: 'Register New Patient' });
      expect(await register.locator('input[type="date"]').count()).toBe(0);
      const dob = register.getByLabel('Date of Birth');
      expect(await dob.getAttribute('placeholder')).toBe('dd/mm/yyyy');

      // 03/04/1990 is the 3rd of April here, not March 4th as a US browser would read it.
      await dob.pressSequentially('03/04/1990');
      await register.getByLabel('First Name').fill('Meena');
      expect(await dob.inputValue()).toBe('03/04/1990');

      // An impossible date says how to write one, and stores nothing.
      await dob.fill('31/02/1990');
      await register.getByLabel('Last Name').fill('Iyer');
      await register.getByText('Enter the date as dd/mm/yyyy').waitFor();

      // The calendar, by keyboard: Alt+Down opens it on the typed day, arrows move, Enter chooses.
      await dob.fill('03/04/1990');
      await dob.press('Alt+ArrowDown');
      const calendar = page.getByRole('dialog', { name: 'Choose date' });
      await calendar.getByText('April 1990').waitFor();
      await screenshot(page, 'date-input-01-calendar-en-us');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      expect(await dob.inputValue()).toBe('11/04/1990');

      // Today, through the button beside the field.
      await register.getByRole('button', { name: /^Choose date/ }).click();
      await calendar.getByRole('button', { name: 'Today' }).click();
      expect(await dob.inputValue()).toBe(displayDay(indianDay(new Date())));

      await dob.fill('');
      await dob.pressSequentially('03/04/1990');
      await register.getByLabel('Gender').selectOption('female');
      await register.getByLabel('Phone Number').fill('9876501234');
      await register.getByRole('checkbox', { name: /DPDP Act 2023/ }).click();
      await screenshot(page, 'date-input-02-register-en-us');
      await register.getByRole('button', { name: 'Register Patient' }).click();
      await expectToast(page, 'Patient registered successfully');

      const saved = await fetch(`${server.url}/api/patients?page=1&limit=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await saved.json()) as { patients: { firstName: string; dateOfBirth: string }[] };
      expect(body.patients.find((p) => p.firstName === 'Meena')?.dateOfBirth).toBe('1990-04-03');
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'date-input-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('names the calendar’s month and weekdays in Hindi on a Hindi screen', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    await saveHindiProfile(server.url, token);
    const page = await openSignedInPage(browser, token);
    const { errors } = watchConsole(page);
    try {
      await page.goto(`${server.url}/patients`);
      await page.getByRole('button', { name: hindi['Add New Patient'] }).click();
      const register = page.getByRole('dialog', { name: hindi['Register New Patient'] });
      const dob = register.getByLabel(hindi['Date of Birth']);
      await dob.fill('03/04/1990');
      await dob.press('Alt+ArrowDown');
      const calendar = page.getByRole('dialog', { name: hindi['Choose date'] });
      // The browser's own Hindi names (its locale data, asked in the page), not a list of ours.
      const names = (await page.evaluate(`({
        april: new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(1990, 3, 1)),
        monday: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1)),
      })`)) as { april: string; monday: string };
      await calendar.getByRole('table', { name: names.april }).waitFor();
      expect((await calendar.getByRole('columnheader').first().textContent())?.trim()).toBe(names.monday);
      expect(await calendar.getByText('April 1990').count()).toBe(0);
      await screenshot(page, 'date-input-03-calendar-hindi');
      await page.setViewportSize({ width: 390, height: 844 });
      await calendar.getByRole('table', { name: names.april }).waitFor();
      await screenshot(page, 'date-input-04-calendar-hindi-390');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
