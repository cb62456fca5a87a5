import type { Clinic } from '../../clinic/clinic-schema.ts';
import { formatDate, formatIsoDay } from '../../format/dates.ts';
import { ageLabel } from '../../patients/birth-date.ts';
import type { Patient } from '../../patients/patient-schemas.ts';
import type { Report } from '../../reports/report-schemas.ts';
import { findTemplate } from '../../reports/templates/catalogue.ts';
import { EMPTY_SECTION_TEXT, parseFindings } from '../../reports/templates/findings-text.ts';
import type { TemplateDetail } from '../../reports/templates/template-schemas.ts';
import { isObstetricReportType } from '../../reports/templates/template-types.ts';
import { BIOMETRY_KEYS } from '../biometry-keys.ts';
import { centileText, datingRows, multiplePregnancyText } from './fetus-print.ts';

export type PrintClinic = Pick<
  Clinic,
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'registrationNumber'
  | 'logoUrl'
  | 'doctorName'
  | 'doctorQualification'
  | 'technicianName'
  | 'technicianQualification'
>;

/**
 * Spec §2 "Print report dialog": the role printed under a signature line when the clinic record
 * names nobody. The spec also gave default qualifications ('(MSc, PGDMI)', 'MD'); a report is a
 * medical record, so it prints only the qualifications the clinic recorded (issue 22).
 */
