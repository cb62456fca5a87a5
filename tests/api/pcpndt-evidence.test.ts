import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES as M } from '../../core/formf/referral-evidence.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { pcpndtFormAttachments } from '../../db/schema/pcpndt-records.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { completeFormF, makeFormF } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makeJpeg, makePdf, makePng, makePngClaiming, makePolyglotPng } from '../support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attach = (token: string, formId: string, bytes: Buffer | string, kind = 'referral_slip', fileName = 'slip.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/pcpndt-forms/${formId}/attachments?kind=${kind}&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function clinicWithForm() {
  const clinic = await signUpTrialClinic(t.app);
  const form = await makeFormF(t.app, clinic.token, {}, { evidence: false });
  return { token: clinic.token, form };
}

describe('referral evidence of a Form F (item 7)', () => {
  it('attaches a PNG, lists it, and serves the re-encoded copy as an attachment, nosniff, no-store, to its clinic', async () => {
    const { token, form } = await clinicWithForm();
    const res = await attach(token, form.id, makePng(40, 30), 'referral_slip', '../../Dr Gupta slip<script>.PNG');
    expect(res.statusCode).toBe(201);
    const evidence = res.json();
    expect(evidence).toMatchObject({
      formId: form.id,
      kind: 'referral_slip',
      fileName: 'Dr Gupta slipscript.png',
      contentType: 'image/png',
      uploadedByName: 'Asha Verma',
    });
    const list = await get(token, `/api/pcpndt-forms/${form.id}/attachments`);
    expect(list.json()).toEqual([evidence]);

    const file = await get(token, `/api/pcpndt-forms/${form.id}/attachments/${evidence.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Dr Gupta slipscript.png"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'pcpndt.evidence.attach'), eq(auditEvents.entityId, form.id)));
    expect(audit).toMatchObject({ outcome: 'success', entityType: 'pcpndt_form' });
  });

  it('a polyglot PNG+HTML is stored as its pixels only; a JPEG loses its EXIF; a plain PDF is kept', async () => {
    const { token, form } = await clinicWithForm();
    const polyglot = await attach(token, form.id, makePolyglotPng());
    expect(polyglot.statusCode).toBe(201);
    const stored = await get(token, `/api/pcpndt-forms/${form.id}/attachments/${polyglot.json().id}`);
    expect(stored.rawPayload.toString('latin1')).not.toContain('<script>');
    expect(stored.rawPayload.toString('latin1')).not.toContain('Sunita');

    const photo = await attach(token, form.id, makeJpeg(8, 4, true), 'case_papers', 'IMG_2041.jpeg');
    expect(photo.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'IMG_2041.jpg' });
    const jpeg = await get(token, `/api/pcpndt-forms/${form.id}/attachments/${photo.json().id}`);
    expect(jpeg.rawPayload.toString('latin1')).not.toContain('GPS');

    const pdf = makePdf();
    const note = await attach(token, form.id, pdf, 'referral_note', 'note.pdf');
    expect(note.json()).toMatchObject({ contentType: 'application/pdf', kind: 'referral_note' });
    const served = await get(token, `/api/pcpndt-forms/${form.id}/attachments/${note.json().id}`);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it('refuses bad bytes with a clear 400 and stores nothing', async () => {
    const { token, form } = await clinicWithForm();
    for (const [bytes, message] of [
      [makePng().subarray(0, 8), M.invalidFile],
      ['<!doctype html><script>alert(1)</script>', M.invalidFile],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', M.invalidFile],
      [makePdf({ extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), M.activeContent],
      [makePdf({ compressed: '5 0 << /S /Launch /F (cmd.exe) >>' }), M.activeContent],
      // Issue 28: hidden from a check that inflated each stream once, with the usual zlib window.
      [makePdf({ compressed: '5 0 << /S /JavaScript /JS (app.alert(1)) >>', encoding: 'twice' }), M.activeContent],
      [
        makePdf({ compressed: '5 0 << /S /JavaScript /JS (app.alert(1)) >>', encoding: 'small-window' }),
        M.activeContent,
      ],
      [makePdf({ compressed: '5 0 << /S /Launch /F (cmd.exe) >>', encoding: 'raw' }), M.activeContent],
      [makePdf({ compressed: '6 0 << >>', encoding: 'twice', nested: '7 0 << /OpenAction 8 0 R >>' }), M.activeContent],
      ['', M.invalidFile],
    ] as const) {
      const res = await attach(token, form.id, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: [{ field: 'file', message }], reason: 'validation' });
    }
    const bad = await attach(token, form.id, makePng(), 'ultrasound_image');
    expect(bad.statusCode).toBe(400);
    const rows = await t.handle.db
      .select({ id: pcpndtFormAttachments.id })
      .from(pcpndtFormAttachments)
      .where(eq(pcpndtFormAttachments.formId, form.id));
    expect(rows).toEqual([]);
  });

  it('refuses an image over 25 megapixels from its header, with a 400 saying so (issue 28)', async () => {
    const { token, form } = await clinicWithForm();
    const res = await attach(token, form.id, makePngClaiming(6000, 6000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.tooManyPixels,
      errors: [{ field: 'file', message: M.tooManyPixels }],
      reason: 'validation',
    });
  });

  it('answers 413 over 10 MB', async () => {
    const { token, form } = await clinicWithForm();
    const big = Buffer.concat([makePng(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await attach(token, form.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.tooLarge, reason: 'too_large' });
  });

  it("another clinic's form or attachment id answers 404 and changes nothing", async () => {
    const owner = await clinicWithForm();
    const other = await clinicWithForm();
    const evidence = (await attach(owner.token, owner.form.id, makePng())).json();
    const base = `/api/pcpndt-forms/${owner.form.id}/attachments`;
    expect((await get(other.token, base)).statusCode).toBe(404);
    expect((await get(other.token, `${base}/${evidence.id}`)).statusCode).toBe(404);
    // The attachment id under the other clinic's own form: still not theirs.
    expect((await get(other.token, `/api/pcpndt-forms/${other.form.id}/attachments/${evidence.id}`)).statusCode).toBe(
      404,
    );
    expect((await attach(other.token, owner.form.id, makePng())).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${evidence.id}`,
      headers: bearer(other.token),
    });
    expect(removed.statusCode).toBe(404);
    expect((await get(owner.token, base)).json()).toHaveLength(1);
  });

  it('a draft form lets a wrong file be removed; a submitted form keeps its evidence (409)', async () => {
    const { token, form } = await clinicWithForm();
    const first = (await attach(token, form.id, makePng())).json();
    const url = `/api/pcpndt-forms/${form.id}/attachments/${first.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(204);
    expect((await get(token, url)).statusCode).toBe(404);

    const kept = (await attach(token, form.id, makePng())).json();
    await completeFormF(t.app, token, form.id, '2026-11-20');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/pcpndt-forms/${form.id}/submit`,
      headers: bearer(token),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const keptUrl = `/api/pcpndt-forms/${form.id}/attachments/${kept.id}`;
    const refused = await t.app.inject({ method: 'DELETE', url: keptUrl, headers: bearer(token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.submittedKept);
    expect((await get(token, keptUrl)).statusCode).toBe(200);
  });

  it('needs a session: no token, 401', async () => {
    const { form } = await clinicWithForm();
    const res = await t.app.inject({ method: 'GET', url: `/api/pcpndt-forms/${form.id}/attachments` });
    expect(res.statusCode).toBe(401);
  });
});
