/**
 * Fetal biometry by Hadlock (research/domain-references.md §B). Inputs are millimetres, as the
 * sonographer measures them; the equations take centimetres.
 *
 * Neither calculator refuses a measured value for being outside the spec's ranges (clinical §5):
 * those ranges cut off normal fetuses (below ~22 weeks the weight is under 500 g; at 40 weeks
 * ~39% have a BPD over 9.5 cm, research §B.7). The spec's wording comes back as a warning shown
 * next to the result instead, and a value outside what Hadlock's studies covered says so.
 */
import { valueMessage } from '../i18n/value-message.ts';

export const BIOMETRY_MESSAGES = {
  gaOutOfRange: 'Measurements outside valid ranges for GA calculation',
  efwNeedsAll: 'All four biometric parameters required (BPD, HC, AC, FL)',
  outsideClinicalRanges: valueMessage('{names} outside clinical ranges', (names: string[]) => ({
    names: names.join(', '),
  })),
  efwOutOfRange: valueMessage('Calculated weight ({grams}g) outside normal fetal range', (grams: number) => ({
    grams,
  })),
  efwValidityCaveat: "Hadlock IV's accuracy at this weight is not established: interpret with caution.",
  gaValidityCaveat: valueMessage(
    '{parameter} alone reads {weeks}, outside the 14-42 weeks Hadlock 1984 studied: interpret with caution.',
    (parameter: string, weeks: string) => ({ parameter, weeks }),
  ),
  gaDisagreement: valueMessage(
    'The parameters differ by more than 2 weeks ({readings}): check for asymmetric growth.',
    (readings: string) => ({ readings }),
  ),
  // How the age was computed, shown beside it and printed with it.
  gaMethod: valueMessage('Hadlock ({parameters})', (parameters: string) => ({ parameters })),
  gaMethodAverage: valueMessage('Average of Hadlock single-parameter ages ({parameters})', (parameters: string) => ({
    parameters,
  })),
  efwLabel: 'Hadlock Formula IV',
  efwErrorNote: 'Estimated fetal weight has an error margin of ±15-20%.',
} as const;

/** The spec's input ranges in cm (clinical §5), now the bounds of a warning. */
export const VALID_RANGES_CM = {
  BPD: [2.4, 9.5],
  HC: [8, 35],
  AC: [8, 40],
  FL: [1.5, 8.5],
} as const;
export type Parameter = keyof typeof VALID_RANGES_CM;

/** The spec's GA result bounds: a result outside them is not a gestational age. */
const GA_MIN_WEEKS = 12;
const GA_MAX_WEEKS = 42;
/** Hadlock 1984 studied 14-42 weeks (Radiology 1984;152:497): a reading outside is extrapolated. */
const STUDY_MIN_WEEKS = 14;
const STUDY_MAX_WEEKS = 42;
/** Readings further apart than this are worth a second look (a small AC behind head and femur). */
const DISAGREEMENT_WEEKS = 2;
const EFW_MIN_G = 500;
const EFW_MAX_G = 5000;

const toCm = (mm: number) => mm / 10;
const inRange = (p: Parameter, cm: number) => cm >= VALID_RANGES_CM[p][0] && cm <= VALID_RANGES_CM[p][1];
const measured = (mm: number | null | undefined): mm is number =>
  mm !== null && mm !== undefined && Number.isFinite(mm) && mm > 0;

/** Weeks as "33w5d", rounded to the day. */
export function weeksDaysShort(weeks: number): string {
  const totalDays = Math.round(weeks * 7);
  return `${Math.floor(totalDays / 7)}w${totalDays % 7}d`;
}

/** Hadlock 1984 single-parameter menstrual age, weeks, x in cm. */
export const gaFromBpd = (cm: number) => 9.54 + 1.482 * cm + 0.1676 * cm ** 2;
export const gaFromHc = (cm: number) => 8.96 + 0.54 * cm + 0.0003 * cm ** 3;
export const gaFromAc = (cm: number) => 8.14 + 0.753 * cm + 0.0036 * cm ** 2;
export const gaFromFl = (cm: number) => 10.35 + 2.46 * cm + 0.17 * cm ** 2;

const SINGLE: Record<Parameter, (cm: number) => number> = { BPD: gaFromBpd, HC: gaFromHc, AC: gaFromAc, FL: gaFromFl };
type Cm = Partial<Record<Parameter, number>>;

/**
 * Hadlock 1984 multi-parameter regressions (research §B.1), most complete first. Each needs every
 * parameter it names; the first whose parameters were all measured is used.
 */
const MULTI: readonly { uses: readonly Parameter[]; weeks: (cm: Required<Cm>) => number }[] = [
  {
    uses: ['BPD', 'HC', 'AC', 'FL'],
    weeks: ({ BPD, HC, AC, FL }) => 10.85 + 0.06 * HC * FL + 0.67 * BPD + 0.168 * AC,
  },
  { uses: ['HC', 'AC', 'FL'], weeks: ({ HC, AC, FL }) => 10.33 + 0.031 * HC * FL + 0.361 * HC + 0.0298 * AC * FL },
  { uses: ['BPD', 'AC', 'FL'], weeks: ({ BPD, AC, FL }) => 10.61 + 0.175 * BPD * FL + 0.297 * AC + 0.71 * FL },
  { uses: ['BPD', 'HC', 'AC'], weeks: ({ BPD, HC, AC }) => 10.58 + 0.005 * HC ** 2 + 0.3635 * AC + 0.02864 * BPD * AC },
];

