import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiRoute,
  buildClinicWorld,
  type ClinicWorld,
  createRouteRecorder,
  fillPath,
} from '../support/clinic-world.ts';
import { bearer, buildPatient, buildPatientEdit, buildReport, buildSignup } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Property-style probe (issue 22): every route of the app's own route table gets NUL bytes,
 * control characters, impossible or absurd dates, huge strings and wrong types in each path
 * parameter, query field and body field, one at a time on top of a valid request, so a hostile
 * value reaches as deep as validation lets it. No answer may be a 5xx. A new route is probed
 * without anyone writing a case for it.
 */
const recorder = createRouteRecorder();
let t: TestApp;
let world: ClinicWorld;
beforeAll(async () => {
  t = await createTestApp({ onRoute: recorder.onRoute, contactMessagesPerHour: 1_000_000 });
  world = await buildClinicWorld(t.app);
});
afterAll(() => t.close());

const HOSTILE_STRINGS = [
  'Lakshmi\u0000Reddy',
  '\u001b[2J\u0007',
  'line\r\nX-Injected: 1',
  '2025-02-30',
  '0000-01-01',
  '9999-12-31',
  'x'.repeat(20_000),
  '\ud800',
];
// Bodies skip the year 0000 and the lone surrogate, which params and queries already carry.
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS.filter((v) => v !== '0000-01-01' && v !== '\ud800'),
  1e308,
  ['\u0000'],
];
/** Routes whose body schema another route already gets the full set for: the values that broke it. */
const TWIN_VALUES: unknown[] = ['Lakshmi\u0000Reddy', '2025-02-30', 'x'.repeat(20_000)];
const TWINS = new Set([
  'PUT /api/patients/:id',
  'PUT /api/reports/:id',
  'PATCH /api/reports/:id',
  'POST /api/reports/draft',
  'POST /api/reports/:id/finalize',
  'POST /api/reports/:id/amend',
  'POST /api/phrase-suggestions/remember',
]);

/** Routes this probe cannot drive with JSON: each has its own test of hostile input. */
const PROBED_ELSEWHERE = new Set([
  'POST /api/webhooks/razorpay', // signed raw body: tests/api/webhook.test.ts
  'PUT /api/uploads/logo/:grantId', // image bytes: tests/api/logo-upload.test.ts
  'POST /api/bridge/objects', // DICOM bytes under a bridge token: tests/api/dicom-bridge.test.ts
]);

function validParams(url: string): Record<string, string> {
  const id = url.startsWith('/api/patients/')
    ? world.patientId
    : url.startsWith('/api/reports/')
      ? world.reportId
      : url.startsWith('/api/pcpndt-forms/')
        ? world.formId
        : url.startsWith('/api/payments/')
          ? world.paymentId
          : url.startsWith('/api/studies/')
            ? world.studyId
            : 'latest';
  return { id, term: 'Rakesh', file: `${'a'.repeat(32)}.png`, grantId: '0'.repeat(32), doctorId: world.doctorId };
}

