import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { doctors } from './doctors.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A centre's PC-PNDT registration certificate (s.18, Rule 6): one per clinic (a centre is a
 * clinic, decision 006). Until this row exists the centre has not recorded its registration and
 * signing works as before; once it exists only its sonologists sign, on its machines (decision 011).
 * The certificate's scan is kept beside it (sanitised bytes, like Form F evidence), never in logs.
 */
export const pcpndtRegistrations = pgTable(
  'pcpndt_registrations',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    certificateNumber: text('certificate_number').notNull(),
    authority: text('authority').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    scanFileName: text('scan_file_name'),
    scanContentType: text('scan_content_type'),
    scanByteSize: integer('scan_byte_size'),
    scanContent: bytea('scan_content'),
    ...timestamps(),
  },
  (t) => [
    unique('pcpndt_registrations_clinic_unique').on(t.clinicId),
    check('pcpndt_registrations_valid_range', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** An ultrasound machine named on the certificate. Deactivated, never deleted: old forms name it. */
export const pcpndtMachines = pgTable(
  'pcpndt_machines',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    serialNumber: text('serial_number').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('pcpndt_machines_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('pcpndt_machines_clinic_serial_unique').on(t.clinicId, t.serialNumber),
  ],
);

/** A doctor of the clinic registered as a sonologist of the centre; removal deactivates. */
export const pcpndtSonologists = pgTable(
  'pcpndt_sonologists',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    doctorId: uuid('doctor_id').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    unique('pcpndt_sonologists_clinic_doctor_unique').on(t.clinicId, t.doctorId),
  ],
);
