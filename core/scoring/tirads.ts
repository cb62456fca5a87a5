/**
 * ACR TI-RADS (Tessler et al., JACR 2017;14:587-595, "ACR Thyroid Imaging, Reporting and Data
 * System: White Paper of the ACR TI-RADS Committee"): points for five ultrasound features of a
 * thyroid nodule, the level they give, and the size thresholds for FNA or follow-up.
 * Summarised with its sources in research/domain-references.md (ACR TI-RADS 2017).
 */
export const TIRADS_COMPOSITION = {
  cystic: 0,
  spongiform: 0,
  'mixed-cystic-solid': 1,
  solid: 2,
} as const;
export const TIRADS_ECHOGENICITY = {
  anechoic: 0,
  'hyper-or-isoechoic': 1,
  hypoechoic: 2,
  'very-hypoechoic': 3,
} as const;
export const TIRADS_SHAPE = { 'wider-than-tall': 0, 'taller-than-wide': 3 } as const;
export const TIRADS_MARGIN = {
  smooth: 0,
  'ill-defined': 0,
  'lobulated-or-irregular': 2,
  'extra-thyroidal-extension': 3,
} as const;
/** Echogenic foci are the one feature where several may be chosen; their points add up. */
export const TIRADS_FOCI = {
  none: 0,
  'large-comet-tail': 0,
  macrocalcifications: 1,
  'peripheral-rim': 2,
  punctate: 3,
} as const;

/**
 * "None" is a statement that no echogenic focus was seen, so it cannot stand beside one that was
 * (issue 30): the form toggles it off when another is ticked, and the template's schema refuses
 * a list holding both.
 */
export const NO_FOCI_EXCLUSIVE_MESSAGE = 'None excludes the other echogenic foci: choose None alone or the foci seen';
export function fociConflict(foci: readonly (keyof typeof TIRADS_FOCI)[]): boolean {
  return foci.includes('none') && foci.some((focus) => focus !== 'none');
}

export interface TiradsNodule {
  composition: keyof typeof TIRADS_COMPOSITION;
  echogenicity: keyof typeof TIRADS_ECHOGENICITY;
  shape: keyof typeof TIRADS_SHAPE;
  margin: keyof typeof TIRADS_MARGIN;
  foci: readonly (keyof typeof TIRADS_FOCI)[];
  /** Maximum diameter in cm, which decides FNA or follow-up at a given level. */
  maxDiameterCm: number;
}

export type TiradsLevel = 'TR1' | 'TR2' | 'TR3' | 'TR4' | 'TR5';

/**
 * The chart's footnote to spongiform: "Do not add further points for other categories": a
 * spongiform nodule is benign whatever its other features, so it totals 0 (TR1).
 */
export function tiradsPoints(nodule: Omit<TiradsNodule, 'maxDiameterCm'>): number {
  if (nodule.composition === 'spongiform') return 0;
  // A list holding "none" beside a focus seen (refused by the schema) scores the foci seen.
  const foci = new Set(nodule.foci.filter((focus) => focus !== 'none'));
  let fociPoints = 0;
  for (const focus of foci) fociPoints += TIRADS_FOCI[focus];
  return (
    TIRADS_COMPOSITION[nodule.composition] +
    TIRADS_ECHOGENICITY[nodule.echogenicity] +
    TIRADS_SHAPE[nodule.shape] +
    TIRADS_MARGIN[nodule.margin] +
    fociPoints
  );
}

/**
 * The white paper's chart: TR1 0 points, TR2 2, TR3 3, TR4 4-6, TR5 7 or more. A total of 1 is
 * not on the chart (the paper notes every nodule but a 0-point one earns at least 2); should a
 * combination give 1, it is below TR2's 2 points, so it is TR1.
 */
export function tiradsLevel(points: number): TiradsLevel {
  if (points >= 7) return 'TR5';
  if (points >= 4) return 'TR4';
  if (points === 3) return 'TR3';
  if (points === 2) return 'TR2';
  return 'TR1';
}

export const TIRADS_LEVEL_LABELS: Record<TiradsLevel, string> = {
  TR1: 'TR1 — Benign',
  TR2: 'TR2 — Not suspicious',
  TR3: 'TR3 — Mildly suspicious',
  TR4: 'TR4 — Moderately suspicious',
  TR5: 'TR5 — Highly suspicious',
};

/** FNA at or above the first size, follow-up at or above the second (cm); none for TR1 and TR2. */
const THRESHOLDS_CM: Record<TiradsLevel, { fna: number; followUp: number } | null> = {
  TR1: null,
  TR2: null,
  TR3: { fna: 2.5, followUp: 1.5 },
  TR4: { fna: 1.5, followUp: 1.0 },
  TR5: { fna: 1.0, followUp: 0.5 },
};

export type TiradsAdvice = 'fna' | 'follow-up' | 'none';

export const TIRADS_ADVICE_TEXT: Record<TiradsAdvice, string> = {
  fna: 'FNA recommended',
  'follow-up': 'Follow-up ultrasound recommended',
  none: 'No FNA or follow-up required',
};

export interface TiradsResult {
  points: number;
  level: TiradsLevel;
  advice: TiradsAdvice;
}

export function assessTiradsNodule(nodule: TiradsNodule): TiradsResult {
  const points = tiradsPoints(nodule);
  const level = tiradsLevel(points);
  const threshold = THRESHOLDS_CM[level];
  const advice: TiradsAdvice = !threshold
    ? 'none'
    : nodule.maxDiameterCm >= threshold.fna
      ? 'fna'
      : nodule.maxDiameterCm >= threshold.followUp
        ? 'follow-up'
        : 'none';
  return { points, level, advice };
}
