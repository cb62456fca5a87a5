import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusalReason } from '../../core/http/refusal-reasons.ts';
import { HTTP_MESSAGES } from '../../core/messages.ts';
import { TEXT_MESSAGES } from '../../core/validation/text-rules.ts';
import { patients } from '../../db/schema/patients.ts';
import {
  bearer,
  buildPatient,
  buildReport,
  buildSignup,
  registerPatient,
  type SignedUpClinic,
  signUpTrialClinic,
} from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let clinic: SignedUpClinic;
let patientId: string;
beforeAll(async () => {
  t = await createTestApp({ contactMessagesPerHour: 1000 });
  clinic = await signUpTrialClinic(t.app);
  patientId = (await registerPatient(t.app, clinic.token, { isObstetric: true, spouseName: 'Ravi Sharma' })).id;
});
afterAll(() => t.close());

const NUL = '\u0000';
const OUR_HEADERS = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A 4xx in our shape: { message, errors?: [{ field, message }], reason }, nothing else. */
function expectOurError(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: unknown; errors?: unknown; reason?: unknown };
  expect(body.message).toBeTypeOf('string');
  expect(isRefusalReason(body.reason)).toBe(true);
  expect(Object.keys(body).every((key) => key === 'message' || key === 'errors' || key === 'reason')).toBe(true);
  return body as { message: string; errors?: { field: string; message: string }[] };
}

describe('a NUL byte or other control character never reaches PostgreSQL', () => {
  it('sign-in, signup and the contact form (no session) answer 400', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `a${NUL}b@example.in`, password: 'whatever1' },
    });
    expect(expectOurError(login, 400).errors?.[0]?.field).toBe('email');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignup({ licenseNumber: `a${NUL}b` }),
    });
    expect(expectOurError(signup, 400).errors).toContainEqual({
      field: 'licenseNumber',
      message: TEXT_MESSAGES.controlCharacters,
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.in',
        subject: 'Demo please',
        message: `We would like a demo${NUL} of the portal.`,
      },
    });
    expect(expectOurError(contact, 400).errors?.[0]).toMatchObject({ field: 'message' });
  });

  it('search terms of the patient and report lists answer 400', async () => {
    for (const url of [
      '/api/patients?page=1&limit=20&search=%00',
      '/api/reports?page=1&limit=20&search=ab%00c',
      '/api/patients?search=%1B%5B31m',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) });
      expectOurError(res, 400);
    }
    const term = await t.app.inject({ method: 'GET', url: '/api/doctors/search/ab%00', headers: bearer(clinic.token) });
    expectOurError(term, 404);
  });

  it('multi-line text keeps its line breaks and tabs; one-line fields refuse them', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(clinic.token),
      payload: buildPatient({ address: '221 Civil Lines\r\n\tJaipur' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().address).toBe('221 Civil Lines\r\n\tJaipur');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(clinic.token),
      payload: buildPatient({ phone: '98111\t22233' }),
    });
    expect(expectOurError(bad, 400).errors).toContainEqual({
      field: 'phone',
      message: TEXT_MESSAGES.controlCharacters,
    });
  });
});

