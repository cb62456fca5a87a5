import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, linesOfText, parseMeasurementLines } from './parse-measurement-text.ts';

const read = (text: string) => parseMeasurementLines(linesOfText(text));
const valuesOf = (text: string) =>
  Object.fromEntries(Object.entries(read(text).values).map(([key, v]) => [key, v?.value]));

describe('parseMeasurementLines: layouts', () => {
  it.each([
    ['BPD 7.82cm', { bpd: 78.2 }],
    ['BPD  78.2 mm  31w2d', { bpd: 78.2 }],
    ['BPD (Hadlock) 78.2 mm 31w2d ± 1w2d', { bpd: 78.2 }],
    ['BPD(Hadlock1): 7.82 cm', { bpd: 78.2 }],
    ['HC: 28.41 cm', { hc: 284.1 }],
    ['AC = 269.0mm', { ac: 269 }],
    ['Femur Length 5.93 cm', { fl: 59.3 }],
    ['CRL 45.2 mm 11w3d', { crl: 45.2 }],
    ['NT 1.6 mm', { nt: 1.6 }],
    ['EFW 1.65 kg', { efw: 1650 }],
    ['EFW(Hadlock) 1650g ± 241g', { efw: 1650 }],
    ['Est. FW 1650 gm', { efw: 1650 }],
    ['AFI 14.2 cm', { afi: 14.2 }],
    ['AFI 142 mm', { afi: 14.2 }],
    ['FHR 142 bpm', { fhr: 142 }],
    ['HR 142bpm', { fhr: 142 }],
    ['GA(AUA) 31w2d', { ga: 219 }],
    ['GA 31w 2d', { ga: 219 }],
    ['AUA 31 w 2 d', { ga: 219 }],
    ['UA PI 0.98', { ua_pi: 0.98 }],
    ['Umb A PI 0.98 RI 0.62', { ua_pi: 0.98, ua_ri: 0.62 }],
    ['MCA PI 1.85', { mca_pi: 1.85 }],
    ['CPR 1.89', { cpr: 1.89 }],
    ['BPD 7.82 cm   HC 28.41 cm', { bpd: 78.2, hc: 284.1 }],
    ['BPD 1 7.80 2 7.84 Avg 7.82 cm', { bpd: 78.2 }],
    ['BPD: 7,82 cm', { bpd: 78.2 }],
  ])('%s', (text, expected) => {
    expect(valuesOf(text)).toEqual(expected);
  });

  it('reads a table with GA columns and a Doppler block with its vessels as headings', () => {
    const page = [
      'OB Report        Fetus A',
      'Parameter  Value    GA      Range',
      'BPD        7.82 cm  31w2d   29w5d-33w0d',
      'HC         28.41 cm 31w0d',
      'AC         26.90 cm 30w6d',
      'FL         5.93 cm  31w1d',
      'EFW        1650 g',
      'GA (AUA)   31w1d',
      'Umbilical Artery',
      'PI 0.98',
      'RI 0.62',
      'MCA',
      'PI 1.85',
      'Ut A',
      'PI 0.70',
    ].join('\n');
    expect(valuesOf(page)).toEqual({
      bpd: 78.2,
      hc: 284.1,
      ac: 269,
      fl: 59.3,
      efw: 1650,
      ga: 218,
      ua_pi: 0.98,
      ua_ri: 0.62,
      mca_pi: 1.85,
    });
  });

  it('keeps the first reading of a key, and the line it came from', () => {
    const parsed = read('BPD 7.82 cm\nBPD 7.90 cm');
    expect(parsed.values.bpd).toEqual({ value: 78.2, unit: 'mm', confidence: 1, text: 'BPD 7.82 cm' });
  });

  it('does not read a measurement column as the report GA, nor a lookalike label', () => {
    expect(valuesOf('BPD 7.82 cm GA 31w2d')).toEqual({ bpd: 78.2 });
    expect(valuesOf('HCG 2400\nACCURACY 95\nFLUID 3\nGAIN 52')).toEqual({});
  });
});

describe('parseMeasurementLines: OCR confusions and confidence', () => {
  it.each([
    ['BPD 7.8Z cm', {}],
    ['BPD 7.B2 cm', { bpd: 78.2 }],
    ['HC 2B4.1 mm', { hc: 284.1 }],
    ['FL 5.9S cm', { fl: 59.5 }],
    ['AC 26.9O cm', { ac: 269 }],
    ['FHR l42 bpm', { fhr: 142 }],
    ['HC 28.41 cn', { hc: 284.1 }],
    ['AC 269.0 rnm', { ac: 269 }],
    ['GA 3lw2d', { ga: 219 }],
    ['GA 3Iw2d', { ga: 219 }],
  ])('%s', (text, expected) => {
    expect(valuesOf(text)).toEqual(expected);
  });

  it('lowers the confidence of corrected, unit-guessed and implausible readings', () => {
    const certain = read('BPD 7.82 cm').values.bpd?.confidence ?? 0;
    const corrected = read('BPD 7.B2 cm').values.bpd?.confidence ?? 1;
    const guessed = read('BPD 7.82').values.bpd;
    const implausible = read('BPD 782 mm').values.bpd?.confidence ?? 1;
    expect(certain).toBe(1);
    expect(corrected).toBeLessThan(LOW_CONFIDENCE);
    expect(guessed).toMatchObject({ value: 78.2 });
    expect(guessed?.confidence).toBeLessThan(LOW_CONFIDENCE + 0.01);
    expect(implausible).toBeLessThan(LOW_CONFIDENCE);
  });

  it("takes the OCR engine's word confidence, the lowest of label, value and unit", () => {
    const parsed = parseMeasurementLines([
      [
        { text: 'BPD', confidence: 96 },
        { text: '7.82', confidence: 61 },
        { text: 'cm', confidence: 90 },
      ],
    ]);
    expect(parsed.values.bpd?.confidence).toBe(0.61);
  });

  it('reads a unitless value in the unit that makes it a fetal measurement', () => {
    expect(valuesOf('BPD 78.2\nHC 28.4\nEFW 1.65\nAFI 142')).toEqual({ bpd: 78.2, hc: 284, efw: 1650, afi: 14.2 });
  });
});

describe('parseMeasurementLines: PC-PNDT', () => {
  it.each(['Fetal Sex: Male', 'Gender F', 'SEX: FEMALE  BPD 7.82 cm', 'baby boy', 'It is a girl'])(
    'drops "%s" whole and counts it',
    (line) => {
      const parsed = read(`${line}\nHC 28.41 cm`);
      expect(parsed.droppedLines).toBe(1);
      expect(Object.keys(parsed.values)).toEqual(['hc']);
      expect(JSON.stringify(parsed)).not.toMatch(/male|female|gender|sex|boy|girl/i);
    },
  );
});

describe('parseMeasurementLines: misreadings of a blurred photo', () => {
  it.each([
    ['BPD 891cm', { bpd: 89.1 }],
    ['EFW 248kg', { efw: 2480 }],
    ['EFW (Hadlock) 17129 +2579', { efw: 1712 }],
    ['GA(AUA) 31wld', { ga: 218 }],
    ['MCA\nPl 1.85', { mca_pi: 1.85 }],
    ['BPD 7.82cm HR 138bpm', { bpd: 78.2, fhr: 138 }],
  ])('%s', (text, expected) => {
    expect(valuesOf(text)).toEqual(expected);
    for (const value of Object.values(read(text).values)) expect(value?.confidence).toBeLessThanOrEqual(1);
  });

  it('marks a recovered value as doubtful', () => {
    expect(read('BPD 891cm').values.bpd?.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
});
