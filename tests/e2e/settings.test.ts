import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { STRONG_PASSWORD } from '../support/factories.ts';
import { expectToast, logInThroughForm } from './support/clinic-flows.ts';
import { SETTINGS_SHOTS, section, sidebarOf, startSettingsHarness } from './support/settings-harness.ts';

// The logo upload widget has its own file: settings-logo.test.ts.
const { serverUrl, openSettings } = startSettingsHarness();

/** Holds matching requests until `whileHeld` has looked at the pending state, then lets them through. */
async function holdRequests(page: Page, pattern: string, whileHeld: () => Promise<void>): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handled: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    handled.push(released.then(() => route.continue()));
  });
  try {
    await whileHeld();
  } finally {
    release();
    // Unrouting while a held request is still being let through would hand it over twice.
    await Promise.all(handled);
    await page.unroute(pattern);
  }
}

async function currentUser(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${serverUrl()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Record<string, unknown>) : {} };
}

describe('the settings page', () => {
  it('edits the profile (a new e-mail needs the current password) and the centre, shown in the shell', async () => {
    const { context, page, token, signup } = await openSettings();
    const account = section(page, 'Account Information');
    await account.getByText(signup.email).waitFor();

    // Cancel restores what is stored.
    await account.getByRole('button', { name: 'Edit account information' }).click();
    await account.getByLabel('First Name').fill('Changed');
    await account.getByRole('button', { name: 'Cancel' }).click();
    await account.getByRole('button', { name: 'Edit account information' }).click();
    expect(await account.getByLabel('First Name').inputValue()).toBe(signup.firstName);

    // Names alone save without a password; while saving, the button says so and is disabled.
    await account.getByLabel('First Name').fill('Meera');
    await holdRequests(page, '**/api/auth/profile', async () => {
      await account.getByRole('button', { name: 'Save Changes' }).click();
      expect(await account.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    });
    await expectToast(page, 'Profile Updated');
    await sidebarOf(page).getByText(`Meera ${signup.lastName}`).waitFor();
    expect((await currentUser(token)).body.firstName).toBe('Meera');

    // A new e-mail asks for the current password; a wrong one is refused by the server.
    const newEmail = `meera.${Date.now()}@example.in`;
    await account.getByRole('button', { name: 'Edit account information' }).click();
    await account.getByLabel('Email').fill(newEmail);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await account.getByText('Current password is required to change your email').waitFor();
    await account.getByLabel('Current Password').fill('Not@MyPassword1');
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Current password is incorrect');
    expect((await currentUser(token)).body.email).toBe(signup.email);
    await account.getByLabel('Current Password').fill(signup.password);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await account.getByText(newEmail).waitFor();
    expect((await currentUser(token)).body.email).toBe(newEmail);

    // The centre: an empty name is refused with the spec's message; a new one shows in the shell.
    const clinic = section(page, 'USG Centre Information');
    await clinic.getByText(signup.registrationNumber).waitFor();
    await clinic.getByText(signup.doctorName, { exact: false }).waitFor();
    await clinic.getByRole('button', { name: 'Edit USG centre information' }).click();
    await clinic.getByLabel('USG Centre Name').fill('   ');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await clinic.getByText('USG Centre name is required.').waitFor();
    await clinic.getByLabel('USG Centre Name').fill('Lotus Diagnostics & Imaging');
    await clinic.getByLabel('Registration Number', { exact: true }).fill('PNDT/DEL/2024/42');
    // The details print headers carry, under the signup rules.
    await clinic.getByLabel('Phone').fill('98765');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await clinic.getByText('Clinic phone must be exactly 10 digits').waitFor();
    await clinic.getByLabel('Phone').fill('9123456780');
    await clinic.getByLabel('Doctor Name').fill('Dr. Kavita Rao');
    await clinic.getByLabel('Technician Name (optional)').fill('');
    await clinic.getByLabel('Technician Qualification (optional)').fill('');
    await clinic.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Clinic Information Updated');
    await sidebarOf(page).getByText('Lotus Diagnostics & Imaging').waitFor();
    await sidebarOf(page).getByText('Reg. No: PNDT/DEL/2024/42').waitFor();
    await clinic.getByText('Dr. Kavita Rao, MBBS, MD (Radiology)').waitFor();
    const stored = (await (
      await fetch(`${serverUrl()}/api/clinic`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      name: 'Lotus Diagnostics & Imaging',
      phone: '9123456780',
      doctorName: 'Dr. Kavita Rao',
      technicianName: null,
      technicianQualification: null,
      address: signup.clinicAddress,
    });
    // Still there after a reload: it was stored, not only cached.
    await page.reload();
    await sidebarOf(page).getByText('Lotus Diagnostics & Imaging').waitFor();

    await context.close();
  });

  it('changes the password under the spec and server rules, then logs in with the new one', async () => {
    // The login with the old password is refused with 401 on purpose.
    allowConsoleErrors(/status of 401/);
    const { context, page, signup } = await openSettings();
    const card = section(page, 'Change Password');
    const submit = card.getByRole('button', { name: 'Change Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      await card.getByLabel('Current Password').fill(current);
      await card.getByLabel('New Password', { exact: true }).fill(next);
      await card.getByLabel('Confirm New Password').fill(confirm);
    };

    // Disabled until all three are filled (spec §5).
    expect(await submit.isDisabled()).toBe(true);
    await fill(signup.password, 'New@Pass2026x', 'New@Pass2026y');
    await submit.click();
    await card.getByText('New passwords do not match.').waitFor();
    await fill(signup.password, 'Ab@1', 'Ab@1');
    await submit.click();
    await card.getByText('Password must be at least 6 characters long.').waitFor();
    // Past the client's 6 characters, the server's policy speaks.
    await fill(signup.password, 'abcdefg', 'abcdefg');
    await submit.click();
    await expectToast(page, 'Password must be at least 8 characters');
    await fill('Wrong@Current1', 'New@Pass2026x', 'New@Pass2026x');
    await submit.click();
    await expectToast(page, 'Failed to change password. Please check your current password.');

    const newPassword = 'Lotus@Scan2027';
    await fill(signup.password, newPassword, newPassword);
    await holdRequests(page, '**/api/auth/change-password', async () => {
      await submit.click();
      expect(await card.getByRole('button', { name: 'Changing...' }).isDisabled()).toBe(true);
    });
    await expectToast(page, 'Password Changed');
    // The form empties after a change.
    expect(await card.getByLabel('Current Password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${serverUrl()}/`);
    await logInThroughForm(page, serverUrl(), signup.email, STRONG_PASSWORD);
    await expectToast(page, 'Invalid email or password');
    await logInThroughForm(page, serverUrl(), signup.email, newPassword);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    await context.close();
  });

  it('signs out: server session ended, storage cleared, hard redirect to /', async () => {
    const { context, page, token } = await openSettings();
    await page.evaluate(() => {
      const g = globalThis as unknown as { sessionStorage: { setItem: (k: string, v: string) => void } };
      g.sessionStorage.setItem('draft', 'x');
    });
    await section(page, 'Security & Account Actions').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${serverUrl()}/`);
    const stored = await page.evaluate(() => {
      const g = globalThis as unknown as { localStorage: { length: number }; sessionStorage: { length: number } };
      return { local: g.localStorage.length, session: g.sessionStorage.length };
    });
    expect(stored).toEqual({ local: 0, session: 0 });
    expect((await currentUser(token)).status).toBe(401);
    // The protected page now sends the visitor to login.
    await page.goto(`${serverUrl()}/settings`);
    await page.waitForURL('**/login');
    await context.close();
  });

  it('works from the keyboard with a visible focus ring', async () => {
    const { context, page } = await openSettings();
    // The focused element's id and text, and whether a focus ring is drawn (this project's Node
    // typings have no DOM, so the page code is a string).
    const focused = () =>
      page.evaluate<{ text: string; outline: string }>(`(() => {
        const el = document.activeElement;
        return { text: ((el?.id ?? '') + ' ' + (el?.textContent ?? '')).trim(), outline: getComputedStyle(el).outlineStyle };
      })()`);

    // Tab from the heading to the account card's Edit button; its focus ring shows.
    await page.getByRole('heading', { name: 'Settings', level: 1 }).click();
    let step = 0;
    while ((await focused()).text !== 'Edit account information' && step++ < 40) await page.keyboard.press('Tab');
    expect((await focused()).outline).not.toBe('none');
    // Enter opens the form with the first field focused; Cancel hands focus back to Edit.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).text).toContain('profile-first-name');
    await page.keyboard.type('x');
    const account = section(page, 'Account Information');
    await account.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).text).toBe('Edit account information');
    await context.close();
  });

  it('opens the support pages in a new tab', async () => {
    const { context, page } = await openSettings();
    const support = section(page, 'Support & Help');
    for (const [name, path] of [
      ['Documentation', '/documentation'],
      ['Help Center', '/help-center'],
    ] as const) {
      const link = support.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await tab.close();
    }
    await context.close();
  });

  it('looks right on a desktop and on a phone', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await openSettings(viewport);
      await section(page, 'USG Centre Information').getByText('Registration Number').first().waitFor();
      await section(page, 'System Information').getByText('v1.0.0').waitFor();
      await section(page, 'System Information').getByText('USG Clinic Portal: Smart Medical Imaging System').waitFor();
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
        return root.documentElement.scrollWidth;
      });
      expect(overflow).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(SETTINGS_SHOTS, `settings-${name}.png`), fullPage: true });
      const clinic = section(page, 'USG Centre Information');
      await clinic.getByRole('button', { name: 'Edit USG centre information' }).click();
      await clinic.screenshot({ path: join(SETTINGS_SHOTS, `settings-clinic-edit-${name}.png`) });
      await context.close();
    }
  });
});
