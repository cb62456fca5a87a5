import { z } from 'zod';
import {
  BIRADS_ASSOCIATED,
  BIRADS_CALCIFICATIONS,
  BIRADS_CATEGORIES,
  BIRADS_ECHO_PATTERN,
  BIRADS_MARGIN,
  BIRADS_ORIENTATION,
  BIRADS_POSTERIOR,
  BIRADS_SHAPE,
  type BiradsCategory,
  biradsPrompt,
  categoryBelowFeatures,
} from '../../../scoring/birads.ts';
import { BREAST_TEMPLATE } from '../breast.ts';
import { defineAdvanced } from './define-advanced.ts';
import { keysOf, numberIn, wholeNumberIn } from './descriptor-schema.ts';

export const BIRADS_SOURCE =
  'ACR BI-RADS Atlas, 5th edition (2013): Mendelson EB, Böhm-Vélez M, Berg WA, et al. ACR BI-RADS Ultrasound. Reston, VA: American College of Radiology; 2013.';

export const BIRADS_MAX_LESIONS = 6;
export const BREAST_SIDES = { right: 'Right breast', left: 'Left breast' } as const;
type Side = keyof typeof BREAST_SIDES;

const LesionSchema = z.object({
  side: z.enum(keysOf(BREAST_SIDES), { error: 'Choose the breast' }),
  shape: z.enum(keysOf(BIRADS_SHAPE), { error: 'Unknown shape' }),
  orientation: z.enum(keysOf(BIRADS_ORIENTATION), { error: 'Unknown orientation' }),
  margin: z.enum(keysOf(BIRADS_MARGIN), { error: 'Unknown margin' }),
  echoPattern: z.enum(keysOf(BIRADS_ECHO_PATTERN), { error: 'Unknown echo pattern' }),
  posterior: z.enum(keysOf(BIRADS_POSTERIOR), { error: 'Unknown posterior feature' }),
  calcifications: z.enum(keysOf(BIRADS_CALCIFICATIONS), { error: 'Unknown calcification finding' }),
  associated: z
    .array(z.enum(keysOf(BIRADS_ASSOCIATED), { error: 'Unknown associated feature' }))
    .max(7)
    .default([]),
  sizeMm: numberIn(1, 200, 'Size must be between 1 and 200 mm'),
  clock: wholeNumberIn(1, 12, 'Clock position must be 1 to 12'),
  nippleDistanceCm: numberIn(0, 25, 'Distance from the nipple must be between 0 and 25 cm'),
});

const category = z.enum(keysOf(BIRADS_CATEGORIES), { error: 'Unknown BI-RADS category' });
const reason = z.string().trim().max(300, 'Keep the reason under 300 characters').nullish();
export const BELOW_FEATURES_REASON_MESSAGE =
  'The lesions have suspicious features (category 4 or above): give the reason for a lower category';

export const BiradsDataSchema = z
  .object({
    lesions: z
      .array(LesionSchema)
      .max(BIRADS_MAX_LESIONS, `Describe at most ${BIRADS_MAX_LESIONS} lesions`)
      .default([]),
    /** The radiologist's category for each breast examined; a breast not examined is null. */
    rightCategory: category.nullish(),
    leftCategory: category.nullish(),
    /** Why a breast's category is below what its lesions' features support (required then). */
    rightCategoryReason: reason,
    leftCategoryReason: reason,
  })
  .refine((d) => d.rightCategory != null || d.leftCategory != null, {
    message: 'Choose a BI-RADS category for at least one breast',
    path: ['rightCategory'],
  })
  .superRefine((d, ctx) => {
    d.lesions.forEach((lesion, index) => {
      if (d[`${lesion.side}Category`] == null) {
        ctx.addIssue({
          code: 'custom',
          message: `Choose a category for the ${lesion.side} breast, where lesion ${index + 1} is`,
          path: [`${lesion.side}Category`],
        });
      }
    });
    for (const side of ['right', 'left'] as const) {
      const chosen = d[`${side}Category`];
      const lesions = d.lesions.filter((lesion) => lesion.side === side);
      if (chosen != null && categoryBelowFeatures(chosen, lesions) && !d[`${side}CategoryReason`]) {
        ctx.addIssue({ code: 'custom', message: BELOW_FEATURES_REASON_MESSAGE, path: [`${side}CategoryReason`] });
      }
    }
  });
