import { bigint, foreignKey, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { studies } from './studies.ts';

/**
 * A photo of a scanner's measurement page, kept with its study (issue 35 item 3): what the values
 * a person confirmed were read from. The file lives under DATA_DIR (storage_key) and counts
 * towards the plan's storage; `values` holds what OCR read, parsed into the report's fields
 * (never the raw OCR text, which could carry a line the PC-PNDT filter dropped).
 */
export const measurementPhotos = pgTable(
  'measurement_photos',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    studyId: uuid('study_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    values: jsonb('values').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('measurement_photos_clinic_id_id_unique').on(t.clinicId, t.id),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
    index('measurement_photos_clinic_study_idx').on(t.clinicId, t.studyId),
  ],
);
