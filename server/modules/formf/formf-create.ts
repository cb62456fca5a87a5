import { and, eq, isNull, sql } from 'drizzle-orm';
import { clinicDayOf } from '../../../core/format/dates.ts';
import { ageOnDate, computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import { needsFormF } from '../../../core/formf/formf-scope.ts';
import { dateFromLmp, formatWeeksDays, lmpDatingDay } from '../../../core/obstetrics/lmp.ts';
import { findFetalSexDisclosure } from '../../../core/pcpndt/fetal-sex-guard.ts';
import type { GuardLevel } from '../../../core/pcpndt/fetal-sex-vocabulary.ts';
import type { Tx } from '../../../db/client.ts';
import { nextHumanId, nextRegisterSerial } from '../../../db/clinic-counters.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { FormFFieldChange } from '../../../db/schema/pcpndt-form-edits.ts';
import { pcpndtFormEdits } from '../../../db/schema/pcpndt-form-edits.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import type { RequestScope } from '../../app-deps.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { computedOfRow } from '../reports/report-computed-row.ts';
import type { ReportRow } from '../reports/report-presenter.ts';
import type { FormFRow } from './formf-presenter.ts';
import { evidenceKindsOfForm } from './formf-queries.ts';

/** The local calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Text copied into Form F is screened again at Form F's own levels: a report or patient saved
 * before a guard existed must not carry a fetal sex into the statutory record.
 */
function screened(text: string | null, level: GuardLevel): string | null {
  return text && findFetalSexDisclosure(text, level) ? null : text;
}

/** The performing doctor's name and registration number as they stand now, copied into the form. */
export async function doctorSnapshot(tx: Tx, clinicId: string, doctorId: string) {
  const [doctor] = await tx
    .select({ id: doctors.id, name: doctors.name, registrationNumber: doctors.registrationNumber })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, doctorId)));
  return doctor
    ? { doctorId: doctor.id, doctorName: doctor.name, doctorRegistrationNumber: doctor.registrationNumber }
    : undefined;
}

/** A study's free-text doctor names one of the clinic's doctors only when it matches exactly. */
async function doctorNamed(tx: Tx, clinicId: string, name: string | null) {
  const wanted = name?.trim();
  if (!wanted) return undefined;
  const found = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), sql`lower(${doctors.name}) = lower(${wanted})`))
    .limit(2);
  // Two doctors of that name: which one performed it is not recorded, so none is chosen.
  return found.length === 1 && found[0] ? doctorSnapshot(tx, clinicId, found[0].id) : undefined;
}

interface Scan {
  studyId: string | null;
  patientId: string;
  scanType: string;
  reportId: string | null;
  /** When the scan is (or was) due: the register and the list order by it until a date is recorded. */
  at: Date;
  doctor: { doctorId: string | null; doctorName: string; doctorRegistrationNumber: string | null } | undefined;
}

/**
 * Makes the Form F of a scan with what is already on record: the clinic's and the doctor's
 * details (snapshots), the woman's particulars, and the children only when her record holds
 * them. Everything else (procedure, its date and method, declarations, result) stays null,
 * "not recorded", until someone records it (issue 23 item 2).
 */
async function insertForm(tx: Tx, scope: RequestScope, scan: Scan, now: Date, meta: RequestMeta) {
  const [patient] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, scan.patientId)));
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  if (!patient || !clinic) throw new Error('scan without its patient or clinic');
  const { sons, daughters } = childrenOf(patient);
  const values = {
    clinicId: scope.clinicId,
    formId: await nextHumanId(tx, scope.clinicId, 'form'),
    registerSerial: await nextRegisterSerial(tx, scope.clinicId),
    reportId: scan.reportId,
    studyId: scan.studyId,
    patientId: scan.patientId,
    formType: scan.scanType,
    patientName: screened(`${patient.firstName} ${patient.lastName}`.slice(0, 100), 'person'),
    patientAge: ageOnDate(patient.dateOfBirth, localDate(scan.at, clinic.timeZone)),
    spouseName: screened(patient.spouseName, 'person'),
    patientAddress: screened(patient.address, 'person'),
    patientPhone: patient.phone,
    livingSons: sons,
    livingDaughters: daughters,
    numberOfChildren: sons && daughters ? sons.length + daughters.length : null,
    referringDoctor: screened(patient.referringDoctorName?.trim() || null, 'person'),
    // Self-referral is a statement by the performing doctor, so it is never assumed.
    isSelfreferred: false,
    indications: [] as string[],
    medicalIndication: '',
    examDateTime: scan.at,
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    clinicRegistrationNumber: clinic.registrationNumber,
    doctorId: scan.doctor?.doctorId ?? null,
    doctorName: scan.doctor?.doctorName ?? null,
    doctorRegistrationNumber: scan.doctor?.doctorRegistrationNumber ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(pcpndtForms)
    .values({ ...values, isCompliant: false })
    .returning();
  if (!row) throw new Error('form insert returned nothing');
  await recordMemberAction(
    tx,
    scope,
    {
      action: 'pcpndt_form.create',
      entityType: 'pcpndt_form',
      entityId: row.id,
      details: scan.reportId ? { reportId: scan.reportId } : { studyId: scan.studyId ?? '' },
    },
    meta,
    now,
  );
  return row;
}

