import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { feeItems } from './fee-list.ts';
import { patients } from './patients.ts';
import { referrers } from './referrers.ts';
import { studies } from './studies.ts';

/**
 * A patient's bill of supply (diagnostic services are GST-exempt), numbered per centre and Indian
 * financial year, never renumbered, never edited once made: refunds are credit notes. Money is
 * integer paise (docs/decisions/013).
 */
export const patientBills = pgTable(
  'patient_bills',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    billNumber: text('bill_number').notNull(),
    patientId: uuid('patient_id').notNull(),
    referrerId: uuid('referrer_id'),
    billDate: date('bill_date').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    concessionPaise: bigint('concession_paise', { mode: 'number' }).notNull().default(0),
    concessionReason: text('concession_reason'),
    /** 'none', 'approved' (within the limit, or by an administrator) or 'pending' (awaits one). */
    concessionStatus: text('concession_status').notNull().default('none'),
    concessionApprovedBy: uuid('concession_approved_by'),
    concessionApprovedAt: timestamp('concession_approved_at', { withTimezone: true }),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * Pre-summed money (decision 027), kept by triggers on payments, credit notes and advance
     * applications in the same transaction as the write, so they cannot disagree with the ledger:
     * paid at the counter plus advances applied, approved and pending credit, refunded.
     */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    advanceAppliedPaise: bigint('advance_applied_paise', { mode: 'number' }).notNull().default(0),
    creditedPaise: bigint('credited_paise', { mode: 'number' }).notNull().default(0),
    pendingCreditPaise: bigint('pending_credit_paise', { mode: 'number' }).notNull().default(0),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    /** What the bill still asks for: total − credited − paid + refunded. */
    balancePaise: bigint('balance_paise', { mode: 'number' }).generatedAlwaysAs(
      sql`total_paise - credited_paise - paid_paise + refunded_paise`,
    ),
    /** Why an administrator refused the concession asked (issue 33 item 6). */
    concessionRefusalReason: text('concession_refusal_reason'),
    /** The concession that was asked and refused (the bill's own concession is then 0). */
    concessionRefusedPaise: bigint('concession_refused_paise', { mode: 'number' }),
    /** The centre's GSTIN when the bill was made, printed on it. */
    gstin: text('gstin'),
    createdBy: uuid('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('patient_bills_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('patient_bills_clinic_number_unique').on(t.clinicId, t.billNumber),
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    foreignKey({ columns: [t.clinicId, t.referrerId], foreignColumns: [referrers.clinicId, referrers.id] }),
    check(
      'patient_bills_money',
      sql`${t.concessionPaise} >= 0 and ${t.totalPaise} = ${t.grossPaise} - ${t.concessionPaise} and ${t.totalPaise} >= 0`,
    ),
    index('patient_bills_clinic_date_idx').on(t.clinicId, t.billDate),
    index('patient_bills_clinic_patient_idx').on(t.clinicId, t.patientId),
    index('patient_bills_clinic_referrer_idx').on(t.clinicId, t.referrerId, t.billDate),
    // Dues and their age: only bills with something still to pay, read with their balance.
    // The report's concessions, in date order.
    index('patient_bills_clinic_concession_idx')
      .on(t.clinicId, t.billDate, t.billNumber)
      .where(sql`${t.concessionPaise} > 0`),
    index('patient_bills_clinic_due_idx').on(t.clinicId, t.billDate, t.balancePaise).where(sql`${t.balancePaise} > 0`),
  ],
);

/** A bill's lines: the fee item, its price on the bill's date (copied), and the study it paid for. */
export const patientBillLines = pgTable(
  'patient_bill_lines',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    billId: uuid('bill_id').notNull(),
    position: integer('position').notNull(),
    feeItemId: uuid('fee_item_id').notNull(),
    studyId: uuid('study_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPaise: bigint('unit_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.clinicId, t.billId], foreignColumns: [patientBills.clinicId, patientBills.id] }),
    foreignKey({ columns: [t.clinicId, t.feeItemId], foreignColumns: [feeItems.clinicId, feeItems.id] }),
    foreignKey({ columns: [t.clinicId, t.studyId], foreignColumns: [studies.clinicId, studies.id] }),
    check('patient_bill_lines_amount', sql`${t.quantity} > 0 and ${t.amountPaise} = ${t.quantity} * ${t.unitPaise}`),
    index('patient_bill_lines_bill_idx').on(t.clinicId, t.billId),
    // Turnaround per referrer: only lines that paid for a booked study.
    index('patient_bill_lines_study_idx').on(t.clinicId, t.studyId).where(sql`${t.studyId} is not null`),
  ],
);

