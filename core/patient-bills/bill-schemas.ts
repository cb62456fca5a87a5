import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments/payment-schemas.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { multilineText, text } from '../validation/text-rules.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import { rupeesAsPaise } from './money-fields.ts';

// Reasons print on the bill, the credit note and the concessions report: screened (PC-PNDT).
export const reasonText = (required: string) =>
  fetalSexGuard(
    'note',
    M.fetalSexText,
  )(multilineText({ error: required }).trim().min(1, required).max(300, M.textTooLong));

const ConcessionSchema = z
  .object({
    amount: rupeesAsPaise().optional(),
    percent: z.number().gt(0).max(100).multipleOf(0.01).optional(),
    reason: reasonText(M.concessionReasonRequired),
  })
  .refine((c) => (c.amount === undefined) !== (c.percent === undefined), { message: M.concessionOneOf });

export const BillCreateSchema = z.object({
  patientId: z.uuid(),
  referrerId: z.uuid().nullish(),
  lines: z
    .array(
      z.object({
        feeItemId: z.uuid({ error: M.feeItemNotFound }),
        quantity: z
          .number({ error: M.quantityInvalid })
          .int(M.quantityInvalid)
          .min(1, M.quantityInvalid)
          .max(99, M.quantityInvalid)
          .default(1),
        /** The booked study this line pays for (the patient's own). */
        studyId: z.uuid().nullish(),
      }),
    )
    .min(1, M.linesRequired)
    .max(50),
  concession: ConcessionSchema.nullish(),
});
export type BillCreate = z.output<typeof BillCreateSchema>;
export type BillCreateInput = z.input<typeof BillCreateSchema>;

export const BILL_PAYMENT_METHODS = PAYMENT_METHODS;

/** A front-desk counter's name ("Counter 1"); one of the centre's counters, 'main' when none set. */
export const counterName = () =>
  fetalSexGuard(
    'name',
    M.fetalSexText,
  )(text().trim().min(1, M.counterUnknown).max(40, M.counterUnknown)).default('main');

export const BillPaymentSchema = z.object({
  /** One payment per mode: cash and UPI on one bill are two parts, recorded together. */
  parts: z
    .array(z.object({ amount: rupeesAsPaise(), paymentMethod: z.enum(PAYMENT_METHODS) }))
    .min(1, M.paymentPartsRequired)
    .max(4),
  /** The counter taking the money: its day-end closing counts it. */
  counter: counterName(),
});
export type BillPayment = z.output<typeof BillPaymentSchema>;

export const CreditNoteCreateSchema = z.object({
  amount: rupeesAsPaise(),
  reason: reasonText(M.creditReasonRequired),
  /** How any refund leaves the counter (cash unless said). */
  refundMethod: z.enum(PAYMENT_METHODS).default('cash'),
  /** The counter any refund leaves from. */
  counter: counterName(),
});
export type CreditNoteCreate = z.output<typeof CreditNoteCreateSchema>;

/** Puts part of the patient's advance towards this bill: never more than the balance or the advance. */
export const AdvanceApplySchema = z.object({ amount: rupeesAsPaise() });
export type AdvanceApply = z.output<typeof AdvanceApplySchema>;

const BillLineSchema = z.object({
  feeItemId: z.string(),
  studyId: z.string().nullable(),
  /** The booked study's own number (S-000123), named on the bill and receipt; null for a line without a study. */
  studyCode: z.string().nullable(),
  /** The booked study's status ('cancelled' offers a refund); null for a line without a study. */
  studyStatus: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  amount: z.string(),
});

const BillPaymentRowSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.string(),
  paymentMethod: z.string(),
  paymentDate: z.string(),
  receivedBy: z.string().nullable(),
  counter: z.string(),
});

export const CreditNoteSchema = z.object({
  id: z.string(),
  noteNumber: z.string(),
  billId: z.string(),
  amount: z.string(),
  refund: z.string(),
  refundMethod: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  /** Why an administrator refused it (null unless refused). */
  refusalReason: z.string().nullable(),
  counter: z.string(),
  requestedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  creditDate: z.string().nullable(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** A bill with its money: total = gross − concession; balance = total − credited − paid + refunded. */
export const BillSchema = z.object({
  id: z.string(),
  billNumber: z.string(),
  billDate: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  /** Her papers' language (patients.language, a PAPER_LOCALES code); null prints English only. */
  patientLanguage: z.string().nullable(),
  referrerId: z.string().nullable(),
  referrerName: z.string().nullable(),
  gstin: z.string().nullable(),
  lines: z.array(BillLineSchema),
  gross: z.string(),
  concession: z.string(),
  concessionReason: z.string().nullable(),
  concessionStatus: z.enum(['none', 'approved', 'pending', 'refused']),
  concessionApprovedBy: z.string().nullable(),
  concessionApprovedAt: z.string().nullable(),
  /** Why an administrator refused the concession asked (null unless refused). */
  concessionRefusalReason: z.string().nullable(),
  total: z.string(),
  credited: z.string(),
  paid: z.string(),
  /** The part of `paid` that came from the patient's advance. */
  advanceApplied: z.string(),
  refunded: z.string(),
  balance: z.string(),
  payments: z.array(BillPaymentRowSchema),
  creditNotes: z.array(CreditNoteSchema),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof BillSchema>;

export const BillListQuerySchema = z.object({
  patientId: z.uuid().optional(),
  /** Only bills with a balance due. */
  due: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

export const BillSummarySchema = BillSchema.pick({
  id: true,
  billNumber: true,
  billDate: true,
  patientId: true,
  patientName: true,
  patientCode: true,
  total: true,
  paid: true,
  balance: true,
  concessionStatus: true,
});
export const BillPageSchema = z.object({ bills: z.array(BillSummarySchema), page: z.number(), more: z.boolean() });

/** A patient's account across her bills: dues, and advances not yet used on a bill. */
export const PatientAccountSchema = z.object({
  patientId: z.string(),
  billed: z.string(),
  paidOnBills: z.string(),
  advance: z.string(),
  balanceDue: z.string(),
});
