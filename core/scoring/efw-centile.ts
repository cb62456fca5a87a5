import { normalCdf } from './normal-cdf.ts';

/**
 * Estimated fetal weight against the Hadlock 1991 weight standard (Radiology 1991;181:129-133;
 * research/domain-references.md §B.3). The median weight for menstrual age MA (weeks) is
 * ln W = 0.578 + 0.332·MA − 0.00354·MA², which reproduces the paper's Table 1 median column
 * (35 g at 10 weeks to 3,619 g at 40). The table's 10th and 90th centiles are the median × 0.83
 * and × 1.17, so the spread below and above the median is taken from those two columns: a
 * weight on the printed 10th or 90th centile reads as exactly the 10th or 90th here.
 */
export const HADLOCK_1991_WEEKS = { min: 10, max: 40 } as const;
/**
 * Weeks a centile is given for: the paper's 10-40, and on to 42+0 by the paper's own equation
 * (issue 30). The equation is smooth and still rising there (its peak is at 0.332 / (2 × 0.00354)
 * = 46.9 weeks), giving 3,787 g at 41 and 3,934 g at 42 weeks; a centile past 40 weeks is marked
 * as extrapolated beyond the published table, and says so where it is shown.
 */
export const EFW_CENTILE_WEEKS = { min: 10, max: 42 } as const;
export const EXTRAPOLATED_NOTE = 'beyond 40 weeks: Hadlock 1991 equation extended past its published table';

const Z_90 = 1.2815515655446004;
const SIGMA_BELOW = Math.log(1 / 0.83) / Z_90;
const SIGMA_ABOVE = Math.log(1.17) / Z_90;

export function hadlockMedianWeight(gaWeeks: number): number {
  return Math.exp(0.578 + 0.332 * gaWeeks - 0.00354 * gaWeeks ** 2);
}

export type GrowthClass = 'SGA' | 'AGA' | 'LGA';

export interface EfwCentile {
  /** 0-100, one decimal. */
  centile: number;
  medianGrams: number;
  /** Below the 10th centile: small; above the 90th: large for gestational age. */
  growth: GrowthClass;
  /** Past 40 weeks, where the paper's table ends and its equation is extended. */
  extrapolated: boolean;
}

/** The centile of an EFW (grams) at a gestational age (weeks, 10-42+0), or null outside those weeks. */
export function efwCentile(efwGrams: number, gaWeeks: number): EfwCentile | null {
  if (!Number.isFinite(efwGrams) || efwGrams <= 0) return null;
  if (!(gaWeeks >= EFW_CENTILE_WEEKS.min && gaWeeks <= EFW_CENTILE_WEEKS.max)) return null;
  const median = hadlockMedianWeight(gaWeeks);
  const ratio = Math.log(efwGrams / median);
  const z = ratio / (ratio < 0 ? SIGMA_BELOW : SIGMA_ABOVE);
  const centile = Math.round(normalCdf(z) * 1000) / 10;
  const growth: GrowthClass = centile < 10 ? 'SGA' : centile > 90 ? 'LGA' : 'AGA';
  return { centile, medianGrams: Math.round(median), growth, extrapolated: gaWeeks > HADLOCK_1991_WEEKS.max };
}
