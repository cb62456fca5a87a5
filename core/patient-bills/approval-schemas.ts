import { z } from 'zod';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import { reasonText } from './bill-schemas.ts';

/** An administrator's refusal says why: kept on the bill or credit note, with who and when. */
export const RefusalSchema = z.object({ reason: reasonText(M.refuseReasonRequired) });

/**
 * What waits for an administrator at a centre (issue 33): concessions above the limit and
 * credit notes (refunds) a receptionist raised. Amounts are exact rupees ("1500.00").
 */
export const ApprovalQueueSchema = z.object({
  concessions: z.array(
    z.object({
      billId: z.string(),
      billNumber: z.string(),
      billDate: z.string(),
      patientName: z.string(),
      patientCode: z.string(),
      gross: z.string(),
      concession: z.string(),
      reason: z.string(),
      requestedBy: z.string().nullable(),
    }),
  ),
  creditNotes: z.array(
    z.object({
      id: z.string(),
      noteNumber: z.string(),
      billId: z.string(),
      billNumber: z.string(),
      patientName: z.string(),
      amount: z.string(),
      refundMethod: z.string(),
      reason: z.string(),
      requestedBy: z.string().nullable(),
      requestedAt: z.string(),
    }),
  ),
  /** The latest refusals with the administrator's reason (issue 33 item 6), newest first. */
  refused: z.array(
    z.object({
      kind: z.enum(['concession', 'credit-note']),
      billId: z.string(),
      billNumber: z.string(),
      /** The credit note's number; null for a concession. */
      noteNumber: z.string().nullable(),
      patientName: z.string(),
      amount: z.string(),
      reason: z.string(),
      refusalReason: z.string(),
      refusedBy: z.string().nullable(),
      refusedAt: z.string(),
    }),
  ),
});
export type ApprovalQueue = z.infer<typeof ApprovalQueueSchema>;
