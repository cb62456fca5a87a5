import { clinicDayOf, formatIsoDay } from '../../../../../core/format/dates.ts';
import type { registerCounts } from '../../../../../core/formf/formf-register.ts';
import { monthLabel } from '../../../../../core/formf/print/register-print-model.ts';
import { htmlLang } from '../../../../../core/i18n/locales.ts';
import { currentLocale, t } from '../../../lib/i18n.ts';
import type { Register } from '../formf-api.ts';

/** The clinic's running month, as YYYY-MM: where the register opens. */
export function currentMonth(now: Date, timeZone?: string): string {
  return clinicDayOf(now, timeZone).slice(0, 7);
}

/**
 * The month as the screen names it: the printed register's English label (shared with its print
 * model and the server's PDF) in English, the
 * language's own month name otherwise ("नवंबर 2026"). The printed register keeps English.
 */
export function screenMonthLabel(month: string): string {
  const locale = currentLocale();
  if (locale === 'en') return monthLabel(month);
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(htmlLang(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Whether the report is still due, due today or overdue, in the clinic's calendar. */
export function dueState(register: Pick<Register, 'dueDate'>, now: Date, timeZone?: string) {
  const today = clinicDayOf(now, timeZone);
  const due = formatIsoDay(register.dueDate);
  if (today < register.dueDate)
    return { tone: 'blue' as const, text: t('Report due to the Appropriate Authority by {due}', { due }) };
  if (today === register.dueDate) return { tone: 'amber' as const, text: t('Report due today ({due})', { due }) };
  return { tone: 'slate' as const, text: t('Report was due by {due}', { due }) };
}

/**
 * The banner's words for the month's counts, in the screen's language (core's registerCountsText
 * says the same in English); null when the month has no form of a scan that happened.
 */
export function countsWords(counts: ReturnType<typeof registerCounts>): string | null {
  const voidText = counts.void ? ` ${t('({count} void, not counted)', { count: counts.void })}` : '';
  if (counts.live === 0) return counts.void ? `${t('No forms to complete')}${voidText}` : null;
  if (counts.incomplete === 0) {
    const complete =
      counts.live === 1 ? t('The 1 form is complete') : t('All {count} forms complete', { count: counts.live });
    return `${complete}${voidText}`;
  }
  const incomplete =
    counts.live === 1
      ? t('{incomplete} of {live} form incomplete', counts)
      : t('{incomplete} of {live} forms incomplete', counts);
  return `${incomplete}${voidText}`;
}

/** Where the register prints alone (A4 landscape). */
export function registerPrintPath(month: string): string {
  return `/pcpndt/register/${encodeURIComponent(month)}`;
}
