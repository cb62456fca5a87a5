import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createOutboxMailer } from '../../server/mail/mailer.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const DAY = 24 * 60 * 60 * 1000;

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
    options: { consent?: boolean; status?: 'finalized' | 'draft'; email?: string | null } = {},
  ) {
    const t = app();
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, {
      messageConsent: options.consent ?? true,
      email: options.email === undefined ? 'sunita@example.in' : options.email,
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
    const files = (await readdir(outboxDir)).filter((f) => f.endsWith(extension)).sort();
    const text = await readFile(join(outboxDir, files.at(-1) ?? ''), 'utf8');
    const token = /\/shared-report\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    return { text, token };
  }

  const shared = (token: string, remoteAddress = from()) =>
    app().app.inject({ method: 'GET', url: `/api/shared-reports/${token}`, remoteAddress });
  const unlock = (token: string, yearOfBirth?: string, remoteAddress = from()) =>
    app().app.inject({
      method: 'POST',
      url: `/api/shared-reports/${token}/unlock`,
      payload: yearOfBirth === undefined ? {} : { yearOfBirth },
      remoteAddress,
    });

  async function sendByWhatsApp() {
    const world = await sentClinicReport();
    const res = await send(world.clinic.token, world.report.id, { channel: 'whatsapp', recipient: 'patient' });
    expect(res.statusCode).toBe(201);
    return { ...world, delivery: res.json(), token: (await lastOutboxFile('.whatsapp.txt')).token };
  }

  return { from, sentClinicReport, send, log, lastOutboxFile, shared, unlock, sendByWhatsApp };
}
