import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignupInput } from '../../core/auth/signup-schema.ts';

export const STRONG_PASSWORD = 'Clinic@Secure2026';

/** A valid signup payload with a unique e-mail; override any field to test a rule. */
export function buildSignup(overrides: Partial<SignupInput> = {}): SignupInput {
  const unique = randomUUID().slice(0, 8);
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${unique}@example.in`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    clinicName: `Sunrise Imaging ${unique}`,
    clinicAddress: '12 MG Road, Sector 14, Gurugram',
    clinicPhone: '9876543210',
    clinicEmail: `front.${unique}@sunrise.in`,
    licenseNumber: 'HMC/2019/4521',
    registrationNumber: 'PNDT/GGN/2020/117',
    doctorName: 'Dr. Rakesh Mehta',
    doctorQualification: 'MBBS, MD (Radiology)',
    technicianName: 'Sunil Kumar',
    technicianQualification: 'BSc MIT',
    subscriptionPlan: 'trial',
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  };
}

export interface SignedUpClinic {
  email: string;
  password: string;
  token: string;
  signup: SignupInput;
}

export async function signUpClinic(
  app: FastifyInstance,
  overrides: Partial<SignupInput> = {},
): Promise<SignedUpClinic> {
  const signup = buildSignup(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { email: signup.email, password: signup.password, token: res.json().token, signup };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clinic past plan selection (5-day trial running), so gated features are open. */
export async function signUpTrialClinic(
  app: FastifyInstance,
  overrides: Partial<SignupInput> = {},
): Promise<SignedUpClinic> {
  const clinic = await signUpClinic(app, overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscription/activate-trial',
    headers: bearer(clinic.token),
  });
  if (res.statusCode !== 200) throw new Error(`trial activation failed: ${res.statusCode} ${res.body}`);
  return clinic;
}

/** A valid patient registration; override any field to test a rule. */
export function buildPatient(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Sunita',
    lastName: 'Sharma',
    dateOfBirth: '1994-03-12',
    gender: 'female',
    phone: '9811122233',
    email: 'sunita@example.in',
    address: '221 Civil Lines, Jaipur',
    consent: true,
    ...overrides,
  };
}

/** A valid patient edit (PUT /api/patients/:id): the registration's fields without the consent. */
export function buildPatientEdit(overrides: Record<string, unknown> = {}) {
  const { consent: _consent, ...fields } = buildPatient(overrides);
  return fields;
}

export async function registerPatient(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: bearer(token),
    payload: buildPatient(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`patient registration failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; patientId: string; firstName: string; lastName: string; phone: string };
}

/** A complete report payload (finalized by default); obstetric types carry the PC-PNDT fields. */
export function buildReport(patientId: string, reportType = 'abdominal', overrides: Record<string, unknown> = {}) {
  return {
    patientId,
    doctorName: 'Dr. Rakesh Mehta',
    doctorRegistrationNumber: 'HMC/2019/4521',
    reportType,
    clinicalDetails: 'Pain in right upper quadrant',
    technique: 'Transabdominal real-time B-mode',
    findings: { liver: 'Normal in size and echotexture.' },
    impression: 'No significant abnormality.',
    ...(reportType.startsWith('obstetric')
      ? { lastMenstrualPeriod: '2026-06-01', pregnancyWeeks: 24, pregnancyDays: 6, sexDetermination: 'not_determined' }
      : {}),
    ...overrides,
  };
}

/** The clinic a signed-in token belongs to (for reading its rows straight from the database). */
export async function clinicIdOf(app: FastifyInstance, token: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().clinicId as string;
}
