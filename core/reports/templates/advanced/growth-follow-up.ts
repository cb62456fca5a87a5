import { z } from 'zod';
import { EFW_CENTILE_WEEKS, efwCentile, type GrowthClass } from '../../../scoring/efw-centile.ts';
import { calendarDate, DATE_RANGES } from '../../../validation/calendar-date.ts';
import { OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE } from '../obstetric-second-third-trimester.ts';
import { defineAdvanced } from './define-advanced.ts';
import { gestationalAgeFields, numberIn } from './descriptor-schema.ts';

export const GROWTH_SOURCE =
  'EFW centile: Hadlock FP, Harrist RB, Martinez-Poyer J. In utero analysis of fetal growth: a sonographic weight standard. Radiology 1991;181:129-133.';
export const GROWTH_TEMPLATE_ID = 'growth-follow-up';
/** The most earlier scans a growth report carries (a pregnancy rarely has more). */
export const MAX_EARLIER_SCANS = 12;

export const GrowthDataSchema = z.object({
  examDate: calendarDate(DATE_RANGES.past),
  ...gestationalAgeFields(10),
  efwGrams: numberIn(100, 6000, 'EFW must be between 100 and 6000 g'),
});
export type GrowthData = z.infer<typeof GrowthDataSchema>;

/** One scan of this pregnancy on the chart: the date, its GA in days and its EFW. */
export interface GrowthPoint {
  date: string;
  gaDays: number;
  efwGrams: number;
  /** The earlier report's number (RPT-...), null for this scan. */
  reportId: string | null;
}

export interface ScoredGrowthPoint extends GrowthPoint {
  /** null outside 10-42 weeks (Hadlock 1991, its equation extended past its table's 40). */
  centile: number | null;
  growth: GrowthClass | null;
  medianGrams: number | null;
  /** Past 40 weeks, where the Hadlock 1991 table ends. */
  extrapolated: boolean;
}

export interface GrowthScores {
  /** Earlier scans first, in date order; this scan last. */
  points: ScoredGrowthPoint[];
  /** How the earlier scans were found, as printed. */
  earlierNote: string;
  source: string;
}

export function scoreGrowthPoint(point: GrowthPoint): ScoredGrowthPoint {
  const result = efwCentile(point.efwGrams, point.gaDays / 7);
  return {
    ...point,
    centile: result?.centile ?? null,
    growth: result?.growth ?? null,
    medianGrams: result?.medianGrams ?? null,
    extrapolated: result?.extrapolated ?? false,
  };
}

export function scoreGrowth(
  data: GrowthData,
  earlier: readonly GrowthPoint[] | undefined,
  lmp: string | null,
): GrowthScores {
  const current: GrowthPoint = {
    date: data.examDate,
    gaDays: data.gaWeeks * 7 + data.gaDays,
    efwGrams: data.efwGrams,
    reportId: null,
  };
  const before = [...(earlier ?? [])]
    .filter((point) => point.date < data.examDate)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-MAX_EARLIER_SCANS);
  return {
    points: [...before, current].map(scoreGrowthPoint),
    earlierNote: lmp
      ? `Earlier scans: this patient's reports with an EFW since the LMP (${before.length} found).`
      : 'No LMP recorded: earlier scans of this pregnancy are not gathered.',
    source: GROWTH_SOURCE,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Grams from an EFW as typed or printed: "1450 g (Hadlock Formula IV)", "1,450", "1.45 kg". */
export function efwGramsOfText(text: string | null | undefined): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(kg|g)?/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  const grams = match[2]?.toLowerCase() === 'kg' ? value * 1000 : value;
  return grams >= 100 && grams <= 6000 ? Math.round(grams) : null;
}

/** What an earlier report row offers the chart (its own scores first, then its obstetric fields). */
export interface EarlierReport {
  reportId: string;
  day: string;
  templateId: string | null;
  templateScores: unknown;
  estimatedFetalWeight: string | null;
  pregnancyWeeks: number | null;
  pregnancyDays: number | null;
}

/**
 * An earlier report as a point on this pregnancy's chart, or null when it has no EFW or is from
 * before the LMP (another pregnancy). Its GA is the one it printed; without one, days since the LMP.
 */
export function growthPointOfReport(report: EarlierReport, lmp: string): GrowthPoint | null {
  if (report.day < lmp) return null;
  if (report.templateId === GROWTH_TEMPLATE_ID) {
    const own = (report.templateScores as GrowthScores | null)?.points?.at(-1);
    return own ? { date: report.day, gaDays: own.gaDays, efwGrams: own.efwGrams, reportId: report.reportId } : null;
  }
  const efwGrams = efwGramsOfText(report.estimatedFetalWeight);
  if (efwGrams === null) return null;
  const gaDays =
    report.pregnancyWeeks === null
      ? Math.round((Date.parse(report.day) - Date.parse(lmp)) / DAY_MS)
      : report.pregnancyWeeks * 7 + (report.pregnancyDays ?? 0);
  return { date: report.day, gaDays, efwGrams, reportId: report.reportId };
}

export const GROWTH_FOLLOW_UP_TEMPLATE = defineAdvanced({
  id: GROWTH_TEMPLATE_ID,
  name: 'Growth Scan Follow-up',
  printTitle: 'USG OBSTETRIC GROWTH SCAN - FOLLOW-UP',
  calculator: 'growth',
  base: OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE,
  extraPhrases: [
    'Estimated fetal weight is appropriate for gestational age.',
    'Estimated fetal weight is below the 10th centile for gestational age.',
    'Estimated fetal weight is above the 90th centile for gestational age.',
    'Interval growth is satisfactory compared with the previous scan.',
    'Interval growth has slowed compared with the previous scan; follow-up is advised.',
  ],
  extraReference: {
    normalRanges: [
      `EFW centile by the Hadlock 1991 weight standard, ${EFW_CENTILE_WEEKS.min}-${EFW_CENTILE_WEEKS.max} weeks (past 40 weeks by its equation, beyond its published table); below the 10th centile small (SGA), above the 90th large (LGA) for gestational age.`,
      "Earlier scans of this pregnancy: the patient's earlier reports with an EFW dated on or after the LMP, charted with this one.",
    ],
    sources: [GROWTH_SOURCE],
  },
});
