import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxTestApp, deliveryClient, deliveryDataDir } from '../support/delivery-client.ts';
import { bearer, buildReport, clinicIdOf } from '../support/factories.ts';
import { storedImageOf } from '../support/stored-image.ts';
import type { TestApp } from '../support/test-app.ts';

// Issue 32 §5 / decision 019: key images print on the clinic's own PDF, never on what a patient's
// link downloads (the verification page, which has no image route, is checked in the e2e).

const { dataDir, outboxDir } = deliveryDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createOutboxTestApp(dataDir);
});
afterAll(() => t.close());

const { sentClinicReport, send, lastOutboxFile, sendCode, lastCode, unlock } = deliveryClient(() => t, outboxDir);

/** The images pdfimages lists in a PDF, by their width × height. */
function imageSizes(pdf: Buffer, name: string): string[] {
  const file = join(dataDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', file])
    .toString()
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
}

const textOf = (name: string) => execFileSync('pdftotext', [join(dataDir, `${name}.pdf`), '-']).toString();

describe('key images and the patient’s link', () => {
  it('the clinic’s PDF prints the key image; the PDF behind the patient’s link does not', async () => {
    const { clinic, patient, report } = await sentClinicReport({ status: 'draft' });
    const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(clinic.token), ...(payload ? { payload } : {}) });
    const { studyId } = (await api('GET', `/api/reports/${report.id}`)).json() as { studyId: string };
    const imageId = await storedImageOf(t, await clinicIdOf(t.app, clinic.token), studyId);
    const saved = await api('PUT', `/api/reports/${report.id}/key-images`, {
      images: [{ id: imageId, caption: 'Liver, right lobe' }],
    });
    expect(saved.json()).toMatchObject({ obstetric: false, printable: true });
    const signed = await api('POST', `/api/reports/${report.id}/finalize`, buildReport(patient.id, 'abdominal'));
    expect(signed.statusCode, signed.body).toBe(200);

    const own = await api('GET', `/api/reports/${report.id}/pdf`);
    expect(imageSizes(own.rawPayload, 'own')).toContain('8x8');
    expect(textOf('own')).toContain('Liver, right lobe');

    expect((await send(clinic.token, report.id, { channel: 'whatsapp', recipient: 'patient' })).statusCode).toBe(201);
    const { token } = await lastOutboxFile('.whatsapp.txt');
    expect((await sendCode(token)).statusCode).toBe(200);
    const opened = await unlock(token, { code: await lastCode('.whatsapp.txt') });
    expect(opened.statusCode, opened.body).toBe(200);
    const shared = await t.app.inject({ method: 'GET', url: opened.json().downloadUrl, remoteAddress: '10.9.9.9' });
    expect(shared.statusCode).toBe(200);
    expect(imageSizes(shared.rawPayload, 'shared')).not.toContain('8x8');
    expect(textOf('shared')).toContain(report.reportId);
    expect(textOf('shared')).not.toContain('Liver, right lobe');
  });
});
