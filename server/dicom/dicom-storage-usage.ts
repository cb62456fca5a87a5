import { eq, sql } from 'drizzle-orm';
import { findPlan } from '../../core/plans/catalogue.ts';
import type { Database, Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { organisationClinicIdsSql, subscriptionClinicSql } from '../modules/centres/organisation-queries.ts';

const MB = 1024 * 1024;

/**
 * Bytes of DICOM objects and measurement-page photos kept for the organisation's centres: the
 * plan's storage limit spans them all.
 */
export async function storedBytes(db: Db, clinicId: string): Promise<number> {
  const centres = organisationClinicIdsSql(clinicId);
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select (coalesce((select sum(size_bytes) from dicom_objects where clinic_id in ${centres}), 0)
              + coalesce((select sum(size_bytes) from measurement_photos where clinic_id in ${centres}), 0))::text as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/** The usage meter's figure: MB with one decimal, so the first images show as more than nothing. */
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
export const bytesOfMegabytes = (mb: number) => mb * MB;

/** The plan's storage limit for the organisation the clinic belongs to, or null when it has none. */
export async function storageLimitBytes(db: Database, clinicId: string): Promise<number | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, subscriptionClinicSql(clinicId)));
  const mb = row ? findPlan(row.planId)?.storageLimitMb : undefined;
  return mb ? bytesOfMegabytes(mb) : null;
}
