import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { paiseToDecimal, rupeesToPaise } from '../../../core/format/inr.ts';
import { PATIENT_MESSAGES, PAYMENT_MESSAGES } from '../../../core/messages.ts';
import {
  PAYMENT_PAGE_SIZE,
  type Payment,
  type PaymentCreate,
  type PaymentListQuery,
  type PaymentPage,
} from '../../../core/payments/payment-schemas.ts';
import { type Actor, can } from '../../../core/team/permissions.ts';
import type { Db } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { payments } from '../../../db/schema/payments.ts';
import { reports } from '../../../db/schema/reports.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { assertDayOpen, DEFAULT_COUNTER } from '../patient-bills/bill-ledger.ts';
import { readBillingSettings } from '../patient-bills/fee-list-service.ts';
import { findPatientById } from '../patients/patient-queries.ts';

const paymentColumns = {
  id: payments.id,
  paymentId: payments.paymentId,
  patientId: payments.patientId,
  firstName: patients.firstName,
  lastName: patients.lastName,
  patientCode: patients.patientId,
  patientLanguage: patients.language,
  reportId: payments.reportId,
  reportCode: reports.reportId,
  amount: payments.amount,
  paymentMethod: payments.paymentMethod,
  paymentDate: payments.paymentDate,
  notes: payments.notes,
  receivedBy: payments.receivedBy,
  createdAt: payments.createdAt,
};

interface PaymentRow {
  id: string;
  paymentId: string;
  patientId: string;
  firstName: string;
  lastName: string;
  patientCode: string;
  patientLanguage: string | null;
  reportId: string | null;
  reportCode: string | null;
  amount: string;
  paymentMethod: string;
  paymentDate: string;
  notes: string | null;
  receivedBy: string | null;
  createdAt: Date;
}

const present = (row: PaymentRow): Payment => ({
  id: row.id,
  paymentId: row.paymentId,
  patientId: row.patientId,
  patientName: `${row.firstName} ${row.lastName}`,
  patientCode: row.patientCode,
  patientLanguage: row.patientLanguage,
  reportId: row.reportId,
  reportCode: row.reportCode,
  amount: row.amount,
  paymentMethod: row.paymentMethod,
  paymentDate: row.paymentDate,
  notes: row.notes,
  receivedBy: row.receivedBy,
  createdAt: row.createdAt.toISOString(),
});

function selectPayments(db: Db) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(patients, and(eq(patients.clinicId, payments.clinicId), eq(patients.id, payments.patientId)))
    .leftJoin(reports, and(eq(reports.clinicId, payments.clinicId), eq(reports.id, payments.reportId)));
}

/**
 * One page of the clinic's payments, newest first. Who may see the clinic's revenue (the
 * `insights` permission) pages through all of them; a receptionist through today's (clinic
 * calendar) and the ones they recorded, so the list cannot be summed into the revenue they may
 * not see. The same applies to one patient's payments.
 */
