import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { doctors } from './doctors.ts';
import { patients } from './patients.ts';
import { pcpndtMachines } from './pcpndt-registration.ts';
import { studies } from './studies.ts';

export const reports = pgTable(
  'reports',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: text('report_id').notNull(),
    studyId: uuid('study_id'),
    patientId: uuid('patient_id').notNull(),
    reportType: text('report_type').notNull(),
    /** The template written with (issue 17): a standard type, an advanced id or a clinic template's uuid. */
    templateId: text('template_id'),
    templateVersion: integer('template_version'),
    /** An advanced template's descriptors as stored, and the scores the server computed from them. */
    templateData: jsonb('template_data'),
    templateScores: jsonb('template_scores'),
    /** 'Label: text' lines, one per template section ('Normal' when empty). */
    findings: text('findings'),
    /** The same findings keyed by canonical section key, so editing round-trips. */
    sectionValues: jsonb('section_values'),
    measurements: jsonb('measurements'),
    impression: text('impression'),
    recommendations: text('recommendations'),
    clinicalDetails: text('clinical_details'),
    technique: text('technique'),
    medicalIndication: text('medical_indication'),
    lastMenstrualPeriod: date('last_menstrual_period'),
    expectedDeliveryDate: date('expected_delivery_date'),
    pregnancyWeeks: integer('pregnancy_weeks'),
    pregnancyDays: integer('pregnancy_days'),
    fetalPresentation: text('fetal_presentation'),
    fetalHeartRate: text('fetal_heart_rate'),
    fetalMovements: boolean('fetal_movements'),
    placentaLocation: text('placenta_location'),
    amnioticFluid: text('amniotic_fluid'),
    cervixLength: text('cervix_length'),
    biparietalDiameter: numeric('biparietal_diameter', { precision: 6, scale: 2 }),
    abdominalCircumference: numeric('abdominal_circumference', { precision: 6, scale: 2 }),
    femurLength: numeric('femur_length', { precision: 6, scale: 2 }),
    estimatedFetalWeight: text('estimated_fetal_weight'),
    gestationalAge: text('gestational_age'),
    /** Recorded or not (issue 30): null is "not recorded", so nothing prints "No" by default. */
    multiplePregnancy: boolean('multiple_pregnancy'),
    /** A multiple pregnancy's fetuses (core/reports/fetuses.ts), Fetus A, B, ...; null for one fetus. */
    fetuses: jsonb('fetuses'),
    chorionicity: text('chorionicity'),
    /** Values filled from a scanner's SR (core/dicom/measurement-sources.ts); null when none. */
    measurementSources: jsonb('measurement_sources'),
    amnionicity: text('amnionicity'),
    /** PC-PNDT s.5/s.6: the only value this column can ever hold is 'not_determined'. */
    sexDetermination: text('sex_determination'),
    additionalTechnicalDetails: text('additional_technical_details'),
    status: text('status').notNull().default('finalized'),
    /** Number of saved edits; report_versions holds every earlier state. */
    version: integer('version').notNull().default(1),
    doctorId: uuid('doctor_id'),
    doctorName: text('doctor_name'),
    doctorRegistrationNumber: text('doctor_registration_number'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** The electronic signature (DESIGN §6): who signed which version, as which doctor, when. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedByUserId: uuid('signed_by_user_id'),
    signedDoctorId: uuid('signed_doctor_id'),
    signedDoctorName: text('signed_doctor_name'),
    signedDoctorRegistrationNumber: text('signed_doctor_registration_number'),
    /** The doctor record's qualification at signing ("MBBS, DNB (Radiology)"); null when it had none. */
    signedDoctorQualification: text('signed_doctor_qualification'),
    signedVersion: integer('signed_version'),
    /** The registered ultrasound machine the scan was done on (issue 29 §4); null before a centre registers. */
    machineId: uuid('machine_id'),
    /** Edited after it was first finalized: prints as an amended report. */
    amended: boolean('amended').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('reports_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('reports_clinic_report_id_unique').on(t.clinicId, t.reportId),
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    foreignKey({ columns: [t.clinicId, t.machineId], foreignColumns: [pcpndtMachines.clinicId, pcpndtMachines.id] }),
    check('reports_no_fetal_sex', sql`${t.sexDetermination} IS NULL OR ${t.sexDetermination} = 'not_determined'`),
    // With the id, a page's ids come from the index alone (no heap visit for skipped rows).
    index('reports_clinic_created_idx').on(t.clinicId, t.createdAt, t.id),
    index('reports_clinic_type_created_idx').on(t.clinicId, t.reportType, t.createdAt, t.id),
    index('reports_clinic_patient_idx').on(t.clinicId, t.patientId),
    // Dashboard: pending count; the status filter of the list.
    index('reports_clinic_status_type_idx').on(t.clinicId, t.status, t.reportType),
    index('reports_clinic_doctor_idx').on(t.clinicId, t.doctorName),
  ],
);
