import { valueMessage } from '../../i18n/value-message.ts';
import { formatWeeksDays } from '../../obstetrics/lmp.ts';
import { BIRADS_CATEGORIES } from '../../scoring/birads.ts';
import { efwCentile } from '../../scoring/efw-centile.ts';
import { TIRADS_LEVEL_LABELS } from '../../scoring/tirads.ts';
import { type BiradsScores, BREAST_SIDES } from '../templates/advanced/breast-birads.ts';
import type { DopplerScores } from '../templates/advanced/fetal-doppler.ts';
import type { FirstTrimesterScores } from '../templates/advanced/first-trimester-dating.ts';
import { efwGramsOfText, type GrowthScores } from '../templates/advanced/growth-follow-up.ts';
import { NODULE_SITES, type TiradsScores } from '../templates/advanced/thyroid-tirads.ts';
import type { CalculatorId } from '../templates/template-definition.ts';

/** What of a report the consistency rules read: its scores as stored, and the obstetric EFW. */
export interface ScoredReport {
  calculator: CalculatorId | null;
  templateScores: unknown;
  estimatedFetalWeight?: string | null;
  pregnancyWeeks?: number | null;
  pregnancyDays?: number | null;
}

export const CONTRADICTION_CODES = [
  'tirads-nodule-denied',
  'tirads-suspicious',
  'birads-suspicious',
  'efw-small',
  'efw-large',
  'doppler-abnormal',
  'nt-raised',
] as const;
export type ContradictionCode = (typeof CONTRADICTION_CODES)[number];

/**
 * One thing the scores say: the conclusion line offered for the impression, and, when the
 * finding is abnormal, the impression phrases that would deny it (issue 30 item 7, issue 35 item 5).
 */
export interface ScoreFinding {
  conclusion: string;
  rules: readonly { code: ContradictionCode; phrases: readonly RegExp[]; message: string }[];
}

const NODULE_DENIED = [/\bno\s+(?:\w+\s+)?nodules?\b/i, /\bnodules?\s+(?:is\s+|are\s+)?not\s+seen\b/i];
const THYROID_NORMAL = [
  /\bnormal\s+(?:study\s+of\s+the\s+)?thyroid\b/i,
  /\bthyroid\s+(?:gland\s+)?(?:is\s+)?normal\b/i,
  /\bbenign\b/i,
  /\bno\s+suspicious\b/i,
];
const BREAST_NORMAL = [
  /\bbenign\b/i,
  /\bnegative\b/i,
  /\bnormal\s+(?:study|scan|breasts?|sonomammography)\b/i,
  /\bbreasts?\s+(?:are\s+|is\s+)?normal\b/i,
  /\bno\s+suspicious\b/i,
];
const GROWTH_APPROPRIATE = [
  /\bappropriate\s+for\s+(?:the\s+)?(?:gestational\s+age|dates|period\s+of\s+gestation)\b/i,
  /\bgrowth\s+(?:is\s+)?(?:appropriate|adequate|normal|satisfactory)\b/i,
  /\bnormal(?:ly)?\s+(?:fetal\s+)?growth\b/i,
  /\bnormally\s+grown\b/i,
  /\bAGA\b/,
];
const DOPPLER_NORMAL = [
  /\bnormal\s+(?:fetal\s+|obstetric\s+|umbilical\s+)?doppler\b/i,
  /\bdoppler\s+(?:study\s+|indices\s+|parameters\s+|findings\s+)?(?:is\s+|are\s+)?(?:within\s+)?normal\b/i,
  /\bno\s+(?:evidence\s+of\s+)?(?:fetal\s+compromise|redistribution|placental\s+insufficiency)\b/i,
];
const NT_NORMAL = [
  /\b(?:NT|nuchal\s+translucency)\s+(?:is\s+)?(?:within\s+)?(?:the\s+)?normal\b/i,
  /\bnormal\s+(?:NT|nuchal\s+translucency)\b/i,
  /\blow\s+risk\b/i,
];

