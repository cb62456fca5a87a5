import { SCANNER_FIELDS, type ScannerField } from '../../../../../../core/dicom/measurement-sources.ts';
import { formatWeeksDays } from '../../../../../../core/obstetrics/lmp.ts';
import type { PhotoKey } from '../../../../../../core/ocr/photo-measurement-keys.ts';
import { BIOMETRY_KEYS } from '../../../../../../core/reports/biometry-keys.ts';
import type { CalculatorId } from '../../../../../../core/reports/templates/template-definition.ts';
import type { FormMeasurementSource, ReportFormValues } from '../report-form-model.ts';
import { writeSingleton } from '../scanner-fill.ts';

/** The values a person confirmed from a photo, in the report's units (GA in days). */
export type ConfirmedValues = Partial<Record<PhotoKey, number>>;

/** Where a first-trimester or Doppler template keeps a photo's value (its own descriptors). */
const TEMPLATE_DATA_KEYS: Partial<Record<CalculatorId, Partial<Record<PhotoKey, string>>>> = {
  'first-trimester-dating': { crl: 'crlMm', nt: 'ntMm', fhr: 'fetalHeartRateBpm' },
  'fetal-doppler': { ua_pi: 'uaPi', mca_pi: 'mcaPi' },
};

const isScannerField = (key: string): key is ScannerField => (SCANNER_FIELDS as readonly string[]).includes(key);

/** The form fields a photo fill may change (set one by one, so the form stays the one source). */
export const PHOTO_FILLED_FIELDS = [
  'estimatedFetalWeight',
  'fetalHeartRate',
  'amnioticFluid',
  'gestationalAge',
  'measurements',
  'templateData',
  'measurementSources',
] as const satisfies readonly (keyof ReportFormValues)[];

export interface PhotoFill {
  values: ReportFormValues;
  /** The keys that went into the form. */
  used: PhotoKey[];
  /** Read and ticked, but the form has no place for them (UA RI, CPR: the Doppler panel computes CPR). */
  unused: PhotoKey[];
}

/**
 * Puts the ticked photo values into the form (issue 35 item 3). Ticking is the person's choice,
 * so a ticked value replaces what the field held. Values with a report field of their own are
 * marked "from photo" (measurementSources with the photo's id: the server checks them against
 * what it read off that photo); a template's own descriptors (CRL, NT, Doppler PI) are filled
 * too. A multiple pregnancy's per-fetus fields are left to the doctor: a photo names no fetus.
 */
export function fillFromPhoto(
  current: ReportFormValues,
  confirmed: ConfirmedValues,
  photoId: string,
  calculator: CalculatorId | null,
): PhotoFill {
  const next: ReportFormValues = {
    ...current,
    measurements: { ...current.measurements },
    templateData: { ...current.templateData },
  };
  const sources: FormMeasurementSource[] = [...current.measurementSources];
  const used: PhotoKey[] = [];
  const unused: PhotoKey[] = [];
  const single = current.multiplePregnancy !== 'yes';
  const templateKeys = (calculator && TEMPLATE_DATA_KEYS[calculator]) || {};
  for (const [key, value] of Object.entries(confirmed) as [PhotoKey, number][]) {
    let placed = false;
    const dataKey = templateKeys[key];
    if (dataKey) {
      next.templateData[dataKey] = String(value);
      placed = true;
    }
    if (key === 'ga') {
      const text = formatWeeksDays(Math.floor(value / 7), value % 7);
      next.gestationalAge = text;
      next.measurements[BIOMETRY_KEYS.ga] = text;
      placed = true;
    } else if (single && isScannerField(key)) {
      writeSingleton(next, key, value);
      const entry: FormMeasurementSource = { fetus: 'A', key, photoId, scanner: 'photo', scannerValue: value };
      const index = sources.findIndex((s) => s.fetus === 'A' && s.key === key);
      if (index >= 0) sources[index] = entry;
      else sources.push(entry);
      placed = true;
    }
    (placed ? used : unused).push(key);
  }
  next.measurementSources = sources;
  return { values: next, used, unused };
}
