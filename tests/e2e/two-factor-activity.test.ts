import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/modules/two-factor/totp.ts';
import { buildSignup } from '../support/factories.ts';
import { launchChromium, SCREENSHOT_DIR, screenshot, watchConsole } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/built-server.ts';
import { expectToast, logInThroughForm, openSignedInPage, signUpThroughApi } from './support/clinic-flows.ts';

let server: RunningServer;
let browser: Browser;
const signup = buildSignup({ email: 'twofactor.owner@example.in', firstName: 'Kavya', lastName: 'Iyer' });
let token = '';

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  ({ token } = await signUpThroughApi(server.url, signup, { startTrial: true }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The link of the newest e-mail to `to` whose subject contains `subject`, read from DATA_DIR/outbox. */
function linkFromOutbox(to: string, subject: string): string {
  const dir = join(server.dataDir, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}`) && text.includes(subject));
  const link = /(http\S+)/.exec(mails.at(-1) ?? '')?.[1];
  if (!link) throw new Error('no link in the outbox');
  return link;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('two-factor sign-in, sessions, e-mail verification and the activity log', () => {
  it('enrols TOTP from settings and signs in with a code', async () => {
    const page = await openSignedInPage(browser, token);
    const { errors } = watchConsole(page);
    await page.goto(`${server.url}/settings`);
    const card = region(page, 'Two-Factor Sign-In');
    await card.getByRole('button', { name: 'Set up two-factor' }).click();
    await card.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
    const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup-1366');
    await card.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(secret, new Date()));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(page, 'Two-factor sign-in is on');
    expect(await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await card.getByRole('button', { name: 'Done' }).click();
    await card.getByText('Recovery codes left: 10 of 10').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'two-factor-on-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The sessions list marks this browser.
    await region(page, 'Signed-In Devices').getByText('This device').waitFor();
    await page.context().close();

    // A fresh browser: password, then the code of the next 30-second step (the current one is spent).
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      timezoneId: 'Asia/Kolkata',
      locale: 'en-IN',
    });
    const login = await context.newPage();
    await logInThroughForm(login, server.url, signup.email, signup.password);
    await login.getByLabel('Authentication code').waitFor();
    await screenshot(login, 'two-factor-login-code-1366');
    await login.getByLabel('Authentication code').fill('000000');
    await login.getByRole('button', { name: 'Verify and Sign In' }).click();
    await login.getByText(/That code is not valid/).waitFor();
    await login.getByLabel('Authentication code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await login.getByRole('button', { name: 'Verify and Sign In' }).click();
    await login.waitForURL(`${server.url}/dashboard`);

    // The first browser's session is one of two now; sign the other out from here.
    await login.goto(`${server.url}/settings`);
    const sessions = region(login, 'Signed-In Devices');
    await sessions.getByText('This device').waitFor();
    await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expectToast(login, '1 other session signed out');
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );

    // Verify the e-mail address: banner, link from the outbox, banner gone.
    await login.goto(`${server.url}/dashboard`);
    await login.getByText(/Please verify your email address/).waitFor();
    await login.goto(linkFromOutbox(signup.email, 'verify your email'));
    await login.getByText('Your email address is verified.').waitFor();
    await login.goto(`${server.url}/dashboard`);
    await login.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await login.getByText(/Please verify your email address/).count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);

    // The activity log lists what happened and filters by action.
    await login.goto(`${server.url}/activity`);
    await login.getByRole('heading', { name: 'Activity Log' }).waitFor();
    const table = login.getByRole('table', { name: 'Activity, newest first' });
    await table.getByText('Two-factor turned on').waitFor();
    // People's words (issue 31): labels, not codes; records by name or human id, not a uuid prefix.
    await table.getByRole('cell', { name: 'Account Kavya Iyer' }).first().waitFor();
    const shown = (await table.textContent()) ?? '';
    expect(shown).not.toMatch(/\b(auth|team|centre|report)\.[a-z_]+/);
    expect(shown).not.toMatch(/\b[0-9a-f]{8}\b/);
    await screenshot(login, 'activity-1366');
    await login.getByLabel('Action').selectOption('auth.login');
    await login.getByText(/^1 event$/).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await table.getByText('Signed in').waitFor();
    await login.setViewportSize({ width: 390, height: 844 });
    await screenshot(login, 'activity-390');
    await context.close();
  });
});
