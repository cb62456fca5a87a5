/**
 * How long a checkout may stay open. Razorpay Checkout sessions and UPI collect requests end well
 * within it; an order still unpaid after that was abandoned.
 */
export const ORDER_EXPIRY_MS = 60 * 60 * 1000;

export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'refunded' | 'cancelled' | 'expired';

/**
 * What Billing History says of a transaction (issue 22: a cancelled checkout stayed "Pending"
 * forever). A pending order the clinic closed is 'cancelled'; one left open past ORDER_EXPIRY_MS
 * is 'expired'. Both stay payable underneath: a payment captured late still completes the order,
 * which then reads 'completed'.
 */
export function transactionStatus(
  row: { status: string; cancelledAt: Date | null; createdAt: Date },
  now: Date,
): string {
  if (row.status !== 'pending') return row.status;
  if (row.cancelledAt) return 'cancelled';
  if (now.getTime() - row.createdAt.getTime() >= ORDER_EXPIRY_MS) return 'expired';
  return 'pending';
}