export const SIGNATURE_DEFAULTS = {
  doctorName: 'Dr. Radiologist',
} as const;

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The heart rate as typed; a bare number ('156', the field's own example is '142 bpm') gets its
 * unit, so the paper does not print a rate with no unit beside it.
 */
export const heartRateText = (value: string | null | undefined) => {
  const typed = present(value);
  return typed && /^\d{2,3}$/.test(typed) ? `${typed} bpm` : typed;
};

/** A doctor's name as compared, not printed: "Dr. Meera Rao" and "meera rao" are one doctor. */
const doctorKey = (name: string | null | undefined) =>
  present(name)
    ?.replace(/^dr\.?\s+/i, '')
    .toLowerCase() ?? null;

/**
 * Who signs. A signed report carries its doctor's qualification, copied from the doctor record at
 * signing (an invited doctor's too, issue 28); it is printed beside that doctor's name only. A
 * report signed before that, or not signed, falls back to the clinic record's one doctor, again
 * only beside that doctor, never beside another's name, whose qualification the report lacks.
 */
export function signatures(
  report: Pick<Report, 'doctorName' | 'doctorRegistrationNumber'> & { signature?: Report['signature'] },
  clinic: PrintClinic | null,
) {
  const signed = report.signature;
  // A signed report prints its signer (issue 29 §2), even one saved when a typed name could differ.
  const reportDoctor = present(signed?.doctorName) ?? present(report.doctorName);
  const clinicDoctor = present(clinic?.doctorName);
  const printed = doctorKey(reportDoctor ?? clinicDoctor);
  const signedQualification = signed && doctorKey(signed.doctorName) === printed ? present(signed.qualification) : null;
  const sameDoctor = reportDoctor === null || reportDoctor.toLowerCase() === clinicDoctor?.toLowerCase();
  return {
    // No technician recorded: no technician block, rather than an empty line for nobody (issue 28).
    technicianName: present(clinic?.technicianName),
    technicianQualification: present(clinic?.technicianQualification),
    doctorName: reportDoctor ?? clinicDoctor ?? SIGNATURE_DEFAULTS.doctorName,
    doctorQualification: signedQualification ?? (sameDoctor ? present(clinic?.doctorQualification) : null),
    doctorRegistrationNumber: present(signed?.registrationNumber) ?? present(report.doctorRegistrationNumber),
  };
}

/** A date-only value (yyyy-mm-dd) as dd/mm/yyyy; midday in India, so no zone moves the day. */
export function printDay(iso: string | null): string | null {
  return iso ? formatIsoDay(iso) : null;
}

export function patientHeader(patient: Patient, report: Report, now: Date) {
  const age = ageLabel(patient.dateOfBirth, patient.dateOfBirthEstimated, now);
  const gender = patient.gender ? patient.gender.charAt(0).toUpperCase() + patient.gender.slice(1) : '';
  return [
    ['Patient Name', `${patient.firstName} ${patient.lastName}`],
    ['Patient ID', patient.patientId],
    ['Age / Gender', `${age} / ${gender}`],
    ['Date', formatDate(report.finalizedAt ?? report.createdAt)],
    ['Referring Doctor', present(patient.referringDoctorName) ?? 'Self'],
    ['Report ID', report.reportId],
  ] as const;
}

/**
 * Each template section with its saved text ('Normal' for an empty one), in template order: the
 * sections of the template and version the report was written with, else its type's standard ones.
 */
export function findingRows(
  report: Report,
  written: Pick<TemplateDetail, 'sections'> | null = null,
): { label: string; text: string }[] {
  const template = written ?? findTemplate(report.reportType);
  if (!template) return report.findings ? [{ label: 'Findings', text: report.findings }] : [];
  const values = Object.keys(report.sectionValues).length
    ? report.sectionValues
    : parseFindings(template, report.findings ?? '');
  return template.sections.map((section) => ({
    label: section.label,
    text: present(values[section.key]) ?? EMPTY_SECTION_TEXT,
  }));
}

/** The findings heading of an obstetric template written for one purpose (issue 30 item 11). */
const PURPOSE_TITLES: Readonly<Record<string, string>> = {
  'first-trimester-dating': 'Dating / NT Scan',
  'growth-follow-up': 'Growth Scan',
  'fetal-doppler': 'Doppler Study',
};
/**
 * The anomaly scan's window: ISUOG's 18-22 weeks (2011 mid-trimester guideline), to 24+6 as Indian
 * centres scan it (the MTP Amendment Act 2021 allows termination to 24 weeks).
 */
const ANOMALY_WEEKS = { min: 18, max: 24 } as const;

/**
 * The findings heading: 'Findings Scan' for a non-obstetric report (spec); for an obstetric one,
 * the scan's purpose instead of the spec's 'Anomaly Scan' for all (issue 30 item 11): the
 * template's purpose when it has one, else by trimester and gestational age.
 */
export function findingsTitle(report: Pick<Report, 'reportType' | 'templateId' | 'pregnancyWeeks'>): string {
  if (!isObstetricReportType(report.reportType)) return 'Findings Scan';
  const purpose = PURPOSE_TITLES[report.templateId];
  if (purpose) return purpose;
  if (report.reportType === 'obstetric_first_trimester') return 'First Trimester Scan';
  const weeks = report.pregnancyWeeks;
  if (weeks === null) return 'Obstetric Scan';
  if (weeks >= ANOMALY_WEEKS.min && weeks <= ANOMALY_WEEKS.max) return 'Anomaly Scan';
  return weeks > ANOMALY_WEEKS.max ? 'Growth Scan' : 'Obstetric Scan';
}

/**
 * The Obstetric Technical Details rows; only what was recorded. The EDD and GA are the report's
 * one dating decision (issue 30), the same the scores block and Form F print.
 */
export function obstetricRows(report: Report): [string, string][] {
  const movements = report.fetalMovements === null ? null : report.fetalMovements ? 'Present' : 'Absent';
  const rows: [string, string | null][] = [
    ['Medical Indication', present(report.medicalIndication)],
    ['LMP', printDay(report.lastMenstrualPeriod)],
    ...datingRows(report),
    ['Fetal Presentation', present(report.fetalPresentation)],
    ['Fetal Heart Rate', heartRateText(report.fetalHeartRate)],
    ['Fetal Movements', movements],
    ['Placenta', present(report.placentaLocation)],
    ['Liquor / AFI', present(report.amnioticFluid)],
    ['Cervix Length', present(report.cervixLength)],
    ['Multiple Pregnancy', multiplePregnancyText(report)],
    ['EFW discordance', report.computed.discordance?.note ?? null],
    ...report.computed.warnings.map((warning): [string, string] => ['Note', warning]),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

const mm = (value: number | null) => (value === null ? null : `${value} mm`);

/** A single fetus's biometry; a multiple pregnancy prints a table per fetus instead (fetus-print.ts). */
export function biometryRows(report: Report): [string, string][] {
  if ((report.fetuses?.length ?? 0) > 1) return [];
  const computed = report.computed.fetuses[0];
  const hc = report.measurements[BIOMETRY_KEYS.hc];
  const rows: [string, string | null][] = [
    ['Biparietal Diameter (BPD)', mm(report.biparietalDiameter)],
    ['Head Circumference (HC)', hc === undefined || hc === '' ? null : `${hc} mm`],
    ['Abdominal Circumference (AC)', mm(report.abdominalCircumference)],
    ['Femur Length (FL)', mm(report.femurLength)],
    ['Gestational Age (biometry)', present(report.gestationalAge)],
    ['Estimated Fetal Weight', present(report.estimatedFetalWeight)],
    ['EFW centile', computed ? centileText(computed) : null],
    ...(computed?.warnings ?? []).map((warning): [string, string] => ['Note', warning]),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * Measurements other than the biometry the obstetric table already shows; a clinic template's
 * fields print with their label and unit.
 */
export function otherMeasurements(
  report: Report,
  written: Pick<TemplateDetail, 'fields'> | null = null,
): [string, string][] {
  const shown = new Set<string>(Object.values(BIOMETRY_KEYS));
  const obstetric = isObstetricReportType(report.reportType);
  const fields = new Map(written?.fields.map((field) => [field.key, field]) ?? []);
  return Object.entries(report.measurements)
    .filter(([key]) => !(obstetric && shown.has(key)))
    .map(([key, value]) => {
      const field = fields.get(key);
      return field ? [field.label, `${value}${field.unit ? ` ${field.unit}` : ''}`] : [key, String(value)];
    });
}