const SUSPICIOUS_TIRADS = new Set(['TR4', 'TR5']);
const SUSPICIOUS_BIRADS = new Set(['4', '4A', '4B', '4C', '5', '6']);

/**
 * What the wizard says when the impression contradicts an obstetric score, in English with the
 * values; shown translated by their templates (core/i18n/value-message.ts).
 */
export const CONSISTENCY_MESSAGES = {
  efwSmall: valueMessage(
    'The EFW is below the 10th centile (centile {centile}), but the impression says growth is appropriate',
    (centile: number) => ({ centile }),
  ),
  efwLarge: valueMessage(
    'The EFW is above the 90th centile (centile {centile}), but the impression says growth is appropriate',
    (centile: number) => ({ centile }),
  ),
  dopplerBelow5th: valueMessage(
    '{index} is below the 5th centile, but the impression says the Doppler is normal',
    (index: string) => ({ index }),
  ),
  dopplerAbove95th: valueMessage(
    '{index} is above the 95th centile, but the impression says the Doppler is normal',
    (index: string) => ({ index }),
  ),
  ntReferral: valueMessage('The NT ({mm} mm) is 3.5 mm or more, but the impression calls it normal', (mm: number) => ({
    mm,
  })),
  ntAbove95th: valueMessage(
    'The NT ({mm} mm) is above the 95th centile for the CRL, but the impression calls it normal',
    (mm: number) => ({ mm }),
  ),
} as const;

function tiradsFindings(scores: TiradsScores): ScoreFinding[] {
  return scores.nodules.map((nodule, index) => {
    const name = `Nodule ${index + 1} (${NODULE_SITES[nodule.site].toLowerCase()}, ${nodule.maxDiameterCm} cm)`;
    const rules: ScoreFinding['rules'][number][] = [
      {
        code: 'tirads-nodule-denied',
        phrases: NODULE_DENIED,
        message: `${name} is scored, but the impression says there is no nodule`,
      },
    ];
    if (SUSPICIOUS_TIRADS.has(nodule.level))
      rules.push({
        code: 'tirads-suspicious',
        phrases: THYROID_NORMAL,
        message: `${name} is ${nodule.levelLabel} (${nodule.adviceText}), but the impression reads as normal or benign`,
      });
    return {
      conclusion: `${NODULE_SITES[nodule.site]} nodule, ${nodule.maxDiameterCm} cm: ACR TI-RADS ${nodule.levelLabel} (${nodule.points} points); ${nodule.adviceText}.`,
      rules,
    };
  });
}

function biradsFindings(scores: BiradsScores): ScoreFinding[] {
  return scores.breasts.map((breast) => ({
    conclusion: `${BREAST_SIDES[breast.side]}: ${breast.label}. ${breast.management}`,
    rules: SUSPICIOUS_BIRADS.has(breast.category)
      ? [
          {
            code: 'birads-suspicious',
            phrases: BREAST_NORMAL,
            message: `${BREAST_SIDES[breast.side]} is ${breast.label.split(':')[0]}, but the impression reads as benign or normal`,
          },
        ]
      : [],
  }));
}

/** The EFW sentence of issue 35 item 1, and the growth words that would deny a small or large fetus. */
function efwFinding(grams: number, gaDays: number): ScoreFinding | null {
  const result = efwCentile(grams, gaDays / 7);
  if (!result) return null;
  const at = `EFW ${grams.toLocaleString('en-IN')} g at ${formatWeeksDays(Math.floor(gaDays / 7), gaDays % 7)}`;
  if (result.growth === 'SGA')
    return {
      conclusion: `${at}: below the 10th centile (centile ${result.centile}, Hadlock 1991), small for gestational age; suggest growth follow-up and Doppler.`,
      rules: [
        {
          code: 'efw-small',
          phrases: GROWTH_APPROPRIATE,
          message: CONSISTENCY_MESSAGES.efwSmall(result.centile),
        },
      ],
    };
  if (result.growth === 'LGA')
    return {
      conclusion: `${at}: above the 90th centile (centile ${result.centile}, Hadlock 1991), large for gestational age.`,
      rules: [
        {
          code: 'efw-large',
          phrases: GROWTH_APPROPRIATE,
          message: CONSISTENCY_MESSAGES.efwLarge(result.centile),
        },
      ],
    };
  return {
    conclusion: `${at}: centile ${result.centile} (Hadlock 1991), appropriate for gestational age.`,
    rules: [],
  };
}

