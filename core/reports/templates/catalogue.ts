import { ABDOMINAL_TEMPLATE } from './abdominal.ts';
import { BREAST_TEMPLATE } from './breast.ts';
import { CARDIAC_TEMPLATE } from './cardiac.ts';
import { FIBROSCAN_TEMPLATE } from './fibroscan.ts';
import { KUB_TEMPLATE } from './kub.ts';
import { OBSTETRIC_FIRST_TRIMESTER_TEMPLATE } from './obstetric-first-trimester.ts';
import { OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE } from './obstetric-second-third-trimester.ts';
import { PELVIC_TEMPLATE } from './pelvic.ts';
import { SCROTAL_TEMPLATE } from './scrotal.ts';
import { isReportType, type ReportTemplate, type ReportType } from './template-types.ts';
import { THYROID_TEMPLATE } from './thyroid.ts';

/** The one template set both report editors use, keyed by report type. */
export const REPORT_TEMPLATES: Readonly<Record<ReportType, ReportTemplate>> = {
  abdominal: ABDOMINAL_TEMPLATE,
  pelvic: PELVIC_TEMPLATE,
  obstetric_first_trimester: OBSTETRIC_FIRST_TRIMESTER_TEMPLATE,
  obstetric_second_third_trimester: OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE,
  kub: KUB_TEMPLATE,
  thyroid: THYROID_TEMPLATE,
  breast: BREAST_TEMPLATE,
  scrotal: SCROTAL_TEMPLATE,
  cardiac: CARDIAC_TEMPLATE,
  fibroscan: FIBROSCAN_TEMPLATE,
};

/** Display names for the report-type selectors and filters. */
export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  abdominal: ABDOMINAL_TEMPLATE.name,
  pelvic: PELVIC_TEMPLATE.name,
  obstetric_first_trimester: OBSTETRIC_FIRST_TRIMESTER_TEMPLATE.name,
  obstetric_second_third_trimester: OBSTETRIC_SECOND_THIRD_TRIMESTER_TEMPLATE.name,
  kub: KUB_TEMPLATE.name,
  thyroid: THYROID_TEMPLATE.name,
  breast: BREAST_TEMPLATE.name,
  scrotal: SCROTAL_TEMPLATE.name,
  cardiac: CARDIAC_TEMPLATE.name,
  fibroscan: FIBROSCAN_TEMPLATE.name,
};

/**
 * The name people read for a report type ("Obstetric First Trimester"), never the stored key
 * (issue 28: analytics and the patient list showed "obstetric_first_trimester"). An unknown key
 * is shown as it is rather than hidden.
 */
export function reportTypeLabel(type: string): string {
  return isReportType(type) ? REPORT_TYPE_LABELS[type] : type;
}

/** Undefined for an unknown type, so callers can show the spec's 'Template Not Found' notice. */
export function findTemplate(type: string): ReportTemplate | undefined {
  return isReportType(type) ? REPORT_TEMPLATES[type] : undefined;
}
