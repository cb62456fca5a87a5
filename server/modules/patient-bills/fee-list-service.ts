import { and, asc, eq, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { FeeList, FeeListUpdate } from '../../../core/patient-bills/fee-list-schemas.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { billingSettings, feeItemPrices, feeItems } from '../../../db/schema/fee-list.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { clinicToday, DEFAULT_COUNTER } from './bill-ledger.ts';

/** Each item's price on `day` (the latest change dated on or before it), in paise. */
export async function pricesOn(db: Db, clinicId: string, day: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ fee_item_id: string; price_paise: string }>(
    db,
    sql`select distinct on (fee_item_id) fee_item_id, price_paise::text from fee_item_prices
        where clinic_id = ${clinicId} and effective_from <= ${day}
        order by fee_item_id, effective_from desc`,
  );
  return new Map(rows.map((r) => [r.fee_item_id, Number(r.price_paise)]));
}

export async function readBillingSettings(db: Db, clinicId: string) {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.clinicId, clinicId));
  return {
    concessionLimitPercent: row?.concessionLimitPercent ?? 10,
    gstin: row?.gstin ?? null,
    counters: row?.counters.length ? row.counters : [DEFAULT_COUNTER],
  };
}

/** Refuses a counter the centre does not have (400): its closing would never count the money. */
export async function assertCounter(db: Db, clinicId: string, counter: string): Promise<void> {
  const { counters } = await readBillingSettings(db, clinicId);
  if (!counters.includes(counter)) throw badRequest(M.counterUnknown, 'counter');
}

export async function getFeeList(deps: AppDeps, scope: RequestScope, db: Db = deps.db): Promise<FeeList> {
  const today = await clinicToday(db, scope.clinicId, deps.clock.now());
  // One after another, not Promise.all: putFeeList reads the saved list back on its transaction's
  // one connection (pg 8 warns when handed several queries at once, pg 9 refuses).
  const items = await db
    .select()
    .from(feeItems)
    .where(eq(feeItems.clinicId, scope.clinicId))
    .orderBy(asc(feeItems.position), asc(feeItems.name));
  const current = await pricesOn(db, scope.clinicId, today);
  const upcoming = await queryRows<{ fee_item_id: string; price_paise: string; effective_from: string }>(
    db,
    sql`select distinct on (fee_item_id) fee_item_id, price_paise::text, effective_from::text from fee_item_prices
        where clinic_id = ${scope.clinicId} and effective_from > ${today} order by fee_item_id, effective_from`,
  );
  const settings = await readBillingSettings(db, scope.clinicId);
  const next = new Map(upcoming.map((r) => [r.fee_item_id, r]));
  return {
    items: items.map((item) => {
      const coming = next.get(item.id);
      return {
        id: item.id,
        name: item.name,
        kind: item.kind as FeeList['items'][number]['kind'],
        studyType: item.studyType,
        includes: item.includes,
        active: item.active,
        price: rupees(current.get(item.id) ?? 0),
        nextPrice: coming ? { price: rupees(Number(coming.price_paise)), effectiveFrom: coming.effective_from } : null,
      };
    }),
    ...settings,
  };
}

/**
 * Saves the fee list as the admin sees it: items are added or updated in place (never deleted:
 * old bills name them; a withdrawn item is inactive), and a changed price is a new price row
 * from its date, so bills made before that date keep the old price.
 */
export async function putFeeList(
  deps: AppDeps,
  scope: RequestScope,
  input: FeeListUpdate,
  meta: RequestMeta,
): Promise<FeeList> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const today = await clinicToday(tx, scope.clinicId, now);
    const existing = new Set(
      (await tx.select({ id: feeItems.id }).from(feeItems).where(eq(feeItems.clinicId, scope.clinicId))).map(
        (r) => r.id,
      ),
    );
    for (const [position, item] of input.items.entries()) {
      const values = {
        name: item.name,
        kind: item.kind,
        studyType: item.studyType,
        includes: item.includes,
        active: item.active,
        position,
        updatedAt: now,
      };
      let id = item.id;
      if (id) {
        if (!existing.has(id)) throw badRequest(M.feeListItemUnknown, `items.${position}.id`);
        await tx
          .update(feeItems)
          .set(values)
          .where(and(eq(feeItems.clinicId, scope.clinicId), eq(feeItems.id, id)));
      } else {
        const [row] = await tx
          .insert(feeItems)
          .values({ ...values, clinicId: scope.clinicId, createdAt: now })
          .returning({ id: feeItems.id });
        id = row?.id;
      }
      if (!id) throw new Error('fee item insert returned nothing');
      const from = item.effectiveFrom ?? today;
      const current = (await pricesOn(tx, scope.clinicId, from)).get(id);
      if (current === item.price) continue;
      await tx
        .insert(feeItemPrices)
        .values({
          clinicId: scope.clinicId,
          feeItemId: id,
          pricePaise: item.price,
          effectiveFrom: from,
          createdBy: scope.userId,
        })
        .onConflictDoUpdate({
          target: [feeItemPrices.clinicId, feeItemPrices.feeItemId, feeItemPrices.effectiveFrom],
          set: { pricePaise: item.price, createdBy: scope.userId },
        });
    }
    await tx
      .insert(billingSettings)
      .values({
        clinicId: scope.clinicId,
        concessionLimitPercent: input.concessionLimitPercent ?? 10,
        gstin: input.gstin,
        // As JSON text: the driver would send a bare array as a PostgreSQL array, not JSON.
        counters: sql`${JSON.stringify(input.counters ?? [])}::jsonb`,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: billingSettings.clinicId,
        set: {
          ...(input.concessionLimitPercent === undefined
            ? {}
            : { concessionLimitPercent: input.concessionLimitPercent }),
          gstin: input.gstin,
          ...(input.counters === undefined ? {} : { counters: sql`${JSON.stringify(input.counters)}::jsonb` }),
          updatedAt: now,
        },
      });
    await recordMemberAction(
      tx,
      scope,
      { action: 'fee_list.update', entityType: 'clinic', entityId: scope.clinicId },
      meta,
      now,
    );
    return getFeeList(deps, scope, tx);
  });
}
