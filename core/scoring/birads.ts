/**
 * Breast ultrasound lexicon and assessment categories of ACR BI-RADS Atlas, 5th edition (2013):
 * Mendelson EB, Böhm-Vélez M, Berg WA, et al. ACR BI-RADS Ultrasound. In: ACR BI-RADS Atlas,
 * Breast Imaging Reporting and Data System. Reston, VA: American College of Radiology; 2013.
 *
 * The lexicon has no points: the category is the radiologist's judgement of the whole study. So
 * nothing here computes a category. What this module does is name, for each lesion, the lexicon
 * features the Atlas lists as suspicious (and the classic benign cyst pattern), as prompts only;
 * the report prints the category the radiologist chose, with the Atlas's management wording.
 */
export const BIRADS_SHAPE = { oval: 'Oval', round: 'Round', irregular: 'Irregular' } as const;
export const BIRADS_ORIENTATION = { parallel: 'Parallel', 'not-parallel': 'Not parallel' } as const;
export const BIRADS_MARGIN = {
  circumscribed: 'Circumscribed',
  indistinct: 'Not circumscribed: indistinct',
  angular: 'Not circumscribed: angular',
  microlobulated: 'Not circumscribed: microlobulated',
  spiculated: 'Not circumscribed: spiculated',
} as const;
export const BIRADS_ECHO_PATTERN = {
  anechoic: 'Anechoic',
  hyperechoic: 'Hyperechoic',
  'complex-cystic-solid': 'Complex cystic and solid',
  hypoechoic: 'Hypoechoic',
  isoechoic: 'Isoechoic',
  heterogeneous: 'Heterogeneous',
} as const;
export const BIRADS_POSTERIOR = {
  none: 'No posterior features',
  enhancement: 'Posterior enhancement',
  shadowing: 'Posterior shadowing',
  combined: 'Combined posterior pattern',
} as const;
export const BIRADS_CALCIFICATIONS = {
  none: 'No calcifications',
  'in-mass': 'Calcifications in a mass',
  'outside-mass': 'Calcifications outside of a mass',
  intraductal: 'Intraductal calcifications',
} as const;
export const BIRADS_ASSOCIATED = {
  'architectural-distortion': 'Architectural distortion',
  'duct-changes': 'Duct changes',
  'skin-thickening': 'Skin thickening',
  'skin-retraction': 'Skin retraction',
  edema: 'Edema',
  'internal-vascularity': 'Internal vascularity',
  'rim-vascularity': 'Vessels in rim',
} as const;

export const BIRADS_CATEGORIES = {
  '0': { label: 'BI-RADS 0: Incomplete', management: 'Recall for additional imaging.' },
  '1': { label: 'BI-RADS 1: Negative', management: 'Routine screening.' },
  '2': { label: 'BI-RADS 2: Benign', management: 'Routine screening.' },
  '3': {
    label: 'BI-RADS 3: Probably benign (likelihood of malignancy 2% or less)',
    management: 'Short-interval (6-month) follow-up or continued surveillance.',
  },
  '4': {
    label: 'BI-RADS 4: Suspicious (likelihood of malignancy more than 2% to less than 95%)',
    management: 'Tissue diagnosis.',
  },
  '4A': {
    label: 'BI-RADS 4A: Low suspicion for malignancy (more than 2% to 10%)',
    management: 'Tissue diagnosis.',
  },
  '4B': {
    label: 'BI-RADS 4B: Moderate suspicion for malignancy (more than 10% to 50%)',
    management: 'Tissue diagnosis.',
  },
  '4C': {
    label: 'BI-RADS 4C: High suspicion for malignancy (more than 50% to less than 95%)',
    management: 'Tissue diagnosis.',
  },
  '5': {
    label: 'BI-RADS 5: Highly suggestive of malignancy (95% or more)',
    management: 'Tissue diagnosis.',
  },
  '6': {
    label: 'BI-RADS 6: Known biopsy-proven malignancy',
    management: 'Surgical excision when clinically appropriate.',
  },
} as const;
export type BiradsCategory = keyof typeof BIRADS_CATEGORIES;

