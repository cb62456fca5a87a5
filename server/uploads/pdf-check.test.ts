import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { makePdf, makePng, type PdfStreamEncoding } from '../../tests/support/test-files.ts';
import { checkPdf } from './pdf-check.ts';

/** A PDF as our own engine writes one: compressed page content, a font, a PNG, an xref. */
async function makePdfkitPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(14).text('Referral slip: Dr. A. Rao refers Mrs. S. Sharma for an obstetric scan (stream of data).');
  doc.image(makePng(40, 30, [10, 200, 90, 255]), { width: 120 });
  doc.addPage().text('Case papers, page 2');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const ACTION = '5 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
const ENCODINGS: PdfStreamEncoding[] = ['flate', 'twice', 'small-window', 'raw', 'predictor'];

describe('checkPdf decodes every stream fully before looking (issue 28)', () => {
  it.each(ENCODINGS)('refuses JavaScript in an object stream encoded %s', (encoding) => {
    expect(checkPdf(makePdf({ compressed: ACTION, encoding }))).toBe('active-content');
  });

  it.each(ENCODINGS)('passes a benign object stream encoded %s', (encoding) => {
    expect(
      checkPdf(makePdf({ compressed: '5 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', encoding })),
    ).toBeNull();
  });

  it('refuses JavaScript in an object stream inside a twice-compressed object stream', () => {
    expect(checkPdf(makePdf({ compressed: '6 0 << >>', encoding: 'twice', nested: ACTION }))).toBe('active-content');
    expect(checkPdf(makePdf({ compressed: '6 0 << >>', encoding: 'twice', nested: '7 0 << /Kids [] >>' }))).toBeNull();
  });

  it.each([
    ['an automatic action', '/OpenAction [3 0 R /Fit]'],
    ['additional actions', '/AA << /O 8 0 R >>'],
    ['a single embedded file', '/AF [<< /Type /Filespec /EF << /F 9 0 R >> /Subtype /EmbeddedFile >>]'],
    ['a name run into a NUL, which a reader treats as space', '/OpenAction << /S /JS\0 (x) >>'],
  ])('refuses %s', (_name, extra) => {
    expect(checkPdf(makePdf({ extra }))).toBe('active-content');
  });

  it('refuses what it cannot decode instead of skipping it', () => {
    const pdf = makePdf({ compressed: '5 0 << /S /JavaScript /JS (x) >>' });
    const text = pdf.toString('latin1');
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    // Bytes that are neither zlib nor raw deflate.
    const garbled = Buffer.from(pdf);
    garbled.fill(0xff, start, start + 8);
    expect(checkPdf(garbled)).toBe('active-content');
    // A filter given by reference, a TIFF predictor, a chain ending in an unknown filter.
    for (const [from, to] of [
      ['/Filter /FlateDecode', '/Filter 9 0 R'],
      ['/Filter /FlateDecode', '/Filter /FlateDecode /DecodeParms << /Predictor 2 >>'],
      ['/Filter /FlateDecode', '/Filter [/FlateDecode /Foo]'],
    ] as const) {
      expect(checkPdf(Buffer.from(text.replace(from, to), 'latin1')), to).toBe('active-content');
    }
  });

  it('finds a stream whose dictionary is followed by a comment before the keyword', () => {
    const text = makePdf({ compressed: ACTION }).toString('latin1').replace('>>\nstream', '>> % note\nstream');
    expect(checkPdf(Buffer.from(text, 'latin1'))).toBe('active-content');
  });

  it('passes an ordinary PDF as pdfkit writes it (text, a font, an image, two pages)', async () => {
    const pdf = await makePdfkitPdf();
    expect(checkPdf(pdf)).toBeNull();
  });
});
