import { z } from 'zod';
import {
  assessNuchalTranslucency,
  CRL_RANGE_MM,
  datePregnancyByCrl,
  NT_CRL_RANGE_MM,
  NT_REFERRAL_MM,
  redatingThresholdDays,
} from '../../../scoring/crl-dating.ts';
import { calendarDate, DATE_RANGES } from '../../../validation/calendar-date.ts';
import { OBSTETRIC_FIRST_TRIMESTER_TEMPLATE } from '../obstetric-first-trimester.ts';
import { defineAdvanced } from './define-advanced.ts';
import { numberIn } from './descriptor-schema.ts';

export const CRL_METHOD = 'Robinson & Fleming 1975';
export const CRL_SOURCE =
  'CRL dating: Robinson HP, Fleming JEE. A critical evaluation of sonar crown-rump length measurements. Br J Obstet Gynaecol 1975;82:702-710. Redating: ACOG Committee Opinion 700 (2017). NT: ISUOG 2013 (Ultrasound Obstet Gynecol 41:102).';

export const NASAL_BONE = { present: 'Present', absent: 'Absent', 'not-assessed': 'Not assessed' } as const;

export const FirstTrimesterDataSchema = z.object({
  examDate: calendarDate(DATE_RANGES.past),
  crlMm: numberIn(
    CRL_RANGE_MM.min,
    CRL_RANGE_MM.max,
    `CRL must be between ${CRL_RANGE_MM.min} and ${CRL_RANGE_MM.max} mm for CRL dating`,
  ),
  ntMm: numberIn(0.1, 15, 'NT must be between 0.1 and 15 mm').nullish(),
  nasalBone: z
    .enum(['present', 'absent', 'not-assessed'], { error: 'Unknown nasal bone finding' })
    .default('not-assessed'),
  fetalHeartRateBpm: numberIn(40, 250, 'Fetal heart rate must be between 40 and 250 bpm').nullish(),
});
export type FirstTrimesterData = z.infer<typeof FirstTrimesterDataSchema>;

export interface FirstTrimesterScores {
  method: string;
  crlMm: number;
  gaWeeks: number;
  gaDays: number;
  crlEdd: string;
  lmpDifferenceDays: number | null;
  redatingThresholdDays: number;
  datedBy: 'lmp' | 'crl';
  edd: string;
  /** null when no NT was measured. */
  nt: { mm: number; valid: boolean; referral: boolean; note: string } | null;
  nasalBone: keyof typeof NASAL_BONE;
  fetalHeartRateBpm: number | null;
  source: string;
}

function ntNote(ntMm: number, crlMm: number) {
  const nt = assessNuchalTranslucency(ntMm, crlMm);
  if (!nt.valid) {
    return {
      valid: false,
      referral: false,
      note: `Not interpretable: NT is read only at CRL ${NT_CRL_RANGE_MM.min}-${NT_CRL_RANGE_MM.max} mm`,
    };
  }
  return nt.referral
    ? { valid: true, referral: true, note: `${NT_REFERRAL_MM} mm or more: fetal medicine referral advised` }
    : { valid: true, referral: false, note: `Below ${NT_REFERRAL_MM} mm` };
}

/**
 * The dating of the scan from the stored CRL (never the browser's figure). No risk figure:
 * combined-screening algorithms are licensed, and a number here would look like one.
 */
export function scoreFirstTrimester(data: FirstTrimesterData, lmp: string | null): FirstTrimesterScores {
  const dating = datePregnancyByCrl(data.crlMm, data.examDate, lmp);
  // The schema keeps the CRL inside the formula's range, so dating exists.
  if (!dating) throw new Error('CRL outside the dating range');
  return {
    method: CRL_METHOD,
    crlMm: data.crlMm,
    gaWeeks: dating.crlGa.weeks,
    gaDays: dating.crlGa.days,
    crlEdd: dating.crlEdd,
    lmpDifferenceDays: dating.lmpDifferenceDays,
    redatingThresholdDays: redatingThresholdDays(dating.crlGa.totalDays),
    datedBy: dating.datedBy,
    edd: dating.edd,
    nt: data.ntMm == null ? null : { mm: data.ntMm, ...ntNote(data.ntMm, data.crlMm) },
    nasalBone: data.nasalBone,
    fetalHeartRateBpm: data.fetalHeartRateBpm ?? null,
    source: CRL_SOURCE,
  };
}

export const FIRST_TRIMESTER_DATING_TEMPLATE = defineAdvanced({
  id: 'first-trimester-dating',
  name: 'First Trimester Dating / NT Scan',
  printTitle: 'USG OBSTETRIC SCAN - FIRST TRIMESTER DATING / NT',
  calculator: 'first-trimester-dating',
  base: OBSTETRIC_FIRST_TRIMESTER_TEMPLATE,
  extraPhrases: [
    'Pregnancy is dated by crown-rump length (Robinson & Fleming 1975).',
    'Dating by LMP agrees with the crown-rump length; the LMP dates are retained.',
    'Dating by LMP differs from the crown-rump length beyond the re-dating limit; the pregnancy is re-dated by the scan.',
    'Nuchal translucency measured at CRL 45-84 mm is below 3.5 mm.',
    'Nuchal translucency is 3.5 mm or more; fetal medicine referral is advised.',
  ],
  extraReference: {
    normalRanges: [
      `GA method: ${CRL_METHOD}, GA (days) = 8.052 × √CRL (mm) + 23.73, CRL 3-84 mm.`,
      'Re-date by the scan when LMP and CRL differ by more than 5 days up to 8+6 weeks, or more than 7 days from 9+0 to 13+6 weeks.',
      `NT valid at CRL ${NT_CRL_RANGE_MM.min}-${NT_CRL_RANGE_MM.max} mm; flagged at ${NT_REFERRAL_MM} mm or more. No risk figure is given.`,
    ],
    sources: [CRL_SOURCE],
  },
});
