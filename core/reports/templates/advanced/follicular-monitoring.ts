import { z } from 'zod';
import {
  countAtLeast,
  DOMINANT_FOLLICLE_MM,
  type FollicleTrack,
  followFollicles,
  type LeadingFollicle,
  leadingFollicle,
  leadingGrowthPerDay,
  PREOVULATORY_FOLLICLE_MM,
} from '../../../scoring/follicle-tracking.ts';
import { calendarDate, DATE_RANGES } from '../../../validation/calendar-date.ts';
import { PELVIC_TEMPLATE } from '../pelvic.ts';
import { defineAdvanced } from './define-advanced.ts';
import { keysOf, numberIn, wholeNumberIn } from './descriptor-schema.ts';

export const FOLLICLE_SOURCE =
  'Dominant follicle 10 mm or more: Baerwald AR, Adams GP, Pierson RA. Ovarian antral folliculogenesis during the human menstrual cycle: a review. Hum Reprod Update 2012;18:73-91. Endometrial pattern: Gonen Y, Casper RF. Prediction of implantation by the sonographic appearance of the endometrium during controlled ovarian stimulation for in vitro fertilization. J In Vitro Fert Embryo Transf 1990;7:146-152.';

export const MAX_VISITS = 12;
export const MAX_FOLLICLES_PER_OVARY = 30;

/** Gonen & Casper 1990 patterns A, B and C. */
export const ENDOMETRIAL_PATTERNS = {
  trilaminar: 'Trilaminar (triple line)',
  intermediate: 'Intermediate (isoechoic)',
  homogeneous: 'Homogeneous hyperechoic',
} as const;

/** Follicle sizes as a list of numbers, or typed text "18, 12 9" (commas or spaces). */
const follicles = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(Number)
      : value,
  z
    .array(numberIn(2, 40, 'Each follicle must be between 2 and 40 mm'))
    .max(MAX_FOLLICLES_PER_OVARY, `At most ${MAX_FOLLICLES_PER_OVARY} follicles per ovary`)
    .default([]),
);

const VisitSchema = z.object({
  date: calendarDate(DATE_RANGES.past),
  cycleDay: wholeNumberIn(1, 60, 'Day of cycle must be 1 to 60'),
  right: follicles,
  left: follicles,
  endometriumMm: numberIn(1, 25, 'Endometrial thickness must be between 1 and 25 mm'),
  endometrialPattern: z.enum(keysOf(ENDOMETRIAL_PATTERNS), { error: 'Unknown endometrial pattern' }),
  /** Collapsed follicle or new free fluid after a dominant follicle: ovulation signs seen. */
  ovulationSigns: z.boolean().default(false),
});

export const FollicularDataSchema = z
  .object({
    visits: z
      .array(VisitSchema)
      .min(1, 'Add at least one visit')
      .max(MAX_VISITS, `At most ${MAX_VISITS} visits in one cycle`),
  })
  .superRefine((data, ctx) => {
    data.visits.forEach((visit, index) => {
      const previous = data.visits[index - 1];
      if (!previous) return;
      if (visit.date <= previous.date) {
        ctx.addIssue({
          code: 'custom',
          message: 'Visits must be in date order, one a day',
          path: ['visits', index, 'date'],
        });
      } else if (visit.cycleDay <= previous.cycleDay) {
        ctx.addIssue({
          code: 'custom',
          message: 'Day of cycle must increase visit by visit',
          path: ['visits', index, 'cycleDay'],
        });
      }
    });
  });
export type FollicularData = z.infer<typeof FollicularDataSchema>;

export interface FollicleVisitScore {
  date: string;
  cycleDay: number;
  /** As listed: R1 first. The place in the list is the follicle's identity across visits (issue 30). */
  right: number[];
  left: number[];
  leading: LeadingFollicle | null;
  dominantCount: number;
  preovulatoryCount: number;
  leadingGrowthMmPerDay: number | null;
  endometriumMm: number;
  endometrialPattern: keyof typeof ENDOMETRIAL_PATTERNS;
  ovulationSigns: boolean;
}

export interface FollicularScores {
  visits: FollicleVisitScore[];
  /** Each follicle by its label (R1, L2 …) across the visits; absent on reports scored before. */
  tracks?: FollicleTrack[];
  dominantThresholdMm: number;
  preovulatoryThresholdMm: number;
  source: string;
}

export function scoreFollicular(data: FollicularData): FollicularScores {
  return {
    dominantThresholdMm: DOMINANT_FOLLICLE_MM,
    preovulatoryThresholdMm: PREOVULATORY_FOLLICLE_MM,
    source: FOLLICLE_SOURCE,
    tracks: followFollicles(data.visits),
    visits: data.visits.map((visit, index) => {
      const all = [...visit.right, ...visit.left];
      return {
        date: visit.date,
        cycleDay: visit.cycleDay,
        right: [...visit.right],
        left: [...visit.left],
        leading: leadingFollicle(visit),
        dominantCount: countAtLeast(all, DOMINANT_FOLLICLE_MM),
        preovulatoryCount: countAtLeast(all, PREOVULATORY_FOLLICLE_MM),
        leadingGrowthMmPerDay: leadingGrowthPerDay(data.visits[index - 1], visit),
        endometriumMm: visit.endometriumMm,
        endometrialPattern: visit.endometrialPattern,
        ovulationSigns: visit.ovulationSigns,
      };
    }),
  };
}

export const FOLLICULAR_MONITORING_TEMPLATE = defineAdvanced({
  id: 'follicular-monitoring',
  name: 'Follicular Monitoring',
  printTitle: 'USG FOLLICULAR MONITORING',
  calculator: 'follicular',
  base: PELVIC_TEMPLATE,
  normalImpression: 'Follicular monitoring as tabulated.',
  extraPhrases: [
    'Dominant follicle is seen in the right ovary.',
    'Dominant follicle is seen in the left ovary.',
    'No dominant follicle is seen yet.',
    'The dominant follicle has ruptured; free fluid is seen in the pouch of Douglas.',
    'Endometrium shows a trilaminar pattern.',
  ],
  extraReference: {
    normalRanges: [
      `Dominant follicle: ${DOMINANT_FOLLICLE_MM} mm or more (selection at about 10 mm, Baerwald 2012); follicles of ${PREOVULATORY_FOLLICLE_MM} mm or more are counted as pre-ovulatory size.`,
      'A dominant follicle grows roughly 1-2 mm a day until ovulation (Baerwald 2012); the table gives the leading follicle growth between visits.',
      "List each ovary's follicles in the same order at every visit (R1, R2 …; a new one at the end): growth compares the same follicle, not the largest of each day.",
      'Endometrial pattern per Gonen & Casper 1990: trilaminar, intermediate or homogeneous hyperechoic.',
    ],
    sources: [FOLLICLE_SOURCE],
  },
});
