import { z } from 'zod';
import {
  assessTiradsNodule,
  fociConflict,
  NO_FOCI_EXCLUSIVE_MESSAGE,
  TIRADS_ADVICE_TEXT,
  TIRADS_COMPOSITION,
  TIRADS_ECHOGENICITY,
  TIRADS_FOCI,
  TIRADS_LEVEL_LABELS,
  TIRADS_MARGIN,
  TIRADS_SHAPE,
  type TiradsAdvice,
  type TiradsLevel,
} from '../../../scoring/tirads.ts';
import { THYROID_TEMPLATE } from '../thyroid.ts';
import { defineAdvanced } from './define-advanced.ts';
import { keysOf, numberIn } from './descriptor-schema.ts';

export const TIRADS_SOURCE =
  'ACR TI-RADS: Tessler FN et al., ACR Thyroid Imaging, Reporting and Data System (TI-RADS): White Paper of the ACR TI-RADS Committee. J Am Coll Radiol 2017;14:587-595.';

export const TIRADS_MAX_NODULES = 4;
export const NODULE_SITES = { 'right-lobe': 'Right lobe', 'left-lobe': 'Left lobe', isthmus: 'Isthmus' } as const;

/** Words printed for each descriptor (the ACR lexicon's terms). */
export const TIRADS_TERMS: Record<string, string> = {
  cystic: 'Cystic or almost completely cystic',
  spongiform: 'Spongiform',
  'mixed-cystic-solid': 'Mixed cystic and solid',
  solid: 'Solid or almost completely solid',
  anechoic: 'Anechoic',
  'hyper-or-isoechoic': 'Hyperechoic or isoechoic',
  hypoechoic: 'Hypoechoic',
  'very-hypoechoic': 'Very hypoechoic',
  'wider-than-tall': 'Wider-than-tall',
  'taller-than-wide': 'Taller-than-wide',
  smooth: 'Smooth',
  'ill-defined': 'Ill-defined',
  'lobulated-or-irregular': 'Lobulated or irregular',
  'extra-thyroidal-extension': 'Extra-thyroidal extension',
  none: 'None',
  'large-comet-tail': 'Large comet-tail artifacts',
  macrocalcifications: 'Macrocalcifications',
  'peripheral-rim': 'Peripheral (rim) calcifications',
  punctate: 'Punctate echogenic foci',
};

const NoduleSchema = z.object({
  site: z.enum(keysOf(NODULE_SITES), { error: 'Choose the site of the nodule' }),
  composition: z.enum(keysOf(TIRADS_COMPOSITION), { error: 'Unknown composition' }),
  echogenicity: z.enum(keysOf(TIRADS_ECHOGENICITY), { error: 'Unknown echogenicity' }),
  shape: z.enum(keysOf(TIRADS_SHAPE), { error: 'Unknown shape' }),
  margin: z.enum(keysOf(TIRADS_MARGIN), { error: 'Unknown margin' }),
  foci: z
    .array(z.enum(keysOf(TIRADS_FOCI), { error: 'Unknown echogenic focus' }))
    .min(1, 'Choose the echogenic foci (None if there are none)')
    .max(5)
    .refine((foci) => !fociConflict(foci), NO_FOCI_EXCLUSIVE_MESSAGE),
  maxDiameterCm: numberIn(0.1, 10, 'Maximum diameter must be between 0.1 and 10 cm'),
});

export const TiradsDataSchema = z.object({
  nodules: z.array(NoduleSchema).max(TIRADS_MAX_NODULES, `Score at most ${TIRADS_MAX_NODULES} nodules`),
});
export type TiradsData = z.infer<typeof TiradsDataSchema>;

export interface TiradsNoduleScore {
  site: keyof typeof NODULE_SITES;
  maxDiameterCm: number;
  points: number;
  level: TiradsLevel;
  levelLabel: string;
  advice: TiradsAdvice;
  adviceText: string;
  /** The descriptors in words, as printed. */
  description: string;
}
export interface TiradsScores {
  nodules: TiradsNoduleScore[];
  source: string;
}

export function scoreTirads(data: TiradsData): TiradsScores {
  return {
    source: TIRADS_SOURCE,
    nodules: data.nodules.map((nodule) => {
      const result = assessTiradsNodule(nodule);
      const foci = [...new Set(nodule.foci)].map((focus) => TIRADS_TERMS[focus]).join(', ');
      return {
        site: nodule.site,
        maxDiameterCm: nodule.maxDiameterCm,
        ...result,
        levelLabel: TIRADS_LEVEL_LABELS[result.level],
        adviceText: TIRADS_ADVICE_TEXT[result.advice],
        description: [
          TIRADS_TERMS[nodule.composition],
          TIRADS_TERMS[nodule.echogenicity],
          TIRADS_TERMS[nodule.shape],
          `${TIRADS_TERMS[nodule.margin]} margin`,
          `echogenic foci: ${foci}`,
        ].join('; '),
      };
    }),
  };
}

export const THYROID_TIRADS_TEMPLATE = defineAdvanced({
  id: 'thyroid-tirads',
  name: 'Thyroid with ACR TI-RADS',
  printTitle: 'USG THYROID SCAN - ACR TI-RADS',
  calculator: 'tirads',
  base: THYROID_TEMPLATE,
  extraPhrases: [
    'The nodule is scored by ACR TI-RADS (2017); see the nodule table.',
    'Multiple nodules: the four with the highest ACR TI-RADS points are scored.',
    'Follow-up ultrasound of TR3 nodules at 1, 3 and 5 years is advised.',
    'Follow-up ultrasound of TR4 nodules at 1, 2, 3 and 5 years is advised.',
    'Annual follow-up ultrasound of TR5 nodules for up to 5 years is advised.',
  ],
  extraReference: {
    normalRanges: [
      'Score up to four nodules, the highest-scoring (not the largest) first.',
      'Spongiform: no further points for other features (total 0).',
      'Follow-up when a nodule meets the follow-up size only: TR3 at 1, 3 and 5 years; TR4 at 1, 2, 3 and 5 years; TR5 yearly for up to 5 years.',
    ],
    sources: [TIRADS_SOURCE],
  },
});
