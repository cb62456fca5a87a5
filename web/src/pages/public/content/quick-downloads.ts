import { PORTAL_NAME } from '../../../../../core/brand.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { GUIDE_CATEGORIES } from './documentation-guides.ts';

/**
 * Plain-text checklists built from the guides themselves, so a download never goes stale; in the
 * language the page is read in.
 */
export interface QuickDownload {
  label: string;
  fileName: string;
  text: () => string;
}

function guideText(categoryNames: string[]): string {
  const lines = [PORTAL_NAME, ''];
  for (const category of GUIDE_CATEGORIES.filter((c) => categoryNames.includes(c.name))) {
    lines.push(t(category.name).toUpperCase(), '');
    for (const guide of category.guides) {
      lines.push(t(guide.title), ...guide.steps.map((step, i) => `  ${i + 1}. ${t(step)}`), '');
    }
  }
  return lines.join('\n');
}

export const QUICK_DOWNLOADS: QuickDownload[] = [
  {
    label: msg('Quick start checklist'),
    fileName: 'quick-start-checklist.txt',
    text: () => guideText(['Setting up your centre', 'Patients', 'Reports']),
  },
  {
    label: msg('Form F checklist'),
    fileName: 'form-f-checklist.txt',
    text: () => guideText(['PC-PNDT and Form F']),
  },
  {
    label: msg('Billing guide'),
    fileName: 'billing-guide.txt',
    text: () => guideText(['Payments and billing']),
  },
];

/** Saves the text as a file through a temporary object URL; nothing is fetched. */
export function downloadText(download: QuickDownload): void {
  const url = URL.createObjectURL(new Blob([download.text()], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = download.fileName;
  anchor.click();
  URL.revokeObjectURL(url);
}
