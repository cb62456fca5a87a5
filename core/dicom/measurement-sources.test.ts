import { describe, expect, it } from 'vitest';
import { type MachineFetus, numberIn, reportFieldValue, resolveSources } from './measurement-sources.ts';

const at = '2026-11-27T06:00:00.000Z';
const machine = (values: Record<string, number>, scanner = 'Voluson E8', label = 'A'): MachineFetus => ({
  label,
  values: Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, { value, unit: 'mm', scanner, receivedAt: at }]),
  ),
});

describe('numberIn', () => {
  it.each([
    [78, 78],
    ['78.00', 78],
    ['1,650 g', 1650],
    ['AFI 12.5 cm', 12.5],
    ['142 bpm', 142],
    ['', null],
    [null, null],
    ['Adequate', null],
  ])('%j → %j', (input, expected) => expect(numberIn(input)).toBe(expected));
});

describe('reportFieldValue', () => {
  it('reads a single fetus from the report columns, then the measurements map', () => {
    const report = { biparietalDiameter: '78.00', measurements: { 'HC (mm)': 283 }, estimatedFetalWeight: '1650 g' };
    expect(reportFieldValue(report, 'A', 'bpd')).toBe(78);
    expect(reportFieldValue(report, 'A', 'hc')).toBe(283);
    expect(reportFieldValue(report, 'A', 'efw')).toBe(1650);
    expect(reportFieldValue(report, 'B', 'bpd')).toBeNull();
  });
  it('reads twins per fetus', () => {
    const report = {
      biparietalDiameter: 50,
      fetuses: [
        { label: 'A', bpd: '78' },
        { label: 'B', bpd: 76 },
      ],
    };
    expect(reportFieldValue(report, 'A', 'bpd')).toBe(78);
    expect(reportFieldValue(report, 'B', 'bpd')).toBe(76);
  });
});

describe('resolveSources', () => {
  const claims = [
    { fetus: 'A', key: 'bpd' },
    { fetus: 'A', key: 'hc' },
  ] as const;
  it('marks a filled value as the scanner’s, unchanged', () => {
    const sources = resolveSources(
      claims,
      { biparietalDiameter: 78, measurements: { 'HC (mm)': 283 } },
      [machine({ bpd: 78, hc: 283 })],
      [],
    );
    expect(sources).toEqual([
      { fetus: 'A', key: 'bpd', scanner: 'Voluson E8', scannerValue: 78, unit: 'mm', receivedAt: at, changed: false },
      { fetus: 'A', key: 'hc', scanner: 'Voluson E8', scannerValue: 283, unit: 'mm', receivedAt: at, changed: false },
    ]);
  });
  it('marks a value the doctor changed, and keeps it changed when the SR arrives again or anew', () => {
    const first = resolveSources(claims.slice(0, 1), { biparietalDiameter: 80 }, [machine({ bpd: 78 })], []);
    expect(first[0]).toMatchObject({ scannerValue: 78, changed: true });
    const again = resolveSources(claims.slice(0, 1), { biparietalDiameter: 80 }, [machine({ bpd: 79 })], first);
    expect(again[0]).toMatchObject({ scannerValue: 78, changed: true });
  });
  it('drops an emptied field, a claim with no measurement, and repeats', () => {
    const sources = resolveSources(
      [...claims, { fetus: 'A', key: 'bpd' }, { fetus: 'A', key: 'fl' }],
      { measurements: { 'HC (mm)': 283 }, femurLength: 61 },
      [machine({ hc: 283 })],
      [],
    );
    expect(sources.map((s) => s.key)).toEqual(['hc']);
  });
  it('reads twins from their own fetus', () => {
    const sources = resolveSources(
      [
        { fetus: 'A', key: 'bpd' },
        { fetus: 'B', key: 'bpd' },
      ],
      {
        fetuses: [
          { label: 'A', bpd: 78 },
          { label: 'B', bpd: 70 },
        ],
      },
      [machine({ bpd: 78 }), machine({ bpd: 76 }, 'Voluson E8', 'B')],
      [],
    );
    expect(sources.map((s) => [s.fetus, s.changed])).toEqual([
      ['A', false],
      ['B', true],
    ]);
  });
});