/**
 * Item 4 from the patient's record, only when it says how many children she has and the sons
 * and daughters add up to it: the record keeps no ages, so each child's age is left unrecorded.
 */
function childrenOf(patient: typeof patients.$inferSelect) {
  const total = patient.numberOfChildren;
  if (total === null || patient.maleChildren + patient.femaleChildren !== total) return { sons: null, daughters: null };
  const unknownAge = () => ({ age: null, unit: 'years' as const });
  return {
    sons: Array.from({ length: patient.maleChildren }, unknownAge),
    daughters: Array.from({ length: patient.femaleChildren }, unknownAge),
  };
}

async function isPregnant(tx: Tx, clinicId: string, patientId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isPregnant: patients.isPregnant })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.id, patientId)));
  return row?.isPregnant ?? false;
}

/**
 * A scheduled scan that needs a Form F gets it now, so that the woman's declaration (Section D)
 * can be printed and signed before the procedure (Rule 10(1A); issue 23 item 5).
 */
export async function createFormForStudy(
  tx: Tx,
  scope: RequestScope,
  study: { id: string; patientId: string; studyType: string; scheduledDate: Date; doctor: string | null },
  now: Date,
  meta: RequestMeta,
): Promise<void> {
  if (!needsFormF(study.studyType, await isPregnant(tx, scope.clinicId, study.patientId))) return;
  const scan: Scan = {
    studyId: study.id,
    patientId: study.patientId,
    scanType: study.studyType,
    reportId: null,
    at: study.scheduledDate,
    doctor: await doctorNamed(tx, scope.clinicId, study.doctor),
  };
  await insertForm(tx, scope, scan, now, meta);
}

const weeksDays = (gaDays: number) => formatWeeksDays(Math.floor(gaDays / 7), gaDays % 7);

/**
 * Item 8 as the form asks: "last menstrual period or weeks of pregnancy", i.e. from the LMP on the
 * scan's day, else the weeks as recorded from her history; never the scan's own biometric age,
 * which is a result and goes with the findings (scanAgeNote). Issue 29 §3.
 */
function gestationalAgeOf(report: ReportRow): string | null {
  if (report.lastMenstrualPeriod) {
    const templateData = (report.templateData as Record<string, unknown> | null) ?? null;
    const created = clinicDayOf(report.createdAt);
    const byLmp = dateFromLmp(report.lastMenstrualPeriod, lmpDatingDay(templateData?.examDate, created, created));
    if (byLmp?.weeks != null) return formatWeeksDays(byLmp.weeks, byLmp.days ?? 0);
  }
  if (report.gestationalAge) return report.gestationalAge;
  if (report.pregnancyWeeks === null) return null;
  return formatWeeksDays(report.pregnancyWeeks, report.pregnancyDays ?? 0);
}

/** The scan's own age (CRL or biometry) when it dated the pregnancy: recorded with the result (item 14). */
function scanAgeNote(report: ReportRow): string | null {
  const dating = computedOfRow(report).dating;
  if (!dating || dating.method === 'lmp') return null;
  const by = dating.method === 'crl' ? 'CRL' : 'biometry';
  return `Gestational age by ultrasound (${by}): ${weeksDays(dating.gaDays)}.`;
}

function findingsOf(report: ReportRow): string | null {
  const impression = screened(report.impression, 'pregnancy');
  const note = scanAgeNote(report);
  return [impression, note].filter(Boolean).join(' ') || null;
}

