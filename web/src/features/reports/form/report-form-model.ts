import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { MeasurementSourceClaim } from '../../../../../core/dicom/measurement-sources.ts';
import type { KeyImagesSave } from '../../../../../core/dicom/study-image-schemas.ts';
import { FETUS_MEASUREMENTS, type FetusMeasurement } from '../../../../../core/reports/fetuses.ts';
import {
  type Report,
  type ReportDraft,
  ReportDraftSchema,
  type ReportSave,
  ReportSaveSchema,
} from '../../../../../core/reports/report-schemas.ts';
import { EMPTY_SECTION_TEXT } from '../../../../../core/reports/templates/findings-text.ts';
import { isObstetricReportType, type ReportType } from '../../../../../core/reports/templates/template-types.ts';
import type { DoctorChoice } from '../../../lib/doctor-choice.ts';

/**
 * The one form model of both report editors (DESIGN §5 "Two report editors"): what the inputs
 * hold. Numbers are kept as the text typed, and fetal movements as a choice, so every control
 * is a plain controlled input; the schema below turns them into the API's save payload.
 */
export interface ReportFormValues {
  patientId: string;
  /** The study (appointment) reported on: its scanner's measurements can fill the form (issue 32). */
  studyId: string | null;
  /** The fields filled from the study's scanner; the server decides their source and changes. */
  measurementSources: FormMeasurementSource[];
  /** The key images as the doctor changed them in the picker; null leaves the stored ones (issue 32 §5). */
  keyImages: KeyImagesSave | null;
  doctorId: string | null;
  /** The registered ultrasound machine used (issue 29 §4). */
  machineId: string | null;
  doctorName: string;
  doctorRegistrationNumber: string;
  reportType: ReportType | '';
  /** The template written with: a standard type, an advanced id or a clinic template's uuid. */
  templateId: string;
  /** The version of a clinic template an existing report was written with (shown, never sent). */
  templateVersion: number | null;
  /** An advanced template's descriptors (nodules, CRL...), scored again by the server. */
  templateData: Record<string, unknown>;
  clinicalDetails: string;
  technique: string;
  findings: Record<string, string>;
  measurements: Record<string, string | number>;
  impression: string;
  recommendations: string;
  additionalTechnicalDetails: string;
  lastMenstrualPeriod: string;
  expectedDeliveryDate: string;
  pregnancyWeeks: string;
  pregnancyDays: string;
  medicalIndication: string;
  fetalPresentation: string;
  fetalHeartRate: string;
  fetalMovements: '' | 'present' | 'absent';
  placentaLocation: string;
  amnioticFluid: string;
  cervixLength: string;
  biparietalDiameter: string;
  abdominalCircumference: string;
  femurLength: string;
  estimatedFetalWeight: string;
  gestationalAge: string;
  /** Not recorded until answered: never "No" by default (issue 30). */
  multiplePregnancy: '' | 'yes' | 'no';
  /** Fetus A, B, ... of a multiple pregnancy, as typed. */
  fetuses: FetusFormValues[];
  chorionicity: string;
  amnionicity: string;
}

/**
 * A field filled from a scanner, with what the scanner said: the form tells a value the doctor
 * changed from one a later SR may replace. Only fetus and key are sent (the schema strips the rest).
 */
export type FormMeasurementSource = MeasurementSourceClaim & { scanner: string; scannerValue: number };

/** One fetus's inputs: every measurement as the text typed, and its presentation. */
export type FetusFormValues = { label: string; presentation: string } & Record<FetusMeasurement, string>;

export const FETUS_KEYS = Object.keys(FETUS_MEASUREMENTS) as FetusMeasurement[];

export function emptyFetus(label: string): FetusFormValues {
  return {
    label,
    presentation: '',
    ...(Object.fromEntries(FETUS_KEYS.map((key) => [key, ''])) as Record<FetusMeasurement, string>),
  };
}

export const OBSTETRIC_FIELDS = [
  'lastMenstrualPeriod',
  'expectedDeliveryDate',
  'pregnancyWeeks',
  'pregnancyDays',
  'medicalIndication',
  'fetalPresentation',
  'fetalHeartRate',
  'fetalMovements',
  'placentaLocation',
  'amnioticFluid',
  'cervixLength',
  'biparietalDiameter',
  'abdominalCircumference',
  'femurLength',
  'estimatedFetalWeight',
  'gestationalAge',
  'multiplePregnancy',
  'fetuses',
  'chorionicity',
  'amnionicity',
] as const satisfies readonly (keyof ReportFormValues)[];

