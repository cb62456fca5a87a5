import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
