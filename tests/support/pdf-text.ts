import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of each page of a PDF, read back by poppler's pdftotext (the file, not our model). */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((page, index, pages) => index < pages.length - 1 || page.trim() !== '');
}

/**
 * Renders every page to PNG with pdftoppm, for a person (or the image viewer) to look at; the
 * files go to artifacts/pdf-pages when PDF_PAGES_DIR is unset. Returns the file names.
 */
export function renderPdfPages(pdf: Buffer, name: string): string[] {
  const dir = process.env.PDF_PAGES_DIR ?? join(process.cwd(), 'artifacts', 'pdf-pages');
  execFileSync('mkdir', ['-p', dir]);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '80', '-png', file, join(dir, name)]);
  return readdirSync(dir).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'));
}