function growthFindings(scores: GrowthScores): ScoreFinding[] {
  const current = scores.points.at(-1);
  const finding = current ? efwFinding(current.efwGrams, current.gaDays) : null;
  return finding ? [finding] : [];
}

function dopplerFindings(scores: DopplerScores): ScoreFinding[] {
  const flagged = scores.rows.filter((row) => row.flag !== null);
  if (flagged.length === 0) {
    const scored = scores.rows.some((row) => row.centile !== null);
    return scored
      ? [{ conclusion: 'Fetal Doppler indices are within normal limits for gestational age.', rules: [] }]
      : [];
  }
  return flagged.map((row) => ({
    conclusion: `${row.label} ${row.value}: ${row.note}.`,
    rules: [
      {
        code: 'doppler-abnormal',
        phrases: DOPPLER_NORMAL,
        message: (row.flag === 'below-5th'
          ? CONSISTENCY_MESSAGES.dopplerBelow5th
          : CONSISTENCY_MESSAGES.dopplerAbove95th)(row.label),
      },
    ],
  }));
}

function ntFindings(scores: FirstTrimesterScores): ScoreFinding[] {
  const nt = scores.nt;
  if (!nt?.valid) return [];
  const raised = nt.referral || nt.above95th === true;
  return [
    {
      conclusion: `Nuchal translucency ${nt.mm} mm: ${nt.note}.`,
      rules: raised
        ? [
            {
              code: 'nt-raised',
              phrases: NT_NORMAL,
              message: (nt.referral ? CONSISTENCY_MESSAGES.ntReferral : CONSISTENCY_MESSAGES.ntAbove95th)(nt.mm),
            },
          ]
        : [],
    },
  ];
}

/** The obstetric block's own EFW and GA (a standard 2nd/3rd-trimester report), when both are given. */
function obstetricEfw(report: ScoredReport): ScoreFinding[] {
  const grams = efwGramsOfText(report.estimatedFetalWeight);
  if (grams === null || report.pregnancyWeeks == null) return [];
  const finding = efwFinding(grams, report.pregnancyWeeks * 7 + (report.pregnancyDays ?? 0));
  return finding ? [finding] : [];
}

/** Every finding the report's scores and measurements make, in the order they are printed. */
export function scoreFindings(report: ScoredReport): ScoreFinding[] {
  const scores = report.templateScores;
  if (!scores || typeof scores !== 'object') return report.calculator ? [] : obstetricEfw(report);
  switch (report.calculator) {
    case 'tirads':
      return tiradsFindings(scores as TiradsScores);
    case 'birads':
      return biradsFindings(scores as BiradsScores);
    case 'growth':
      return growthFindings(scores as GrowthScores);
    case 'fetal-doppler':
      return dopplerFindings(scores as DopplerScores);
    case 'first-trimester-dating':
      return ntFindings(scores as FirstTrimesterScores);
    default:
      return [];
  }
}

/**
 * The score's own words, removed from an impression before it is read for contradictions: the
 * suggested conclusion of a TR1 nodule says "Benign", which must not count against a TR5 one.
 */
export const SCORE_LABELS: readonly string[] = [
  ...Object.values(TIRADS_LEVEL_LABELS),
  ...Object.values(BIRADS_CATEGORIES).map((category) => category.label),
];
