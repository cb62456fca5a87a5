import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { makePdf, makePng, makePolyglotPng } from '../../tests/support/test-files.ts';
import { sanitiseUploadOffLoop } from './sanitise-pool.ts';

// The first job starts a worker thread, which compiles the sanitiser's TypeScript on a loaded
// machine in more than the default 5 s.
describe('sanitiseUploadOffLoop: the sanitiser on a worker thread', { timeout: 30_000 }, () => {
  it('re-encodes images and checks PDFs exactly as on the loop, answering Buffers', async () => {
    const image = await sanitiseUploadOffLoop(makePolyglotPng(), { allowPdf: false });
    if (!image.ok) throw new Error('refused');
    expect(Buffer.isBuffer(image.bytes)).toBe(true);
    expect(image.bytes.toString('latin1')).not.toContain('<script>');
    expect(PNG.sync.read(image.bytes).width).toBe(4);
    const pdf = makePdf();
    expect(await sanitiseUploadOffLoop(pdf, { allowPdf: true })).toEqual({ ok: true, kind: 'pdf', bytes: pdf });
    expect(
      await sanitiseUploadOffLoop(makePdf({ compressed: '5 0 << /JS (x) >>', encoding: 'twice' }), { allowPdf: true }),
    ).toEqual({
      ok: false,
      problem: 'active-content',
    });
  });

  it('refuses an image over 25 megapixels from its header, before decoding (PNG and JPEG)', async () => {
    const png = makePng(2, 2);
    png.writeUInt32BE(5001, 16);
    png.writeUInt32BE(5000, 20);
    expect(await sanitiseUploadOffLoop(png, { allowPdf: false })).toEqual({ ok: false, problem: 'too-many-pixels' });
    // A baseline JPEG's SOF0 header claiming 6000 x 6000.
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x17, 0x70, 0x17, 0x70, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
    expect(await sanitiseUploadOffLoop(jpeg, { allowPdf: false })).toEqual({ ok: false, problem: 'too-many-pixels' });
  });

  it('runs several jobs at once and answers each its own', async () => {
    const sizes = [3, 5, 7, 9, 11, 13];
    const results = await Promise.all(sizes.map((n) => sanitiseUploadOffLoop(makePng(n, n), { allowPdf: false })));
    expect(results.map((r) => (r.ok ? PNG.sync.read(r.bytes).width : 0))).toEqual(sizes);
  });
});
