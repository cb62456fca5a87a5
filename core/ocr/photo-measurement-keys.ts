import { KEY_UNITS, MEASUREMENT_KEYS, type MeasurementKey } from '../dicom/sr-codes.ts';

/**
 * What a photo of a scanner's measurement page can fill (issue 35 item 3): the report's fields as
 * the DICOM SR import names them (core/dicom/sr-codes.ts, the one key list), less the uterine
 * artery PI, which the report has no field for, plus the cerebro-placental ratio that machines
 * print on their Doppler page. Units are what the report's form uses.
 */
const NOT_ON_PHOTOS = ['ut_pi'] as const satisfies readonly MeasurementKey[];
type SrPhotoKey = Exclude<MeasurementKey, (typeof NOT_ON_PHOTOS)[number]>;
export type PhotoKey = SrPhotoKey | 'cpr';

export const PHOTO_KEYS: readonly PhotoKey[] = [
  ...MEASUREMENT_KEYS.filter((key): key is SrPhotoKey => !(NOT_ON_PHOTOS as readonly string[]).includes(key)),
  'cpr',
];

export type PhotoUnit = (typeof KEY_UNITS)[MeasurementKey];

export const PHOTO_KEY_UNITS = Object.fromEntries(
  PHOTO_KEYS.map((key) => [key, key === 'cpr' ? '' : KEY_UNITS[key]]),
) as Record<PhotoKey, PhotoUnit>;

/** How each key is named on the wizard's review list. */
export const PHOTO_KEY_LABELS: Record<PhotoKey, string> = {
  bpd: 'BPD',
  hc: 'HC',
  ac: 'AC',
  fl: 'FL',
  crl: 'CRL',
  nt: 'NT',
  efw: 'EFW',
  afi: 'AFI',
  fhr: 'FHR',
  ga: 'GA',
  ua_pi: 'UA PI',
  ua_ri: 'UA RI',
  mca_pi: 'MCA PI',
  cpr: 'CPR',
};

/**
 * The values a fetus can have, in the key's unit, from an early first trimester to term (with a
 * margin). A reading outside is still offered, with low confidence: the person confirming it
 * decides. Used too to tell a unitless "7.82" (cm) from "78.2" (mm).
 */
export const PLAUSIBLE: Record<PhotoKey, readonly [number, number]> = {
  bpd: [10, 110],
  hc: [40, 400],
  ac: [30, 450],
  fl: [5, 90],
  crl: [2, 95],
  nt: [0.3, 9],
  efw: [50, 6000],
  afi: [0.5, 45],
  fhr: [60, 220],
  ga: [35, 300],
  ua_pi: [0.2, 3],
  ua_ri: [0.2, 1.2],
  mca_pi: [0.4, 4],
  cpr: [0.3, 5],
};

/**
 * Labels as scanners print them (Samsung, GE, Philips, Mindray, Sonoscape, Wipro GE and the like),
 * lower case, spaces as written; the longest that starts a line wins. Doppler rows that print only
 * "PI" or "RI" take their vessel from the heading above them (see parse-measurement-text.ts).
 */
export const LABELS: readonly (readonly [string, PhotoKey])[] = [
  ['biparietal diameter', 'bpd'],
  ['biparietal', 'bpd'],
  ['bpd', 'bpd'],
  ['head circumference', 'hc'],
  ['head circ', 'hc'],
  ['hc', 'hc'],
  ['abdominal circumference', 'ac'],
  ['abdominal circ', 'ac'],
  ['abd circ', 'ac'],
  ['ac', 'ac'],
  ['femur length', 'fl'],
  ['femur', 'fl'],
  ['fl', 'fl'],
  ['crown rump length', 'crl'],
  ['crown-rump length', 'crl'],
  ['crl', 'crl'],
  ['nuchal translucency', 'nt'],
  ['nuchal', 'nt'],
  ['nt', 'nt'],
  ['estimated fetal weight', 'efw'],
  ['est. fetal wt', 'efw'],
  ['est fetal wt', 'efw'],
  ['est. fw', 'efw'],
  ['est fw', 'efw'],
  ['efw', 'efw'],
  ['fw', 'efw'],
  ['amniotic fluid index', 'afi'],
  ['af index', 'afi'],
  ['afi', 'afi'],
  ['fetal heart rate', 'fhr'],
  ['fetal hr', 'fhr'],
  ['fhr', 'fhr'],
  ['hr', 'fhr'],
  ['gestational age', 'ga'],
  ['ga (aua)', 'ga'],
  ['ga(aua)', 'ga'],
  ['avg ga', 'ga'],
  ['comp ga', 'ga'],
  ['aua', 'ga'],
  ['cua', 'ga'],
  ['ga', 'ga'],
  ['umbilical artery pi', 'ua_pi'],
  ['umbilical a pi', 'ua_pi'],
  ['umb a pi', 'ua_pi'],
  ['umba pi', 'ua_pi'],
  ['uma pi', 'ua_pi'],
  ['ua pi', 'ua_pi'],
  ['ua-pi', 'ua_pi'],
  ['umbilical artery ri', 'ua_ri'],
  ['umbilical a ri', 'ua_ri'],
  ['umb a ri', 'ua_ri'],
  ['umba ri', 'ua_ri'],
  ['uma ri', 'ua_ri'],
  ['ua ri', 'ua_ri'],
  ['ua-ri', 'ua_ri'],
  ['middle cerebral artery pi', 'mca_pi'],
  ['mid cerebral a pi', 'mca_pi'],
  ['mca pi', 'mca_pi'],
  ['mca-pi', 'mca_pi'],
  ['cerebroplacental ratio', 'cpr'],
  ['cerebro-placental ratio', 'cpr'],
  ['mca/ua pi', 'cpr'],
  ['mca/ua', 'cpr'],
  ['c/u ratio', 'cpr'],
  ['cpr', 'cpr'],
];

/** Doppler headings ("Umb A", "MCA") that give a following bare "PI"/"RI" row its vessel. */
export const VESSELS: readonly (readonly [RegExp, { pi?: PhotoKey; ri?: PhotoKey }])[] = [
  [/^(?:umbilical\s+artery|umbilical\s+a|umb\.?\s*a|uma|ua)\b/i, { pi: 'ua_pi', ri: 'ua_ri' }],
  [/^(?:middle\s+cerebral\s+artery|mid\.?\s+cerebral\s+a|mca)\b/i, { pi: 'mca_pi' }],
  // A vessel the report has no field for: its PI must not be taken for the last one's.
  [/^(?:ut(?:erine)?\.?\s*a(?:rtery)?|lt\s+ut|rt\s+ut|dv|ductus|ica|aorta)\b/i, {}],
];
