import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/*
 * The read of bill creation (issue 33 figures, decision 027). Each round trip at the busy front
 * desk costs CPU on both sides and, on a loaded host, a wake-up of each; so a bill is one read of
 * everything it needs and one statement that writes it (bill-write-sql.ts); it was 13 statements.
 */

export interface BillContext {
  today: string;
  patient: { firstName: string; lastName: string; code: string; language: string | null } | null;
  concessionLimitPercent: number;
  gstin: string | null;
  /** undefined when no referrer was asked for; null when the asked one is not the centre's. */
  referrerName: string | null | undefined;
  /** A live row holds the request's Idempotency-Key: the request was answered before. */
  keyTaken: boolean;
  items: { id: string; name: string; includes: string | null; active: boolean; pricePaise: number | null }[];
}

export interface BillContextInput {
  clinicId: string;
  patientId: string;
  referrerId?: string | undefined;
  itemIds: string[];
  /** The request's Idempotency-Key, when the read is to say whether it was answered before. */
  liveKey?: { key: string; liveAfter: Date } | undefined;
  now: Date;
}

/**
 * For each bill asked: its centre's day, the patient, the billing settings, the referrer and the
 * asked fee items with their price on that day, in one statement for all of them (bills that
 * arrive together are read together, bill-turns.ts). Every lookup is by the asking bill's own
 * centre (`d.clinic_id`, from its request's scope): bills of several centres share the statement,
 * never a row. The days are MATERIALIZED so each time-zone conversion is computed once, not
 * substituted into each item's price lookup.
 */
export async function readBillContexts(db: Db, inputs: BillContextInput[]): Promise<BillContext[]> {
  const rows = await queryRows<{
    ord: number;
    today: string;
    patient: BillContext['patient'];
    settings: { limit: number; gstin: string | null } | null;
    referrer_name: string | null;
    key_taken: boolean;
    items: { id: string; name: string; includes: string | null; active: boolean; price: string | null }[];
  }>(
    db,
    sql`with asked (ord, clinic_id, at, patient_id, referrer_id, item_ids, key, live_after) as (values ${sql.join(
      inputs.map(
        (input, ord) =>
          sql`(${ord}::int, ${input.clinicId}::uuid, ${input.now.toISOString()}::timestamptz, ${input.patientId}::uuid, ${input.referrerId ?? null}::uuid,
            ${`{${input.itemIds.join(',')}}`}::uuid[], ${input.liveKey?.key ?? null}::text,
            ${input.liveKey?.liveAfter.toISOString() ?? null}::timestamptz)`,
      ),
      sql`, `,
    )}), d as materialized (
      select asked.*, (asked.at at time zone c.time_zone)::date as day from asked join clinics c on c.id = asked.clinic_id
    )
    select d.ord, d.day::text as today,
      (select json_build_object('firstName', first_name, 'lastName', last_name, 'code', patient_id, 'language', language)
        from patients where clinic_id = d.clinic_id and id = d.patient_id) as patient,
      (select json_build_object('limit', concession_limit_percent, 'gstin', gstin)
        from billing_settings where clinic_id = d.clinic_id) as settings,
      (select name from referrers where clinic_id = d.clinic_id and id = d.referrer_id) as referrer_name,
      (d.key is not null and exists (select 1 from idempotency_keys k
        where k.clinic_id = d.clinic_id and k.key = d.key and k.created_at > d.live_after)) as key_taken,
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'includes', f.includes, 'active', f.active,
          'price', (select p.price_paise::text from fee_item_prices p
            where p.clinic_id = f.clinic_id and p.fee_item_id = f.id and p.effective_from <= d.day
            order by p.effective_from desc limit 1))), '[]'::json)
        from fee_items f where f.clinic_id = d.clinic_id and f.id = any(d.item_ids)) as items
    from d order by d.ord`,
  );
  if (rows.length !== inputs.length) throw new Error('clinic not found');
  return rows.map((row, ord) => ({
    today: row.today,
    patient: row.patient,
    concessionLimitPercent: row.settings?.limit ?? 10,
    gstin: row.settings?.gstin ?? null,
    referrerName: inputs[ord]?.referrerId ? row.referrer_name : undefined,
    keyTaken: row.key_taken,
    items: row.items.map((i) => ({ ...i, pricePaise: i.price === null ? null : Number(i.price) })),
  }));
}
