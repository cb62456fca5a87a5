// Many clinics for bench/billing.ts: a deployment serves many centres at once and a bill's number
// is per centre, so 50 connections spread over many clinics do not queue on one series the way
// 50 at one centre's counter do. Each clinic is signed up through the API with a fee item and a
// patient; a reused data dir keeps them (their e-mails go into the seed file) and logs in again.
import { buildPatient, buildSignup, STRONG_PASSWORD } from '../tests/support/factories.ts';

export interface SpreadClinic {
  email: string;
  patientId: string;
  feeItemId: string;
}

async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A new clinic on a trial with one priced fee item and one patient. */
async function signUpClinic(baseUrl: string): Promise<SpreadClinic> {
  const account = buildSignup();
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await call(baseUrl, token, 'POST', '/api/subscription/activate-trial');
  await call(baseUrl, token, 'PUT', '/api/fee-list', {
    concessionLimitPercent: 10,
    items: [{ name: 'Anomaly scan', kind: 'study', price: '1500.00' }],
  });
  const patient = await call(baseUrl, token, 'POST', '/api/patients', buildPatient({}));
  const fees = (await call(baseUrl, token, 'GET', '/api/fee-list')) as { items: { id: string }[] };
  return { email: account.email, patientId: String(patient.id), feeItemId: String(fees.items[0]?.id) };
}

/** `count` clinics: the kept ones first, then new ones (the signup limit is 30 a minute an address). */
export async function spreadClinics(baseUrl: string, kept: SpreadClinic[], count: number): Promise<SpreadClinic[]> {
  const clinics = kept.slice(0, count);
  while (clinics.length < count) clinics.push(await signUpClinic(baseUrl));
  return clinics;
}

/** A session for each clinic's owner. */
export async function logInAll(baseUrl: string, clinics: SpreadClinic[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const clinic of clinics) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: clinic.email, password: STRONG_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}
