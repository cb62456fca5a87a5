import { z } from 'zod';
import { MeasurementSourceClaimSchema, MeasurementSourceSchema } from '../dicom/measurement-sources.ts';
import { KeyImagesSaveSchema } from '../dicom/study-image-schemas.ts';
import { REPORT_MESSAGES as M } from '../messages.ts';
import { spouseNameField } from '../patients/patient-schemas.ts';
import { addPregnancyDisclosures, fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { reportScreeningContext, screeningLevel } from '../pcpndt/screening-level.ts';
import { calendarDate, DATE_RANGES, type DateBound } from '../validation/calendar-date.ts';
import { multilineText, text as oneLineText } from '../validation/text-rules.ts';
import { CONTRADICTION_CODES } from './consistency/score-findings.ts';
import { FetusAnswerSchema, MultiplePregnancyFields } from './fetuses.ts';
import { ReportSignatureSchema } from './report-signature.ts';
import { isObstetricReportType, REPORT_TYPES } from './templates/template-types.ts';

export const REPORT_STATUSES = ['draft', 'finalized', 'reviewed', 'signed'] as const;

/** PC-PNDT: every free-text field is screened for a fetal sex (core/pcpndt/pcpndt-text.ts). */
const guarded = fetalSexGuard('clinical', M.fetalSexText);
const text = (max: number) =>
  guarded(
    multilineText()
      .trim()
      .max(max, M.textTooLong)
      .nullish()
      .transform((v) => v || null),
  );
const isoDate = (range: { min: DateBound; max: DateBound }) =>
  calendarDate(range)
    .nullish()
    .transform((v) => v || null);
const measurement = z.coerce.number().min(0).max(1000).nullish();

/** The obstetric block: optional everywhere (the spec labels it mandatory but does not enforce it). */
const ObstetricFields = {
  lastMenstrualPeriod: isoDate(DATE_RANGES.past),
  expectedDeliveryDate: isoDate(DATE_RANGES.nearFuture),
  pregnancyWeeks: z.coerce.number().int(M.weeksRange).min(0, M.weeksRange).max(42, M.weeksRange).nullish(),
  pregnancyDays: z.coerce.number().int(M.daysRange).min(0, M.daysRange).max(6, M.daysRange).nullish(),
  medicalIndication: text(2000),
  fetalPresentation: text(200),
  fetalHeartRate: text(50),
  fetalMovements: z.boolean().nullish(),
  placentaLocation: text(200),
  amnioticFluid: text(200),
  cervixLength: text(50),
  biparietalDiameter: measurement,
  abdominalCircumference: measurement,
  femurLength: measurement,
  estimatedFetalWeight: text(100),
  gestationalAge: text(100),
  /** Recorded or not: null is "not recorded", never printed as "No" (issue 30). */
  multiplePregnancy: z.boolean().nullish(),
  ...MultiplePregnancyFields,
  /** PC-PNDT s.5/s.6: nothing but "not_determined" is ever accepted. */
  sexDetermination: z.literal('not_determined', { error: M.sexDetermination }).nullish(),
};

/**
 * What a finalized report needs beyond a draft's patient and type (issue 28): the signing doctor
 * and the report's substance. A draft may lack them all, so the front desk can start a report
 * for the doctor to complete; they are checked only when the report is (or stays) finalized.
 */
const FINALIZE_REQUIRED = {
  doctorName: M.doctorNameRequired,
  doctorRegistrationNumber: M.registrationRequired,
  clinicalDetails: M.clinicalDetailsRequired,
  technique: M.techniqueRequired,
  impression: M.impressionRequired,
} as const;

/** The fields a report lacks to be finalized, each with the spec's message; [] when it may be. */
export function finalizeIssues(report: Readonly<Record<string, unknown>>): { field: string; message: string }[] {
  return Object.entries(FINALIZE_REQUIRED)
    .filter(([field]) => {
      const value = report[field];
      return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    })
    .map(([field, message]) => ({ field, message }));
}

/**
 * The report form as saved (clinical §5 "Report form"). Findings come as section key → text;
 * the server flattens them into 'Label: text' lines with the type's template. A flattened text
 * is accepted too and split back into sections.
 */
const ReportSaveFields = z.object({
  patientId: z.uuid({ error: M.patientRequired }),
  doctorId: z.uuid().nullish(),
  doctorName: text(100),
  doctorRegistrationNumber: text(50),
  reportType: z.enum(REPORT_TYPES, { error: M.templateRequired }),
  /**
   * The template written with (issue 17): a standard type (the default, reportType), an advanced
   * template's id or a clinic template's uuid. Its version is decided by the server.
   */
  templateId: oneLineText().trim().max(60).nullish(),
  /** An advanced template's descriptors; the server validates and scores them (never the browser's score). */
  templateData: guarded(z.record(oneLineText().max(60), z.unknown()).nullish()),
  studyId: z.uuid().nullish(),
  /** The registered ultrasound machine used (issue 29 §4); required to sign once the centre is registered. */
  machineId: z.uuid().nullish(),
  clinicalDetails: text(5000),
  technique: text(5000),
  findings: guarded(
    z.union([z.record(oneLineText().max(60), multilineText().max(5000)), multilineText().max(50_000)]).nullish(),
  ),
  measurements: guarded(z.record(oneLineText().max(60), z.union([oneLineText().max(200), z.number()])).nullish()),
  impression: text(5000),
  recommendations: text(5000),
  additionalTechnicalDetails: text(5000),
  status: z.enum(['draft', 'finalized']).optional(),
  /**
   * The contradictions between the impression and the scores the doctor confirmed (issue 35
   * item 5): a finalize whose impression contradicts a score is refused (409 needs_confirmation)
   * unless each one is named here. Not stored on the report; the audit trail records it.
   */
  confirmedContradictions: z.array(z.enum(CONTRADICTION_CODES)).max(CONTRADICTION_CODES.length).nullish(),
  /**
   * The fields the editor filled from the study's scanner measurements (issue 32 item 4); the
   * server decides their scanner and whether the doctor changed them. Absent keeps the last save's.
   */
  measurementSources: z.array(MeasurementSourceClaimSchema).max(60).nullish(),
  /**
   * The key images to print (issue 32 §5), saved with the report like its other fields, so a
   * finalized report's images change only by an amendment signed again. Absent keeps the stored ones.
   */
  keyImages: KeyImagesSaveSchema.nullish(),
  ...ObstetricFields,
});
/**
 * On the report of a pregnant woman (an obstetric template, or an LMP, a gestational age or words
 * describing a gestation: core/pcpndt/screening-level.ts) every text is about the pregnancy.
 */
function obstetricText(report: { reportType: string }, ctx: z.RefinementCtx) {
  if (screeningLevel(reportScreeningContext(report, isObstetricReportType(report.reportType))) === 'pregnancy')
    addPregnancyDisclosures(report, M.fetalSexText, ctx);
}
/**
 * Anything but a draft must be complete. Run even when other fields failed (`when`), so a form
 * shows every missing field at once, as it did when these were plain required fields.
 */
function completeUnlessDraft(report: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) {
  if (report.status === 'draft') return;
  for (const { field, message } of finalizeIssues(report)) ctx.addIssue({ code: 'custom', path: [field], message });
}
/** Two or more fetuses are a multiple pregnancy: "No" with Fetus A and B is refused. */
function fetusesAgree(
  report: { multiplePregnancy?: boolean | null; fetuses?: unknown[] | null },
  ctx: z.RefinementCtx,
) {
  if (report.multiplePregnancy === false && (report.fetuses?.length ?? 0) > 1) {
    ctx.addIssue({ code: 'custom', path: ['multiplePregnancy'], message: M.multipleWithFetuses });
  }
}
export const ReportSaveSchema = ReportSaveFields.superRefine(obstetricText)
  .superRefine(fetusesAgree)
  .superRefine((report, ctx) => completeUnlessDraft(report, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ReportSaveInput = z.input<typeof ReportSaveSchema>;
export type ReportSave = z.output<typeof ReportSaveSchema>;

/** Auto-save takes whatever is typed so far: only the patient and template are needed. */
export const ReportDraftSchema = ReportSaveFields.extend({
  id: z.uuid().nullish(),
  isDraft: z.boolean().optional(),
})
  .superRefine(obstetricText)
  .superRefine(fetusesAgree);
export type ReportDraft = z.output<typeof ReportDraftSchema>;

const ComputedFetusSchema = z.object({
  label: z.string(),
  gaBiometryDays: z.number().nullable(),
  gaBiometryMethod: z.string().nullable(),
  efwGrams: z.number().nullable(),
  efwCentile: z.number().nullable(),
  growth: z.enum(['SGA', 'AGA', 'LGA']).nullable(),
  uaPiCentile: z.number().nullable(),
  mcaPiCentile: z.number().nullable(),
  warnings: z.array(z.string()),
});
/** The report answer's derived values (issue 30 Interface): one dating, one entry per fetus. */
export const ReportComputedSchema = z.object({
  dating: z
    .object({ method: z.enum(['lmp', 'crl', 'biometry']), edd: z.string(), gaDays: z.number(), rule: z.string() })
    .nullable(),
  fetuses: z.array(ComputedFetusSchema),
  discordance: z.object({ percent: z.number(), flagged: z.boolean(), note: z.string() }).nullable(),
  warnings: z.array(z.string()),
});

export const ReportSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  studyId: z.string().nullable(),
  studyCode: z.string().nullable(),
  patientId: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  reportType: z.string(),
  status: z.string(),
  version: z.number(),
  templateId: z.string(),
  templateVersion: z.number(),
  templateData: z.record(z.string(), z.unknown()).nullable(),
  /** Computed by the server from templateData with core's calculator; printed as is. */
  templateScores: z.record(z.string(), z.unknown()).nullable(),
  doctorId: z.string().nullable(),
  machineId: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  clinicalDetails: z.string().nullable(),
  technique: z.string().nullable(),
  findings: z.string().nullable(),
  sectionValues: z.record(z.string(), z.string()),
  measurements: z.record(z.string(), z.union([z.string(), z.number()])),
  impression: z.string().nullable(),
  recommendations: z.string().nullable(),
  additionalTechnicalDetails: z.string().nullable(),
  lastMenstrualPeriod: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  pregnancyWeeks: z.number().nullable(),
  pregnancyDays: z.number().nullable(),
  medicalIndication: z.string().nullable(),
  fetalPresentation: z.string().nullable(),
  fetalHeartRate: z.string().nullable(),
  fetalMovements: z.boolean().nullable(),
  placentaLocation: z.string().nullable(),
  amnioticFluid: z.string().nullable(),
  cervixLength: z.string().nullable(),
  biparietalDiameter: z.number().nullable(),
  abdominalCircumference: z.number().nullable(),
  femurLength: z.number().nullable(),
  estimatedFetalWeight: z.string().nullable(),
  gestationalAge: z.string().nullable(),
  multiplePregnancy: z.boolean().nullable(),
  fetuses: z.array(FetusAnswerSchema).nullable(),
  chorionicity: z.string().nullable(),
  amnionicity: z.string().nullable(),
  /** Which values came from a scanner's SR, and whether the doctor changed them (issue 32). */
  measurementSources: z.array(MeasurementSourceSchema),
  /** Derived by the server from the stored measurements (core/reports/report-computed.ts). */
  computed: ReportComputedSchema,
  sexDetermination: z.string().nullable(),
  /** Who signed the current version; null for drafts and reports finalized before signatures. */
  signature: ReportSignatureSchema.nullable(),
  /** Edited after it was first finalized: prints as an amended report. */
  amended: z.boolean(),
  finalizedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * On a save's answer only: the findings describe a pregnancy of a woman not marked pregnant, so
   * the editor offers to mark her and open her Form F (POST /api/reports/:id/mark-pregnant).
   */
  pcpndtHint: z.literal('mark-pregnant').optional(),
});
export type Report = z.infer<typeof ReportSchema>;

/**
 * Marking a report's patient pregnant (issue 29 §3). Registration's rule holds: an obstetric
 * patient has her husband's / father's name (Form F item 5), so when her record lacks it the offer
 * asks for it here, and the server refuses without it rather than open a form missing item 5.
 */
export const MarkPregnantSchema = z
  .object({ spouseName: spouseNameField() })
  .describe("Marking her pregnant; her husband's / father's name when her record lacks it");
export type MarkPregnant = z.infer<typeof MarkPregnantSchema>;

/** The Form F opened by marking a report's patient pregnant: its row id and its human id. */
export const MarkPregnantResultSchema = z.object({ id: z.string(), formId: z.string() });
export type MarkPregnantResult = z.infer<typeof MarkPregnantResultSchema>;

/**
 * A row of the reports list: what the tables show and what opens a report by id. The list is
 * cached 30 s, so the editors and print load the full report fresh from GET /api/reports/:id.
 */
export const ReportSummarySchema = ReportSchema.pick({
  id: true,
  reportId: true,
  studyId: true,
  studyCode: true,
  patientId: true,
  patientName: true,
  patientCode: true,
  reportType: true,
  status: true,
  version: true,
  doctorName: true,
  finalizedAt: true,
  createdAt: true,
  updatedAt: true,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  search: oneLineText().trim().max(100).optional(),
  status: z.enum(['all', ...REPORT_STATUSES]).optional(),
  reportType: z.union([z.literal('all'), z.enum(REPORT_TYPES)]).optional(),
  patientId: z.uuid().optional(),
});

export type ReportListQuery = z.input<typeof ReportListQuerySchema>;

export const ReportPageSchema = z.object({
  reports: z.array(ReportSummarySchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});

export const ReportVersionSchema = z.object({
  version: z.number(),
  editedBy: z.string(),
  editedAt: z.string(),
  status: z.string(),
  impression: z.string().nullable(),
  findings: z.string().nullable(),
});
