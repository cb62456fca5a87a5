import { describe, expect, it } from 'vitest';
import { suggestIndications } from './indication-suggestions.ts';

describe('suggestIndications', () => {
  it.each([
    ['Growth scan', ['xvii']],
    ['Dating scan', ['ii']],
    ['Bleeding P/V at 8 weeks, viability', ['i', 'v']],
    ['Twin pregnancy, chorionicity', ['iii']],
    ['Previous LSCS, placenta position', ['xiv', 'xvi']],
    ['Preterm labour', ['xiii']],
    ['Doppler for IUGR', ['xvii', 'xviii']],
    ['Routine', []],
    ['', []],
  ])('%j -> %j', (text, codes) => {
    expect(suggestIndications(text)).toEqual(codes);
  });
  it('offers nothing for a missing indication', () => {
    expect(suggestIndications(null)).toEqual([]);
  });
});