/**
 * A refund or cancellation against a bill. 'pending' until an administrator approves it; when
 * approved it lowers what the bill asks for, and whatever was paid beyond that is refunded
 * (refund_paise, by refund_method) on the day of approval.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    noteNumber: text('note_number').notNull(),
    billId: uuid('bill_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    refundMethod: text('refund_method').notNull().default('cash'),
    /** The front-desk counter the refund left from (issue 33 item 4). */
    counter: text('counter').notNull().default('main'),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** Why an administrator refused it, shown on the bill and in the approvals list. */
    refusalReason: text('refusal_reason'),
    requestedBy: uuid('requested_by').notNull(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The centre's day the refund left the till (the approval's day). */
    creditDate: date('credit_date'),
    ...timestamps(),
  },
  (t) => [
    unique('credit_notes_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('credit_notes_clinic_number_unique').on(t.clinicId, t.noteNumber),
    foreignKey({ columns: [t.clinicId, t.billId], foreignColumns: [patientBills.clinicId, patientBills.id] }),
    check('credit_notes_money', sql`${t.amountPaise} > 0 and ${t.refundPaise} >= 0`),
    index('credit_notes_clinic_bill_idx').on(t.clinicId, t.billId),
    index('credit_notes_clinic_date_idx').on(t.clinicId, t.creditDate),
  ],
);

/**
 * A centre's day-end cash count. While a closing is in force (not reopened) the day is locked:
 * payments and refunds dated on it answer 409.
 */
export const dayClosings = pgTable(
  'day_closings',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    counter: text('counter').notNull().default('main'),
    closingDate: date('closing_date').notNull(),
    /** Net takings by payment mode in paise ({ cash: 150000, upi: 50000 }), refunds taken off. */
    expected: jsonb('expected').$type<Record<string, number>>().notNull(),
    countedCashPaise: bigint('counted_cash_paise', { mode: 'number' }).notNull(),
    variancePaise: bigint('variance_paise', { mode: 'number' }).notNull(),
    note: text('note'),
    closedBy: uuid('closed_by').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    reopenedBy: uuid('reopened_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    unique('day_closings_clinic_id_id_unique').on(t.clinicId, t.id),
    uniqueIndex('day_closings_in_force_unique')
      .on(t.clinicId, t.counter, t.closingDate)
      .where(sql`${t.reopenedAt} is null`),
  ],
);

/**
 * Pre-summed takings per centre, day, counter, mode and taker (decision 027): money received and
 * refunded, kept by the payments and credit-notes triggers in the writing transaction. The
 * collections report and the day-end closing read these few rows, not a year of payments.
 */
export const billingDayTotals = pgTable(
  'billing_day_totals',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    day: date('day').notNull(),
    counter: text('counter').notNull(),
    mode: text('mode').notNull(),
    /** Who took the money as the payment names them ('' when unnamed or for refunds). */
    taker: text('taker').notNull(),
    receivedPaise: bigint('received_paise', { mode: 'number' }).notNull().default(0),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.day, t.counter, t.mode, t.taker] })],
);

/**
 * Part of a patient's advance (a payment without a bill) put towards one of her bills. No money
 * moves at the counter, so it is not a receipt of the day; it counts as paid on the bill.
 */
export const advanceApplications = pgTable(
  'advance_applications',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    patientId: uuid('patient_id').notNull(),
    billId: uuid('bill_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    appliedBy: uuid('applied_by').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    foreignKey({ columns: [t.clinicId, t.billId], foreignColumns: [patientBills.clinicId, patientBills.id] }),
    check('advance_applications_amount_positive', sql`${t.amountPaise} > 0`),
    index('advance_applications_clinic_patient_idx').on(t.clinicId, t.patientId),
    index('advance_applications_clinic_bill_idx').on(t.clinicId, t.billId),
  ],
);

/**
 * Pre-summed bills per centre, day and referrer (decision 027): how many, their totals, and the
 * concessions on them. Written by the bill's own transaction (bill-day-totals.ts) just before
 * its number, so the report's revenue by referrer and concession totals read a year as ~365 rows.
 */
export const billingDayBills = pgTable(
  'billing_day_bills',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    day: date('day').notNull(),
    /** The referrer's id as text, '' for none (a primary key cannot hold null). */
    referrerKey: text('referrer_key').notNull(),
    bills: integer('bills').notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    concessions: integer('concessions').notNull().default(0),
    concessionPaise: bigint('concession_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.day, t.referrerKey] })],
);

/** Pre-summed bill lines per centre, day and fee item: revenue by study type (decision 027). */
export const billingDayItems = pgTable(
  'billing_day_items',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    day: date('day').notNull(),
    feeItemId: uuid('fee_item_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.day, t.feeItemId] })],
);

/**
 * A centre's billing data version (issue 33 figures): bumped once by every transaction that
 * changes what the collections report reads (bills, lines, credit notes, day totals, fee items,
 * referrers, finalized reports), by deferred triggers, so it commits with the change it counts.
 * A server keeps a computed report against the version it read in the same snapshot and answers
 * it again only while the version is unchanged. `xact` is the transaction that last bumped it:
 * its other rows do not bump again.
 */
export const billingVersions = pgTable('billing_versions', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  xact: text('xact').notNull().default(''),
});
