/**
 * The one mapping table from SR concept codes to the report's measurement keys (issue 32 §4):
 * LOINC codes of DICOM TID 5000 (PS3.16 CID 12005 and neighbours), then per-vendor overrides for
 * machines that send their own codes. Units are what the report's form uses.
 */

export const MEASUREMENT_KEYS = [
  'bpd',
  'hc',
  'ac',
  'fl',
  'crl',
  'nt',
  'efw',
  'afi',
  'fhr',
  'ga',
  'ua_pi',
  'ua_ri',
  'mca_pi',
  'ut_pi',
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

/** What each key is stored and shown in. */
export const KEY_UNITS: Record<MeasurementKey, 'mm' | 'cm' | 'g' | 'bpm' | 'd' | ''> = {
  bpd: 'mm',
  hc: 'mm',
  ac: 'mm',
  fl: 'mm',
  crl: 'mm',
  nt: 'mm',
  efw: 'g',
  afi: 'cm',
  fhr: 'bpm',
  ga: 'd',
  ua_pi: '',
  ua_ri: '',
  mca_pi: '',
  ut_pi: '',
};

/** `scheme:code` → key. */
export const STANDARD_CODES: Record<string, MeasurementKey | 'pi' | 'ri'> = {
  'LN:11820-8': 'bpd',
  'LN:11984-2': 'hc',
  'LN:11979-2': 'ac',
  'LN:11963-6': 'fl',
  'LN:11957-8': 'crl',
  'LN:12146-7': 'nt',
  'LN:33069-6': 'nt',
  'LN:11727-5': 'efw',
  'LN:11627-7': 'afi',
  'LN:11948-7': 'fhr',
  'LN:18185-9': 'ga',
  'LN:11888-5': 'ga',
  'LN:12008-9': 'pi',
  'LN:12023-8': 'ri',
};

/** Finding sites that turn a Doppler index into its key (SNOMED CT). */
export const DOPPLER_SITES: Record<string, { pi: MeasurementKey; ri?: MeasurementKey }> = {
  'SCT:287224003': { pi: 'ua_pi', ri: 'ua_ri' },
  'SRT:T-45260': { pi: 'ua_pi', ri: 'ua_ri' },
  'SCT:17232002': { pi: 'mca_pi' },
  'SRT:T-45600': { pi: 'mca_pi' },
  'SCT:91079000': { pi: 'ut_pi' },
  'SRT:T-46820': { pi: 'ut_pi' },
};

/**
 * Vendors that send private codes for standard measurements: matched on the Manufacturer
 * attribute, consulted before the standard table.
 */
export const VENDOR_OVERRIDES: readonly { manufacturer: RegExp; codes: Record<string, MeasurementKey> }[] = [
  // Samsung Medison's OB package sends femur length under its own scheme.
  { manufacturer: /samsung/i, codes: { '99SMS_OB:FL': 'fl', '99SMS_OB:BPD': 'bpd' } },
  { manufacturer: /^GE/i, codes: { '99GEMS:FL': 'fl' } },
];

/** UCUM units to the form's, by factor. */
export const UNIT_FACTORS: Record<string, Record<string, number>> = {
  mm: { mm: 1, cm: 10, m: 1000 },
  cm: { cm: 1, mm: 0.1, m: 100 },
  g: { g: 1, kg: 1000 },
  bpm: { '/min': 1, '{H.B.}/min': 1, '{beats}/min': 1, bpm: 1 },
  d: { d: 1, wk: 7 },
  '': { '1': 1, '{ratio}': 1, '': 1 },
};

/**
 * Concepts that name a sex (PC-PNDT): LOINC fetal sex, SNOMED sex/gender, DICOM subject sex, and
 * the coded values male/female. An item with any of them, as its name or its value, is dropped.
 */
export const SEX_CODES = new Set([
  'LN:11882-8',
  'LN:46098-0',
  'LN:76689-9',
  'SCT:263495000',
  'SCT:734000001',
  'SRT:R-0038D',
  'DCM:121032',
  'SCT:248152002',
  'SCT:248153007',
  'SRT:F-03CE6',
  'SRT:F-03CE5',
]);
export const SEX_WORDS = /\b(sex|gender|male|female)\b/i;
