import {
  isPerFetus,
  type MachineFetus,
  type ReportFieldHolder,
  reportFieldValue,
  SCANNER_FIELDS,
  type ScannerField,
  SINGLETON_MAP_KEYS,
} from '../../../../../core/dicom/measurement-sources.ts';
import { FETUS_LABELS } from '../../../../../core/reports/fetuses.ts';
import { emptyFetus, type FormMeasurementSource, type ReportFormValues } from './report-form-model.ts';

/** The form's values as the sources read them: per fetus only for a multiple pregnancy. */
export function holderOf(values: ReportFormValues): ReportFieldHolder {
  return { ...values, fetuses: values.multiplePregnancy === 'yes' ? values.fetuses : null };
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The single-fetus report's typed text for the values it keeps as text. */
const SINGLETON_TEXT: Partial<Record<ScannerField, { field: keyof ReportFormValues; text: (v: number) => string }>> = {
  efw: { field: 'estimatedFetalWeight', text: (v) => `${v} g` },
  fhr: { field: 'fetalHeartRate', text: (v) => `${v} bpm` },
  afi: { field: 'amnioticFluid', text: (v) => `AFI ${v} cm` },
};
const SINGLETON_NUMBER: Partial<Record<ScannerField, keyof ReportFormValues>> = {
  bpd: 'biparietalDiameter',
  ac: 'abdominalCircumference',
  fl: 'femurLength',
};

export function writeSingleton(next: ReportFormValues, key: ScannerField, value: number) {
  const asText = SINGLETON_TEXT[key];
  const column = SINGLETON_NUMBER[key];
  const mapValue = asText ? asText.text(value) : value;
  if (asText) Object.assign(next, { [asText.field]: asText.text(value) });
  if (column) Object.assign(next, { [column]: String(value) });
  next.measurements = { ...next.measurements, [SINGLETON_MAP_KEYS[key]]: mapValue };
}

export interface FillResult {
  values: ReportFormValues;
  /** Fields written now. */
  filled: number;
  /** Fields left as the doctor changed them. */
  kept: number;
}

/**
 * Fills the form from a study's scanner measurements: an empty field, or one still holding what
 * a scanner said, takes the new value; a value the doctor changed is kept. Two or more fetuses in
 * the SR fill Fetus A, B, … of a multiple pregnancy. Nothing is saved or finalized here.
 */
export function fillFromScanner(values: ReportFormValues, machine: readonly MachineFetus[]): FillResult {
  const next: ReportFormValues = { ...values, measurements: { ...values.measurements } };
  const perFetus = machine.length > 1 || isPerFetus(holderOf(values));
  if (machine.length > 1) {
    next.multiplePregnancy = 'yes';
    const count = Math.min(FETUS_LABELS.length, Math.max(machine.length, values.fetuses.length));
    next.fetuses = FETUS_LABELS.slice(0, count).map((label, i) => ({ ...(values.fetuses[i] ?? emptyFetus(label)) }));
  }
  const sources: FormMeasurementSource[] = [...values.measurementSources];
  let filled = 0;
  let kept = 0;
  for (const fetus of machine) {
    for (const key of SCANNER_FIELDS) {
      const measured = fetus.values[key];
      if (!measured) continue;
      const current = reportFieldValue(holderOf(next), fetus.label, key);
      const index = sources.findIndex((s) => s.fetus === fetus.label && s.key === key);
      const source = sources[index];
      if (current !== null && !(source && same(current, source.scannerValue))) {
        kept += 1;
        continue;
      }
      if (perFetus) {
        const target = next.fetuses.find((f) => f.label === fetus.label);
        if (!target) continue;
        target[key] = String(measured.value);
      } else if (fetus.label === 'A') writeSingleton(next, key, measured.value);
      else continue;
      const entry = {
        fetus: fetus.label as FormMeasurementSource['fetus'],
        key,
        scanner: measured.scanner,
        scannerValue: measured.value,
      };
      if (index >= 0) sources[index] = entry;
      else sources.push(entry);
      filled += 1;
    }
  }
  next.measurementSources = sources;
  return { values: next, filled, kept };
}

/** Each filled field now: its value, where it came from, and whether the doctor changed it. */
export function sourceMarks(values: ReportFormValues) {
  const holder = holderOf(values);
  return values.measurementSources.flatMap((source) => {
    const value = reportFieldValue(holder, source.fetus, source.key);
    return value === null ? [] : [{ ...source, value, changed: !same(value, source.scannerValue) }];
  });
}
