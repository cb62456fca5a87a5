import { describe, expect, it } from 'vitest';
import { ABDOMINAL_TEMPLATE } from './abdominal.ts';
import { organStems, suggestSectionPhrases } from './section-phrases.ts';

describe('phrases from the organ being typed (issue 30 item 11)', () => {
  it.each([
    ['Liver', ['liver']],
    ['Gall Bladder', ['gall bladder']],
    ['Ovaries / Adnexa', ['ovar', 'adnexa']],
    ['Kidneys', ['kidney']],
    ['Amnion / Chorion', ['amnion', 'chorion']],
    ['Urinary Bladder & Prostate', ['urinary bladder', 'prostate']],
  ])('%j names %j', (label, stems) => {
    expect(organStems(label)).toEqual(stems);
  });

  it('offers the liver phrases first under Liver, and the gall bladder ones under Gall Bladder', () => {
    const bank = [
      'Both kidneys are normal in size.',
      'Gallbladder is well distended.',
      'Liver is normal in size and echogenicity.',
      'No free fluid is seen.',
    ];
    expect(suggestSectionPhrases(bank, 'Liver', 'no').shown).toEqual([
      'Liver is normal in size and echogenicity.',
      'No free fluid is seen.',
      'Both kidneys are normal in size.',
    ]);
    expect(suggestSectionPhrases(bank, 'Gall Bladder', 'is', 2)).toEqual({
      shown: ['Gallbladder is well distended.', 'Liver is normal in size and echogenicity.'],
      more: 1,
    });
  });

  it('in the abdominal template, the first suggestions under Liver all name the liver', () => {
    const { shown } = suggestSectionPhrases(ABDOMINAL_TEMPLATE.phraseBank, 'Liver', 'normal', 5);
    expect(shown.slice(0, 2).every((phrase) => phrase.startsWith('Liver'))).toBe(true);
    expect(shown[2]).toBe('Gall bladder is well distended with normal wall thickness.');
  });
});
