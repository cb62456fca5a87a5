import { formatIsoDay } from '../format/dates.ts';
import { valueMessage } from '../i18n/value-message.ts';
import { type DatingDecision, decideDating } from '../obstetrics/dating-decision.ts';
import { estimateFetalWeight, gestationalAgeFromBiometry } from '../obstetrics/hadlock.ts';
import { formatWeeksDays } from '../obstetrics/lmp.ts';
import { efwCentile, type GrowthClass } from '../scoring/efw-centile.ts';
import { dopplerCentile } from '../scoring/fetal-doppler.ts';
import { BIOMETRY_KEYS } from './biometry-keys.ts';
import { type Fetus, multipleFetuses } from './fetuses.ts';
import { efwGramsOfText } from './templates/advanced/growth-follow-up.ts';

/**
 * What the server derives from a report's stored measurements (issue 30 items 2 and 6), with the
 * same core functions the wizard shows while typing: the one dating decision, and per fetus the
 * biometric GA, the Hadlock IV weight and its centile at the dated age (never at the biometric
 * age, which would make every fetus average). A value the doctor typed is kept as typed; where
 * it differs from the computed one, a warning says so and the wizard and print show both.
 */
export interface ComputedFetus {
  label: string;
  gaBiometryDays: number | null;
  gaBiometryMethod: string | null;
  efwGrams: number | null;
  efwCentile: number | null;
  growth: GrowthClass | null;
  uaPiCentile: number | null;
  mcaPiCentile: number | null;
  warnings: string[];
}

export interface Discordance {
  percent: number;
  flagged: boolean;
  note: string;
}

export interface ReportComputed {
  dating: DatingDecision | null;
  fetuses: ComputedFetus[];
  /** Inter-twin EFW discordance, for two or more fetuses with a weight. */
  discordance: Discordance | null;
  /** Report-level warnings: a typed EDD that differs from the dating decision. */
  warnings: string[];
}

/**
 * ISUOG Practice Guidelines: role of ultrasound in twin pregnancy (Khalil A et al., Ultrasound
 * Obstet Gynecol 2016;47:247-263): discordance = (larger EFW − smaller) / larger × 100; 20% or more
 * is associated with adverse outcome and 25% or more warrants fetal medicine referral.
 */
export const DISCORDANCE = { flagPercent: 20, referralPercent: 25 } as const;
export const TWIN_SOURCE =
  'Twins: ISUOG Practice Guidelines, role of ultrasound in twin pregnancy (Khalil A et al., Ultrasound Obstet Gynecol 2016;47:247-263): dating by the larger fetus; EFW discordance flagged at 20% or more, referral at 25% or more.';

/**
 * What the computed values say about the typed ones and about twins, in English: the report
 * prints them, and the wizard shows them translated by their templates.
 */
export const COMPUTED_MESSAGES = {
  gaTyped: valueMessage(
    "Gestational age typed ({typed}) differs from the biometry's ({computed}).",
    (typed: string, computed: string) => ({ typed, computed }),
  ),
  efwTyped: valueMessage(
    "EFW typed ({typed} g) differs from Hadlock IV's {computed} g.",
    (typed: number, computed: number) => ({
      typed,
      computed,
    }),
  ),
  eddTyped: valueMessage(
    "EDD typed ({typed}) differs from the dating decision's {dated}: the report prints the dating decision.",
    (typed: string, dated: string) => ({ typed, dated }),
  ),
  discordanceReferral: valueMessage(
    '{percent}%: {threshold}% or more, fetal medicine referral advised (ISUOG 2016)',
    (percent: number) => ({ percent, threshold: DISCORDANCE.referralPercent }),
  ),
  discordanceFlagged: valueMessage(
    '{percent}%: {threshold}% or more, significant discordance (ISUOG 2016)',
    (percent: number) => ({ percent, threshold: DISCORDANCE.flagPercent }),
  ),
  discordanceBelow: valueMessage('{percent}%: below {threshold}% (ISUOG 2016)', (percent: number) => ({
    percent,
    threshold: DISCORDANCE.flagPercent,
  })),
} as const;

export function efwDiscordance(weights: readonly number[]): Discordance | null {
  if (weights.length < 2) return null;
  const larger = Math.max(...weights);
  const smaller = Math.min(...weights);
  const percent = Math.round(((larger - smaller) / larger) * 1000) / 10;
  const flagged = percent >= DISCORDANCE.flagPercent;
  const M = COMPUTED_MESSAGES;
  const note = (
    percent >= DISCORDANCE.referralPercent ? M.discordanceReferral : flagged ? M.discordanceFlagged : M.discordanceBelow
  )(percent);
  return { percent, flagged, note };
}

export interface ComputeInput {
  lastMenstrualPeriod: string | null;
  expectedDeliveryDate: string | null;
  /** The day the fetus was scanned (lmpDatingDay). */
  scanDate: string;
  templateData: Record<string, unknown> | null;
  biparietalDiameter: number | string | null;
  abdominalCircumference: number | string | null;
  femurLength: number | string | null;
  measurements: Record<string, string | number>;
  estimatedFetalWeight: string | null;
  gestationalAge: string | null;
  fetuses?: readonly Fetus[] | null;
}