export interface BiradsLesionFeatures {
  shape: keyof typeof BIRADS_SHAPE;
  orientation: keyof typeof BIRADS_ORIENTATION;
  margin: keyof typeof BIRADS_MARGIN;
  echoPattern: keyof typeof BIRADS_ECHO_PATTERN;
  posterior: keyof typeof BIRADS_POSTERIOR;
  calcifications: keyof typeof BIRADS_CALCIFICATIONS;
  associated: readonly (keyof typeof BIRADS_ASSOCIATED)[];
}

/** The features the Atlas describes as suspicious for malignancy, as they appear on this lesion. */
export function suspiciousFeatures(lesion: BiradsLesionFeatures): string[] {
  const found: string[] = [];
  if (lesion.shape === 'irregular') found.push('irregular shape');
  if (lesion.orientation === 'not-parallel') found.push('not parallel orientation');
  if (lesion.margin !== 'circumscribed') found.push(`${lesion.margin} margin`);
  // The Atlas: a complex cystic and solid mass is suspicious, usually category 4 (issue 30).
  if (lesion.echoPattern === 'complex-cystic-solid') found.push('complex cystic and solid echo pattern');
  if (lesion.posterior === 'shadowing') found.push('posterior shadowing');
  if (lesion.calcifications === 'in-mass' || lesion.calcifications === 'intraductal') {
    found.push(BIRADS_CALCIFICATIONS[lesion.calcifications].toLowerCase());
  }
  for (const feature of ['architectural-distortion', 'skin-retraction'] as const) {
    if (lesion.associated.includes(feature)) found.push(BIRADS_ASSOCIATED[feature].toLowerCase());
  }
  return found;
}

/** A simple cyst as the Atlas describes it: circumscribed, anechoic, posterior enhancement. */
export function isSimpleCystPattern(lesion: BiradsLesionFeatures): boolean {
  return (
    lesion.shape !== 'irregular' &&
    lesion.margin === 'circumscribed' &&
    lesion.echoPattern === 'anechoic' &&
    lesion.posterior === 'enhancement' &&
    suspiciousFeatures(lesion).length === 0
  );
}

/**
 * A prompt for the radiologist, never a category: suspicious features prompt "consider category 4
 * or 5"; the simple-cyst pattern prompts "consistent with category 2"; anything else says the
 * features alone do not decide. Conservative by design: one suspicious feature is enough to prompt.
 */
export function biradsPrompt(lesion: BiradsLesionFeatures): string {
  const suspicious = suspiciousFeatures(lesion);
  if (suspicious.length) return `Suspicious features (${suspicious.join(', ')}): consider category 4 or 5.`;
  if (isSimpleCystPattern(lesion)) return 'Features of a simple cyst: consistent with category 2.';
  return 'No suspicious feature described: category by the radiologist (2 or 3 if benign-appearing).';
}

const RANK: Record<BiradsCategory, number> = {
  '0': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '4A': 4,
  '4B': 4,
  '4C': 4,
  '5': 5,
  '6': 6,
};

/**
 * The lowest category a breast's described lesions support: 4 when any lesion has a feature the
 * Atlas lists as suspicious (a suspicious finding is at least 4A), else null, for no lower bound
 * (a benign-appearing lesion may be 2 or 3 by the radiologist's judgement).
 */
export function lowestSupportedCategory(lesions: readonly BiradsLesionFeatures[]): BiradsCategory | null {
  return lesions.some((lesion) => suspiciousFeatures(lesion).length > 0) ? '4' : null;
}

/**
 * True when a breast's chosen category is below what its lesions support: 1-3 while a lesion has a
 * suspicious feature. Category 0 (incomplete, recall) is not an assessment, so never below. The
 * form then asks the radiologist for a reason, and the report prints it; the category stands.
 */
export function categoryBelowFeatures(category: BiradsCategory, lesions: readonly BiradsLesionFeatures[]): boolean {
  const lowest = lowestSupportedCategory(lesions);
  const rank = RANK[category];
  return lowest !== null && rank >= 1 && rank < RANK[lowest];
}
