import { describe, expect, it } from 'vitest';
import type { MachineFetus } from '../../../../../core/dicom/measurement-sources.ts';
import { emptyReportForm } from './report-form-model.ts';
import { fillFromScanner, sourceMarks } from './scanner-fill.ts';

const at = '2026-11-27T06:00:00.000Z';
const fetus = (label: string, values: Record<string, [number, string]>): MachineFetus => ({
  label,
  values: Object.fromEntries(
    Object.entries(values).map(([key, [value, unit]]) => [key, { value, unit, scanner: 'Voluson E8', receivedAt: at }]),
  ),
});
const sr = fetus('A', { bpd: [78, 'mm'], hc: [283, 'mm'], efw: [1650, 'g'], fhr: [142, 'bpm'], afi: [12, 'cm'] });

describe('fillFromScanner', () => {
  it('fills a single fetus’s fields, each marked from the scanner', () => {
    const { values, filled } = fillFromScanner(emptyReportForm('p'), [sr]);
    expect(filled).toBe(5);
    expect(values.biparietalDiameter).toBe('78');
    expect(values.measurements).toMatchObject({ 'BPD (mm)': 78, 'HC (mm)': 283, EFW: '1650 g' });
    expect(values.estimatedFetalWeight).toBe('1650 g');
    expect(values.fetalHeartRate).toBe('142 bpm');
    expect(values.amnioticFluid).toBe('AFI 12 cm');
    expect(sourceMarks(values).every((m) => !m.changed && m.scanner === 'Voluson E8')).toBe(true);
  });

  it('keeps what the doctor typed or changed, and replaces what a scanner said before', () => {
    const typed = { ...emptyReportForm('p'), femurLength: '60' };
    const first = fillFromScanner(typed, [fetus('A', { bpd: [78, 'mm'], fl: [61, 'mm'] })]).values;
    expect(first.femurLength).toBe('60');
    const changed = { ...first, biparietalDiameter: '80' };
    expect(sourceMarks(changed)).toEqual([expect.objectContaining({ key: 'bpd', value: 80, changed: true })]);
    const again = fillFromScanner(changed, [fetus('A', { bpd: [79, 'mm'], hc: [280, 'mm'] })]);
    expect(again.values.biparietalDiameter).toBe('80');
    expect(again.values.measurements['HC (mm)']).toBe(280);
    expect(again.kept).toBe(1);
    const refill = fillFromScanner(first, [fetus('A', { bpd: [79, 'mm'] })]);
    expect(refill.values.biparietalDiameter).toBe('79');
  });

  it('fills Fetus A and B of twins', () => {
    const { values } = fillFromScanner(emptyReportForm('p'), [
      fetus('A', { bpd: [70, 'mm'] }),
      fetus('B', { bpd: [68, 'mm'], afi: [12, 'cm'] }),
    ]);
    expect(values.multiplePregnancy).toBe('yes');
    expect(values.fetuses.map((f) => [f.label, f.bpd, f.afi])).toEqual([
      ['A', '70', ''],
      ['B', '68', '12'],
    ]);
    expect(values.biparietalDiameter).toBe('');
    expect(sourceMarks(values)).toHaveLength(3);
  });
});