export type BiradsData = z.infer<typeof BiradsDataSchema>;

export interface BiradsLesionScore {
  side: Side;
  sizeMm: number;
  location: string;
  description: string;
  prompt: string;
}
export interface BiradsBreastScore {
  side: Side;
  category: BiradsCategory;
  label: string;
  management: string;
  /** The chosen category is 1-3 while a lesion has a suspicious feature: shown as a prompt, not changed. */
  belowFeatures: boolean;
  /** The radiologist's reason for a category below the features, printed with it. */
  reason: string | null;
}
export interface BiradsScores {
  lesions: BiradsLesionScore[];
  breasts: BiradsBreastScore[];
  source: string;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function scoreBirads(data: BiradsData): BiradsScores {
  const breasts = (['right', 'left'] as const).flatMap((side): BiradsBreastScore[] => {
    const chosen = data[`${side}Category`];
    if (chosen == null) return [];
    const lesions = data.lesions.filter((lesion) => lesion.side === side);
    return [
      {
        side,
        category: chosen,
        ...BIRADS_CATEGORIES[chosen],
        belowFeatures: categoryBelowFeatures(chosen, lesions),
        reason: data[`${side}CategoryReason`] || null,
      },
    ];
  });
  return {
    source: BIRADS_SOURCE,
    breasts,
    lesions: data.lesions.map((lesion) => ({
      side: lesion.side,
      sizeMm: lesion.sizeMm,
      location: `${lesion.clock} o'clock, ${lesion.nippleDistanceCm} cm from the nipple`,
      description: [
        `${BIRADS_SHAPE[lesion.shape]} shape`,
        `${lower(BIRADS_ORIENTATION[lesion.orientation])} orientation`,
        `${lower(BIRADS_MARGIN[lesion.margin])} margin`,
        lower(BIRADS_ECHO_PATTERN[lesion.echoPattern]),
        lower(BIRADS_POSTERIOR[lesion.posterior]),
        lower(BIRADS_CALCIFICATIONS[lesion.calcifications]),
        ...[...new Set(lesion.associated)].map((feature) => lower(BIRADS_ASSOCIATED[feature])),
      ].join('; '),
      prompt: biradsPrompt(lesion),
    })),
  };
}

export const BREAST_BIRADS_TEMPLATE = defineAdvanced({
  id: 'breast-birads',
  name: 'Breast with BI-RADS',
  printTitle: 'USG BREAST SCAN - ACR BI-RADS',
  calculator: 'birads',
  base: BREAST_TEMPLATE,
  extraPhrases: [
    'Lesions are described with the ACR BI-RADS ultrasound lexicon (5th edition); see the lesion table.',
    'Simple cyst: BI-RADS 2 (benign).',
    'Oval, circumscribed, parallel solid mass: BI-RADS 3 (probably benign); 6-month follow-up advised.',
    'Suspicious solid mass: tissue diagnosis advised.',
  ],
  extraReference: {
    normalRanges: [
      'Category per breast chosen by the radiologist: the lexicon has no points formula, so none is computed.',
      'Prompts only: irregular shape, not parallel orientation, a non-circumscribed margin, a complex cystic and solid mass, posterior shadowing, calcifications in a mass or in ducts, architectural distortion or skin retraction prompt "consider category 4 or 5"; a lower category asks for the reason, printed with it.',
      'Management: 0 recall for additional imaging; 1 and 2 routine screening; 3 short-interval (6-month) follow-up; 4 and 5 tissue diagnosis; 6 surgical excision when clinically appropriate.',
    ],
    sources: [BIRADS_SOURCE],
  },
});
