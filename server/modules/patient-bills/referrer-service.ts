import { and, eq, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { Referrer, ReferrerCreate } from '../../../core/patient-bills/referrer-schemas.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { referrers } from '../../../db/schema/referrers.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

interface ReferrerRow {
  id: string;
  name: string;
  qualification: string | null;
  registration_number: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  referrals: number;
  median_hours: number | null;
}

/**
 * The centre's referrers with their referral volume (bills naming them) and turnaround (median
 * hours from the bill to the finalized report of a study it paid for). No money per referrer is
 * computed here or anywhere: no commission (decision 013).
 */
async function selectReferrers(deps: AppDeps, scope: RequestScope, id?: string): Promise<Referrer[]> {
  const rows = await queryRows<ReferrerRow>(
    deps.db,
    sql`select r.id, r.name, r.qualification, r.registration_number, r.phone, r.email, r.address,
      (select count(*)::int from patient_bills b where b.clinic_id = r.clinic_id and b.referrer_id = r.id) as referrals,
      (select round((percentile_cont(0.5) within group (order by extract(epoch from rp.finalized_at - b.created_at)) / 3600)::numeric, 1)::float8
         from patient_bills b
         join patient_bill_lines l on l.clinic_id = b.clinic_id and l.bill_id = b.id
         join reports rp on rp.clinic_id = l.clinic_id and rp.study_id = l.study_id and rp.finalized_at is not null
         where b.clinic_id = r.clinic_id and b.referrer_id = r.id) as median_hours
    from referrers r where r.clinic_id = ${scope.clinicId} ${id ? sql`and r.id = ${id}` : sql``}
    order by r.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    qualification: r.qualification,
    registrationNumber: r.registration_number,
    phone: r.phone,
    email: r.email,
    address: r.address,
    referrals: r.referrals,
    medianTurnaroundHours: r.median_hours,
  }));
}

export async function listReferrers(deps: AppDeps, scope: RequestScope) {
  return { referrers: await selectReferrers(deps, scope) };
}

export async function createReferrer(
  deps: AppDeps,
  scope: RequestScope,
  input: ReferrerCreate,
  meta: RequestMeta,
): Promise<Referrer> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referrers)
      .values({ ...input, clinicId: scope.clinicId, createdAt: now, updatedAt: now })
      .returning({ id: referrers.id });
    if (!row) throw new Error('referrer insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      { action: 'referrer.create', entityType: 'referrer', entityId: row.id },
      meta,
      now,
    );
    return row.id;
  });
  const [created] = await selectReferrers(deps, scope, id);
  if (!created) throw new Error('referrer vanished');
  return created;
}

/** Corrects a referrer's details; the bills naming them keep pointing at the same referrer. */
export async function updateReferrer(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: ReferrerCreate,
  meta: RequestMeta,
): Promise<Referrer> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(referrers)
      .set({ ...input, updatedAt: now })
      .where(and(eq(referrers.clinicId, scope.clinicId), eq(referrers.id, id)))
      .returning({ id: referrers.id });
    if (!row) throw notFound(M.referrerNotFound);
    await recordMemberAction(tx, scope, { action: 'referrer.update', entityType: 'referrer', entityId: id }, meta, now);
  });
  const [updated] = await selectReferrers(deps, scope, id);
  if (!updated) throw notFound(M.referrerNotFound);
  return updated;
}
