import { describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_MS, transactionStatus } from './order-status.ts';

describe('transactionStatus', () => {
  const createdAt = new Date('2026-11-20T10:00:00Z');
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  it('says cancelled or expired for an unpaid order, and leaves every other status alone', () => {
    expect(transactionStatus({ status: 'pending', cancelledAt: null, createdAt }, at(60_000))).toBe('pending');
    expect(transactionStatus({ status: 'pending', cancelledAt: at(1000), createdAt }, at(2000))).toBe('cancelled');
    expect(transactionStatus({ status: 'pending', cancelledAt: null, createdAt }, at(ORDER_EXPIRY_MS - 1))).toBe(
      'pending',
    );
    expect(transactionStatus({ status: 'pending', cancelledAt: null, createdAt }, at(ORDER_EXPIRY_MS))).toBe('expired');
    // Paid after all: completed, whatever happened to the checkout.
    expect(transactionStatus({ status: 'completed', cancelledAt: at(1000), createdAt }, at(ORDER_EXPIRY_MS * 2))).toBe(
      'completed',
    );
  });
});