export async function listPayments(
  deps: AppDeps,
  scope: RequestScope,
  actor: Actor,
  query: PaymentListQuery,
): Promise<PaymentPage> {
  const limit = query.limit ?? PAYMENT_PAGE_SIZE;
  const page = query.page ?? 1;
  const seesAll = can(actor, 'insights');
  const now = deps.clock.now().toISOString();
  const today = sql`(select (${now}::timestamptz at time zone ${clinics.timeZone})::date from ${clinics} where ${clinics.id} = ${scope.clinicId})`;
  const where = and(
    eq(payments.clinicId, scope.clinicId),
    query.patientId ? eq(payments.patientId, query.patientId) : undefined,
    seesAll ? undefined : or(eq(payments.paymentDate, today), eq(payments.recordedBy, scope.userId)),
  );
  const [rows, [counted]] = await Promise.all([
    selectPayments(deps.db)
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(payments).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    payments: rows.map(present),
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
    scope: seesAll ? 'all' : 'today-and-own',
  };
}

export async function getPayment(deps: AppDeps, scope: RequestScope, id: string): Promise<Payment> {
  return findPayment(deps.db, scope, id);
}

async function findPayment(db: Db, scope: RequestScope, id: string): Promise<Payment> {
  const [row] = await selectPayments(db).where(and(eq(payments.clinicId, scope.clinicId), eq(payments.id, id)));
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return present(row);
}

/**
 * Records what a patient paid. The patient (and the optional report, which must be that
 * patient's) must be the clinic's own; the payment id comes from the clinic's counter; the
 * amount is exact decimal text. When nobody is named as receiver, the signed-in user is.
 * The answer is read inside the transaction: read after the commit, a connection lost in between
 * answered 503 "Nothing was saved" for a payment that was (issue 28). With an Idempotency-Key the
 * answer is stored in the same transaction, so a retry gets it back and writes nothing.
 */
export async function recordPayment(
  deps: AppDeps,
  scope: RequestScope,
  input: PaymentCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Payment> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await findPatientById(tx, scope, input.patientId))) throw notFound(PATIENT_MESSAGES.notFound);
    if (input.reportId) {
      const [report] = await tx
        .select({ patientId: reports.patientId })
        .from(reports)
        .where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, input.reportId)));
      if (!report || report.patientId !== input.patientId)
        throw badRequest(PAYMENT_MESSAGES.reportMismatch, 'reportId');
    }
    let receivedBy = input.receivedBy;
    if (!receivedBy) {
      const [user] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, scope.userId));
      receivedBy = user ? `${user.firstName} ${user.lastName}` : null;
    }
    // The spec's Record Payment names no counter: it is taken at the centre's first counter, so
    // the closing of a centre that set its own counters still counts it. A day closed at that
    // counter takes no more receipts (issue 33 §5); an advance is a receipt too.
    const [counter = DEFAULT_COUNTER] = (await readBillingSettings(tx, scope.clinicId)).counters;
    await assertDayOpen(tx, scope.clinicId, input.paymentDate, counter);
    const paymentId = await nextHumanId(tx, scope.clinicId, 'payment');
    const [row] = await tx
      .insert(payments)
      .values({
        clinicId: scope.clinicId,
        paymentId,
        patientId: input.patientId,
        reportId: input.reportId ?? null,
        amount: input.amount,
        paymentMethod: input.paymentMethod,
        paymentDate: input.paymentDate,
        counter,
        notes: input.notes,
        receivedBy,
        recordedBy: scope.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      { action: 'payment.create', entityType: 'payment', entityId: row.id },
      meta,
      now,
    );
    const payment = await findPayment(tx, scope, row.id);
    await claim?.record(tx, 201, payment);
    return payment;
  });
}

/** Sums as numeric text; pending_reports is a count(*), a bigint, so text as well. */
type PaymentSummaryRow = { today: string; this_month: string; total: string; pending_reports: string };

/** Today's, this month's (clinic calendar) and all-time takings, summed exactly in SQL numeric. */
export async function summarisePayments(deps: AppDeps, scope: RequestScope) {
  const now = deps.clock.now().toISOString();
  const [summary] = await queryRows<PaymentSummaryRow>(
    deps.db,
    sql`
    with c as (select id, (${now}::timestamptz at time zone time_zone) as local_now from clinics where id = ${scope.clinicId})
    select
      coalesce(sum(p.amount) filter (where p.payment_date = c.local_now::date), 0)::text as today,
      coalesce(sum(p.amount) filter (where p.payment_date >= date_trunc('month', c.local_now)::date
                                       and p.payment_date <= c.local_now::date), 0)::text as this_month,
      coalesce(sum(p.amount), 0)::text as total,
      (select count(*) from reports r where r.clinic_id = c.id and r.status = 'draft') as pending_reports
    from c left join payments p on p.clinic_id = c.id
    group by c.id, c.local_now`,
  );
  const row: Partial<PaymentSummaryRow> = summary ?? {};
  // SQL numeric text ("1500.60", or "0") normalised to two decimals without passing through a float.
  const exact = (v: string | undefined) => paiseToDecimal(rupeesToPaise(v ?? '0') ?? 0n);
  return {
    today: exact(row.today),
    thisMonth: exact(row.this_month),
    total: exact(row.total),
    pendingReports: Number(row.pending_reports ?? 0),
  };
}
