/**
 * First-trimester dating by crown-rump length (research/domain-references.md §B.4).
 * Robinson & Fleming 1975 (Br J Obstet Gynaecol 82:702): GA (days) = 8.052 × √CRL(mm) + 23.73,
 * ±4.7 days (2 SD), the formula behind the BMUS dating charts. Robinson's table covers 6+2 to
 * 14+0 weeks; CRL dates a pregnancy up to 84 mm (13+6), after which head circumference does.
 */
export const CRL_RANGE_MM = { min: 3, max: 84 } as const;
/** NT is valid only while the CRL is 45-84 mm (11+0 to 13+6 weeks; ISUOG 2013, UOG 41:102). */
export const NT_CRL_RANGE_MM = { min: 45, max: 84 } as const;
/** 3.5 mm is the 99th centile of NT, the FMF/ISUOG threshold for referral. */
export const NT_REFERRAL_MM = 3.5;

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

export type NtAssessment = { valid: false; reason: 'crl-out-of-range' } | { valid: true; referral: boolean };

/** Whether an NT can be read at this CRL, and whether it reaches the 3.5 mm referral line. */
export function assessNuchalTranslucency(ntMm: number, crlMm: number): NtAssessment {
  if (crlMm < NT_CRL_RANGE_MM.min || crlMm > NT_CRL_RANGE_MM.max) return { valid: false, reason: 'crl-out-of-range' };
  return { valid: true, referral: ntMm >= NT_REFERRAL_MM };
}
