import { and, eq, sql } from 'drizzle-orm';
import type { ApprovalQueue } from '../../../core/patient-bills/approval-schemas.ts';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { Bill, CreditNote } from '../../../core/patient-bills/bill-schemas.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { creditNotes, patientBills } from '../../../db/schema/patient-bills.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { addBillToDayTotals } from './bill-day-totals.ts';
import { readBill, readCreditNote } from './bill-read.ts';

/** The centre's concessions and credit notes awaiting an administrator, oldest first. */
export async function approvalQueue(deps: AppDeps, scope: RequestScope): Promise<ApprovalQueue> {
  const c = scope.clinicId;
  const [concessions, notes, refused] = await Promise.all([
    queryRows<{
      id: string;
      bill_number: string;
      bill_date: string;
      patient_name: string;
      patient_code: string;
      gross: string;
      concession: string;
      reason: string | null;
      requested_by: string | null;
    }>(
      deps.db,
      sql`select b.id, b.bill_number, b.bill_date::text, p.first_name || ' ' || p.last_name as patient_name,
        p.patient_id as patient_code, b.gross_paise::text as gross, b.concession_paise::text as concession,
        b.concession_reason as reason, u.first_name || ' ' || u.last_name as requested_by
      from patient_bills b join patients p on p.clinic_id = b.clinic_id and p.id = b.patient_id
      left join users u on u.id = b.created_by
      where b.clinic_id = ${c} and b.concession_status = 'pending' order by b.created_at limit 500`,
    ),
    queryRows<{
      id: string;
      note_number: string;
      bill_id: string;
      bill_number: string;
      patient_name: string;
      amount: string;
      refund_method: string;
      reason: string;
      requested_by: string | null;
      requested_at: string;
    }>(
      deps.db,
      sql`select n.id, n.note_number, n.bill_id, b.bill_number, p.first_name || ' ' || p.last_name as patient_name,
        n.amount_paise::text as amount, n.refund_method, n.reason, u.first_name || ' ' || u.last_name as requested_by,
        to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as requested_at
      from credit_notes n join patient_bills b on b.clinic_id = n.clinic_id and b.id = n.bill_id
      join patients p on p.clinic_id = b.clinic_id and p.id = b.patient_id
      left join users u on u.id = n.requested_by
      where n.clinic_id = ${c} and n.status = 'pending' order by n.created_at limit 500`,
    ),
    queryRows<{
      kind: 'concession' | 'credit-note';
      bill_id: string;
      bill_number: string;
      note_number: string | null;
      patient_name: string;
      amount_paise: string;
      reason: string;
      refusal_reason: string;
      refused_by: string | null;
      refused_at: string;
    }>(
      deps.db,
      sql`select r.*, p.first_name || ' ' || p.last_name as patient_name, u.first_name || ' ' || u.last_name as refused_by,
        to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as refused_at
      from (
        (select 'concession' as kind, b.id as bill_id, b.bill_number, null::text as note_number, b.patient_id,
          b.concession_refused_paise as amount_paise,
          coalesce(b.concession_reason, '') as reason, b.concession_refusal_reason as refusal_reason,
          b.concession_approved_by as by, b.concession_approved_at as at
        from patient_bills b
        where b.clinic_id = ${c} and b.concession_status = 'refused' and b.concession_refusal_reason is not null
        order by b.concession_approved_at desc limit 50)
        union all
        (select 'credit-note', b.id, b.bill_number, n.note_number, b.patient_id, n.amount_paise, n.reason,
          n.refusal_reason, n.approved_by, n.approved_at
        from credit_notes n join patient_bills b on b.clinic_id = n.clinic_id and b.id = n.bill_id
        where n.clinic_id = ${c} and n.status = 'refused' and n.refusal_reason is not null
        order by n.approved_at desc limit 50)
      ) r join patients p on p.clinic_id = ${c} and p.id = r.patient_id
      left join users u on u.id = r.by
      order by r.at desc limit 50`,
    ),
  ]);
  return {
    concessions: concessions.map((r) => ({
      billId: r.id,
      billNumber: r.bill_number,
      billDate: r.bill_date,
      patientName: r.patient_name,
      patientCode: r.patient_code,
      gross: rupees(Number(r.gross)),
      concession: rupees(Number(r.concession)),
      reason: r.reason ?? '',
      requestedBy: r.requested_by,
    })),
    creditNotes: notes.map((r) => ({
      id: r.id,
      noteNumber: r.note_number,
      billId: r.bill_id,
      billNumber: r.bill_number,
      patientName: r.patient_name,
      amount: rupees(Number(r.amount)),
      refundMethod: r.refund_method,
      reason: r.reason,
      requestedBy: r.requested_by,
      requestedAt: r.requested_at,
    })),
    refused: refused.map((r) => ({
      kind: r.kind,
      billId: r.bill_id,
      billNumber: r.bill_number,
      noteNumber: r.note_number,
      patientName: r.patient_name,
      amount: rupees(Number(r.amount_paise)),
      reason: r.reason,
      refusalReason: r.refusal_reason,
      refusedBy: r.refused_by,
      refusedAt: r.refused_at,
    })),
  };
}

