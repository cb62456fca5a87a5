import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_MESSAGES } from '../../core/messages.ts';
import { UPLOAD_MESSAGES as M } from '../../core/uploads/upload-messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { sanitiseUpload } from '../../server/uploads/sanitise-upload.ts';
import { bearer, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makeJpeg, makePngClaiming, makePolyglotPng } from '../support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Small real images of each accepted type (the server decodes them).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = makeJpeg(8, 4, true);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 webp body')]);
/** What the server stores for an upload: the re-encoded copy. */
const stored = (bytes: Buffer) => {
  const clean = sanitiseUpload(bytes, { allowPdf: false });
  if (!clean.ok) throw new Error('test image refused');
  return clean.bytes;
};

const grantFor = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/clinic/logo/upload', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; method: string; logoUrl: string; expiresAt: string; maxBytes: number };
};
const upload = (url: string, body: Buffer | string, contentType = 'image/png') =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
const putLogo = (token: string, logoUrl: string) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic/logo', headers: bearer(token), payload: { logoUrl } });
const getClinic = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json();

describe('logo upload, locally stored', () => {
  it('grant → upload → set → the clinic shows it → the file serves the re-encoded image inline', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    expect(grant).toMatchObject({ method: 'PUT', maxBytes: 5_242_880 });
    expect(grant.url).toMatch(/^\/api\/uploads\/logo\/[0-9a-f]{32}\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(new Date(grant.expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);

    const uploaded = await upload(grant.url, PNG);
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.json();
    expect(logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect(logoUrl.startsWith(grant.logoUrl)).toBe(true);

    const set = await putLogo(clinic.token, logoUrl);
    expect(set.statusCode).toBe(200);
    expect(set.json().logoUrl).toBe(logoUrl);
    expect((await getClinic(clinic.token)).logoUrl).toBe(logoUrl);

    const file = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(Buffer.compare(file.rawPayload, stored(PNG))).toBe(0);

    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.clinicId, await clinicIdOf(t.app, clinic.token)),
          eq(auditEvents.action, 'clinic.logo.update'),
        ),
      )
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(audit).toMatchObject({ outcome: 'success', entityType: 'clinic' });
  });

  it('stores a JPEG under its real type, whatever the browser declared, without its EXIF', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const res = await upload(grant.url, JPEG, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toMatch(/\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe('inline; filename="logo.jpg"');
    expect(file.rawPayload.toString('latin1')).not.toContain('Exif');
    expect(file.rawPayload.toString('latin1')).not.toContain('GPS');
  });

  it('a PNG with HTML after IEND (a polyglot) is stored as its pixels only; a PNG signature alone is refused (issue 22)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const polyglot = makePolyglotPng();
    const grant = await grantFor(clinic.token);
    const res = await upload(grant.url, polyglot);
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(file.rawPayload.toString('latin1')).not.toContain('<script>');
    expect(file.rawPayload.toString('latin1')).not.toContain('tEXt');
    expect(Buffer.compare(file.rawPayload, stored(polyglot))).toBe(0);

    const signatureOnly = await grantFor(clinic.token);
    const refused = await upload(signatureOnly.url, PNG.subarray(0, 8));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: M.invalidImage, reason: 'validation' });
    // WebP cannot be decoded and re-encoded here, so it is no longer accepted.
    expect((await upload(signatureOnly.url, WEBP, 'image/webp')).statusCode).toBe(400);
  });

  it('accepts the grant’s own logoUrl after the upload and stores the URL with the real extension', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    expect(grant.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}$/);
    expect((await putLogo(clinic.token, grant.logoUrl)).statusCode).toBe(400); // nothing uploaded yet
    expect((await upload(grant.url, JPEG)).statusCode).toBe(200);
    const set = await putLogo(clinic.token, grant.logoUrl);
    expect(set.statusCode).toBe(200);
    expect(set.json().logoUrl).toBe(`${grant.logoUrl}.jpg`);
  });
});

