import { isSigned } from '../../../../../core/reports/report-lifecycle.ts';
import { REPORT_TYPE_LABELS } from '../../../../../core/reports/templates/catalogue.ts';
import { isReportType } from '../../../../../core/reports/templates/template-types.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { msg, t } from '../../../lib/i18n.ts';

const STATUS_TONES: Record<string, BadgeTone> = {
  draft: 'amber',
  finalized: 'blue',
  reviewed: 'slate',
  signed: 'green',
};

const STATUS_LABELS: Record<string, string> = {
  draft: msg('Draft'),
  finalized: msg('Finalized'),
  reviewed: msg('Reviewed'),
  signed: msg('Signed'),
};

/** The four statuses in Title case, like every other badge of the app (issue 28); others raw. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** Spec §4: the four statuses get a colour; any other value shows as its raw text. */
export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'slate';
}

export function reportTypeLabel(type: string): string {
  return isReportType(type) ? REPORT_TYPE_LABELS[type] : type;
}

/**
 * The "Signed (this page)" count: finalizing signs a report as its doctor, so every finalized row
 * is signed ('reviewed' and 'signed' are never stored; core/reports/report-lifecycle.ts).
 */
export function signedCount(reports: readonly { status: string }[]): number {
  return reports.filter(isSigned).length;
}

/** Print is offered only for finalized or signed reports (spec §2). */
export function canPrint(status: string): boolean {
  return status === 'finalized' || status === 'signed';
}

/** Up to `max` page numbers around the current page (spec §9: at most 5 buttons). */
export function pageNumbers(page: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, Math.max(0, totalPages));
  if (count === 0) return [];
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 'Showing a to b of n reports' (spec §2), in the screen's language. */
export function showingLine(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return t('Showing {from} to {to} of {total} reports', { from: 0, to: 0, total });
  const from = (page - 1) * pageSize + 1;
  return t('Showing {from} to {to} of {total} reports', { from, to: from + shown - 1, total });
}
