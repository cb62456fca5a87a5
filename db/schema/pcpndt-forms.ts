import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Child, SectionC } from '../../core/formf/formf-sections.ts';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { doctors } from './doctors.ts';
import { patients } from './patients.ts';
import { reports } from './reports.ts';
import { studies } from './studies.ts';

/** Form F records: kept at least two years and never deleted (PC-PNDT Rule 9). */
export const pcpndtForms = pgTable(
  'pcpndt_forms',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    formId: text('form_id').notNull(),
    studyId: uuid('study_id'),
    patientId: uuid('patient_id').notNull(),
    formType: text('form_type'),
    patientName: varchar('patient_name', { length: 100 }),
    patientAge: integer('patient_age'),
    spouseName: text('spouse_name'),
    patientAddress: text('patient_address'),
    patientPhone: text('patient_phone'),
    /** Sons plus daughters when both lists are recorded; null is "not recorded", never 0. */
    numberOfChildren: integer('number_of_children'),
    /** Free text kept from forms made before item 4 was structured; new forms use the lists below. */
    childrenDetails: text('children_details'),
    /** Item 4 (a) and (b): each living son / daughter with an age; null = not recorded, [] = none. */
    livingSons: jsonb('living_sons').$type<Child[]>(),
    livingDaughters: jsonb('living_daughters').$type<Child[]>(),
    referringDoctor: text('referring_doctor'),
    referringDoctorRegNo: text('referring_doctor_reg_no'),
    /** Item 7(a): "full name and address of referring doctor"; required when she was referred. */
    referringDoctorAddress: text('referring_doctor_address'),
    isSelfreferred: boolean('is_selfreferred').notNull().default(true),
    /** Codes of the official list i–xxiii (Form F item 10); medical_indication holds them joined. */
    indications: jsonb('indications').$type<string[]>().notNull().default([]),
    medicalIndication: text('medical_indication').notNull(),
    otherIndication: text('other_indication'),
    lmp: date('lmp'),
    gestationalAge: text('gestational_age'),
    obstetricHistory: text('obstetric_history'),
    pastIllness: text('past_illness'),
    familyHistory: text('family_history'),
    /** Item 11 as recorded (abdominal, transvaginal or both); null until someone records it. */
    examinationType: text('examination_type'),
    /** Item 11 "(ii) Any other (specify)". */
    otherProcedure: text('other_procedure'),
    examDateTime: timestamp('exam_date_time', { withTimezone: true }).notNull(),
    indication: text('indication'),
    findings: text('findings'),
    /** Listed by the spec, held empty by the database: no fetal sex is ever stored. */
    fetalSex: text('fetal_sex'),
    /** Form F items 12, 13, 15 and 16. */
    patientDeclarationDate: date('patient_declaration_date'),
    procedureDate: date('procedure_date'),
    resultConveyedTo: text('result_conveyed_to'),
    resultConveyedOn: date('result_conveyed_on'),
    mtpIndication: text('mtp_indication'),
    /** The Date and Place lines that close Section B. */
    sectionBPlace: text('section_b_place'),
    sectionBDate: date('section_b_date'),
    /** Section C (items 17 to 27), recorded only when an invasive procedure was done. */
    sectionC: jsonb('section_c').$type<SectionC>(),
    /** Section D: 'signature' or 'thumb_impression', and who identified a thumb impression. */
    patientSignatureMode: text('patient_signature_mode'),
    witnessName: text('witness_name'),
    witnessAge: integer('witness_age'),
    witnessSex: text('witness_sex'),
    witnessRelationship: text('witness_relationship'),
    witnessAddress: text('witness_address'),
    doctorDeclarationDate: date('doctor_declaration_date'),
    invasiveTestAdvised: boolean('invasive_test_advised').notNull().default(false),
    invasiveTestReason: text('invasive_test_reason'),
    patientDeclarationSigned: boolean('patient_declaration_signed').notNull().default(false),
    doctorDeclarationSigned: boolean('doctor_declaration_signed').notNull().default(false),
    /** Computed from completeness on every write, never assumed (research A.6). */
    isCompliant: boolean('is_compliant').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The obstetric report this record was made for: one record per scan. */
    reportId: uuid('report_id'),
    /** Number of amendments after submission plus one; pcpndt_form_amendments keeps each earlier state. */
    version: integer('version').notNull().default(1),
    /** Null until the performing doctor is known (a form made at scheduling); never guessed. */
    doctorId: uuid('doctor_id'),
    /**
     * Snapshots taken when the form is made (and when the doctor is set on purpose): a later edit
     * of Settings or of the doctor's record must not rewrite a statutory record.
     */
    doctorName: text('doctor_name'),
    doctorRegistrationNumber: text('doctor_registration_number'),
    clinicName: text('clinic_name'),
    clinicAddress: text('clinic_address'),
    clinicRegistrationNumber: text('clinic_registration_number'),
    /**
     * Form G: the doctor who performs the invasive procedure, chosen on purpose (never the
     * sonologist by default), with name and registration number copied when chosen.
     */
    formGDoctorId: uuid('form_g_doctor_id'),
    formGDoctorName: text('form_g_doctor_name'),
    formGDoctorRegistrationNumber: text('form_g_doctor_registration_number'),
    /**
     * Rule 9(1) register serial: given once, from the clinic's 'register' counter in the form's own
     * transaction (gap-free, never renumbered, kept by a void form).
     */
    registerSerial: integer('register_serial').notNull(),
    /** A draft form of a scan that was cancelled or not attended: kept, shown void, never counted. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: uuid('voided_by'),
    ...timestamps(),
  },
  (t) => [
    unique('pcpndt_forms_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('pcpndt_forms_clinic_form_id_unique').on(t.clinicId, t.formId),
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    foreignKey({ columns: [t.clinicId, t.formGDoctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
    unique('pcpndt_forms_clinic_report_unique').on(t.clinicId, t.reportId),
    check('pcpndt_forms_no_fetal_sex', sql`${t.fetalSex} IS NULL`),
    unique('pcpndt_forms_clinic_register_serial_unique').on(t.clinicId, t.registerSerial),
    // A void form always says why; a submitted record is never voided.
    check(
      'pcpndt_forms_void_reason',
      sql`(${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL) AND (${t.voidedAt} IS NULL OR ${t.submittedAt} IS NULL)`,
    ),
    // A scan's report finds the form made when the scan was scheduled.
    index('pcpndt_forms_clinic_study_idx').on(t.clinicId, t.studyId),
    index('pcpndt_forms_clinic_created_idx').on(t.clinicId, t.createdAt),
  ],
);
