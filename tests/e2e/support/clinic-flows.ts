import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { SignupInput } from '../../../core/auth/signup-schema.ts';
import { signPayment } from '../../../server/payments-gateway/signatures.ts';
import { STRONG_PASSWORD } from '../../support/factories.ts';

/** Waits for a toast (the Radix region is named "Notifications") containing `text`. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page
    .getByRole('region', { name: /notifications/i })
    .getByText(text, { exact: false })
    .first()
    .waitFor({ timeout });
}

/** Fills steps 1–3 of the signup wizard and ticks both consents on step 4; the plan is left as it is. */
export async function fillSignupWizard(page: Page, owner: SignupInput): Promise<void> {
  await page.getByLabel('First Name').fill(owner.firstName);
  await page.getByLabel('Last Name').fill(owner.lastName);
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm Password').fill(owner.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Clinic Name').fill(owner.clinicName);
  await page.getByLabel('Clinic Address').fill(owner.clinicAddress);
  await page.getByLabel('Clinic Phone').fill(owner.clinicPhone);
  await page.getByLabel('Clinic Email').fill(owner.clinicEmail);
  await page.getByLabel('Clinic Registration Number').fill(owner.registrationNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Doctor Name').fill(owner.doctorName);
  await page.getByLabel('Doctor Qualification').fill(owner.doctorQualification);
  await page.getByLabel("Doctor's Registration Number").fill(owner.licenseNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
}

export async function logInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

/** Signs a clinic up through the API (status pending); optionally starts its trial. */
export async function signUpThroughApi(
  baseUrl: string,
  signup: SignupInput,
  options: { startTrial?: boolean } = {},
): Promise<{ token: string }> {
  const created = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signup),
  });
  if (created.status !== 201) throw new Error(`signup failed: ${created.status} ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  if (options.startTrial) {
    const trial = await fetch(`${baseUrl}/api/subscription/activate-trial`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (trial.status !== 200) throw new Error(`trial failed: ${trial.status} ${await trial.text()}`);
  }
  return { token };
}

/**
 * Stores a session token in the page's localStorage once, as login would. Unlike an init
 * script it is not written again on the next navigation, so signing out really sticks.
 */
export async function storeSessionToken(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((value) => {
    (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem(
      'authToken',
      value,
    );
  }, token);
}

/**
 * A page of a clinic signed in by token (put in localStorage before any script runs), in India's
 * time zone and locale, so dates read dd/mm/yyyy as the clinic sees them.
 */
export async function openSignedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    acceptDownloads: true,
  });
  // Runs in the page; this project's Node typings have no DOM, so the storage is described here.
  type PageGlobal = { localStorage: { setItem: (key: string, value: string) => void } };
  await context.addInitScript(
    (value) => (globalThis as unknown as PageGlobal).localStorage.setItem('authToken', value),
    token,
  );
  return context.newPage();
}

/** POSTs JSON with the clinic's token and returns the answer, failing unless the status is `expected`. */
export async function postAsClinic<T>(baseUrl: string, token: string, path: string, body: unknown, expected = 201) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Pays for a plan through the simulated gateway, signing as its checkout would (same scheme as Razorpay). */
export async function buyPlanThroughApi(server: { url: string; dataDir: string }, token: string, planId: string) {
  const order = await postAsClinic<{ orderId: string }>(
    server.url,
    token,
    '/api/subscription/create-order',
    { planId },
    200,
  );
  const secret = readFileSync(join(server.dataDir, 'simulated-gateway.secret'), 'utf8').trim();
  const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
  await postAsClinic(
    server.url,
    token,
    '/api/subscription/verify-payment',
    { orderId: order.orderId, paymentId, signature: signPayment(order.orderId, paymentId, secret), planId },
    200,
  );
}

/** A receptionist of the clinic (the plan bought first: a trial has one seat). */
export async function addReceptionist(server: { url: string; dataDir: string }, adminToken: string): Promise<string> {
  const order = await postAsClinic<{ orderId: string }>(
    server.url,
    adminToken,
    '/api/subscription/create-order',
    { planId: 'basic' },
    200,
  );
  const paid = await postAsClinic<object>(
    server.url,
    adminToken,
    '/api/subscription/simulated-checkout/pay',
    order,
    200,
  );
  await postAsClinic(server.url, adminToken, '/api/subscription/verify-payment', { ...paid, planId: 'basic' }, 200);
  return inviteReceptionist(server, adminToken);
}

/**
 * A receptionist of the admin's current centre, invited and accepted, the plan left as it is
 * (it must have a free seat): buying Basic here would replace an Enterprise plan.
 */
export async function inviteReceptionist(
  server: { url: string; dataDir: string },
  adminToken: string,
): Promise<string> {
  const email = `front.${Date.now()}@example.in`;
  await postAsClinic(server.url, adminToken, '/api/team/invitations', {
    email,
    firstName: 'Pooja',
    lastName: 'Desai',
    role: 'receptionist',
  });
  const outbox = join(server.dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .find((text) => text.startsWith(`To: ${email}\n`));
  const token = mail?.match(/accept-invitation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no invitation mail');
  const accepted = await postAsClinic<{ token: string }>(
    server.url,
    '',
    '/api/team/invitations/accept',
    { token, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    200,
  );
  return accepted.token;
}

/** Saves हिन्दी as the signed-in user's language in her profile, as the language menu does. */
export async function saveHindiProfile(baseUrl: string, token: string): Promise<void> {
  const saved = await fetch(`${baseUrl}/api/auth/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'hi-IN' }),
  });
  if (saved.status !== 200) throw new Error(`profile language: ${saved.status} ${await saved.text()}`);
}