describe('the signed upload URL', () => {
  it('refuses a tampered signature, grant id or expiry with 403, and the genuine URL still works', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const url = new URL(grant.url, 'http://portal.test');
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const expires = Number(url.searchParams.get('expires'));
    for (const bad of [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?expires=soon&signature=${signature}`,
      `/api/uploads/logo/${'0'.repeat(32)}?expires=${expires}&signature=${signature}`,
    ]) {
      const res = await upload(bad, PNG);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ message: M.linkInvalid, reason: 'forbidden' });
    }
    expect((await upload(grant.url, PNG)).statusCode).toBe(200);
  });

  it('refuses an image over 25 megapixels from its header with a 400 saying so (issue 28)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const res = await upload(grant.url, makePngClaiming(5001, 5000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.tooManyPixels, reason: 'validation' });
    expect((await upload(grant.url, PNG)).statusCode).toBe(200);
  });

  it('expires after 10 minutes by the app clock', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const res = await upload(grant.url, PNG);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.linkInvalid);
    } finally {
      t.clock.advance(-(10 * 60 * 1000 + 1000));
    }
  });

  it('is single use: a second upload with the same URL is refused', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const first = await upload(grant.url, PNG);
    expect(first.statusCode).toBe(200);
    const again = await upload(grant.url, JPEG);
    expect(again.statusCode).toBe(403);
    // The stored file is still the first upload.
    const file = await t.app.inject({ method: 'GET', url: first.json().logoUrl });
    expect(Buffer.compare(file.rawPayload, stored(PNG))).toBe(0);
  });

  it('lets exactly one of three simultaneous uploads with one URL win', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const answers = await Promise.all([upload(grant.url, PNG), upload(grant.url, JPEG), upload(grant.url, PNG)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403]);
    // The losers are refused as a used link, and the stored file is the winner's.
    for (const lost of answers.filter((a) => a.statusCode === 403)) expect(lost.json().message).toBe(M.linkInvalid);
    const won = answers.find((a) => a.statusCode === 200);
    const file = await t.app.inject({ method: 'GET', url: won?.json().logoUrl });
    const sent = won === answers[1] ? JPEG : PNG;
    expect(Buffer.compare(file.rawPayload, stored(sent))).toBe(0);
  });

  it('answers 413 over 5 MB, without consuming the grant', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length + 1)]);
    const res = await upload(grant.url, tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.fileTooLarge, reason: 'too_large' });
    // Exactly 5 MB is allowed, and the same URL still works after the refusal.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]);
    expect((await upload(grant.url, atLimit)).statusCode).toBe(200);
  });

  it('over a real connection, sends the 413 to a streamed (chunked) upload instead of resetting it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const megabyte = Buffer.concat([PNG, Buffer.alloc(1_000_000 - PNG.length)]);
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(megabyte));
        controller.close();
      },
    });
    const res = await fetch(`${address}${grant.url}`, {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: { 'content-type': 'image/png' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ message: M.fileTooLarge, reason: 'too_large' });
  });

  it('answers 400 unless the bytes really are a PNG or JPEG (SVG refused), without consuming the grant', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    for (const [body, declared] of [
      ['Dear support, this is a text file.', 'text/plain'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      ['<!doctype html><html><script>alert(document.cookie)</script></html>', 'image/png'],
      ['{"looks":"like json"}', 'application/json'],
      ['', 'image/png'],
    ] as const) {
      const res = await upload(grant.url, body, declared);
      expect(res.statusCode, declared).toBe(400);
      expect(res.json()).toEqual({ message: M.invalidImage, reason: 'validation' });
    }
    expect((await upload(grant.url, PNG)).statusCode).toBe(200);
  });

  it('serves nothing for an unknown or malformed logo name', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/logos/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/logos/..%2F..%2Fupload-signing.secret' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/clinic/logo/upload and PUT /api/clinic/logo', () => {
  it('need a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/clinic/logo/upload' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic/logo',
      payload: { logoUrl: '/uploads/logos/x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('are gated like PUT /api/clinic: a clinic without an active plan or trial gets 402', async () => {
    const pending = await signUpClinic(t.app);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/clinic/logo/upload',
      headers: bearer(pending.token),
    });
    expect(grant.statusCode).toBe(402);
    expect(grant.json().redirectTo).toBe('/subscription');
    expect((await putLogo(pending.token, '/uploads/logos/x')).statusCode).toBe(402);
  });

  it('refuse a foreign URL, another clinic’s upload and a key never uploaded', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const grantB = await grantFor(b.token);
    const uploadedByB = (await upload(grantB.url, PNG)).json().logoUrl as string;
    for (const logoUrl of [
      'https://evil.example/pixel.png',
      `https://evil.example${uploadedByB}`,
      'javascript:alert(1)',
      'data:image/png;base64,AAA',
      uploadedByB,
      '/uploads/logos/0123456789abcdef0123456789abcdef.png',
      '/uploads/logos/../../upload-signing.secret',
    ]) {
      const res = await putLogo(a.token, logoUrl);
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().message).toBe(CLINIC_MESSAGES.logoUrlInvalid);
    }
    expect((await getClinic(a.token)).logoUrl).toBeNull();
    // PUT /api/clinic applies the same rule to its logoUrl field.
    for (const logoUrl of ['https://evil.example/pixel.png', uploadedByB]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/clinic',
        headers: bearer(a.token),
        payload: { name: 'Lotus', logoUrl },
      });
      expect(res.statusCode, logoUrl).toBe(400);
    }
    expect((await getClinic(a.token)).logoUrl).toBeNull();
  });

  it('PUT /api/clinic keeps an unchanged logo, accepts the clinic’s own upload and clears with null', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const grant = await grantFor(clinic.token);
    const logoUrl = (await upload(grant.url, PNG)).json().logoUrl as string;
    const put = (logo: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/clinic',
        headers: bearer(clinic.token),
        payload: { name: 'Lotus', logoUrl: logo },
      });
    expect((await put(logoUrl)).json().logoUrl).toBe(logoUrl);
    expect((await put(logoUrl)).statusCode).toBe(200);
    expect((await put(null)).json().logoUrl).toBeNull();
  });
});