export function emptyReportForm(patientId = ''): ReportFormValues {
  return {
    patientId,
    studyId: null,
    measurementSources: [],
    keyImages: null,
    doctorId: null,
    machineId: null,
    doctorName: '',
    doctorRegistrationNumber: '',
    reportType: '',
    templateId: '',
    templateVersion: null,
    templateData: {},
    clinicalDetails: '',
    technique: '',
    findings: {},
    measurements: {},
    impression: '',
    recommendations: '',
    additionalTechnicalDetails: '',
    lastMenstrualPeriod: '',
    expectedDeliveryDate: '',
    pregnancyWeeks: '',
    pregnancyDays: '',
    medicalIndication: '',
    fetalPresentation: '',
    fetalHeartRate: '',
    fetalMovements: '',
    placentaLocation: '',
    amnioticFluid: '',
    cervixLength: '',
    biparietalDiameter: '',
    abdominalCircumference: '',
    femurLength: '',
    estimatedFetalWeight: '',
    gestationalAge: '',
    multiplePregnancy: '',
    fetuses: [],
    chorionicity: '',
    amnionicity: '',
  };
}

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Edit mode (spec §4): the saved values back into the form; a section saved as 'Normal' shows blank. */
export function reportToForm(report: Report): ReportFormValues {
  const findings = Object.fromEntries(
    Object.entries(report.sectionValues).map(([key, value]) => [key, value === EMPTY_SECTION_TEXT ? '' : value]),
  );
  return {
    ...emptyReportForm(report.patientId),
    studyId: report.studyId,
    measurementSources: report.measurementSources.map(({ fetus, key, scanner, scannerValue, photoId }) => ({
      fetus,
      key,
      scanner,
      scannerValue,
      ...(photoId ? { photoId } : {}),
    })),
    doctorId: report.doctorId,
    machineId: report.machineId,
    doctorName: text(report.doctorName),
    doctorRegistrationNumber: text(report.doctorRegistrationNumber),
    reportType: isReportTypeValue(report.reportType) ? report.reportType : '',
    templateId: report.templateId,
    templateVersion: report.templateVersion,
    templateData: report.templateData ?? {},
    clinicalDetails: text(report.clinicalDetails),
    technique: text(report.technique),
    findings,
    measurements: { ...report.measurements },
    impression: text(report.impression),
    recommendations: text(report.recommendations),
    additionalTechnicalDetails: text(report.additionalTechnicalDetails),
    lastMenstrualPeriod: text(report.lastMenstrualPeriod),
    expectedDeliveryDate: text(report.expectedDeliveryDate),
    pregnancyWeeks: num(report.pregnancyWeeks),
    pregnancyDays: num(report.pregnancyDays),
    medicalIndication: text(report.medicalIndication),
    fetalPresentation: text(report.fetalPresentation),
    fetalHeartRate: text(report.fetalHeartRate),
    fetalMovements: report.fetalMovements === null ? '' : report.fetalMovements ? 'present' : 'absent',
    placentaLocation: text(report.placentaLocation),
    amnioticFluid: text(report.amnioticFluid),
    cervixLength: text(report.cervixLength),
    biparietalDiameter: num(report.biparietalDiameter),
    abdominalCircumference: num(report.abdominalCircumference),
    femurLength: num(report.femurLength),
    estimatedFetalWeight: text(report.estimatedFetalWeight),
    gestationalAge: text(report.gestationalAge),
    multiplePregnancy: report.multiplePregnancy === null ? '' : report.multiplePregnancy ? 'yes' : 'no',
    fetuses: (report.fetuses ?? []).map((fetus) => ({
      label: fetus.label,
      presentation: text(fetus.presentation),
      ...(Object.fromEntries(FETUS_KEYS.map((key) => [key, num(fetus[key])])) as Record<FetusMeasurement, string>),
    })),
    chorionicity: text(report.chorionicity),
    amnionicity: text(report.amnionicity),
  };
}

function isReportTypeValue(value: string): value is ReportType {
  return ReportSaveSchema.shape.reportType.safeParse(value).success;
}