/**
 * An administrator refuses a concession above the limit: the bill asks its full amount again
 * (the concession is taken off, so the total stays gross − concession), marked 'refused' with
 * who decided, when, the amount asked and why, on the bill itself (and in the activity log).
 */
export async function refuseConcession(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  reason: string,
  meta: RequestMeta,
): Promise<Bill> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const where = and(eq(patientBills.clinicId, scope.clinicId), eq(patientBills.id, id));
    const [bill] = await tx
      .select({
        status: patientBills.concessionStatus,
        gross: patientBills.grossPaise,
        asked: patientBills.concessionPaise,
        day: patientBills.billDate,
        referrerId: patientBills.referrerId,
      })
      .from(patientBills)
      .where(where)
      .for('update');
    if (!bill) throw notFound(M.billNotFound);
    if (bill.status !== 'pending') throw conflict(M.nothingToApprove);
    await tx
      .update(patientBills)
      .set({
        concessionStatus: 'refused',
        concessionRefusedPaise: bill.asked,
        concessionRefusalReason: reason,
        concessionPaise: 0,
        totalPaise: bill.gross,
        concessionApprovedBy: scope.userId,
        concessionApprovedAt: now,
        updatedAt: now,
      })
      .where(where);
    // The bill now asks its gross: its day's totals lose the concession (no lines change).
    await addBillToDayTotals(tx, {
      clinicId: scope.clinicId,
      day: bill.day,
      referrerId: bill.referrerId,
      bills: 0,
      totalPaise: bill.asked,
      concessions: -1,
      concessionPaise: -bill.asked,
      lines: [],
    });
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'bill.concession_refuse',
        entityType: 'bill',
        entityId: id,
        details: { askedPaise: bill.asked, reason },
      },
      meta,
      now,
    );
    return readBill(tx, scope, id);
  });
}

/** An administrator refuses a credit note: nothing is credited or refunded; who and when are kept. */
export async function refuseCreditNote(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  reason: string,
  meta: RequestMeta,
): Promise<CreditNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const where = and(eq(creditNotes.clinicId, scope.clinicId), eq(creditNotes.id, id));
    const [note] = await tx
      .select({ status: creditNotes.status, billId: creditNotes.billId })
      .from(creditNotes)
      .where(where)
      .for('update');
    if (!note) throw notFound(M.creditNoteNotFound);
    if (note.status !== 'pending') throw conflict(M.creditAlreadyDecided);
    await tx
      .update(creditNotes)
      .set({ status: 'refused', refusalReason: reason, approvedBy: scope.userId, approvedAt: now, updatedAt: now })
      .where(where);
    await recordMemberAction(
      tx,
      scope,
      { action: 'bill.credit_note_refuse', entityType: 'bill', entityId: note.billId, details: { noteId: id, reason } },
      meta,
      now,
    );
    return readCreditNote(tx, scope, id);
  });
}
