import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { clinicCounters } from './schema/counters.ts';

/** The human id series, each with its prefix: P-000123, R-000045, … */
const COUNTER_PREFIXES = {
  patient: 'P',
  study: 'S',
  report: 'R',
  form: 'F',
  payment: 'PAY',
} as const;
export type CounterName = keyof typeof COUNTER_PREFIXES;

/**
 * Takes the next number of a clinic's series. The upsert locks the counter row until the
 * surrounding transaction ends, so concurrent callers get distinct numbers and a rolled-back
 * insert gives its number back.
 */
async function nextClinicNumber(tx: Tx, clinicId: string, name: CounterName | 'register'): Promise<number> {
  const [row] = await tx
    .insert(clinicCounters)
    .values({ clinicId, name, value: 1 })
    .onConflictDoUpdate({
      target: [clinicCounters.clinicId, clinicCounters.name],
      set: { value: sql`${clinicCounters.value} + 1` },
    })
    .returning({ value: clinicCounters.value });
  if (!row) throw new Error('counter upsert returned nothing');
  return row.value;
}

/**
 * The next serial of the clinic's Form F register (Rule 9(1)): a plain number, gap-free because a
 * rolled-back form gives its number back, and never changed once given.
 */
export function nextRegisterSerial(tx: Tx, clinicId: string): Promise<number> {
  return nextClinicNumber(tx, clinicId, 'register');
}

/** A readable id such as P-000123; wider numbers simply grow. */
export async function nextHumanId(tx: Tx, clinicId: string, name: CounterName): Promise<string> {
  const value = await nextClinicNumber(tx, clinicId, name);
  return `${COUNTER_PREFIXES[name]}-${String(value).padStart(6, '0')}`;
}

/** nextHumanId's formatting in SQL, for a counter value taken inside a statement. */
export function humanIdSql(name: CounterName, value: SQL): SQL {
  return sql`${`${COUNTER_PREFIXES[name]}-`} || case when ${value} < 1000000 then lpad(${value}::text, 6, '0') else ${value}::text end`;
}
