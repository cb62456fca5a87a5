// Housekeeping removes expired sign-in data, and (issue 21 part 5) nothing inside the PC-PNDT
// retention period: patients, reports, Form F records and the audit log survive it years later.
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { jobRuns } from '../../db/schema/jobs.ts';
import { invitations } from '../../db/schema/memberships.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { uploadGrants } from '../../db/schema/uploads.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { housekeepingJob } from '../../server/jobs/housekeeping.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { sendReportToPatient } from '../support/delivery-client.ts';
import { bearer, clinicIdOf, signUpTrialClinic } from '../support/factories.ts';
import { completeFormF, makeFormF } from '../support/formf-helpers.ts';
import { buildInvitation, invite } from '../support/team-helpers.ts';
import { createIsolatedTestApp, type TestApp } from '../support/test-app.ts';

// Housekeeping acts on every clinic of its database: never on one other test files share.
let t: TestApp;
beforeAll(async () => {
  t = await createIsolatedTestApp();
});
afterAll(() => t.close());

/** Rows of the clinic in each table that holds clinical or statutory records. */
const RECORD_TABLES = [
  'patients',
  'studies',
  'reports',
  'report_versions',
  'pcpndt_forms',
  'pcpndt_form_amendments',
  'payments',
  'audit_events',
];
async function recordCounts(clinicId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of RECORD_TABLES) {
    const query: SQL = sql`select count(*)::int as n from ${sql.identifier(table)} where clinic_id = ${clinicId}`;
    const [row] = await queryRows<{ n: number }>(t.handle.db, query);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe('housekeeping', () => {
  it('removes expired sessions, upload grants, tokens and old invitations, and keeps every record', async () => {
    t.clock.set(new Date('2025-06-02T05:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    await buyPlan(t.app, clinic.token, 'professional');
    const form = await makeFormF(t.app, clinic.token);
    await completeFormF(t.app, clinic.token, form.id, '2025-06-02');
    await t.app.inject({ method: 'POST', url: `/api/pcpndt-forms/${form.id}/submit`, headers: bearer(clinic.token) });
    await invite(t.app, clinic.token, buildInvitation('receptionist'));
    await t.app.inject({ method: 'POST', url: '/api/clinic/logo/upload', headers: bearer(clinic.token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: clinic.email } });
    await t.settle();
    const before = await recordCounts(clinicId);
    expect(before.patients).toBe(1);
    expect(before.reports).toBe(1);
    expect(before.pcpndt_forms).toBe(1);
    const [formBefore] = await t.handle.db.select().from(pcpndtForms).where(eq(pcpndtForms.id, form.id));
    expect(formBefore?.submittedAt).not.toBeNull();

    // A day later nothing has expired but the upload grant and the reset link.
    t.clock.set(new Date('2025-06-03T05:00:00Z'));
    await t.jobs.enqueue(housekeepingJob, {});
    await t.jobs.runDue();
    expect(await t.handle.db.select().from(uploadGrants).where(eq(uploadGrants.clinicId, clinicId))).toEqual([]);
    expect(await t.handle.db.select().from(invitations).where(eq(invitations.clinicId, clinicId))).toHaveLength(1);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(user?.resetPasswordToken).toBeNull();

    // Three years on: every session, token and the lapsed invitation are gone; the records stay.
    t.clock.set(new Date('2028-06-02T05:00:00Z'));
    await t.jobs.enqueue(housekeepingJob, {});
    await t.jobs.runDue();
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.clinicId, clinicId))).toEqual([]);
    expect(await t.handle.db.select().from(invitations).where(eq(invitations.clinicId, clinicId))).toEqual([]);
    const [later] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(later?.emailVerificationToken).toBeNull();
    expect(await recordCounts(clinicId)).toEqual(before);
    const [formAfter] = await t.handle.db.select().from(pcpndtForms).where(eq(pcpndtForms.id, form.id));
    expect(formAfter).toEqual(formBefore);
  });

  it('deletes a sent report link message a month later and keeps its delivery in the log', async () => {
    t.clock.set(new Date('2028-07-01T05:00:00Z'));
    const sent = await sendReportToPatient(t.app, 'sms');
    expect(sent.status).toBe('sent');
    t.clock.set(new Date('2028-08-02T05:00:00Z'));
    await t.jobs.enqueue(housekeepingJob, {});
    await t.jobs.runDue();
    const [delivery] = await t.handle.db.select().from(reportDeliveries).where(eq(reportDeliveries.id, sent.id));
    expect(delivery?.messageId).toBeNull();
    const runs = await t.handle.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'housekeeping'));
    expect(runs.map((run) => run.status)).not.toContain('failed');
  });
});