describe('with S3-compatible storage configured', () => {
  const s3 = {
    endpoint: 'https://s3.ap-south-1.amazonaws.com',
    bucket: 'clinic-logos',
    region: 'ap-south-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    publicUrl: 'https://cdn.example.in',
    dicomBucket: 'clinic-dicom',
  };
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ config: { s3 } });
  });
  afterAll(() => s.close());

  it('grants a presigned PUT URL to the bucket and accepts only this clinic’s granted key', async () => {
    const a = await signUpTrialClinic(s.app);
    const b = await signUpTrialClinic(s.app);
    const grant = (
      await s.app.inject({ method: 'POST', url: '/api/clinic/logo/upload', headers: bearer(a.token) })
    ).json();
    const url = new URL(grant.url);
    expect(url.origin + url.pathname).toMatch(
      /^https:\/\/s3\.ap-south-1\.amazonaws\.com\/clinic-logos\/logos\/[0-9a-f]{32}$/,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(grant.logoUrl).toBe(`https://cdn.example.in/logos/${url.pathname.split('/').pop()}`);

    const set = await s.app.inject({
      method: 'PUT',
      url: '/api/clinic/logo',
      headers: bearer(a.token),
      payload: { logoUrl: grant.logoUrl },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().logoUrl).toBe(grant.logoUrl);
    for (const [token, logoUrl] of [
      [b.token, grant.logoUrl],
      [a.token, `https://cdn.example.in/logos/${'f'.repeat(32)}`],
      [a.token, `https://evil.example/logos/${url.pathname.split('/').pop()}`],
    ]) {
      const res = await s.app.inject({
        method: 'PUT',
        url: '/api/clinic/logo',
        headers: bearer(token),
        payload: { logoUrl },
      });
      expect(res.statusCode, logoUrl).toBe(400);
    }
  });

  it('lets the browser upload to the bucket and load logos from its public origin (CSP), and serves no local upload route', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/healthz' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.in/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/s3\.ap-south-1\.amazonaws\.com/);
    const local = await s.app.inject({ method: 'PUT', url: `/api/uploads/logo/${'0'.repeat(32)}`, payload: PNG });
    expect(local.statusCode).toBe(404);
  });

  it('leaves the local CSP without third-party image origins', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).not.toContain('cdn.example.in');
  });
});
