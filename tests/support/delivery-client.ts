import { mkdtempSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createOutboxMailer } from '../../server/mail/mailer.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const DAY = 24 * 60 * 60 * 1000;

/**
 * A new clinic's finalized report for a patient who consented to messages, sent to her by SMS or
 * WhatsApp (`patientFields`: her language, …): the delivery POST's answer (201 checked) with the report's id.
 */
export async function sendReportToPatient(
  app: FastifyInstance,
  channel: 'whatsapp' | 'sms',
  patientFields: Record<string, unknown> = {},
) {
  const clinic = await signUpTrialClinic(app);
  const patient = await registerPatient(app, clinic.token, { messageConsent: true, ...patientFields });
  const report = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(clinic.token),
    payload: buildReport(patient.id),
  });
  const sent = await app.inject({
    method: 'POST',
    url: `/api/reports/${report.json().id}/deliveries`,
    headers: bearer(clinic.token),
    payload: { channel, recipient: 'patient' },
  });
  expect(sent.statusCode).toBe(201);
  return { reportId: report.json().id as string, ...(sent.json() as { id: string; status: string }) };
}

/** A data directory of the file's own, whose outbox receives every message (no provider configured). */
export function deliveryDataDir(): { dataDir: string; outboxDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'deliveries-'));
  return { dataDir, outboxDir: join(dataDir, 'outbox') };
}

/** An app whose messages land as files in `dataDir`'s outbox. */
export function createOutboxTestApp(dataDir: string): Promise<TestApp> {
  return createTestApp({ config: { dataDir }, mailer: createOutboxMailer(join(dataDir, 'outbox'), () => {}) });
}

/**
 * What the report-sending test files do: send a clinic's report, read the outbox, and open the
 * secure link as a patient would. `app` is read when called, as the app is built in beforeAll.
 */
export function deliveryClient(app: () => TestApp, outboxDir: string) {
  let address = 0;
  /** Each public request from its own address unless a test is about the per-address limit. */
  const from = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  async function sentClinicReport(
    options: { consent?: boolean; status?: 'finalized' | 'draft'; email?: string | null; phone?: string } = {},
  ) {
    const t = app();
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, {
      messageConsent: options.consent ?? true,
      email: options.email === undefined ? 'sunita@example.in' : options.email,
      ...(options.phone ? { phone: options.phone } : {}),
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: buildReport(patient.id, 'abdominal', { status: options.status ?? 'finalized' }),
    });
    expect(created.statusCode).toBe(201);
    return { clinic, patient, report: created.json() as { id: string; reportId: string } };
  }

  const send = (token: string, reportId: string, payload: object) =>
    app().app.inject({ method: 'POST', url: `/api/reports/${reportId}/deliveries`, headers: bearer(token), payload });
  const log = async (token: string, reportId: string) =>
    (
      await app().app.inject({ method: 'GET', url: `/api/reports/${reportId}/deliveries`, headers: bearer(token) })
    ).json();

  /** The outbox file a message became (by channel) and the link token in it. */
  async function lastOutboxFile(extension: string): Promise<{ text: string; token: string }> {
    // Newest written, not newest by name: names carry each app's own (movable) clock.
    const names = (await readdir(outboxDir)).filter((f) => f.endsWith(extension));
    const written = await Promise.all(
      names.map(async (name) => ({ name, at: (await stat(join(outboxDir, name), { bigint: true })).mtimeNs })),
    );
    written.sort((a, b) => (a.at === b.at ? a.name.localeCompare(b.name) : a.at < b.at ? -1 : 1));
    const text = await readFile(join(outboxDir, written.at(-1)?.name ?? ''), 'utf8');
    const token = /\/shared-report\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    return { text, token };
  }

  const shared = (token: string, remoteAddress = from()) =>
    app().app.inject({ method: 'GET', url: `/api/shared-reports/${token}`, remoteAddress });
  const unlock = (token: string, answer: { code?: string; yearOfBirth?: string } = {}, remoteAddress = from()) =>
    app().app.inject({ method: 'POST', url: `/api/shared-reports/${token}/unlock`, payload: answer, remoteAddress });
  /** "Send code" on the patient's page. */
  const sendCode = (token: string, remoteAddress = from()) =>
    app().app.inject({ method: 'POST', url: `/api/shared-reports/${token}/code`, remoteAddress });

  /** The one-time code in the newest outbox file of a channel (how the patient reads it). */
  async function lastCode(extension: string): Promise<string> {
    const { text } = await lastOutboxFile(extension);
    const code = /open the ultrasound report is (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the last ${extension} message`);
    return code;
  }

  async function sendByWhatsApp() {
    const world = await sentClinicReport();
    const res = await send(world.clinic.token, world.report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(res.statusCode).toBe(201);
    return { ...world, delivery: res.json(), token: (await lastOutboxFile('.whatsapp.txt')).token };
  }

  return { from, sentClinicReport, send, log, lastOutboxFile, shared, unlock, sendCode, lastCode, sendByWhatsApp };
}
