import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PATIENT_MESSAGES } from '../../../core/messages.ts';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { Bill, BillCreate } from '../../../core/patient-bills/bill-schemas.ts';
import { concessionNeedsApproval, concessionPaise } from '../../../core/patient-bills/concession.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import { type Actor, can } from '../../../core/team/permissions.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { patientBills } from '../../../db/schema/patient-bills.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { type IdempotencyClaim, KeyTaken } from '../../lib/idempotency.ts';
import { uniqueViolationOf } from '../../lib/pg-errors.ts';
import { auditRow, type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { findPatientById } from '../patients/patient-queries.ts';
import { patientAdvanceSql } from './advance-service.ts';
import { readBillContexts } from './bill-create-sql.ts';
import { readBill, userName } from './bill-read.ts';
import { billTurns } from './bill-turns.ts';
import { insertNumberedBills } from './bill-write-sql.ts';

/**
 * Makes a patient's bill from the fee list at today's prices (copied onto its lines). A
 * concession needs a reason; above the centre's limit it waits for an administrator unless one
 * makes the bill (who and when are recorded either way). The number is taken by the one statement
 * that writes the bill, so a refused bill never uses one.
 */
export async function createBill(
  deps: AppDeps,
  scope: RequestScope,
  actor: Actor,
  input: BillCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
  /** The caller's transaction, when the bill is one part of it (the desk's booking). */
  within?: Tx,
): Promise<Bill> {
  const now = deps.clock.now();
  // The bill's write is one statement (its key's row too, when the request sent one), atomic by
  // itself; the read before it sees committed rows either way (READ COMMITTED). So a bill needs a
  // transaction only when it is one part of a caller's (the desk's booking), or when its key must
  // take over an expired row of the same key (claim without a row: record() in a transaction).
  const single = !within && (!claim || claim.row);
  const run = <T>(work: (db: Db, tx: Tx | undefined) => Promise<T>) =>
    within ? work(within, within) : single ? work(deps.db, undefined) : deps.db.transaction((t) => work(t, t));
  return run(async (db, tx) => {
    const read = {
      clinicId: scope.clinicId,
      patientId: input.patientId,
      referrerId: input.referrerId ?? undefined,
      itemIds: [...new Set(input.lines.map((l) => l.feeItemId))],
      liveKey: single ? claim?.row : undefined,
      now,
    };
    // Bills that arrive together are read together, and written together (bill-turns.ts).
    const ctx = tx ? (await readBillContexts(tx, [read]))[0] : await billTurns(deps.db).read(read);
    if (!ctx) throw new Error('bill context not read');
    if (ctx.keyTaken) throw new KeyTaken();
    const patient = ctx.patient;
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    if (ctx.referrerName === null) throw badRequest(M.referrerNotFound, 'referrerId');
    const referrerName = ctx.referrerName ?? null;
    const studyStatus = new Map<string, string>();
    const studyCode = new Map<string, string>();
    const studyIds = input.lines.flatMap((l) => (l.studyId ? [l.studyId] : []));
    if (studyIds.length > 0) {
      const own = await db
        .select({ id: studies.id, status: studies.status, code: studies.studyId })
        .from(studies)
        .where(
          and(
            eq(studies.clinicId, scope.clinicId),
            eq(studies.patientId, input.patientId),
            inArray(studies.id, studyIds),
          ),
        );
      if (own.length !== new Set(studyIds).size) throw badRequest(M.studyMismatch, 'lines');
      for (const study of own) {
        studyStatus.set(study.id, study.status);
        studyCode.set(study.id, study.code);
      }
    }
    const today = ctx.today;
    const settings = { concessionLimitPercent: ctx.concessionLimitPercent, gstin: ctx.gstin };
    const byId = new Map(ctx.items.map((i) => [i.id, i]));
    const lines = input.lines.map((line, position) => {
      const item = byId.get(line.feeItemId);
      if (!item) throw badRequest(M.feeItemNotFound, `lines.${position}.feeItemId`);
      if (!item.active) throw badRequest(M.feeItemInactive, `lines.${position}.feeItemId`);
      const unit = item.pricePaise;
      if (unit === null) throw badRequest(M.feeItemNoPrice, `lines.${position}.feeItemId`);
      const description = item.includes ? `${item.name} (${item.includes})` : item.name;
      return {
        position,
        feeItemId: item.id,
        studyId: line.studyId ?? null,
        description,
        quantity: line.quantity,
        unitPaise: unit,
        amountPaise: unit * line.quantity,
      };
    });
    const gross = lines.reduce((sum, l) => sum + l.amountPaise, 0);
    const asked = input.concession
      ? input.concession.amount !== undefined
        ? { amountPaise: input.concession.amount }
        : { percent: input.concession.percent ?? 0 }
      : null;
    const concession = concessionPaise(gross, asked);
    if (concession > gross) throw badRequest(M.concessionTooLarge, 'concession');
    const overLimit = concession > 0 && concessionNeedsApproval(gross, concession, settings.concessionLimitPercent);
    const approver = overLimit && can(actor, 'bills.approve');
    const status = concession === 0 ? 'none' : overLimit && !approver ? 'pending' : 'approved';
    const billId = randomUUID();
    const approverName = approver ? await userName(db, scope.userId) : null;
    const newBill = {
      id: billId,
      clinicId: scope.clinicId,
      patientId: input.patientId,
      referrerId: input.referrerId ?? null,
      billDate: today,
      grossPaise: gross,
      concessionPaise: concession,
      concessionReason: concession > 0 ? (input.concession?.reason ?? null) : null,
      concessionStatus: status,
      concessionApprovedBy: approver ? scope.userId : null,
      concessionApprovedAt: approver ? now : null,
      totalPaise: gross - concession,
      gstin: settings.gstin,
      createdBy: scope.userId,
      createdAt: now,
    };
    const audit = auditRow(
      {
        action: 'bill.create',
        outcome: 'success',
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        entityType: 'bill',
        entityId: billId,
      },
      meta,
      now,
    );
    // The answer is built from what is written (a new bill has no payments or notes yet), not
    // read back: fewer statements per bill at the busy front desk. Its number comes from the write.
    const total = gross - concession;
    const bill: Bill = {
      id: billId,
      billNumber: '',
      billDate: today,
      patientId: input.patientId,
      patientName: `${patient.firstName} ${patient.lastName}`,
      patientCode: patient.code,
      patientLanguage: patient.language,
      referrerId: input.referrerId ?? null,
      referrerName,
      gstin: settings.gstin,
      lines: lines.map((l) => ({
        feeItemId: l.feeItemId,
        studyId: l.studyId,
        studyCode: l.studyId ? (studyCode.get(l.studyId) ?? null) : null,
        studyStatus: l.studyId ? (studyStatus.get(l.studyId) ?? null) : null,
        description: l.description,
        quantity: l.quantity,
        unitPrice: rupees(l.unitPaise),
        amount: rupees(l.amountPaise),
      })),
      gross: rupees(gross),
      concession: rupees(concession),
      concessionReason: concession > 0 ? (input.concession?.reason ?? null) : null,
      concessionStatus: status,
      concessionApprovedBy: approverName,
      concessionApprovedAt: approver ? now.toISOString() : null,
      concessionRefusalReason: null,
      total: rupees(total),
      credited: rupees(0),
      paid: rupees(0),
      advanceApplied: rupees(0),
      refunded: rupees(0),
      balance: rupees(total),
      payments: [],
      creditNotes: [],
      createdAt: now.toISOString(),
    };
    const keyRow = single && claim?.row ? { ...claim.row, statusCode: 201, response: bill } : undefined;
    const write = { bill: newBill, lines, audit, key: keyRow };
    try {
      bill.billNumber = tx
        ? ((await insertNumberedBills(tx, [write]))[0] ?? '')
        : await billTurns(deps.db).write(write);
    } catch (error) {
      if (keyRow && uniqueViolationOf(error, 'idempotency_keys_pkey')) throw new KeyTaken();
      throw error;
    }
    if (claim && tx) await claim.record(tx, 201, bill);
    return bill;
  });
}

/** An administrator approves a concession above the limit: who and when go on the bill. */
export async function approveConcession(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  meta: RequestMeta,
): Promise<Bill> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [bill] = await tx
      .select({ status: patientBills.concessionStatus })
      .from(patientBills)
      .where(and(eq(patientBills.clinicId, scope.clinicId), eq(patientBills.id, id)))
      .for('update');
    if (!bill) throw notFound(M.billNotFound);
    if (bill.status !== 'pending') throw conflict(M.nothingToApprove);
    await tx
      .update(patientBills)
      .set({
        concessionStatus: 'approved',
        concessionApprovedBy: scope.userId,
        concessionApprovedAt: now,
        updatedAt: now,
      })
      .where(and(eq(patientBills.clinicId, scope.clinicId), eq(patientBills.id, id)));
    await recordMemberAction(
      tx,
      scope,
      { action: 'bill.concession_approve', entityType: 'bill', entityId: id },
      meta,
      now,
    );
    return readBill(tx, scope, id);
  });
}

