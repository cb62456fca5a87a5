import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';

// Screenshots of the Form F flows go outside the repository.
export const SHOTS = '/tmp/formf-e2e';

// The signup's doctor, whom the signed-up admin is linked to: the doctor's declaration is signed
// only from that doctor's own login (issue 15).
export const DOCTOR = { name: 'Dr. Rakesh Mehta', registrationNumber: 'HMC/2019/4521' };

/**
 * Chooses a month (YYYY-MM) on the month and year selects that stand for a month (MonthInput),
 * found by their names in the screen's language.
 */
export async function chooseMonth(
  scope: Page | Locator,
  month: string,
  names = { month: 'Month', year: 'Year' },
): Promise<void> {
  const [year = '', mm = ''] = month.split('-');
  await scope.getByLabel(names.year, { exact: true }).selectOption(year);
  await scope.getByLabel(names.month, { exact: true }).selectOption(mm);
}

/** Closes a toast, which sits over the foot of a dialog where its buttons are. */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('[role="region"] ol > li').filter({ hasText: text });
  // By CSS: while a modal is open the toasts are hidden from the accessibility tree.
  await toast.locator('button[aria-label="Close notification"]').click();
  await toast.waitFor({ state: 'detached' });
}

/** The page size of a PDF Chromium printed, in points (A4 is 595.28 × 841.89). */
export function pdfPageSize(pdf: Buffer): [number, number] {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('no MediaBox in the PDF');
  return [Number(box[1]), Number(box[2])];
}

/** The text of a PDF, as pdftotext (poppler-utils) reads it. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/**
 * What axe's `definition-list` rule checks: a <dl> holds only <dt> and <dd> elements, directly
 * or grouped in a <div> (the Form F items had a number <span> beside them).
 */
export async function definitionListViolations(page: Page): Promise<string[]> {
  // A string, as the tests are compiled without the DOM library.
  return (await page.evaluate(`(() => {
    const bad = [];
    for (const dl of document.querySelectorAll('dl')) {
      for (const child of dl.children) {
        const inner = child.tagName === 'DIV' ? [...child.children] : [child];
        const tags = inner.map((el) => el.tagName);
        if (tags.some((t) => t !== 'DT' && t !== 'DD')) bad.push(child.outerHTML.slice(0, 120));
      }
    }
    return bad;
  })()`)) as string[];
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
