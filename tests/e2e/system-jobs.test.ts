import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSignup, STRONG_PASSWORD } from '../support/factories.ts';
import { SCREENSHOT_DIR, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, saveHindiProfile, signUpThroughApi } from './support/clinic-flows.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

/** The accept token of the newest outbox mail to an address (DATA_DIR/outbox without SMTP). */
function invitationToken(email: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .find((text) => text.startsWith(`To: ${email}\n`));
  const token = mail?.match(/accept-invitation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return token;
}

describe('Settings → System', () => {
  it('shows an administrator the centre’s e-mails with their delivery, and is hidden from a doctor', async () => {
    const signup = buildSignup();
    const { token } = await signUpThroughApi(server.url, signup, { startTrial: true });
    const order = await postAsClinic<{ orderId: string }>(
      server.url,
      token,
      '/api/subscription/create-order',
      { planId: 'basic' },
      200,
    );
    const paid = await postAsClinic<object>(server.url, token, '/api/subscription/simulated-checkout/pay', order, 200);
    await postAsClinic(server.url, token, '/api/subscription/verify-payment', { ...paid, planId: 'basic' }, 200);
    const doctorEmail = `dr.kavya.${Date.now()}@example.in`;
    await postAsClinic(server.url, token, '/api/team/invitations', {
      email: doctorEmail,
      firstName: 'Kavya',
      lastName: 'Iyer',
      role: 'doctor',
      doctor: { registrationNumber: `KMC-${Date.now()}`, qualification: 'MD' },
    });
    const accepted = await postAsClinic<{ token: string }>(
      server.url,
      '',
      '/api/team/invitations/accept',
      { token: invitationToken(doctorEmail), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
      200,
    );

    const page = await openSignedInPage(browser, token);
    const { errors } = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/settings`);
    const system = page.getByRole('region', { name: 'System', exact: true });
    await system.getByText('No failures in the last 7 days.').waitFor();
    const mails = system.getByRole('list', { name: 'Messages' });
    const invitation = mails.getByRole('listitem').filter({ hasText: 'Team invitation' });
    await invitation.getByText(`to ${doctorEmail[0]}•••@example.in`).waitFor();
    await invitation.getByText('Sent', { exact: true }).waitFor();
    expect(await mails.getByRole('listitem').filter({ hasText: 'E-mail verification' }).count()).toBe(1);
    // Dates as the clinic reads them: dd/mm/yyyy, IST.
    expect(await invitation.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await system.textContent()).not.toContain(doctorEmail);
    // The section itself, at both widths (a full-page shot repeats the sticky header mid-page).
    await system.screenshot({ path: join(SCREENSHOT_DIR, 'settings-system-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await system.screenshot({ path: join(SCREENSHOT_DIR, 'settings-system-390.png') });
    expect(errors).toEqual([]);

    const doctorPage = await openSignedInPage(browser, accepted.token);
    await doctorPage.goto(`${server.url}/settings`);
    await doctorPage.getByRole('region', { name: 'Signed-In Devices', exact: true }).waitFor();
    expect(await doctorPage.getByRole('region', { name: 'System', exact: true }).count()).toBe(0);
  });
  it('names the messages in Hindi on a Hindi screen', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    await saveHindiProfile(server.url, token);
    const page = await openSignedInPage(browser, token);
    await page.goto(`${server.url}/settings`);
    // The signup's verification mail, by the name the server sends ('E-mail verification').
    await page.getByRole('listitem').filter({ hasText: 'ई-मेल सत्यापन' }).first().waitFor();
    expect(await page.getByText('E-mail verification', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