describe('dates are real days in a sensible range', () => {
  const register = (dateOfBirth: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(clinic.token),
      payload: buildPatient({ dateOfBirth }),
    });

  it.each(['2025-02-30', '0000-01-01', '9999-12-31', '1899-12-31', '2023-02-29'])(
    'a date of birth of %s is refused with 400',
    async (dateOfBirth) => {
      expect(expectOurError(await register(dateOfBirth), 400).errors?.[0]?.field).toBe('dateOfBirth');
    },
  );

  it('a real past date of birth (29 February of a leap year) is accepted', async () => {
    const res = await register('1996-02-29');
    expect(res.statusCode).toBe(201);
    // Stored as that very day, not rolled over to 1 March nor shifted by a time zone.
    const [row] = await t.handle.db
      .select({ dateOfBirth: patients.dateOfBirth, estimated: patients.dateOfBirthEstimated })
      .from(patients)
      .where(eq(patients.id, res.json().id));
    expect(row).toEqual({ dateOfBirth: '1996-02-29', estimated: false });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/patients/${res.json().id}`,
      headers: bearer(clinic.token),
    });
    expect(read.json().dateOfBirth).toBe('1996-02-29');
  });

  it('payment dates, report LMP and EDD, study dates and Form F dates are checked the same way', async () => {
    const payment = (paymentDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: bearer(clinic.token),
        payload: { patientId, amount: 500, paymentMethod: 'cash', paymentDate },
      });
    for (const day of ['2025-02-30', '0000-01-01', '9999-12-31']) {
      expect(expectOurError(await payment(day), 400).errors?.map((e) => e.field)).toEqual(['paymentDate']);
    }

    const report = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(clinic.token),
        payload: buildReport(patientId, 'obstetric_second_third_trimester', overrides),
      });
    const refusedField = async (overrides: Record<string, unknown>) =>
      expectOurError(await report(overrides), 400).errors?.map((e) => e.field);
    expect(await refusedField({ lastMenstrualPeriod: '2025-02-30' })).toEqual(['lastMenstrualPeriod']);
    expect(await refusedField({ lastMenstrualPeriod: '9999-01-01' })).toEqual(['lastMenstrualPeriod']);
    expect(await refusedField({ expectedDeliveryDate: '0000-01-01' })).toEqual(['expectedDeliveryDate']);

    const study = (scheduledDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/studies',
        headers: bearer(clinic.token),
        payload: { patientId, studyType: 'abdominal', scheduledDate },
      });
    for (const day of ['9999-06-01T10:00:00+05:30', '2026-02-30T10:00:00+05:30']) {
      expect(expectOurError(await study(day), 400).errors?.map((e) => e.field)).toEqual(['scheduledDate']);
    }

    const listReport = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/patient-list-report?from=0000-01-01&to=2025-02-30',
      headers: bearer(clinic.token),
    });
    expectOurError(listReport, 400);

    const finalized = await report({});
    expect(finalized.statusCode, finalized.body).toBe(201);
    const forms = await t.app.inject({
      method: 'GET',
      url: `/api/pcpndt-forms?reportId=${finalized.json().id}`,
      headers: bearer(clinic.token),
    });
    const formId = forms.json().forms[0]?.id as string;
    expect(formId).toBeTruthy();
    for (const lmp of ['2025-02-30', '0000-01-01', '9999-12-31']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/pcpndt-forms/${formId}`,
        headers: bearer(clinic.token),
        payload: { lmp },
      });
      expect(expectOurError(res, 400).errors?.[0]?.field).toBe('lmp');
    }
  });
});

describe('bodies that cannot be read', () => {
  it.each([
    ['malformed JSON', '{"firstName":'],
    ['an empty body', ''],
    ['a __proto__ key', '{"__proto__":{"admin":true},"firstName":"Meera"}'],
  ])('the contact form answers 400 in our shape to %s', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(expectOurError(res, 400).message).toBe(HTTP_MESSAGES.malformedJson);
    expect(res.headers).toMatchObject(OUR_HEADERS);
  });
});

describe("Fastify's own errors leave in our shape and with our headers", () => {
  it('an over-long path parameter is simply not found, without echoing the path', async () => {
    const long = 'x'.repeat(120);
    const res = await t.app.inject({ method: 'GET', url: `/api/patients/${long}`, headers: bearer(clinic.token) });
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.notFound, reason: 'not_found' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(long);
    expect(res.headers).toMatchObject({ ...OUR_HEADERS, 'cache-control': 'no-store' });
  });

  it('a malformed %-escape is a 400 in our shape', async () => {
    for (const url of ['/uploads/logos/%ZZ', '/api/patients/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: HTTP_MESSAGES.badUrl, reason: 'validation' });
      expect(res.body).not.toContain('%ZZ');
      expect(res.headers).toMatchObject(OUR_HEADERS);
    }
  });
});