/**
 * Rule 9(4): one Form F for every scan of a pregnant woman. Called inside the report's own
 * transaction on every save: a report gets at most one record, by the unique (clinic_id,
 * report_id); it takes over the form made when its study was scheduled, else one is made now
 * (a draft report is a scan under way). Once the report is finalized, the facts it records
 * (LMP, weeks, the impression as the brief result, the medical indication) fill items still
 * empty: a recorded value is never overwritten, and each fill is kept in the form's trail.
 */
export async function createFormForFinalizedReport(
  tx: Tx,
  scope: RequestScope,
  report: ReportRow,
  now: Date,
  meta: RequestMeta,
): Promise<void> {
  if (!needsFormF(report.reportType, await isPregnant(tx, scope.clinicId, report.patientId))) return;
  const byReport = eq(pcpndtForms.reportId, report.id);
  const [linked] = await tx
    .select()
    .from(pcpndtForms)
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), byReport))
    .for('update');
  let form: FormFRow | undefined = linked;
  if (!form && report.studyId) {
    const [ofStudy] = await tx
      .select()
      .from(pcpndtForms)
      .where(
        and(
          eq(pcpndtForms.clinicId, scope.clinicId),
          eq(pcpndtForms.studyId, report.studyId),
          isNull(pcpndtForms.reportId),
          // A void form (the scan was cancelled) stays void: a later report gets a new one.
          isNull(pcpndtForms.voidedAt),
        ),
      )
      .limit(1)
      .for('update');
    if (ofStudy) {
      await tx.update(pcpndtForms).set({ reportId: report.id, updatedAt: now }).where(eq(pcpndtForms.id, ofStudy.id));
      form = { ...ofStudy, reportId: report.id };
    }
  }
  const doctor = reportDoctor(report);
  form ??= await insertForm(
    tx,
    scope,
    {
      studyId: report.studyId,
      patientId: report.patientId,
      scanType: report.reportType,
      reportId: report.id,
      at: report.finalizedAt ?? now,
      doctor,
    },
    now,
    meta,
  );
  await fillFromReport(tx, scope, form, report, doctor, now);
}

/**
 * The doctor who signed the report, as the signature recorded them (issue 29 §2): never a name
 * typed or chosen in the request. A draft is signed by nobody yet, so it names no doctor.
 */
function reportDoctor(report: ReportRow) {
  const name = report.signedAt ? report.signedDoctorName?.trim() : null;
  if (!name) return undefined;
  return {
    doctorId: report.signedDoctorId,
    doctorName: name,
    doctorRegistrationNumber: report.signedDoctorRegistrationNumber?.trim() || null,
  };
}

/** The items a report records, copied into those of the form that nobody has filled yet. */
async function fillFromReport(
  tx: Tx,
  scope: RequestScope,
  form: FormFRow,
  report: ReportRow,
  doctor: ReturnType<typeof reportDoctor>,
  now: Date,
) {
  // A submitted record changes only by an amendment with a reason.
  if (form.submittedAt) return;
  const offered: Partial<FormFRow> = {};
  // The report's signer is the form's doctor until the form's own declaration is signed: a doctor
  // planned at scheduling gives way to the one who signed (issue 29 §2).
  const recorded = form;
  if (doctor && !form.doctorDeclarationSigned && form.doctorId !== doctor.doctorId) {
    form = { ...form, doctorId: null, doctorName: null, doctorRegistrationNumber: null };
  }
  if (form.doctorName === null && doctor) Object.assign(offered, doctor);
  if (report.status !== 'draft') {
    Object.assign(offered, {
      lmp: report.lastMenstrualPeriod,
      gestationalAge: gestationalAgeOf(report),
      findings: findingsOf(report),
      otherIndication: screened(report.medicalIndication, 'pregnancy'),
    });
  }
  const changes: FormFFieldChange[] = [];
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(offered)) {
    const current = form[field as keyof FormFRow];
    if (value === null || value === undefined || (current !== null && current !== '')) continue;
    set[field] = value;
    changes.push({ field, from: recorded[field as keyof FormFRow], to: value });
  }
  if (changes.length === 0) return;
  const next = { ...form, ...set, evidenceKinds: await evidenceKindsOfForm(tx, scope.clinicId, form.id) };
  await tx
    .update(pcpndtForms)
    .set({ ...set, isCompliant: computeFormFCompliance(next).isCompliant, updatedAt: now })
    .where(eq(pcpndtForms.id, form.id));
  await tx.insert(pcpndtFormEdits).values({
    clinicId: scope.clinicId,
    formId: form.id,
    kind: 'report',
    changes,
    reason: null,
    editedBy: scope.userId,
    editedAt: now,
  });
}
