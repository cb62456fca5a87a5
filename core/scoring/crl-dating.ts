/**
 * First-trimester dating by crown-rump length (research/domain-references.md §B.4).
 * Robinson & Fleming 1975 (Br J Obstet Gynaecol 82:702): GA (days) = 8.052 × √CRL(mm) + 23.73,
 * ±4.7 days (2 SD), the formula behind the BMUS dating charts. Robinson's table covers 6+2 to
 * 14+0 weeks; CRL dates a pregnancy up to 84 mm (13+6), after which head circumference does.
 */
import { valueMessage } from '../i18n/value-message.ts';

export const CRL_RANGE_MM = { min: 3, max: 84 } as const;
/** NT is valid only while the CRL is 45-84 mm (11+0 to 13+6 weeks; ISUOG 2013, UOG 41:102). */
export const NT_CRL_RANGE_MM = { min: 45, max: 84 } as const;
/** 3.5 mm is the 99th centile of NT, the FMF/ISUOG threshold for referral. */
export const NT_REFERRAL_MM = 3.5;
/**
 * The 95th centile of NT rises with CRL: about 2.1 mm at CRL 45 mm and 2.7 mm at 84 mm (Snijders
 * RJ, Noble P, Sebire N, Souka A, Nicolaides KH. Lancet 1998;352:343-346, as summarised by ISUOG
 * 2013, UOG 41:102; research/domain-references.md §C "NT"). Between the two it is read on the
 * straight line joining them, which is how the published centile rises over the window.
 */
export const NT_95TH_CENTILE = { atMinCrlMm: 2.1, atMaxCrlMm: 2.7 } as const;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Gestational age in whole days from a CRL in mm, or null outside the formula's range. */
export function crlGestationalAgeDays(crlMm: number): number | null {
  if (!Number.isFinite(crlMm) || crlMm < CRL_RANGE_MM.min || crlMm > CRL_RANGE_MM.max) return null;
  return Math.round(8.052 * Math.sqrt(crlMm) + 23.73);
}

export interface CrlGestationalAge {
  weeks: number;
  days: number;
  totalDays: number;
}

export function crlGestationalAge(crlMm: number): CrlGestationalAge | null {
  const totalDays = crlGestationalAgeDays(crlMm);
  if (totalDays === null) return null;
  return { weeks: Math.floor(totalDays / 7), days: totalDays % 7, totalDays };
}

/**
 * The largest difference between LMP and CRL dating that keeps the LMP (ACOG Committee Opinion
 * 700, 2017): up to 8+6 weeks by CRL, more than 5 days redates; from 9+0 to 13+6, more than 7.
 */
export function redatingThresholdDays(crlGaDays: number): number {
  return crlGaDays < 9 * 7 ? 5 : 7;
}

export interface FirstTrimesterDating {
  crlGa: CrlGestationalAge;
  /** The EDD the scan gives: exam date − GA + 280 days. */
  crlEdd: string;
  /** Days of the LMP's GA minus the CRL's on the exam date; null without an LMP. */
  lmpDifferenceDays: number | null;
  /** Which dating stands: the LMP when it agrees within the threshold, else the scan. */
  datedBy: 'lmp' | 'crl';
  edd: string;
}

/** CRL dating on the exam date, compared with the LMP when there is one. */
export function datePregnancyByCrl(crlMm: number, examDate: string, lmp: string | null): FirstTrimesterDating | null {
  const crlGa = crlGestationalAge(crlMm);
  if (!crlGa) return null;
  const exam = toUtc(examDate);
  const crlEdd = isoDay(exam + (280 - crlGa.totalDays) * DAY_MS);
  if (!lmp) return { crlGa, crlEdd, lmpDifferenceDays: null, datedBy: 'crl', edd: crlEdd };
  const lmpGaDays = Math.round((exam - toUtc(lmp)) / DAY_MS);
  const difference = lmpGaDays - crlGa.totalDays;
  const keepLmp = Math.abs(difference) <= redatingThresholdDays(crlGa.totalDays);
  const lmpEdd = isoDay(toUtc(lmp) + 280 * DAY_MS);
  return {
    crlGa,
    crlEdd,
    lmpDifferenceDays: difference,
    datedBy: keepLmp ? 'lmp' : 'crl',
    edd: keepLmp ? lmpEdd : crlEdd,
  };
}

/** The NT 95th centile in mm (two decimals) at a CRL, held at the window's ends outside it. */
export function ntCentile95Mm(crlMm: number): number {
  const { min, max } = NT_CRL_RANGE_MM;
  const fraction = (Math.min(Math.max(crlMm, min), max) - min) / (max - min);
  const mm = NT_95TH_CENTILE.atMinCrlMm + fraction * (NT_95TH_CENTILE.atMaxCrlMm - NT_95TH_CENTILE.atMinCrlMm);
  return Math.round(mm * 100) / 100;
}

export type NtAssessment =
  | { valid: false; reason: 'crl-out-of-range' }
  | { valid: true; referral: boolean; above95th: boolean; centile95Mm: number };

/**
 * Whether an NT can be read at this CRL; whether it is above the CRL's 95th centile (NT 3.0 mm at
 * CRL 45 mm is, 2.1 mm being the line there); and whether it reaches the 3.5 mm referral line.
 */
export function assessNuchalTranslucency(ntMm: number, crlMm: number): NtAssessment {
  if (crlMm < NT_CRL_RANGE_MM.min || crlMm > NT_CRL_RANGE_MM.max) return { valid: false, reason: 'crl-out-of-range' };
  const centile95Mm = ntCentile95Mm(crlMm);
  return { valid: true, referral: ntMm >= NT_REFERRAL_MM, above95th: ntMm > centile95Mm, centile95Mm };
}

/**
 * Robinson's formula reads CRL 84 mm as 14+0, while ISUOG puts 84 mm at 13+6, the last day of the
 * 11+0 to 13+6 window; a CRL at the window's edge says so rather than print a GA past it.
 */
/** The CRL window note, in English: printed as it is, translated by its template on screen. */
export const CRL_MESSAGES = {
  upperEdge: valueMessage(
    "CRL {crl} mm is the upper edge of the 11+0 to 13+6 weeks window (ISUOG 2013: {max} mm is 13+6); Robinson's formula reads 14+0 here.",
    (crl: number) => ({ crl, max: NT_CRL_RANGE_MM.max }),
  ),
} as const;

export function crlWindowNote(crlMm: number): string | null {
  if (crlMm >= NT_CRL_RANGE_MM.max) return CRL_MESSAGES.upperEdge(crlMm);
  return null;
}
