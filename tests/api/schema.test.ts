import { type SQL, sql } from 'drizzle-orm';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T extends QueryResultRow>(query: SQL) => queryRows<T>(t.handle.db, query);

/** Tables that are not tenant data, and why. */
const GLOBAL_TABLES = new Set([
  'outgoing_messages', // the outbox: the contact form's copy to support has no clinic
  'job_runs', // deployment-wide jobs (housekeeping) have no clinic
  'clinics', // the tenant root itself
  'organisations', // groups clinics (centres) under one subscription: above the tenant root
  'subscription_plans', // our product catalogue
  'audit_events', // holds failed logins for unknown e-mails, which have no clinic
  'invoice_counters', // our own invoice series as seller
  'webhook_events', // payment provider events, tied to a clinic through the order
  'contact_messages', // public contact form: senders are usually not clinics yet
]);

describe('schema guarantees (DESIGN §1 scale path, checklist R14)', () => {
  it('puts a NOT NULL clinic_id on every tenant table', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tenantTables = tables.map((r) => r.table_name).filter((name) => !GLOBAL_TABLES.has(name));
    expect(tenantTables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'patients', 'reports', 'payments', 'pcpndt_forms']),
    );
    const columns = await rows<{ table_name: string; is_nullable: string }>(
      sql`select table_name, is_nullable from information_schema.columns where table_schema = 'public' and column_name = 'clinic_id'`,
    );
    for (const table of tenantTables) {
      expect(
        columns.find((c) => c.table_name === table),
        `${table}.clinic_id`,
      ).toMatchObject({ is_nullable: 'NO' });
    }
  });

  it('includes clinic_id in every unique key of a tenant table, except the reviewed global identities', async () => {
    const allowed = new Set([
      'sessions_pkey', // sid is a 256-bit token hash
      'users_email_unique', // the login identity is global
      'users_reset_token_unique', // token hash
      'users_email_verification_token_unique', // token hash, looked up before any clinic is known
      'billing_transactions_invoice_number_unique', // our own invoice series as seller
      'billing_transactions_order_unique', // the payment provider's order id
      'upload_grants_pkey', // a random single-use upload token
      'invitations_token_hash_unique', // an invitation link's token hash: accepting has no clinic yet
      'report_verifications_code_unique', // a random 130-bit code, looked up publicly with no clinic
      'report_deliveries_link_token_unique', // a sent link's token hash, opened publicly with no clinic
      'report_deliveries_download_token_unique', // its short-lived download token hash, likewise
      'scanners_ae_title_unique', // the DICOM listener finds the clinic from the calling AE title (decision 012)
      'scanners_bridge_token_hash_unique', // a bridge's token hash, presented before any clinic is known
    ]);
    const uniques = await rows<{ name: string; table_name: string; columns: string }>(sql`
      select c.conname as name, t.relname as table_name, pg_get_constraintdef(c.oid) as columns
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and c.contype in ('u', 'p')
      union all
      select i.relname, t.relname, pg_get_indexdef(i.oid)
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and x.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`);
    const offenders = uniques.filter(
      (u) =>
        !GLOBAL_TABLES.has(u.table_name) &&
        !allowed.has(u.name) &&
        !u.columns.includes('clinic_id') &&
        // Random UUID primary keys reveal nothing across clinics; every tenant table also has a
        // UNIQUE (clinic_id, id) for composite foreign keys, which is what Citus co-locates on.
        u.columns !== 'PRIMARY KEY (id)',
    );
    expect(offenders).toEqual([]);
  });

  it('refuses any fetal sex value at the database level (PC-PNDT s.5, s.6)', async () => {
    const checks = await rows<{ name: string; def: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conname in ('reports_no_fetal_sex', 'pcpndt_forms_no_fetal_sex')`);
    expect(checks.map((c) => c.name).sort()).toEqual(['pcpndt_forms_no_fetal_sex', 'reports_no_fetal_sex']);
    expect(checks.find((c) => c.name === 'pcpndt_forms_no_fetal_sex')?.def).toContain('fetal_sex IS NULL');
  });

  it('has the per-clinic trigram indexes of patient search: the narrow search table and the name-word lexicon only', async () => {
    const indexes = await rows<{ tablename: string; indexdef: string }>(
      sql`select tablename, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%' order by tablename`,
    );
    expect(indexes.map((index) => index.tablename)).toEqual([
      'clinic_name_words',
      'clinic_name_words',
      'patient_search',
    ]);
    const defs = indexes.map((index) => index.indexdef).join('\n');
    expect(defs).toContain('USING gin (clinic_id, word gin_trgm_ops)');
    // Search in two scripts: the words' keys (decision 024).
    expect(defs).toContain('USING gin (clinic_id, skeleton gin_trgm_ops)');
    expect(defs).toContain('USING gin (clinic_id, search gin_trgm_ops)');
  });
});
