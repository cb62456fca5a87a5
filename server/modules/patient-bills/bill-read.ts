import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rupeesToPaise } from '../../../core/format/inr.ts';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { Bill, CreditNote } from '../../../core/patient-bills/bill-schemas.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { creditNotes, patientBillLines, patientBills } from '../../../db/schema/patient-bills.ts';
import { patients } from '../../../db/schema/patients.ts';
import { payments } from '../../../db/schema/payments.ts';
import { referrers } from '../../../db/schema/referrers.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type BillMoney, balanceOf } from './bill-ledger.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Users' names by id, for "approved by" and "requested by". */
async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, first_name || ' ' || last_name as name from users where id in (${sql.join(
      wanted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One user's name ("Asha Verma"), or null. */
export async function userName(db: Db, id: string): Promise<string | null> {
  return (await namesOf(db, [id])).get(id) ?? null;
}

type CreditNoteRow = typeof creditNotes.$inferSelect;

export function presentCreditNote(row: CreditNoteRow, names: Map<string, string>): CreditNote {
  return {
    id: row.id,
    noteNumber: row.noteNumber,
    billId: row.billId,
    amount: rupees(row.amountPaise),
    refund: rupees(row.refundPaise),
    refundMethod: row.refundMethod,
    reason: row.reason,
    status: row.status as CreditNote['status'],
    refusalReason: row.refusalReason,
    counter: row.counter,
    requestedBy: names.get(row.requestedBy) ?? null,
    approvedBy: row.approvedBy ? (names.get(row.approvedBy) ?? null) : null,
    approvedAt: iso(row.approvedAt),
    creditDate: row.creditDate,
  };
}

export async function readCreditNote(db: Db, scope: RequestScope, id: string): Promise<CreditNote> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.clinicId, scope.clinicId), eq(creditNotes.id, id)));
  if (!row) throw notFound(M.creditNoteNotFound);
  return presentCreditNote(row, await namesOf(db, [row.requestedBy, row.approvedBy]));
}

/** One bill with its lines, payments, credit notes and money, as the API answers it. */
export async function readBill(db: Db, scope: RequestScope, id: string): Promise<Bill> {
  const [bill] = await db
    .select({
      bill: patientBills,
      firstName: patients.firstName,
      lastName: patients.lastName,
      patientCode: patients.patientId,
      patientLanguage: patients.language,
      referrerName: referrers.name,
    })
    .from(patientBills)
    .innerJoin(patients, and(eq(patients.clinicId, patientBills.clinicId), eq(patients.id, patientBills.patientId)))
    .leftJoin(referrers, and(eq(referrers.clinicId, patientBills.clinicId), eq(referrers.id, patientBills.referrerId)))
    .where(and(eq(patientBills.clinicId, scope.clinicId), eq(patientBills.id, id)));
  if (!bill) throw notFound(M.billNotFound);
  const ofBill = (t: { clinicId: AnyPgColumn; billId: AnyPgColumn }) =>
    and(eq(t.clinicId, scope.clinicId), eq(t.billId, id));
  // One after another, not Promise.all: `db` is often a transaction, one connection, which runs
  // one query at a time anyway (pg 8 warns when handed several at once, pg 9 refuses).
  // The booked study's status, so a cancelled study on a paid bill can offer its refund.
  const lines = await db
    .select({ line: patientBillLines, studyStatus: studies.status, studyCode: studies.studyId })
    .from(patientBillLines)
    .leftJoin(studies, and(eq(studies.clinicId, patientBillLines.clinicId), eq(studies.id, patientBillLines.studyId)))
    .where(ofBill(patientBillLines))
    .orderBy(asc(patientBillLines.position));
  const paid = await db
    .select()
    .from(payments)
    .where(ofBill(payments))
    .orderBy(asc(payments.createdAt), asc(payments.paymentId));
  const notes = await db.select().from(creditNotes).where(ofBill(creditNotes)).orderBy(desc(creditNotes.createdAt));
  const b = bill.bill;
  const money: BillMoney = {
    total: b.totalPaise,
    credited: b.creditedPaise,
    pendingCredit: b.pendingCreditPaise,
    paid: b.paidPaise,
    advanceApplied: b.advanceAppliedPaise,
    refunded: b.refundedPaise,
    patientId: b.patientId,
    concessionStatus: b.concessionStatus,
  };
  const names = await namesOf(db, [b.concessionApprovedBy, ...notes.flatMap((n) => [n.requestedBy, n.approvedBy])]);
  return {
    id: b.id,
    billNumber: b.billNumber,
    billDate: b.billDate,
    patientId: b.patientId,
    patientName: `${bill.firstName} ${bill.lastName}`,
    patientCode: bill.patientCode,
    patientLanguage: bill.patientLanguage,
    referrerId: b.referrerId,
    referrerName: bill.referrerName,
    gstin: b.gstin,
    lines: lines.map(({ line: l, studyStatus, studyCode }) => ({
      feeItemId: l.feeItemId,
      studyId: l.studyId,
      studyCode,
      studyStatus,
      description: l.description,
      quantity: l.quantity,
      unitPrice: rupees(l.unitPaise),
      amount: rupees(l.amountPaise),
    })),
    gross: rupees(b.grossPaise),
    concession: rupees(b.concessionPaise),
    concessionReason: b.concessionReason,
    concessionStatus: b.concessionStatus as Bill['concessionStatus'],
    concessionApprovedBy: b.concessionApprovedBy ? (names.get(b.concessionApprovedBy) ?? null) : null,
    concessionApprovedAt: iso(b.concessionApprovedAt),
    concessionRefusalReason: b.concessionRefusalReason,
    total: rupees(money.total),
    credited: rupees(money.credited),
    paid: rupees(money.paid),
    advanceApplied: rupees(money.advanceApplied),
    refunded: rupees(money.refunded),
    balance: rupees(balanceOf(money)),
    payments: paid.map((p) => ({
      id: p.id,
      paymentId: p.paymentId,
      amount: rupees(Number(rupeesToPaise(p.amount) ?? 0n)),
      paymentMethod: p.paymentMethod,
      paymentDate: p.paymentDate,
      receivedBy: p.receivedBy,
      counter: p.counter,
    })),
    creditNotes: notes.map((n) => presentCreditNote(n, names)),
    createdAt: b.createdAt.toISOString(),
  };
}
