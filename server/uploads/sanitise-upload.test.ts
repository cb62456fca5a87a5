import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePdf, makePng, makePolyglotPng } from '../../tests/support/test-files.ts';
import { checkPdf } from './pdf-check.ts';
import { sanitiseUpload } from './sanitise-upload.ts';

const asText = (bytes: Buffer) => bytes.toString('latin1');

describe('sanitiseUpload: images are decoded and re-encoded', () => {
  it('a PNG with metadata and HTML after IEND comes back as the same pixels and nothing else', () => {
    const polyglot = makePolyglotPng();
    expect(asText(polyglot)).toContain('<script>');
    const result = sanitiseUpload(polyglot, { allowPdf: false });
    if (!result.ok) throw new Error('refused');
    expect(result.kind).toBe('png');
    const text = asText(result.bytes);
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('tEXt');
    expect(text).not.toContain('Sunita');
    expect(text.endsWith('IEND\xaeB`\x82')).toBe(true);
    const decoded = PNG.sync.read(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([4, 3]);
    expect([...decoded.data.subarray(0, 4)]).toEqual([200, 30, 30, 255]);
  });

  it('a JPEG loses its EXIF (GPS, camera) but keeps its orientation, applied to the pixels', () => {
    const original = makeJpeg(8, 4, true);
    expect(asText(original)).toContain('GPS');
    const result = sanitiseUpload(original, { allowPdf: true });
    if (!result.ok) throw new Error('refused');
    expect(result.kind).toBe('jpeg');
    expect(asText(result.bytes)).not.toContain('Exif');
    expect(asText(result.bytes)).not.toContain('GPS');
    // Orientation 6: the 8x4 picture is meant to be seen 4 wide and 8 high.
    const decoded = jpeg.decode(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([4, 8]);
  });

  it.each([
    ['the PNG signature alone', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a PNG signature before HTML', Buffer.concat([makePng().subarray(0, 8), Buffer.from('<html><script>x</script>')])],
    ['a truncated PNG', makePng(50, 50).subarray(0, 60)],
    ['a JPEG marker alone', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['WebP (cannot be re-encoded here)', Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sanitiseUpload(bytes, { allowPdf: true })).toEqual({ ok: false, problem: 'not-allowed' });
  });

  it('refuses a PNG that claims a huge size before decoding it (decompression bomb)', () => {
    const png = makePng(2, 2);
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(sanitiseUpload(png, { allowPdf: false }).ok).toBe(false);
  });
});

describe('sanitiseUpload: PDFs are checked structurally', () => {
  it('passes a plain PDF unchanged where PDFs are allowed, refuses it for a logo', () => {
    const pdf = makePdf();
    expect(sanitiseUpload(pdf, { allowPdf: true })).toEqual({ ok: true, kind: 'pdf', bytes: pdf });
    expect(sanitiseUpload(pdf, { allowPdf: false })).toEqual({ ok: false, problem: 'not-allowed' });
  });

  it.each([
    ['JavaScript in the catalog', { extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }],
    ['a launch action', { extra: '/OpenAction << /S /Launch /F (cmd.exe) >>' }],
    ['a hex-escaped name', { extra: '/OpenAction << /S /Java#53cript /JS (x) >>' }],
    ['an embedded file', { extra: '/Names << /EmbeddedFiles 5 0 R >>' }],
    ['an XFA form', { extra: '/AcroForm << /XFA 6 0 R >>' }],
    ['JavaScript inside a compressed object stream', { compressed: '5 0 << /S /JavaScript /JS (app.alert(1)) >>' }],
    ['an encrypted document', { extra: '/Encrypt 7 0 R' }],
    ['a filter we do not decode', { extra: '/Metadata << /Filter /ASCII85Decode >>' }],
  ])('refuses %s', (_name, options) => {
    expect(checkPdf(makePdf(options))).toBe('active-content');
  });

  it('refuses a file that only starts like a PDF', () => {
    expect(checkPdf(Buffer.from('%PDF-1.7\n<html><script>alert(1)</script>'))).toBe('not-pdf');
    expect(checkPdf(Buffer.from('%PDF-9.9\n%%EOF'))).toBe('not-pdf');
  });

  it('a benign compressed stream passes', () => {
    expect(checkPdf(makePdf({ compressed: 'BT /F1 12 Tf (Referral slip) Tj ET' }))).toBeNull();
  });
});
