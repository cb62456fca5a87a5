import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

/** Global catalogue (not tenant data); the id is the plan key: trial, basic, professional, enterprise. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('INR'),
  billingCycle: text('billing_cycle').notNull().default('monthly'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** null = unlimited. */
  maxUsers: integer('max_users').default(1),
  maxPatients: integer('max_patients').default(100),
  maxReports: integer('max_reports').default(50),
  storageLimit: integer('storage_limit').notNull().default(1024),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status').notNull().default('pending'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('INR'),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    usagePatients: integer('usage_patients').notNull().default(0),
    usageReports: integer('usage_reports').notNull().default(0),
    usageStorage: integer('usage_storage').notNull().default(0),
    razorpaySubscriptionId: text('razorpay_subscription_id'),
    razorpayCustomerId: text('razorpay_customer_id'),
    razorpayPlanId: text('razorpay_plan_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    ...timestamps(),
  },
  (t) => [
    unique('subscriptions_clinic_id_id_unique').on(t.clinicId, t.id),
    // One subscription row per clinic: renewals extend it, history lives in billing_transactions.
    unique('subscriptions_clinic_unique').on(t.clinicId),
  ],
);

export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    transactionId: text('transaction_id').notNull(),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('pending'),
    type: text('type').notNull().default('subscription'),
    paymentMethod: text('payment_method'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    razorpayPaymentId: text('razorpay_payment_id'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpaySignature: text('razorpay_signature'),
    billingPeriodStart: timestamp('billing_period_start', { withTimezone: true }),
    billingPeriodEnd: timestamp('billing_period_end', { withTimezone: true }),
    description: text('description'),
    /** Our own (seller's) invoice series, unique per financial year across all clinics. */
    invoiceNumber: text('invoice_number').unique(),
    /**
     * When the clinic closed the checkout without paying. The status stays 'pending', so a payment
     * the gateway captures after all (a UPI collect approved late) still completes the order;
     * Billing History shows such an order as cancelled (core/billing/order-status.ts).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    unique('billing_transactions_clinic_transaction_unique').on(t.clinicId, t.transactionId),
    unique('billing_transactions_order_unique').on(t.razorpayOrderId),
    index('billing_transactions_clinic_created_idx').on(t.clinicId, t.createdAt),
  ],
);