const PAGE = 50;

/** The centre's bills, newest first; for one patient, or only those with a balance due. */
export async function listBills(
  deps: AppDeps,
  scope: RequestScope,
  query: { patientId?: string | undefined; due?: 'true' | 'false' | undefined; page?: number | undefined },
) {
  const page = query.page ?? 1;
  const rows = await queryRows<{
    id: string;
    bill_number: string;
    bill_date: string;
    patient_id: string;
    patient_name: string;
    patient_code: string;
    total: string;
    paid: string;
    balance: string;
    concession_status: 'none' | 'approved' | 'pending';
  }>(
    deps.db,
    sql`select b.id, b.bill_number, b.bill_date::text, b.patient_id, p.first_name || ' ' || p.last_name as patient_name,
      p.patient_id as patient_code, b.concession_status, b.total_paise::text as total, b.paid_paise::text as paid,
      b.balance_paise::text as balance
    from patient_bills b join patients p on p.clinic_id = b.clinic_id and p.id = b.patient_id
    where b.clinic_id = ${scope.clinicId} ${query.patientId ? sql`and b.patient_id = ${query.patientId}` : sql``}
      ${query.due === 'true' ? sql`and b.balance_paise > 0` : sql``}
    order by bill_date desc, bill_number desc limit ${PAGE + 1} offset ${(page - 1) * PAGE}`,
  );
  return {
    bills: rows.slice(0, PAGE).map((r) => ({
      id: r.id,
      billNumber: r.bill_number,
      billDate: r.bill_date,
      patientId: r.patient_id,
      patientName: r.patient_name,
      patientCode: r.patient_code,
      total: rupees(Number(r.total)),
      paid: rupees(Number(r.paid)),
      balance: rupees(Number(r.balance)),
      concessionStatus: r.concession_status,
    })),
    page,
    more: rows.length > PAGE,
  };
}

