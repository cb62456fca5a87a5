import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { reports } from './reports.ts';
import { studies } from './studies.ts';

/**
 * The ultrasound machines of a centre (issue 32). The DICOM listener maps a calling AE title to
 * its centre, so an AE title is unique across the deployment, not only within a clinic.
 */
export const scanners = pgTable(
  'scanners',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    aeTitle: text('ae_title').notNull(),
    manufacturer: text('manufacturer'),
    model: text('model'),
    serialNumber: text('serial_number'),
    active: boolean('active').notNull().default(true),
    /** SHA-256 of the bridge's token (server/lib/tokens.ts); null until one is made. */
    bridgeTokenHash: text('bridge_token_hash'),
    ...timestamps(),
  },
  (t) => [
    unique('scanners_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('scanners_ae_title_unique').on(t.aeTitle),
    unique('scanners_bridge_token_hash_unique').on(t.bridgeTokenHash),
  ],
);

/** One DICOM object a scanner sent (image, cine, secondary capture or SR), kept once per SOP instance. */
export const dicomObjects = pgTable(
  'dicom_objects',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** Null when nothing matched (no accession number, nor patient id and date, of this centre). */
    studyId: uuid('study_id'),
    scannerId: uuid('scanner_id'),
    sopInstanceUid: text('sop_instance_uid').notNull(),
    sopClassUid: text('sop_class_uid').notNull(),
    transferSyntaxUid: text('transfer_syntax_uid').notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * Which store holds the object and its renditions (server/storage/dicom-object-storage.ts):
     * 'local' (DATA_DIR) or 's3'; objects kept before a switch are read from where they are.
     */
    storage: text('storage').notNull().default('local'),
    /** A small JPEG of the first frame and a print-size one; null when it could not be decoded ("No preview"). */
    thumbnailKey: text('thumbnail_key'),
    printKey: text('print_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    frames: integer('frames').notNull().default(1),
    manufacturer: text('manufacturer'),
    model: text('model'),
    deviceSerialNumber: text('device_serial_number'),
    /** The machine's identity matched none of the centre's registered scanners (PC-PNDT). */
    unregisteredMachine: boolean('unregistered_machine').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('dicom_objects_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('dicom_objects_clinic_sop_unique').on(t.clinicId, t.sopInstanceUid),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
    foreignKey({ columns: [t.clinicId, t.scannerId], foreignColumns: [scanners.clinicId, scanners.id] }),
    index('dicom_objects_clinic_study_idx').on(t.clinicId, t.studyId),
  ],
);

/** A measurement from a structured report, per fetus ('A', 'B', … ; 'A' for a singleton). */
export const studyMeasurements = pgTable(
  'study_measurements',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    studyId: uuid('study_id').notNull(),
    fetusLabel: text('fetus_label').notNull(),
    /** The report field's key: bpd, hc, ac, fl, crl, nt, efw, afi, fhr, ga, ua_pi, … */
    key: text('key').notNull(),
    value: numeric('value').notNull(),
    unit: text('unit').notNull(),
    scannerName: text('scanner_name').notNull(),
    sopInstanceUid: text('sop_instance_uid').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('study_measurements_unique').on(t.clinicId, t.studyId, t.fetusLabel, t.key),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
  ],
);

/** The images a report prints, in order, with captions (issue 32 §5). */
export const reportKeyImages = pgTable(
  'report_key_images',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: uuid('report_id').notNull(),
    dicomObjectId: uuid('dicom_object_id').notNull(),
    position: integer('position').notNull(),
    caption: text('caption').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    unique('report_key_images_unique').on(t.clinicId, t.reportId, t.dicomObjectId),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
    foreignKey({ columns: [t.clinicId, t.dicomObjectId], foreignColumns: [dicomObjects.clinicId, dicomObjects.id] }),
  ],
);

/**
 * How a report prints its key images (issue 32 §5): 2, 4 or 6 a page, and for an obstetric
 * report who confirmed that the chosen images carry no annotation disclosing the fetal sex.
 * Changing the images clears the confirmation unless it is given again with them.
 */
export const reportKeyImageSettings = pgTable(
  'report_key_image_settings',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: uuid('report_id').notNull(),
    perPage: integer('per_page').notNull().default(4),
    noSexAnnotationConfirmedBy: uuid('no_sex_annotation_confirmed_by'),
    noSexAnnotationConfirmedAt: timestamp('no_sex_annotation_confirmed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('report_key_image_settings_unique').on(t.clinicId, t.reportId),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
  ],
);
