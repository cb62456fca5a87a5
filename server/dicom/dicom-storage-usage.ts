import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { organisationClinicIdsSql } from '../modules/centres/organisation-queries.ts';

const MB = 1024 * 1024;

/** Bytes of DICOM objects kept for the organisation's centres: the plan's storage limit spans them all. */
export async function storedBytes(db: Db, clinicId: string): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select coalesce(sum(size_bytes), 0)::text as bytes from dicom_objects
         where clinic_id in ${organisationClinicIdsSql(clinicId)}`,
  );
  return Number(row?.bytes ?? 0);
}

/** The usage meter's figure: MB with one decimal, so the first images show as more than nothing. */
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
export const bytesOfMegabytes = (mb: number) => mb * MB;
