import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { patientBills } from './patient-bills.ts';
import { patients } from './patients.ts';
import { reports } from './reports.ts';

export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    paymentId: text('payment_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    reportId: uuid('report_id'),
    /** The bill it pays (issue 33); none is an advance on the patient's account. */
    billId: uuid('bill_id'),
    /** Exact decimal rupees; sums are done in SQL numeric or integer paise, never floats. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDate: date('payment_date').notNull(),
    notes: text('notes'),
    receivedBy: text('received_by'),
    /** The front-desk counter that took it (issue 33 item 4); closings are per counter. */
    counter: text('counter').notNull().default('main'),
    /**
     * The user who recorded it (null before migration 0029). A receptionist's list is today's
     * payments and their own (issue 28), so this is what "their own" means, not receivedBy,
     * which is free text naming whoever took the money.
     */
    recordedBy: uuid('recorded_by'),
    ...timestamps(),
  },
  (t) => [
    unique('payments_clinic_payment_id_unique').on(t.clinicId, t.paymentId),
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
    foreignKey({ columns: [t.clinicId, t.billId], foreignColumns: [patientBills.clinicId, patientBills.id] }),
    index('payments_clinic_bill_idx').on(t.clinicId, t.billId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    // Includes the amount so today's / this month's takings are an index-only sum.
    index('payments_clinic_date_amount_idx').on(t.clinicId, t.paymentDate, t.amount),
    // What one patient paid (patient view, patient list report).
    index('payments_clinic_patient_idx').on(t.clinicId, t.patientId),
    // A receptionist's own payments, newest first.
    index('payments_clinic_recorded_by_idx').on(t.clinicId, t.recordedBy, t.paymentDate),
  ],
);
