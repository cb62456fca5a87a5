import { describe, expect, it } from 'vitest';
import type { Fetus } from './fetuses.ts';
import { type ComputeInput, computeReport, efwDiscordance, gaDaysOfText } from './report-computed.ts';

const fetus = (label: 'A' | 'B', [bpd, hc, ac, fl]: number[], extra: Partial<Fetus> = {}): Fetus => ({
  label,
  bpd,
  hc,
  ac,
  fl,
  crl: null,
  nt: null,
  efw: null,
  afi: null,
  fhr: null,
  uaPi: null,
  mcaPi: null,
  presentation: null,
  ...extra,
});

const base: ComputeInput = {
  lastMenstrualPeriod: '2026-01-01',
  expectedDeliveryDate: null,
  scanDate: '2026-08-13', // 224 days: 32+0 by the LMP
  templateData: null,
  biparietalDiameter: null,
  abdominalCircumference: null,
  femurLength: null,
  measurements: {},
  estimatedFetalWeight: null,
  gestationalAge: null,
};

describe('inter-twin EFW discordance (ISUOG twin guideline, Khalil 2016: flag at 20%, refer at 25%)', () => {
  it.each([
    [[2000, 1620], 19, false, /below 20%/],
    [[2000, 1600], 20, true, /significant/],
    [[1500, 2000], 25, true, /referral/],
  ] as const)('%j g → %d%%', (weights, percent, flagged, note) => {
    const result = efwDiscordance(weights);
    expect(result).toMatchObject({ percent, flagged });
    expect(result?.note).toMatch(note);
  });
  it('needs two weights', () => expect(efwDiscordance([1800])).toBeNull());
});

describe('computed values of a report (issue 30 Interface)', () => {
  it('twins: per-fetus Hadlock IV weights and GA, centiles at the dated age, discordance, a typed EFW flagged', () => {
    const computed = computeReport({
      ...base,
      fetuses: [fetus('A', [82, 300, 290, 63]), fetus('B', [78, 290, 270, 60], { efw: 1500 })],
    });
    // Dated by the LMP: the larger twin's biometry (32+4) is 4 days off, within ACOG's 21.
    expect(computed.dating).toMatchObject({ method: 'lmp', gaDays: 224, edd: '2026-10-08' });
    expect(computed.fetuses.map((f) => [f.label, f.efwGrams, f.gaBiometryDays])).toEqual([
      ['A', 2076, 228],
      ['B', 1726, 217],
    ]);
    expect(computed.fetuses[0]?.efwCentile).toBeGreaterThan(computed.fetuses[1]?.efwCentile ?? 100);
    expect(computed.discordance).toMatchObject({ percent: 16.9, flagged: false });
    expect(computed.fetuses[1]?.warnings).toContain("EFW typed (1500 g) differs from Hadlock IV's 1726 g.");
    expect(computed.fetuses[0]?.warnings).toEqual([]);
  });

  it('a single fetus is one entry from the report fields; a typed GA that differs is flagged, not replaced', () => {
    const computed = computeReport({
      ...base,
      biparietalDiameter: '82',
      measurements: { 'HC (mm)': 300 },
      abdominalCircumference: 290,
      femurLength: 63,
      estimatedFetalWeight: '2076 g (Hadlock Formula IV)',
      gestationalAge: '30 weeks 0 days',
    });
    expect(computed.fetuses).toHaveLength(1);
    expect(computed.fetuses[0]).toMatchObject({ label: 'A', efwGrams: 2076, gaBiometryDays: 228 });
    expect(computed.fetuses[0]?.warnings).toEqual([
      "Gestational age typed (30 weeks 0 days) differs from the biometry's (32 weeks 4 days).",
    ]);
    expect(computed.discordance).toBeNull();
  });

  it('a typed EDD that differs from the dating is flagged; the LMP EDD the wizard fills is not', () => {
    const crl = { ...base, lastMenstrualPeriod: '2026-08-25', scanDate: '2026-11-20', templateData: { crlMm: 45 } };
    expect(computeReport({ ...crl, expectedDeliveryDate: '2027-06-01' }).warnings).toEqual([]);
    const typed = computeReport({ ...crl, expectedDeliveryDate: '2027-06-20' });
    expect(typed.dating).toMatchObject({ method: 'crl', edd: '2027-06-10' });
    expect(typed.warnings).toEqual([
      "EDD typed (20/06/2027) differs from the dating decision's 10/06/2027: the report prints the dating decision.",
    ]);
  });

  it('twins are dated by the larger CRL (ISUOG 2016)', () => {
    const computed = computeReport({
      ...base,
      lastMenstrualPeriod: null,
      scanDate: '2026-11-20',
      fetuses: [fetus('A', [], { crl: 40 }), fetus('B', [], { crl: 45 })],
    });
    expect(computed.dating).toMatchObject({ method: 'crl', gaDays: 78 });
  });

  it('reads GA text as typed or printed', () => {
    expect(gaDaysOfText('29 weeks 1 day (Hadlock)')).toBe(204);
    expect(gaDaysOfText('33w5d')).toBe(236);
    expect(gaDaysOfText('Normal')).toBeNull();
  });
});
