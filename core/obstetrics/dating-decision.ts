import { valueMessage } from '../i18n/value-message.ts';
import { crlGestationalAgeDays, redatingThresholdDays } from '../scoring/crl-dating.ts';
import { formatDayCount, formatWeeksDays, MAX_PREGNANCY_WEEKS, PREGNANCY_DAYS } from './lmp.ts';

/**
 * One dating decision per report (issue 30 item 2): by the LMP, or re-dated by the scan (CRL,
 * else biometry) when the two differ by more than the limit for the scan's gestation. Every
 * place that prints an EDD or a GA prints this decision, so a report cannot carry two due dates.
 *
 * Limits: ACOG Committee Opinion 700, "Methods for Estimating the Due Date" (2017), Table 1
 * (research/domain-references.md §B.5): by CRL up to 8+6 weeks more than 5 days, 9+0 to 13+6
 * more than 7; by biometry 14+0 to 15+6 more than 7 days, 16+0 to 21+6 more than 10.
 * From 22+0 weeks ACOG allows re-dating only with caution (more than 14, then 21 days) because a
 * small or large fetus would be re-dated into a normal one: a report here never re-dates a
 * pregnancy that has an LMP after 22+0 weeks, it says the difference instead, so a growth
 * problem stays visible in the EFW centile (which is read at the dated age).
 */
export type DatingMethod = 'lmp' | 'crl' | 'biometry';

export interface DatingDecision {
  method: DatingMethod;
  /** yyyy-mm-dd. */
  edd: string;
  /** Gestational age on the scan's day, in days. */
  gaDays: number;
  /** The rule applied, as printed: "LMP kept: CRL within 7 days (ACOG CO 700, 2017)". */
  rule: string;
}

export const DATING_SOURCE = 'ACOG Committee Opinion 700, 2017';
/** Biometry re-dates only before this day of gestation (22+0 weeks; see above). */
export const BIOMETRY_REDATING_LAST_DAY = 22 * 7 - 1;
const LMP_MAX_DAYS = MAX_PREGNANCY_WEEKS * 7 + 6;

/** ACOG CO 700 Table 1, by the scan's gestation in days: the largest difference that keeps the LMP. */
export function biometryRedatingThresholdDays(scanGaDays: number): number {
  if (scanGaDays < 16 * 7) return 7;
  if (scanGaDays < 22 * 7) return 10;
  if (scanGaDays < 28 * 7) return 14;
  return 21;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(toUtc(day) + days * DAY_MS);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rule a dating decision followed, in English: the report prints it, and the wizard shows
 * it translated by its template. {apart} and {limit} are day counts ("9 days", formatDayCount).
 */
export const DATING_MESSAGES = {
  noLmpCrl: 'No LMP: dated by CRL (Robinson 1975)',
  noLmpBiometry: 'No LMP: dated by biometry (Hadlock)',
  redatedByCrl: valueMessage('Re-dated by CRL: {apart} from the LMP, over {limit} ({source})', dayCounts),
  keptByCrl: valueMessage('LMP kept: CRL within {limit} ({source})', (limit: number) => dayCounts(0, limit)),
  keptByBiometry: valueMessage('LMP kept: biometry within {limit} ({source})', (limit: number) => dayCounts(0, limit)),
  keptAfter22Weeks: valueMessage(
    'LMP kept: biometry {apart} from the LMP after 22 weeks is not re-dated, it may be abnormal growth ({source})',
    (apart: number) => dayCounts(apart, 0),
  ),
  redatedByBiometry: valueMessage('Re-dated by biometry: {apart} from the LMP, over {limit} ({source})', dayCounts),
  byLmp: 'Dated by LMP (EDD = LMP + 280 days)',
} as const;

function dayCounts(apart: number, limit: number) {
  return { apart: formatDayCount(apart), limit: formatDayCount(limit), source: DATING_SOURCE };
}

export interface DatingInput {
  lmp: string | null;
  /** The day the fetus was scanned (lmpDatingDay), yyyy-mm-dd. */
  scanDate: string;
  /** Crown-rump length in mm (twins: the larger, ISUOG 2016), when measured. */
  crlMm?: number | null;
  /** Gestational age by biometry in days (twins: the larger fetus's), when measured. */
  biometryGaDays?: number | null;
}

function scanDating(method: 'crl' | 'biometry', gaDays: number, scanDate: string, rule: string): DatingDecision {
  return { method, gaDays, edd: addDays(scanDate, PREGNANCY_DAYS - gaDays), rule };
}

/** The report's dating, or null when there is neither a usable LMP nor a dating measurement. */
export function decideDating(input: DatingInput): DatingDecision | null {
  const { scanDate } = input;
  if (!ISO_DAY.test(scanDate)) return null;
  const lmpGa = input.lmp && ISO_DAY.test(input.lmp) ? Math.round((toUtc(scanDate) - toUtc(input.lmp)) / DAY_MS) : null;
  const lmpUsable = lmpGa !== null && lmpGa >= 0 && lmpGa <= LMP_MAX_DAYS;
  const byLmp = (rule: string): DatingDecision => ({
    method: 'lmp',
    gaDays: lmpGa as number,
    edd: addDays(input.lmp as string, PREGNANCY_DAYS),
    rule,
  });
  const crlGa = input.crlMm ? crlGestationalAgeDays(input.crlMm) : null;
  if (crlGa !== null) {
    if (!lmpUsable) return scanDating('crl', crlGa, scanDate, DATING_MESSAGES.noLmpCrl);
    const apart = Math.abs(lmpGa - crlGa);
    const limit = redatingThresholdDays(crlGa);
    return apart > limit
      ? scanDating('crl', crlGa, scanDate, DATING_MESSAGES.redatedByCrl(apart, limit))
      : byLmp(DATING_MESSAGES.keptByCrl(limit));
  }
  const bioGa = input.biometryGaDays ?? null;
  if (bioGa !== null && bioGa > 0) {
    if (!lmpUsable) return scanDating('biometry', bioGa, scanDate, DATING_MESSAGES.noLmpBiometry);
    const apart = Math.abs(lmpGa - bioGa);
    const limit = biometryRedatingThresholdDays(bioGa);
    if (apart <= limit) return byLmp(DATING_MESSAGES.keptByBiometry(limit));
    if (bioGa > BIOMETRY_REDATING_LAST_DAY) {
      return byLmp(DATING_MESSAGES.keptAfter22Weeks(apart));
    }
    return scanDating('biometry', bioGa, scanDate, DATING_MESSAGES.redatedByBiometry(apart, limit));
  }
  return lmpUsable ? byLmp(DATING_MESSAGES.byLmp) : null;
}

/**
 * Whether a print needs the rule beside the dated GA: a re-dating, or an LMP kept although the scan
 * differs. When the scan agrees, "(by LMP)" on the GA says it all, and a one-page report stays on
 * one page (issue 28); the wizard always shows the rule.
 */
export function datingNeedsNote(dating: Pick<DatingDecision, 'method' | 'rule'>): boolean {
  return dating.method !== 'lmp' || dating.rule.includes('not re-dated');
}

export const DATED_BY: Record<DatingMethod, string> = { lmp: 'by LMP', crl: 'by CRL', biometry: 'by biometry' };

/** "12 weeks 3 days (by CRL)": the dated GA as every print place shows it. */
export function datedGaText(dating: Pick<DatingDecision, 'gaDays' | 'method'>): string {
  return `${formatWeeksDays(Math.floor(dating.gaDays / 7), dating.gaDays % 7)} (${DATED_BY[dating.method]})`;
}