export interface Measurements {
  bpdMm?: number | null;
  hcMm?: number | null;
  acMm?: number | null;
  flMm?: number | null;
}

const PARAMETER_ORDER: readonly Parameter[] = ['BPD', 'HC', 'AC', 'FL'];

function measuredCm(m: Measurements): Cm {
  const mm: Record<Parameter, number | null | undefined> = { BPD: m.bpdMm, HC: m.hcMm, AC: m.acMm, FL: m.flMm };
  const cm: Cm = {};
  for (const p of PARAMETER_ORDER) {
    const value = mm[p];
    if (measured(value)) cm[p] = toCm(value);
  }
  return cm;
}

function rangeWarnings(cm: Cm): string[] {
  const outside = PARAMETER_ORDER.filter((p) => cm[p] !== undefined && !inRange(p, cm[p] as number));
  return outside.length ? [BIOMETRY_MESSAGES.outsideClinicalRanges(outside)] : [];
}

export type GaResult =
  | {
      ok: true;
      weeks: number;
      days: number;
      totalWeeks: number;
      usedParameters: Parameter[];
      /** How the age was computed, for the screen and the printout: "Hadlock (BPD, HC, AC, FL)". */
      method: string;
      warnings: string[];
    }
  | { ok: false; message: string };

/**
 * Gestational age from every measured parameter, AC included so a small abdomen is not hidden by
 * head and femur (issue 30): Hadlock's multi-parameter regression when the measured set has one,
 * else the average of the single-parameter ages (which the paper found also improves on any one
 * parameter). No measured value is left out; one outside the spec's ranges or the study's weeks is
 * used and named in a warning. Only a result outside 12-42 weeks is refused, with the spec's message.
 */
export function gestationalAgeFromBiometry(m: Measurements): GaResult {
  const cm = measuredCm(m);
  const used = PARAMETER_ORDER.filter((p) => cm[p] !== undefined);
  if (used.length === 0) return { ok: false, message: BIOMETRY_MESSAGES.gaOutOfRange };
  const singles = used.map((p) => ({ parameter: p, weeks: SINGLE[p](cm[p] as number) }));
  const multi = MULTI.find((formula) => formula.uses.every((p) => cm[p] !== undefined));
  const totalWeeks = multi
    ? multi.weeks(cm as Required<Cm>)
    : singles.reduce((sum, s) => sum + s.weeks, 0) / singles.length;
  if (!(totalWeeks >= GA_MIN_WEEKS && totalWeeks <= GA_MAX_WEEKS)) {
    return { ok: false, message: BIOMETRY_MESSAGES.gaOutOfRange };
  }
  const usedParameters = multi ? [...multi.uses] : used;
  const list = usedParameters.join(', ');
  const method =
    multi || used.length === 1 ? BIOMETRY_MESSAGES.gaMethod(list) : BIOMETRY_MESSAGES.gaMethodAverage(list);
  const warnings = rangeWarnings(cm);
  for (const s of singles) {
    if (s.weeks < STUDY_MIN_WEEKS || s.weeks > STUDY_MAX_WEEKS) {
      warnings.push(BIOMETRY_MESSAGES.gaValidityCaveat(s.parameter, weeksDaysShort(s.weeks)));
    }
  }
  const readings = singles.map((s) => s.weeks);
  if (Math.max(...readings) - Math.min(...readings) > DISAGREEMENT_WEEKS) {
    warnings.push(
      BIOMETRY_MESSAGES.gaDisagreement(singles.map((s) => `${s.parameter} ${weeksDaysShort(s.weeks)}`).join(', ')),
    );
  }
  const totalDays = Math.round(totalWeeks * 7);
  return {
    ok: true,
    weeks: Math.floor(totalDays / 7),
    days: totalDays % 7,
    totalWeeks,
    usedParameters,
    method,
    warnings,
  };
}

/** Hadlock 1985 formula IV: log10(EFW g) from BPD, HC, AC and FL in cm. */
export function hadlockIvGrams(bpd: number, hc: number, ac: number, fl: number): number {
  const log10 = 1.3596 - 0.00386 * ac * fl + 0.0064 * hc + 0.00061 * bpd * ac + 0.0424 * ac + 0.174 * fl;
  return 10 ** log10;
}

export type EfwResult =
  | { ok: true; grams: number; label: string; note: string; warnings: string[] }
  | { ok: false; message: string };

/**
 * Estimated fetal weight (Hadlock IV) from all four parameters. Inputs outside the spec's ranges
 * and a weight outside its 500-5000 g bound are warned about in the spec's words, never refused.
 */
export function estimateFetalWeight(m: Measurements): EfwResult {
  const cm = measuredCm(m);
  const { BPD, HC, AC, FL } = cm;
  if (BPD === undefined || HC === undefined || AC === undefined || FL === undefined) {
    return { ok: false, message: BIOMETRY_MESSAGES.efwNeedsAll };
  }
  const grams = Math.round(hadlockIvGrams(BPD, HC, AC, FL));
  const warnings = rangeWarnings(cm);
  if (grams < EFW_MIN_G || grams > EFW_MAX_G) {
    warnings.push(BIOMETRY_MESSAGES.efwOutOfRange(grams), BIOMETRY_MESSAGES.efwValidityCaveat);
  }
  return { ok: true, grams, label: BIOMETRY_MESSAGES.efwLabel, note: BIOMETRY_MESSAGES.efwErrorNote, warnings };
}