const mm = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};
const weeksDays = (totalDays: number) => formatWeeksDays(Math.floor(totalDays / 7), totalDays % 7);

/** "29 weeks 1 day", "29w1d" as days; null for text that states no weeks. */
export function gaDaysOfText(text: string | null): number | null {
  const match = /(\d{1,2})\s*(?:weeks?|w)\s*(?:(\d)\s*(?:days?|d))?/i.exec(text ?? '');
  return match ? Number(match[1]) * 7 + Number(match[2] ?? 0) : null;
}

/** A single fetus is the report's own fields (with the first-trimester template's CRL). */
function singleFetus(input: ComputeInput): Fetus {
  return {
    label: 'A',
    bpd: mm(input.biparietalDiameter),
    hc: mm(input.measurements[BIOMETRY_KEYS.hc]),
    ac: mm(input.abdominalCircumference),
    fl: mm(input.femurLength),
    crl: mm(input.templateData?.crlMm),
    efw: efwGramsOfText(input.estimatedFetalWeight),
    nt: null,
    afi: null,
    fhr: null,
    uaPi: null,
    mcaPi: null,
    presentation: null,
  };
}

function biometryOf(fetus: Fetus, typedGa: number | null) {
  const m = { bpdMm: fetus.bpd, hcMm: fetus.hc, acMm: fetus.ac, flMm: fetus.fl };
  const anyMeasured = [m.bpdMm, m.hcMm, m.acMm, m.flMm].some((v) => mm(v) !== null);
  const ga = anyMeasured ? gestationalAgeFromBiometry(m) : null;
  const efw = estimateFetalWeight(m);
  const warnings = [...(ga?.ok ? ga.warnings : []), ...(efw.ok ? efw.warnings : [])];
  const gaDays = ga?.ok ? ga.weeks * 7 + ga.days : null;
  if (gaDays !== null && typedGa !== null && typedGa !== gaDays) {
    warnings.push(COMPUTED_MESSAGES.gaTyped(weeksDays(typedGa), weeksDays(gaDays)));
  }
  const efwGrams = efw.ok ? efw.grams : null;
  const typedEfw = mm(fetus.efw);
  // 1% covers a weight rounded when typed; anything further is a different figure.
  if (efwGrams !== null && typedEfw !== null && Math.abs(typedEfw - efwGrams) > efwGrams * 0.01) {
    warnings.push(COMPUTED_MESSAGES.efwTyped(typedEfw, efwGrams));
  }
  return { gaDays, method: ga?.ok ? ga.method : null, efwGrams, typedEfw, warnings: [...new Set(warnings)] };
}

export function computeReport(input: ComputeInput): ReportComputed {
  const many = multipleFetuses(input);
  const fetuses = many.length ? many : [singleFetus(input)];
  const typedGa = many.length ? null : gaDaysOfText(input.gestationalAge);
  const biometry = fetuses.map((fetus) => biometryOf(fetus, typedGa));
  const largest = (values: (number | null | undefined)[]) => {
    const present = values.filter((v): v is number => typeof v === 'number' && v > 0);
    return present.length ? Math.max(...present) : null;
  };
  const dating = decideDating({
    lmp: input.lastMenstrualPeriod,
    scanDate: input.scanDate,
    crlMm: largest(fetuses.map((fetus) => fetus.crl)),
    biometryGaDays: largest(biometry.map((b) => b.gaDays)),
  });
  const computedFetuses = fetuses.map((fetus, index): ComputedFetus => {
    const b = biometry[index] as (typeof biometry)[number];
    const grams = b.efwGrams ?? b.typedEfw;
    const centile = dating && grams !== null ? efwCentile(grams, dating.gaDays / 7) : null;
    const pi = (vessel: 'ua' | 'mca', value: number | null | undefined) =>
      dating && value ? (dopplerCentile(vessel, value, dating.gaDays)?.centile ?? null) : null;
    return {
      label: fetus.label,
      gaBiometryDays: b.gaDays,
      gaBiometryMethod: b.method,
      efwGrams: b.efwGrams,
      efwCentile: centile?.centile ?? null,
      growth: centile?.growth ?? null,
      uaPiCentile: pi('ua', fetus.uaPi),
      mcaPiCentile: pi('mca', fetus.mcaPi),
      warnings: b.warnings,
    };
  });
  const weights = biometry.map((b) => b.efwGrams ?? b.typedEfw).filter((g): g is number => g !== null);
  const warnings: string[] = [];
  const typedEdd = input.expectedDeliveryDate;
  // The wizard fills the EDD from the LMP; only an EDD that is neither that nor the decision's was typed.
  const lmpEdd = decideDating({ lmp: input.lastMenstrualPeriod, scanDate: input.scanDate })?.edd ?? null;
  if (dating && typedEdd && typedEdd !== dating.edd && typedEdd !== lmpEdd) {
    warnings.push(COMPUTED_MESSAGES.eddTyped(formatIsoDay(typedEdd), formatIsoDay(dating.edd)));
  }
  return {
    dating,
    fetuses: computedFetuses,
    discordance: many.length && weights.length === many.length ? efwDiscordance(weights) : null,
    warnings,
  };
}
