/**
 * Fetal biometry by Hadlock (research/domain-references.md §B). Inputs are millimetres, as the
 * sonographer measures them; the equations take centimetres.
 */
export const BIOMETRY_MESSAGES = {
  gaOutOfRange: 'Measurements outside valid ranges for GA calculation',
  efwNeedsAll: 'All four biometric parameters required (BPD, HC, AC, FL)',
  efwInvalid: (names: string[]) => `Invalid measurements: ${names.join(', ')} outside clinical ranges`,
  efwOutOfRange: (grams: number) => `Calculated weight (${grams}g) outside normal fetal range`,
  efwLabel: 'Hadlock Formula IV',
  efwErrorNote: 'Estimated fetal weight has an error margin of ±15-20%.',
} as const;

/** The spec's valid input ranges in cm (clinical §5). */
export const VALID_RANGES_CM = {
  BPD: [2.4, 9.5],
  HC: [8, 35],
  AC: [8, 40],
  FL: [1.5, 8.5],
} as const;
type Parameter = keyof typeof VALID_RANGES_CM;

const GA_MIN_WEEKS = 12;
const GA_MAX_WEEKS = 42;
const EFW_MIN_G = 500;
const EFW_MAX_G = 5000;

const toCm = (mm: number) => mm / 10;
const inRange = (p: Parameter, cm: number) => cm >= VALID_RANGES_CM[p][0] && cm <= VALID_RANGES_CM[p][1];

/** Hadlock 1984 single-parameter menstrual age, weeks, x in cm. */
export const gaFromBpd = (cm: number) => 9.54 + 1.482 * cm + 0.1676 * cm ** 2;
export const gaFromHc = (cm: number) => 8.96 + 0.54 * cm + 0.0003 * cm ** 3;
export const gaFromAc = (cm: number) => 8.14 + 0.753 * cm + 0.0036 * cm ** 2;
export const gaFromFl = (cm: number) => 10.35 + 2.46 * cm + 0.17 * cm ** 2;

export interface Measurements {
  bpdMm?: number | null;
  hcMm?: number | null;
  acMm?: number | null;
  flMm?: number | null;
}

export type GaResult =
  | { ok: true; weeks: number; days: number; totalWeeks: number; usedParameters: Parameter[] }
  | { ok: false; message: string };

/**
 * Gestational age as the spec defines it: from BPD, HC and FL (AC is not used for dating), each
 * in its valid range and giving 12-42 weeks, averaged.
 */
export function gestationalAgeFromBiometry(m: Measurements): GaResult {
  const estimates: { parameter: Parameter; weeks: number }[] = [];
  const consider = (parameter: Parameter, mm: number | null | undefined, equation: (cm: number) => number) => {
    if (mm === null || mm === undefined || !Number.isFinite(mm)) return;
    const cm = toCm(mm);
    if (!inRange(parameter, cm)) return;
    const weeks = equation(cm);
    if (weeks >= GA_MIN_WEEKS && weeks <= GA_MAX_WEEKS) estimates.push({ parameter, weeks });
  };
  consider('BPD', m.bpdMm, gaFromBpd);
  consider('HC', m.hcMm, gaFromHc);
  consider('FL', m.flMm, gaFromFl);
  if (estimates.length === 0) return { ok: false, message: BIOMETRY_MESSAGES.gaOutOfRange };
  const average = estimates.reduce((sum, e) => sum + e.weeks, 0) / estimates.length;
  const totalDays = Math.round(average * 7);
  return {
    ok: true,
    weeks: Math.floor(totalDays / 7),
    days: totalDays % 7,
    totalWeeks: average,
    usedParameters: estimates.map((e) => e.parameter),
  };
}

/** Hadlock 1985 formula IV: log10(EFW g) from BPD, HC, AC and FL in cm. */
export function hadlockIvGrams(bpd: number, hc: number, ac: number, fl: number): number {
  const log10 = 1.3596 - 0.00386 * ac * fl + 0.0064 * hc + 0.00061 * bpd * ac + 0.0424 * ac + 0.174 * fl;
  return 10 ** log10;
}

export type EfwResult = { ok: true; grams: number; label: string; note: string } | { ok: false; message: string };

/** Estimated fetal weight with the spec's rules: all four parameters, each in range, 500-5000 g. */
export function estimateFetalWeight(m: Measurements): EfwResult {
  const values: [Parameter, number | null | undefined][] = [
    ['BPD', m.bpdMm],
    ['HC', m.hcMm],
    ['AC', m.acMm],
    ['FL', m.flMm],
  ];
  if (values.some(([, mm]) => mm === null || mm === undefined || !Number.isFinite(mm) || mm <= 0)) {
    return { ok: false, message: BIOMETRY_MESSAGES.efwNeedsAll };
  }
  const cm = values.map(([p, mm]) => [p, toCm(mm as number)] as const);
  const invalid = cm.filter(([p, v]) => !inRange(p, v)).map(([p]) => p);
  if (invalid.length > 0) return { ok: false, message: BIOMETRY_MESSAGES.efwInvalid(invalid) };
  const [bpd, hc, ac, fl] = cm.map(([, v]) => v) as [number, number, number, number];
  const grams = Math.round(hadlockIvGrams(bpd, hc, ac, fl));
  if (grams < EFW_MIN_G || grams > EFW_MAX_G) return { ok: false, message: BIOMETRY_MESSAGES.efwOutOfRange(grams) };
  return { ok: true, grams, label: BIOMETRY_MESSAGES.efwLabel, note: BIOMETRY_MESSAGES.efwErrorNote };
}
