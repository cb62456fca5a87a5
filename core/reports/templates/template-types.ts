/**
 * Report templates shared by both report editors (DESIGN §5 "Two report editors"): one canonical
 * section-key set per report type, the richer of the spec's two readings (spec §3).
 */
export const REPORT_TYPES = [
  'abdominal',
  'pelvic',
  'obstetric_first_trimester',
  'obstetric_second_third_trimester',
  'kub',
  'thyroid',
  'breast',
  'scrotal',
  'cardiac',
  'fibroscan',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const OBSTETRIC_REPORT_TYPES = [
  'obstetric_first_trimester',
  'obstetric_second_third_trimester',
] as const satisfies readonly ReportType[];
export type ObstetricReportType = (typeof OBSTETRIC_REPORT_TYPES)[number];

export function isReportType(value: string): value is ReportType {
  return (REPORT_TYPES as readonly string[]).includes(value);
}

export function isObstetricReportType(value: string): value is ObstetricReportType {
  return (OBSTETRIC_REPORT_TYPES as readonly string[]).includes(value);
}

export interface ReportSection<K extends string = string> {
  key: K;
  label: string;
  placeholder: string;
  /** A clinic-built template's own phrases for this section; others share the template's bank. */
  phrases?: readonly string[];
}

/** Reference text shown beside the editor; every figure comes from research/domain-references.md §C. */
export interface TemplateReference {
  normalRanges: readonly string[];
  commonPathology: readonly string[];
  technique: string;
  artifacts: readonly string[];
  correlationNote: string;
  sources: readonly string[];
}

export interface ReportTemplate<K extends string = string> {
  type: ReportType;
  name: string;
  /** A lucide icon name (kebab-case), resolved to a component by the web app. */
  iconCode: string;
  sections: readonly ReportSection<K>[];
  normalFindings: Readonly<Record<K, string>>;
  normalImpression: string;
  normalRecommendations: string;
  phraseBank: readonly string[];
  reference: TemplateReference;
}

/**
 * Identity helper: infers the section keys from `sections` only, so the compiler rejects a
 * template whose normal findings miss a section.
 */
export function defineTemplate<const K extends string>(
  template: Omit<ReportTemplate<K>, 'normalFindings'> & { normalFindings: Readonly<Record<NoInfer<K>, string>> },
): ReportTemplate<K> {
  return template;
}

/** Spec §2 "Print report dialog", print titles by type. */
export const PRINT_TITLES: Readonly<Record<ReportType, string>> = {
  abdominal: 'USG ABDOMEN SCAN',
  pelvic: 'USG PELVIS SCAN',
  obstetric_first_trimester: 'USG OBSTETRIC SCAN - FIRST TRIMESTER',
  obstetric_second_third_trimester: 'USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER',
  kub: 'USG KUB SCAN',
  thyroid: 'USG THYROID SCAN',
  breast: 'USG BREAST SCAN',
  scrotal: 'USG SCROTUM SCAN',
  cardiac: 'USG CARDIAC SCAN',
  fibroscan: 'FIBROSCAN REPORT',
};

export const DEFAULT_PRINT_TITLE = 'USG SCAN';

export function printTitleFor(type: string): string {
  return isReportType(type) ? PRINT_TITLES[type] : DEFAULT_PRINT_TITLE;
}

/**
 * The fixed PC-PNDT declaration (Rule 10(1A)) that every obstetric report carries; templates
 * reuse it so the wording stays identical everywhere.
 */
export const PCPNDT_NON_DISCLOSURE_STATEMENT =
  'Sex of the foetus has not been detected or disclosed to anybody in any manner, as required by the PC-PNDT Act, 1994.';
