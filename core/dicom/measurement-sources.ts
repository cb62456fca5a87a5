import { z } from 'zod';
import { FETUS_LABELS } from '../reports/fetuses.ts';

/**
 * Which report values came from a scanner (issue 32 item 4; DESIGN §7 "The record follows the
 * scan"). The wizard says which fields it filled from the study's SR measurements; the server
 * decides, from the stored values, which scanner measured them and whether the doctor changed
 * them. A value the doctor changed stays the doctor's: nothing here ever writes a report field.
 */
export const SCANNER_FIELDS = ['bpd', 'hc', 'ac', 'fl', 'crl', 'nt', 'efw', 'afi', 'fhr'] as const;
export type ScannerField = (typeof SCANNER_FIELDS)[number];

export const SCANNER_FIELD_LABELS: Record<ScannerField, { label: string; unit: string }> = {
  bpd: { label: 'BPD', unit: 'mm' },
  hc: { label: 'HC', unit: 'mm' },
  ac: { label: 'AC', unit: 'mm' },
  fl: { label: 'FL', unit: 'mm' },
  crl: { label: 'CRL', unit: 'mm' },
  nt: { label: 'NT', unit: 'mm' },
  efw: { label: 'EFW', unit: 'g' },
  afi: { label: 'AFI', unit: 'cm' },
  fhr: { label: 'FHR', unit: 'bpm' },
};

/** What a save says: "this field was filled from the scanner" (no free text: enums only). */
export const MeasurementSourceClaimSchema = z.object({
  fetus: z.enum(FETUS_LABELS),
  key: z.enum(SCANNER_FIELDS),
  /** Read from this measurement photo of the study (issue 35 item 3), not sent by a scanner. */
  photoId: z.uuid().optional(),
});
export type MeasurementSourceClaim = z.output<typeof MeasurementSourceClaimSchema>;

/** The name a photo-read value's source carries where a scanner's would be ("from photo" on screen). */
export const PHOTO_SOURCE_NAME = 'photo';

/** What the report answer says about one such field. */
export const MeasurementSourceSchema = MeasurementSourceClaimSchema.extend({
  scanner: z.string(),
  /** What the scanner measured, in the form's unit. */
  scannerValue: z.number(),
  unit: z.string(),
  receivedAt: z.string(),
  /** The report's value is not the scanner's: the doctor changed it. */
  changed: z.boolean(),
});
export type MeasurementSource = z.output<typeof MeasurementSourceSchema>;

/** A study's measurements as GET /api/studies/:id/measurements answers them. */
export interface MachineFetus {
  label: string;
  values: Record<string, { value: number; unit: string; scanner: string; receivedAt: string } | undefined>;
}

type Loose = string | number | null | undefined;
/** The report fields the sources read, as the save columns and the form's values both hold them. */
export interface ReportFieldHolder {
  biparietalDiameter?: Loose;
  abdominalCircumference?: Loose;
  femurLength?: Loose;
  estimatedFetalWeight?: Loose;
  fetalHeartRate?: Loose;
  amnioticFluid?: Loose;
  measurements?: Readonly<Record<string, Loose>> | null;
  /** A multiple pregnancy's fetuses; null or one entry reads the single-fetus fields. */
  fetuses?: readonly ({ label: string } & Partial<Record<ScannerField, Loose>>)[] | null;
}

/** Measurement-map keys of the values a single-fetus report has no column for. */
export const SINGLETON_MAP_KEYS: Record<ScannerField, string> = {
  bpd: 'BPD (mm)',
  hc: 'HC (mm)',
  ac: 'AC (mm)',
  fl: 'FL (mm)',
  crl: 'CRL (mm)',
  nt: 'NT (mm)',
  efw: 'EFW',
  afi: 'AFI (cm)',
  fhr: 'FHR (bpm)',
};

/** The number a field holds: 78, '78.00', '1,650 g', 'AFI 12 cm', '142 bpm'; null when none. */
export function numberIn(value: Loose): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = (value ?? '').replaceAll(',', '').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
}

const SINGLETON_COLUMNS: Partial<Record<ScannerField, keyof ReportFieldHolder>> = {
  bpd: 'biparietalDiameter',
  ac: 'abdominalCircumference',
  fl: 'femurLength',
  efw: 'estimatedFetalWeight',
  fhr: 'fetalHeartRate',
  afi: 'amnioticFluid',
};

/** Whether a report reads its values per fetus (two or more) or from its single-fetus fields. */
export const isPerFetus = (report: ReportFieldHolder) => (report.fetuses?.length ?? 0) > 1;

/** The value a report holds for a fetus's measurement. */
export function reportFieldValue(report: ReportFieldHolder, fetus: string, key: ScannerField): number | null {
  if (isPerFetus(report)) return numberIn(report.fetuses?.find((f) => f.label === fetus)?.[key]);
  if (fetus !== 'A') return null;
  const column = SINGLETON_COLUMNS[key];
  const fromColumn = column ? numberIn(report[column] as Loose) : null;
  return fromColumn ?? numberIn(report.measurements?.[SINGLETON_MAP_KEYS[key]]);
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The sources to keep for a save. A claimed field whose value is the scanner's is "from" it (a
 * fill, or a fill again after a new SR); one whose value differs keeps the source it had, marked
 * changed, so a new or repeated SR never turns the doctor's value back into the machine's; an
 * emptied field, or one the study has no measurement for, has no source.
 */
export function resolveSources(
  claims: readonly MeasurementSourceClaim[],
  report: ReportFieldHolder,
  machine: readonly MachineFetus[],
  previous: readonly MeasurementSource[],
): MeasurementSource[] {
  const seen = new Set<string>();
  const kept: MeasurementSource[] = [];
  for (const { fetus, key } of claims) {
    if (seen.has(`${fetus}:${key}`)) continue;
    seen.add(`${fetus}:${key}`);
    const value = reportFieldValue(report, fetus, key);
    if (value === null) continue;
    const measured = machine.find((f) => f.label === fetus)?.values[key];
    const before = previous.find((p) => p.fetus === fetus && p.key === key);
    const from = measured
      ? {
          scanner: measured.scanner,
          scannerValue: measured.value,
          unit: measured.unit,
          receivedAt: measured.receivedAt,
        }
      : null;
    if (from && same(value, from.scannerValue)) kept.push({ fetus, key, ...from, changed: false });
    else if (before) kept.push({ ...before, changed: !same(value, before.scannerValue) });
    else if (from) kept.push({ fetus, key, ...from, changed: true });
  }
  return kept;
}
