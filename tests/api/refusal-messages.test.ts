import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ONLY_MESSAGE } from '../../core/team/permissions.ts';
import { buildOrganisation, switchCentre } from '../support/centre-helpers.ts';
import { bearer, buildReport, registerPatient } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 36: every 403 of the permission matrix (core/team/permissions.ts) names the rule that
// refused it. One test per message, reading the text the API sends.

type Who = 'receptionist' | 'doctor' | 'primaryAdminUnlinked' | 'centreAdmin' | 'centreAdminUnlinked';
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
const tokens = {} as Record<Who, string>;
let finalizeBody: object;
let amend: { url: string; body: object };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-05-12T05:30:00Z'));
  // Enterprise, so no feature gate answers 402 before the permission check.
  const org = await buildOrganisation(t.app, t.mailer.sent);
  const owner = org.owner.token;
  tokens.receptionist = (await addMember(t.app, t.mailer.sent, owner, 'receptionist')).token;
  tokens.doctor = (await addMember(t.app, t.mailer.sent, owner, 'doctor')).token;
  tokens.primaryAdminUnlinked = (await addMember(t.app, t.mailer.sent, owner, 'admin')).token;
  tokens.centreAdmin = org.secondAdmin.token;
  await switchCentre(t.app, owner, org.secondId);
  tokens.centreAdminUnlinked = (await addMember(t.app, t.mailer.sent, owner, 'admin')).token;
  await switchCentre(t.app, owner, org.primaryId);

  const patient = await registerPatient(t.app, owner);
  finalizeBody = buildReport(patient.id);
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(owner),
    payload: finalizeBody,
  });
  expect(signed.statusCode).toBe(201);
  amend = { url: `/api/reports/${signed.json().id}`, body: { ...finalizeBody, impression: 'Changed.' } };
});
afterAll(() => t.close());

// Ids nobody has: the permission check runs before the record is looked up.
const someId = randomUUID();

interface Case {
  who: Who;
  method: Method;
  url: string | (() => string);
  body?: () => object;
  message: string;
}

const cases: Case[] = [
  // Signing (finalize, amend, Form F): never receptionists; others only when linked to a doctor.
  {
    who: 'receptionist',
    method: 'POST',
    url: '/api/reports',
    body: () => finalizeBody,
    message: 'Receptionists cannot finalize reports',
  },
  {
    who: 'receptionist',
    method: 'PUT',
    url: () => amend.url,
    body: () => amend.body,
    message: 'Receptionists cannot edit finalized reports',
  },
  {
    who: 'receptionist',
    method: 'POST',
    url: `/api/pcpndt-forms/${someId}/submit`,
    message: 'Receptionists cannot submit or amend Form F',
  },
  {
    who: 'primaryAdminUnlinked',
    method: 'POST',
    url: '/api/reports',
    body: () => finalizeBody,
    message: 'Administrators not linked to a doctor cannot finalize reports',
  },
  {
    who: 'primaryAdminUnlinked',
    method: 'PUT',
    url: () => amend.url,
    body: () => amend.body,
    message: 'Administrators not linked to a doctor cannot edit finalized reports',
  },
  {
    who: 'primaryAdminUnlinked',
    method: 'POST',
    url: `/api/pcpndt-forms/${someId}/submit`,
    message: 'Administrators not linked to a doctor cannot submit or amend Form F',
  },
  // The fault of issue 36: a centre's own admin is refused Form F for the missing doctor link.
  {
    who: 'centreAdminUnlinked',
    method: 'POST',
    url: `/api/pcpndt-forms/${someId}/submit`,
    message: 'Administrators not linked to a doctor cannot submit or amend Form F',
  },
  // Receptionists: no revenue or clinic reports, no templates.
  {
    who: 'receptionist',
    method: 'GET',
    url: '/api/payments/summary',
    message: 'Receptionists cannot view revenue and clinic reports',
  },
  {
    who: 'receptionist',
    method: 'POST',
    url: '/api/templates',
    message: 'Receptionists cannot build report templates',
  },
  // Administrators only.
  ...(['receptionist', 'doctor'] as const).flatMap((who): Case[] => {
    const plural = who === 'doctor' ? 'Doctors' : 'Receptionists';
    return [
      { who, method: 'GET', url: '/api/billing-transactions', message: `${plural} cannot manage billing and plans` },
      { who, method: 'GET', url: '/api/team', message: `${plural} cannot manage the team` },
      { who, method: 'GET', url: '/api/security/sign-in-policy', message: `${plural} cannot change clinic settings` },
      { who, method: 'GET', url: '/api/audit-events', message: `${plural} cannot view the activity log` },
      { who, method: 'GET', url: '/api/system/jobs', message: `${plural} cannot view background jobs` },
      // Backups hold every clinic's data: the deployment's operators alone, whatever the role.
      { who, method: 'GET', url: '/api/system/backups', message: OPERATOR_ONLY_MESSAGE },
      { who, method: 'GET', url: '/api/exports', message: `${plural} cannot export clinic data` },
      {
        who,
        method: 'GET',
        url: '/api/centres/overview',
        message: `${plural} cannot manage the organisation's centres`,
      },
    ];
  }),
  // The organisation's administrators only: an administrator of another centre is told so.
  {
    who: 'centreAdmin',
    method: 'GET',
    url: '/api/billing-transactions',
    message:
      "Administrators of this centre cannot manage billing and plans: only the organisation's administrators can",
  },
  {
    who: 'centreAdmin',
    method: 'GET',
    url: '/api/centres/overview',
    message:
      "Administrators of this centre cannot manage the organisation's centres: only the organisation's administrators can",
  },
];

describe('each refusal of the permission matrix names its rule', () => {
  it.each(cases.map((c) => [`${c.who}: ${c.message}`, c] as const))('%s', async (_name, c) => {
    const url = typeof c.url === 'string' ? c.url : c.url();
    const res = await t.app.inject({
      method: c.method,
      url,
      headers: bearer(tokens[c.who]),
      ...(c.body ? { payload: c.body() } : c.method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: c.message,
      reason: c.message === OPERATOR_ONLY_MESSAGE ? 'operator_only' : 'role',
    });
  });

  it('has one case per distinct message of the matrix', () => {
    const messages = cases.map((c) => c.message);
    // The centre admin's Form F case repeats the unlinked admin's message on purpose, and the
    // operators' rule gives doctors and receptionists the same message.
    expect(new Set(messages).size).toBe(messages.length - 2);
  });
});