export function doctorOf(
  values: Pick<ReportFormValues, 'doctorId' | 'doctorName' | 'doctorRegistrationNumber'>,
): DoctorChoice {
  return { doctorId: values.doctorId, name: values.doctorName, registrationNumber: values.doctorRegistrationNumber };
}

/**
 * The input values as the API wants them: blank numbers are absent (z.coerce would read '' as 0),
 * fetal movements a boolean, and a non-obstetric report carries no obstetric fields (the type may
 * have been changed after they were typed). Obstetric reports state sex as not determined, the
 * only value PC-PNDT allows.
 */
export function toApiShape(values: ReportFormValues): Record<string, unknown> {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  const { templateVersion: _kept, ...sent } = values;
  const multiple = values.multiplePregnancy === 'yes' && values.fetuses.length > 1;
  const shaped: Record<string, unknown> = {
    ...sent,
    templateId: values.templateId || null,
    templateData: Object.keys(values.templateData).length ? values.templateData : null,
    doctorId: values.doctorId || null,
    studyId: values.studyId || null,
    machineId: values.machineId || null,
    // An empty date input is no date (a CRL-dated scan may have no LMP).
    lastMenstrualPeriod: blank(values.lastMenstrualPeriod),
    expectedDeliveryDate: blank(values.expectedDeliveryDate),
    pregnancyWeeks: blank(values.pregnancyWeeks),
    pregnancyDays: blank(values.pregnancyDays),
    biparietalDiameter: blank(values.biparietalDiameter),
    abdominalCircumference: blank(values.abdominalCircumference),
    femurLength: blank(values.femurLength),
    fetalMovements: values.fetalMovements === '' ? null : values.fetalMovements === 'present',
    multiplePregnancy: values.multiplePregnancy === '' ? null : values.multiplePregnancy === 'yes',
    fetuses: multiple
      ? values.fetuses.map((fetus) =>
          Object.fromEntries(Object.entries(fetus).map(([key, value]) => [key, blank(value)])),
        )
      : null,
    chorionicity: multiple ? blank(values.chorionicity) : null,
    amnionicity: multiple ? blank(values.amnionicity) : null,
  };
  if (isObstetricReportType(values.reportType)) return { ...shaped, sexDetermination: 'not_determined' };
  for (const field of OBSTETRIC_FIELDS) delete shaped[field];
  return shaped;
}

/**
 * The server's save schema on the form values, so every rule, the fetal-sex guard on every text
 * field included (core/pcpndt/pcpndt-text.ts), marks the field before anything is sent. Cast
 * because the schema's declared input (coerced numbers are `unknown`) is wider than what the form
 * holds; the pipe is what checks the values.
 */
export const ReportFormSchema = z
  .custom<ReportFormValues>()
  .transform(toApiShape)
  .pipe(ReportSaveSchema) as unknown as z.ZodType<ReportSave, ReportFormValues>;

/** Save Draft's rules: the same schema with status draft, so only a patient and a type are needed. */
export const ReportDraftFormSchema = z
  .custom<ReportFormValues>()
  .transform((values): Record<string, unknown> => ({ ...toApiShape(values), status: 'draft' }))
  .pipe(ReportSaveSchema) as unknown as z.ZodType<ReportSave, ReportFormValues>;

/**
 * What the next submit will store: a draft (Save Draft of a new report or a draft) or a finalized
 * report. The editor sets it just before submitting; the form's resolver reads it, so a draft is
 * checked as a draft and everything else at finalize, as the server does (issue 28).
 */
export interface SaveIntent {
  draft: boolean;
}

export function reportFormResolver(intent: SaveIntent): Resolver<ReportFormValues, unknown, ReportSave> {
  const complete = zodResolver(ReportFormSchema);
  const draft = zodResolver(ReportDraftFormSchema);
  return (values, context, options) => (intent.draft ? draft : complete)(values, context, options);
}

/** Auto-save's payload, or null while it would not be a valid draft (no patient or type yet). */
export function toDraftPayload(values: ReportFormValues, id: string | null): ReportDraft | null {
  const parsed = ReportDraftSchema.safeParse({ ...toApiShape(values), id });
  return parsed.success ? { ...parsed.data } : null;
}

/** The form both editors hold (react-hook-form over the model above). */
export type ReportForm = UseFormReturn<ReportFormValues, unknown, ReportSave>;
