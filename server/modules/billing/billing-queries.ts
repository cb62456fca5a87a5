import { and, desc, eq } from 'drizzle-orm';
import type { BillingTransaction, Invoice } from '../../../core/billing/billing-schemas.ts';
import { splitGstInclusive } from '../../../core/billing/gst.ts';
import { transactionStatus } from '../../../core/billing/order-status.ts';
import { BILLING_MESSAGES } from '../../../core/messages.ts';
import { findPlan } from '../../../core/plans/catalogue.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { billingTransactions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function listBillingTransactions(deps: AppDeps, scope: RequestScope): Promise<BillingTransaction[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.clinicId, scope.clinicId))
    .orderBy(desc(billingTransactions.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    transactionId: row.transactionId,
    type: row.type,
    description: row.description,
    planId: row.planId,
    amount: row.amount,
    currency: row.currency,
    status: transactionStatus(row, now),
    invoiceNumber: row.invoiceNumber,
    paymentDate: iso(row.paymentDate),
    billingPeriodStart: iso(row.billingPeriodStart),
    billingPeriodEnd: iso(row.billingPeriodEnd),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The invoice of a completed payment, as data; the browser prints it. GST is itemised only when
 * we are GST-registered (SELLER_GSTIN); intra-state when the clinic's address names our state.
 */
export async function getInvoice(deps: AppDeps, scope: RequestScope, id: string | 'latest'): Promise<Invoice> {
  const conditions = [eq(billingTransactions.clinicId, scope.clinicId), eq(billingTransactions.status, 'completed')];
  if (id !== 'latest') conditions.push(eq(billingTransactions.id, id));
  const [row] = await deps.db
    .select({
      tx: billingTransactions,
      clinicName: clinics.name,
      clinicAddress: clinics.address,
      clinicEmail: clinics.email,
    })
    .from(billingTransactions)
    .innerJoin(clinics, eq(clinics.id, billingTransactions.clinicId))
    .where(and(...conditions))
    .orderBy(desc(billingTransactions.paymentDate))
    .limit(1);
  if (!row?.tx.invoiceNumber) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const { seller } = deps.config;
  const totalPaise = Math.round(Number(row.tx.amount) * 100);
  const interState = !(row.clinicAddress ?? '').toLowerCase().includes(seller.state.toLowerCase());
  const gst = seller.gstin ? splitGstInclusive(totalPaise, interState) : null;
  return {
    invoiceNumber: row.tx.invoiceNumber,
    issuedAt: (row.tx.paymentDate ?? row.tx.createdAt).toISOString(),
    seller: {
      name: seller.name,
      address: seller.address,
      state: seller.state,
      gstin: seller.gstin,
      sac: seller.sac,
      email: seller.email,
    },
    buyer: { name: row.clinicName, address: row.clinicAddress, email: row.clinicEmail },
    description: row.tx.description ?? 'Subscription',
    planName: findPlan(row.tx.planId ?? '')?.name ?? row.tx.planId ?? '',
    periodStart: iso(row.tx.billingPeriodStart),
    periodEnd: iso(row.tx.billingPeriodEnd),
    totalPaise,
    gst: gst && {
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      interState: gst.interState,
    },
    paymentId: row.tx.razorpayPaymentId,
    transactionId: row.tx.transactionId,
  };
}
