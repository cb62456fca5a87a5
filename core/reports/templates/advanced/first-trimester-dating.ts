import { z } from 'zod';
import { valueMessage } from '../../../i18n/value-message.ts';
import {
  assessNuchalTranslucency,
  CRL_RANGE_MM,
  crlWindowNote,
  datePregnancyByCrl,
  NT_95TH_CENTILE,
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
  'CRL dating: Robinson HP, Fleming JEE. A critical evaluation of sonar crown-rump length measurements. Br J Obstet Gynaecol 1975;82:702-710. Redating: ACOG Committee Opinion 700 (2017). NT: ISUOG 2013 (Ultrasound Obstet Gynecol 41:102); NT centiles by CRL: Snijders RJ et al., Lancet 1998;352:343-346.';

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
  /** Set when the CRL is at the NT window's upper edge (84 mm), where Robinson reads 14+0. */
  windowNote?: string | null;
  /** null when no NT was measured. */
  nt: {
    mm: number;
    valid: boolean;
    referral: boolean;
    /** Above the 95th centile for this CRL (Snijders 1998); absent on reports scored before it. */
    above95th?: boolean;
    note: string;
  } | null;
  nasalBone: keyof typeof NASAL_BONE;
  fetalHeartRateBpm: number | null;
  source: string;
}

/** What the NT reading means, in English: the report prints it, the wizard shows it translated. */
export const NT_MESSAGES = {
  notInterpretable: `Not interpretable: NT is read only at CRL ${NT_CRL_RANGE_MM.min}-${NT_CRL_RANGE_MM.max} mm`,
  referral: `${NT_REFERRAL_MM} mm or more (the 99th centile): fetal medicine referral advised`,
  above95th: valueMessage('Above the 95th centile for CRL {crl} mm ({centile} mm)', centileValues),
  notAbove95th: valueMessage('Not above the 95th centile for CRL {crl} mm ({centile} mm)', centileValues),
} as const;

function centileValues(crl: number, centile: number) {
  return { crl, centile };
}

function ntNote(ntMm: number, crlMm: number) {
  const nt = assessNuchalTranslucency(ntMm, crlMm);
  if (!nt.valid) {
    return {
      valid: false,
      referral: false,
      above95th: false,
      note: NT_MESSAGES.notInterpretable,
    };
  }
  const note = nt.referral
    ? NT_MESSAGES.referral
    : (nt.above95th ? NT_MESSAGES.above95th : NT_MESSAGES.notAbove95th)(crlMm, nt.centile95Mm);
  return { valid: true, referral: nt.referral, above95th: nt.above95th, note };
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
    windowNote: crlWindowNote(data.crlMm),
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
    'Nuchal translucency measured at CRL 45-84 mm is within the normal range for the crown-rump length.',
    'Nuchal translucency is above the 95th centile for the crown-rump length.',
    'Nuchal translucency is 3.5 mm or more; fetal medicine referral is advised.',
  ],
  extraReference: {
    normalRanges: [
      `GA method: ${CRL_METHOD}, GA (days) = 8.052 × √CRL (mm) + 23.73, CRL 3-84 mm.`,
      'Re-date by the scan when LMP and CRL differ by more than 5 days up to 8+6 weeks, or more than 7 days from 9+0 to 13+6 weeks.',
      `NT valid at CRL ${NT_CRL_RANGE_MM.min}-${NT_CRL_RANGE_MM.max} mm; 95th centile ${NT_95TH_CENTILE.atMinCrlMm} mm at CRL ${NT_CRL_RANGE_MM.min} mm rising to ${NT_95TH_CENTILE.atMaxCrlMm} mm at ${NT_CRL_RANGE_MM.max} mm (Snijders 1998); referral at ${NT_REFERRAL_MM} mm or more (99th centile). No risk figure is given.`,
    ],
    sources: [CRL_SOURCE],
  },
});
