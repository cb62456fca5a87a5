import { describe, expect, it } from 'vitest';
import { efwCentile, hadlockMedianWeight } from './efw-centile.ts';

// Hadlock 1991 Table 1, median weight (g) by week, 10-40 (research/domain-references.md §B.3).
const TABLE_1_MEDIAN = [
  35, 45, 58, 73, 93, 117, 146, 181, 223, 273, 331, 399, 478, 568, 670, 785, 913, 1055, 1210, 1379, 1559, 1751, 1953,
  2162, 2377, 2595, 2813, 3028, 3236, 3435, 3619,
];

describe('EFW centile by the Hadlock 1991 standard', () => {
  it('reproduces the published median for every week', () => {
    TABLE_1_MEDIAN.forEach((grams, i) => {
      expect(Math.round(hadlockMedianWeight(10 + i)), `week ${10 + i}`).toBe(grams);
    });
  });

  it('puts the printed 10th and 90th centiles (median × 0.83 and × 1.17) exactly there', () => {
    expect(efwCentile(3619, 40)).toEqual({ centile: 50, medianGrams: 3619, growth: 'AGA', extrapolated: false });
    expect(efwCentile(3619 * 0.83, 40)?.centile).toBe(10);
    expect(efwCentile(3619 * 1.17, 40)?.centile).toBe(90);
    expect(efwCentile(1559 * 0.83, 30)?.centile).toBe(10);
  });

  it('classifies small and large for gestational age', () => {
    expect(efwCentile(2900, 40)?.growth).toBe('SGA');
    expect(efwCentile(3004, 40)?.growth).toBe('AGA');
    expect(efwCentile(4300, 40)?.growth).toBe('LGA');
  });

  it.each([
    // Hadlock 1991 equation ln W = 0.578 + 0.332·MA − 0.00354·MA² past its Table 1 (issue 30).
    [41, 3787],
    [42, 3934],
  ])('extends the Hadlock 1991 equation to %i weeks (median %i g), marked as extrapolated', (weeks, median) => {
    expect(efwCentile(median, weeks)).toEqual({ centile: 50, medianGrams: median, growth: 'AGA', extrapolated: true });
    expect(efwCentile(median * 0.83, weeks)?.centile).toBe(10);
  });

  it('answers nothing outside 10-42+0 weeks or for no weight', () => {
    expect(efwCentile(3000, 42 + 1 / 7)).toBeNull();
    expect(efwCentile(30, 9.5)).toBeNull();
    expect(efwCentile(0, 30)).toBeNull();
  });
});