function validBody(route: ApiRoute): Record<string, unknown> {
  const report = buildReport(world.patientId, 'obstetric_second_third_trimester');
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/signup': { ...buildSignup() },
    'POST /api/auth/login': { email: world.clinic.email, password: world.clinic.password },
    'PUT /api/auth/profile': { firstName: 'Asha', lastName: 'Verma', email: world.clinic.email },
    // issue 34: the language alone.
    'PATCH /api/auth/profile': { language: 'hi-IN' },
    'PUT /api/auth/change-password': { currentPassword: world.clinic.password, newPassword: world.clinic.password },
    'POST /api/auth/forgot-password': { email: world.clinic.email },
    'POST /api/auth/reset-password': { token: 'x'.repeat(43), newPassword: 'Another@Secure77' },
    'PUT /api/clinic': { name: 'Sunrise Imaging' },
    'PUT /api/clinic/logo': { logoUrl: '/uploads/logos/none.png' },
    'POST /api/contact': {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.in',
      subject: 'A demo please',
      message: 'We would like a demo of the Form F register.',
    },
    'POST /api/subscription/create-order': { planId: 'basic' },
    'POST /api/subscription/verify-payment': {
      orderId: 'order_x',
      paymentId: 'pay_x',
      signature: 'x',
      planId: 'basic',
    },
    'POST /api/subscription/simulated-checkout/pay': { orderId: 'order_x' },
    'POST /api/patients': buildPatient(),
    'PUT /api/patients/:id': buildPatientEdit({ isObstetric: true, spouseName: 'Ravi Sharma' }),
    'POST /api/organisation-patients/:id/reuse': { consent: true },
    'POST /api/doctors': { name: 'Dr Anil Kumar', registrationNumber: 'MCI-12345' },
    'POST /api/studies': {
      patientId: world.patientId,
      studyType: 'abdominal',
      scheduledDate: new Date().toISOString(),
    },
    'PATCH /api/studies/:id': { status: 'in-progress', reason: 'Patient arrived late' },
    'POST /api/payments': {
      patientId: world.patientId,
      amount: 100,
      paymentMethod: 'cash',
      paymentDate: new Date().toISOString().slice(0, 10),
    },
    'POST /api/reports': report,
    'POST /api/reports/draft': { ...report, status: 'draft' },
    'PUT /api/reports/:id': report,
    'PATCH /api/reports/:id': report,
    'POST /api/reports/:id/finalize': report,
    'POST /api/reports/:id/amend': report,
    'PUT /api/pcpndt-forms/:id': { lmp: '2026-01-01', findings: 'Single live intrauterine fetus.' },
    // Issue 29 §3: her husband's / father's name when her record lacks it.
    'POST /api/reports/:id/mark-pregnant': { spouseName: 'Ravi Sharma' },
    // Issue 29 §2: signing names no doctor and no date; a reason only when it amends.
    'POST /api/pcpndt-forms/:id/sign': { amendmentReason: 'Signed again after correcting item 11' },
    // Issue 29 §4: the centre's registration.
    'PUT /api/pcpndt-registration': {
      certificateNumber: 'PNDT/MH/1',
      authority: 'District Appropriate Authority',
      validFrom: '2024-01-01',
      validTo: '2029-01-01',
    },
    'POST /api/pcpndt-registration/machines': { make: 'GE', model: 'Logiq P9', serialNumber: 'LP9-1' },
    'POST /api/pcpndt-registration/sonologists': { doctorId: world.doctorId },
    // Issue 32: scanners (an AE title is unique, so repeats answer 409, never 500).
    'POST /api/scanners': { name: 'Voluson E8', aeTitle: 'HOSTILE1', serialNumber: 'A1234' },
    'PATCH /api/scanners/:id': { name: 'Voluson E10', active: true },
    'PUT /api/reports/:id/key-images': { images: [{ id: randomUUID(), caption: 'Fetal head' }], perPage: 4 },
    // Issue 33: patient billing (money as rupee strings, exact to the paisa).
    'PUT /api/fee-list': {
      items: [{ name: 'Obstetric scan', kind: 'study', price: '1200.00' }],
      concessionLimitPercent: 10,
    },
    'POST /api/bills': {
      patientId: world.patientId,
      lines: [{ feeItemId: randomUUID(), quantity: 1 }],
      concession: { percent: 5, reason: 'Senior citizen' },
    },
    'POST /api/front-desk/bookings': {
      patientId: world.patientId,
      lines: [{ feeItemId: randomUUID(), quantity: 1 }],
      scheduledDate: new Date(Date.now() + 3_600_000).toISOString(),
    },
    'POST /api/bills/:id/payments': { parts: [{ amount: '100.00', paymentMethod: 'cash' }] },
    'POST /api/bills/:id/apply-advance': { amount: '100.00' },
    'POST /api/bills/:id/credit-notes': { amount: '100.00', reason: 'Scan not done', refundMethod: 'cash' },
    // Decision 030: a bill goes to its patient only.
    'POST /api/bills/:id/deliveries': { channel: 'sms', recipient: 'patient' },
    'POST /api/day-closings': { date: '2026-01-01', countedCash: '0.00', note: 'Counted twice' },
    'POST /api/day-closings/:id/reopen': { reason: 'A receipt was missed' },
    'POST /api/referrers': { name: 'Dr. Kavita Rao', qualification: 'MD (OBG)', phone: '9876543210' },
    // Issue 35 item 2: a doctor forgets (or brings back) one of their phrases.
    'POST /api/phrase-suggestions/forget': {
      templateId: 'abdominal',
      section: 'impression',
      phrase: 'Liver is normal.',
    },
    'POST /api/phrase-suggestions/remember': {
      templateId: 'abdominal',
      section: 'impression',
      phrase: 'Liver is normal.',
    },
    // Issue 35 item 4: off and without an address, so no probe makes the test route call out.
    'PUT /api/clinic/assistant': { enabled: false, endpointUrl: '', model: '' },
    'PUT /api/referrers/:id': { name: 'Dr. Kavita Rao', email: 'kavita@example.com', address: '12 MG Road' },
    'POST /api/bills/:id/refuse-concession': { reason: 'Above the limit without cause' },
    'POST /api/credit-notes/:id/refuse': { reason: 'The scan was done' },
  };
  return bodies[route.key] ?? {};
}

const signIn = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.clinic.email, password: world.clinic.password },
    })
  ).json().token as string;

describe('hostile input to every route of the route table', () => {
  it('never answers 5xx', { timeout: 600_000 }, async () => {
    const routes = recorder.routes().filter((route) => !PROBED_ELSEWHERE.has(route.key));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      // A fresh session per route: logout, password change and throttles end sessions on the way.
      const headers = bearer(await signIn());
      const send = async (label: string, path: string, query: Record<string, string>, payload: unknown) => {
        requests += 1;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: path,
          query,
          headers,
          ...(hasBody ? { payload: payload as object } : {}),
          remoteAddress: `10.9.${requests % 250}.${(requests >> 8) % 250}`,
        });
        if (res.statusCode >= 500) failures.push(`${route.key} ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      const params = validParams(route.url);
      const body = validBody(route);
      for (const name of route.paramKeys) {
        for (const value of HOSTILE_STRINGS) {
          await send(
            `param ${name}=${JSON.stringify(value).slice(0, 30)}`,
            fillPath(route.url, { ...params, [name]: value }),
            {},
            body,
          );
        }
      }
      const path = fillPath(route.url, params);
      for (const name of route.queryKeys) {
        for (const value of HOSTILE_STRINGS) {
          await send(`query ${name}=${JSON.stringify(value).slice(0, 30)}`, path, { [name]: value }, body);
        }
      }
      for (const name of route.bodyKeys) {
        for (const value of TWINS.has(route.key) ? TWIN_VALUES : HOSTILE_VALUES) {
          await send(`body ${name}=${JSON.stringify(value)?.slice(0, 30)}`, path, {}, { ...body, [name]: value });
        }
      }
      // Whole bodies of the wrong kind, where a body is read.
      if (route.method !== 'GET') {
        for (const payload of [['\u0000'], { '\u0000': 'key' }, JSON.parse('{"__proto__":{"admin":true}}')]) {
          await send(`body ${JSON.stringify(payload)}`, path, {}, payload);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });
});
