import { describe, expect, it } from 'vitest';
import { splitGstInclusive } from './gst.ts';

describe('splitGstInclusive', () => {
  it.each([60000, 100000, 200000, 1, 99, 12345])('the parts of %d paise add up exactly', (total) => {
    for (const interState of [true, false]) {
      const gst = splitGstInclusive(total, interState);
      expect(gst.taxablePaise + gst.cgstPaise + gst.sgstPaise + gst.igstPaise).toBe(total);
    }
  });

  it('splits ₹600 as ₹508.47 + 18%', () => {
    expect(splitGstInclusive(60000, false)).toMatchObject({ taxablePaise: 50847, cgstPaise: 4576, sgstPaise: 4577 });
    expect(splitGstInclusive(60000, true)).toMatchObject({ taxablePaise: 50847, igstPaise: 9153 });
  });
});
