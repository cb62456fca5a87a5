import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/** What one bill adds to its day's pre-summed rows (decision 027); negative amounts take away. */
export interface BillDayDelta {
  clinicId: string;
  day: string;
  referrerId: string | null;
  bills: number;
  totalPaise: number;
  concessions: number;
  concessionPaise: number;
  lines: { feeItemId: string; quantity: number; amountPaise: number }[];
}

/**
 * Adds a bill to its day's totals by referrer and by fee item, in the bill's own transaction so
 * the totals never disagree with the bills. Called just before the bill takes its number: the
 * rows stay locked only for the numbering and the commit. Rows are always locked in one order
 * (the referrer's day row, then the items' by id, then the number counter), so two bills never
 * wait on each other in a circle.
 */
export async function addBillToDayTotals(tx: Tx, d: BillDayDelta): Promise<void> {
  await tx.execute(sql`insert into billing_day_bills as t
      (clinic_id, day, referrer_key, bills, total_paise, concessions, concession_paise)
    values (${d.clinicId}, ${d.day}, ${d.referrerId ?? ''}, ${d.bills}, ${d.totalPaise}, ${d.concessions}, ${d.concessionPaise})
    on conflict (clinic_id, day, referrer_key) do update set bills = t.bills + excluded.bills,
      total_paise = t.total_paise + excluded.total_paise, concessions = t.concessions + excluded.concessions,
      concession_paise = t.concession_paise + excluded.concession_paise`);
  const items = sumLinesByFeeItem(d.lines);
  if (items.length === 0) return;
  await tx.execute(sql`insert into billing_day_items as t (clinic_id, day, fee_item_id, quantity, amount_paise)
    values ${sql.join(
      items.map(([id, s]) => sql`(${d.clinicId}, ${d.day}::date, ${id}::uuid, ${s.quantity}, ${s.amountPaise})`),
      sql`, `,
    )}
    on conflict (clinic_id, day, fee_item_id) do update set quantity = t.quantity + excluded.quantity,
      amount_paise = t.amount_paise + excluded.amount_paise`);
}

/**
 * The bill's lines summed per fee item, in fee-item id order: the day rows are locked in that
 * order by every writer, so two bills never wait on each other in a circle.
 */
export function sumLinesByFeeItem(
  lines: BillDayDelta['lines'],
): [feeItemId: string, sum: { quantity: number; amountPaise: number }][] {
  const byItem = new Map<string, { quantity: number; amountPaise: number }>();
  for (const line of lines) {
    const sum = byItem.get(line.feeItemId) ?? { quantity: 0, amountPaise: 0 };
    byItem.set(line.feeItemId, {
      quantity: sum.quantity + line.quantity,
      amountPaise: sum.amountPaise + line.amountPaise,
    });
  }
  return [...byItem.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
