import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * What a printed PDF really holds, read by poppler-utils (`apt-get install -y poppler-utils`,
 * installed by .ci/run): the text of each page, in reading order, and each page as pixels.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    // pdftotext separates pages with a form feed.
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What Chromium prints of a page, once the page's web fonts have loaded: the documents are set in
 * the app's own Noto Sans, and printed before it arrives they would wrap in the fallback face.
 */
export async function printedPdf(
  page: Page,
  options: Parameters<Page['pdf']>[0] = { preferCSSPageSize: true, printBackground: true },
): Promise<Buffer> {
  await page.evaluate('document.fonts.ready.then(() => true)');
  return page.pdf(options);
}

export interface PagePixels {
  width: number;
  height: number;
  /** RGB of the pixel at (x, y). */
  rgb: (x: number, y: number) => [number, number, number];
}

/** One page rendered at `dpi` (pdftoppm writes binary PPM: "P6 w h 255\n" then RGB bytes). */
export function pdfPagePixels(pdf: Buffer, page: number, dpi = 30): PagePixels {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pixels-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const ppm = readFileSync(join(dir, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm wrote no PPM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const start = header[0].length;
    return {
      width,
      height,
      rgb: (x, y) => {
        const at = start + (y * width + x) * 3;
        return [ppm.readUInt8(at), ppm.readUInt8(at + 1), ppm.readUInt8(at + 2)];
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