/** A patient's account: what her bills ask, what she paid on them, and advances not on a bill. */
export async function patientAccount(deps: AppDeps, scope: RequestScope, patientId: string) {
  if (!(await findPatientById(deps.db, scope, patientId))) throw notFound(PATIENT_MESSAGES.notFound);
  const [row] = await queryRows<{ billed: string; paid_on_bills: string; credit_net: string; advance: string }>(
    deps.db,
    sql`select
      (select coalesce(sum(total_paise), 0)::text from patient_bills where clinic_id = ${scope.clinicId} and patient_id = ${patientId}) as billed,
      (select coalesce(sum(paid_paise), 0)::text from patient_bills where clinic_id = ${scope.clinicId} and patient_id = ${patientId}) as paid_on_bills,
      (select coalesce(sum(credited_paise - refunded_paise), 0)::text from patient_bills where clinic_id = ${scope.clinicId} and patient_id = ${patientId}) as credit_net,
      ${patientAdvanceSql(scope.clinicId, patientId)} as advance`,
  );
  const billed = Number(row?.billed ?? 0) - Number(row?.credit_net ?? 0);
  const paid = Number(row?.paid_on_bills ?? 0);
  const advance = Number(row?.advance ?? 0);
  return {
    patientId,
    billed: rupees(billed),
    paidOnBills: rupees(paid),
    advance: rupees(advance),
    balanceDue: rupees(Math.max(0, billed - paid - advance)),
  };
}
