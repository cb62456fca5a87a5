import { z } from 'zod';
import {
  type CentileFlag,
  CIOBANU_2019_DAYS,
  type DopplerCentile,
  type DopplerVessel,
  dopplerCentile,
  GOMEZ_2008_DAYS,
  uterineMeanPiCentile,
} from '../../../scoring/fetal-doppler.ts';
import { OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE } from '../obstetric-second-third-trimester.ts';
import { defineAdvanced } from './define-advanced.ts';
import { gestationalAgeFields, numberIn } from './descriptor-schema.ts';

export const DOPPLER_SOURCE =
  'UA PI, MCA PI, CPR: Ciobanu A, Wright A, Syngelaki A, Wright D, Akolekar R, Nicolaides KH. Fetal Medicine Foundation reference ranges for umbilical artery and middle cerebral artery pulsatility index and cerebroplacental ratio. Ultrasound Obstet Gynecol 2019;53:465-472. Mean uterine artery PI: Gómez O, Figueras F, Fernández S, et al. Reference ranges for uterine artery mean pulsatility index at 11-41 weeks of gestation. Ultrasound Obstet Gynecol 2008;32:128-132.';

const pi = (label: string) => numberIn(0.1, 5, `${label} must be between 0.1 and 5`).nullish();

export const DopplerDataSchema = z
  .object({
    ...gestationalAgeFields(11),
    uaPi: pi('Umbilical artery PI'),
    mcaPi: pi('Middle cerebral artery PI'),
    rightUtaPi: pi('Right uterine artery PI'),
    leftUtaPi: pi('Left uterine artery PI'),
  })
  .refine((d) => [d.uaPi, d.mcaPi, d.rightUtaPi, d.leftUtaPi].some((v) => v != null), {
    message: 'Enter at least one pulsatility index',
    path: ['uaPi'],
  });
export type DopplerData = z.infer<typeof DopplerDataSchema>;

export type DopplerRowKey = DopplerVessel | 'uta';

export interface DopplerRow {
  key: DopplerRowKey;
  label: string;
  value: number;
  /** The reference median (UA, MCA, CPR) or expected mean (UtA) at this GA; null outside its range. */
  expected: number | null;
  /** null when the GA is outside the equation's range. */
  centile: number | null;
  flag: CentileFlag;
  note: string;
}

export interface DopplerScores {
  gaWeeks: number;
  gaDays: number;
  rows: DopplerRow[];
  source: string;
}

export const DOPPLER_LABELS: Record<DopplerRowKey, string> = {
  ua: 'Umbilical artery PI',
  mca: 'Middle cerebral artery PI',
  cpr: 'Cerebroplacental ratio (MCA PI / UA PI)',
  uta: 'Mean uterine artery PI',
};

const FLAG_TEXT: Record<Exclude<CentileFlag, null>, string> = {
  'below-5th': 'below the 5th centile',
  'above-95th': 'above the 95th centile',
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Centiles beyond 0.1-99.9 are printed as bounds: "centile 0" would read as a measured zero. */
const ordinal = (centile: number) =>
  centile < 0.1 ? 'centile below 0.1' : centile > 99.9 ? 'centile above 99.9' : `centile ${centile}`;

/** One printed row: the centile and its flag, or why there is none; `prefix` leads the note. */
function centileRow(
  key: DopplerRowKey,
  value: number,
  result: DopplerCentile | null,
  notes: { prefix?: string; outOfRange: string },
): DopplerRow {
  const lead = notes.prefix ? `${notes.prefix}; ` : '';
  const row = { key, label: DOPPLER_LABELS[key], value };
  if (!result) return { ...row, expected: null, centile: null, flag: null, note: `${lead}${notes.outOfRange}` };
  const where = result.flag ? `${ordinal(result.centile)}: ${FLAG_TEXT[result.flag]}` : ordinal(result.centile);
  return {
    ...row,
    expected: round(result.median, 2),
    centile: result.centile,
    flag: result.flag,
    note: `${lead}${where}`,
  };
}

const vesselRow = (key: DopplerVessel, value: number, gaDays: number) =>
  centileRow(key, value, dopplerCentile(key, value, gaDays), {
    outOfRange: 'No centile: the reference covers 20+0 to 41+6 weeks',
  });

function uterineRow(right: number | null | undefined, left: number | null | undefined, gaDays: number): DopplerRow {
  const measured = [right, left].filter((v): v is number => v != null);
  const mean = round(measured.reduce((a, b) => a + b, 0) / measured.length, 2);
  return centileRow('uta', mean, uterineMeanPiCentile(mean, gaDays), {
    prefix: measured.length === 2 ? `mean of right ${right} and left ${left}` : 'one side only',
    outOfRange: 'no reference outside 11+0 to 41+6 weeks',
  });
}

/** The rows printed and shown, from the stored indices at the stored GA (never the browser's). */
export function scoreDoppler(data: DopplerData): DopplerScores {
  const gaDays = data.gaWeeks * 7 + data.gaDays;
  const rows: DopplerRow[] = [];
  if (data.uaPi != null) rows.push(vesselRow('ua', data.uaPi, gaDays));
  if (data.mcaPi != null) rows.push(vesselRow('mca', data.mcaPi, gaDays));
  if (data.uaPi != null && data.mcaPi != null) rows.push(vesselRow('cpr', round(data.mcaPi / data.uaPi, 2), gaDays));
  if (data.rightUtaPi != null || data.leftUtaPi != null) rows.push(uterineRow(data.rightUtaPi, data.leftUtaPi, gaDays));
  return { gaWeeks: data.gaWeeks, gaDays: data.gaDays, rows, source: DOPPLER_SOURCE };
}

const weeks = (days: number) => `${Math.floor(days / 7)}+${days % 7}`;

export const FETAL_DOPPLER_TEMPLATE = defineAdvanced({
  id: 'fetal-doppler',
  name: 'Fetal Doppler with Centiles',
  printTitle: 'USG OBSTETRIC DOPPLER STUDY',
  calculator: 'fetal-doppler',
  base: OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE,
  extraPhrases: [
    'Umbilical artery PI is within normal limits for gestational age.',
    'Umbilical artery PI is above the 95th centile for gestational age.',
    'Middle cerebral artery PI is below the 5th centile for gestational age, suggesting cerebral redistribution.',
    'Cerebroplacental ratio is below the 5th centile for gestational age.',
    'Umbilical artery end-diastolic flow is present.',
    'Absent end-diastolic flow in the umbilical artery.',
    'Reversed end-diastolic flow in the umbilical artery.',
    'Bilateral uterine artery diastolic notching is seen.',
  ],
  extraReference: {
    normalRanges: [
      `UA PI, MCA PI and CPR centiles by Ciobanu et al. 2019 (FMF), valid ${weeks(CIOBANU_2019_DAYS.min)} to ${weeks(CIOBANU_2019_DAYS.max)} weeks; no centile outside.`,
      'Flagged below the 5th or above the 95th centile (UA PI high, MCA PI and CPR low are the usual concerns).',
      `Mean uterine artery PI centile by Gómez et al. 2008, valid ${weeks(GOMEZ_2008_DAYS.min)} to ${weeks(GOMEZ_2008_DAYS.max)} weeks: log-normal about the published mean curve, its spread taken from the published 95th centiles (2.70 at 11 weeks, 0.89 at 41 weeks; 0.99 at 34 weeks is reproduced). Above the 95th centile is the usual concern.`,
    ],
    sources: [DOPPLER_SOURCE],
  },
});
