import { type SQL, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { AdvanceApply, Bill } from '../../../core/patient-bills/bill-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { advanceApplications } from '../../../db/schema/patient-bills.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { balanceOf, billMoney } from './bill-ledger.ts';
import { readBill } from './bill-read.ts';

/**
 * A patient's advance still unused, in paise, as an SQL expression: what she paid without a bill
 * (the spec's Record Payment) less what has been applied to her bills.
 */
export const patientAdvanceSql = (clinicId: string, patientId: string): SQL =>
  sql`((select coalesce(sum((amount * 100)::bigint), 0) from payments
       where clinic_id = ${clinicId} and patient_id = ${patientId} and bill_id is null)
     - (select coalesce(sum(amount_paise), 0) from advance_applications
       where clinic_id = ${clinicId} and patient_id = ${patientId}))::text`;

/** The patient's unused advance in paise. */
export async function patientAdvance(db: Db, clinicId: string, patientId: string): Promise<number> {
  const [row] = await queryRows<{ advance: string }>(
    db,
    sql`select ${patientAdvanceSql(clinicId, patientId)} as advance`,
  );
  return Number(row?.advance ?? 0);
}

/**
 * Applies part of the patient's advance to her bill (issue 33 item 5), exact to the paisa: never
 * more than the bill's balance nor the advance left. The bill row is locked and so is the
 * patient's advance (a transaction-scoped lock on her id), so two applications at once, on one
 * bill or on two of her bills, are checked one after the other. No money moves at the counter,
 * so it is not a receipt of the day and a closed day does not refuse it.
 */
export async function applyAdvance(
  deps: AppDeps,
  scope: RequestScope,
  billId: string,
  input: AdvanceApply,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Bill> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const money = await billMoney(tx, scope.clinicId, billId, true);
    if (!money) throw notFound(M.billNotFound);
    if (money.concessionStatus === 'pending') throw conflict(M.concessionPending);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`advance/${money.patientId}`}, 0))`);
    const advance = await patientAdvance(tx, scope.clinicId, money.patientId);
    if (advance <= 0) throw conflict(M.advanceNone);
    if (input.amount > advance) throw conflict(M.advanceTooLarge);
    if (input.amount > balanceOf(money)) throw conflict(M.advanceOverBalance);
    const [row] = await tx
      .insert(advanceApplications)
      .values({
        clinicId: scope.clinicId,
        patientId: money.patientId,
        billId,
        amountPaise: input.amount,
        appliedBy: scope.userId,
        appliedAt: now,
      })
      .returning({ id: advanceApplications.id });
    if (!row) throw new Error('advance application insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'bill.advance_apply',
        entityType: 'bill',
        entityId: billId,
        details: { applicationId: row.id, amountPaise: input.amount },
      },
      meta,
      now,
    );
    const bill = await readBill(tx, scope, billId);
    await claim?.record(tx, 201, bill);
    return bill;
  });
}
