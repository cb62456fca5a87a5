import type { Page } from 'playwright-core';
import type { SignupInput } from '../../../core/auth/signup-schema.ts';

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
