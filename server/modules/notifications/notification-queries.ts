import { and, eq, gt, gte, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationFacts } from '../../../core/notifications/notifications.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { reportDeliveries } from '../../../db/schema/report-deliveries.ts';
import { studies } from '../../../db/schema/studies.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { subscriptionClinicSql } from '../centres/organisation-queries.ts';
import { incompleteFormF, liveForm } from '../formf/formf-queries.ts';
import { findCertificate } from '../pcpndt-registration/registration-queries.ts';

/**
 * The counts behind the header bell, every one filtered by the caller's clinic. Days and months
 * are the clinic's own (its time zone), as on the dashboard and in the register.
 */
export async function loadNotificationFacts(deps: AppDeps, scope: RequestScope): Promise<NotificationFacts> {
  const now = deps.clock.now().toISOString();
  const local = sql`(${now}::timestamptz at time zone ${clinics.timeZone})`;
  const [clinic] = await deps.db
    .select({
      today: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      thisMonth: sql<string>`to_char(${local}, 'YYYY-MM')`,
      lastMonth: sql<string>`to_char(${local} - interval '1 month', 'YYYY-MM')`,
      timeZone: clinics.timeZone,
    })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId));
  if (!clinic) throw new Error('clinic of a session not found');
  const [forms, [appointments], [sub], [locked], certificate] = await Promise.all([
    deps.db
      .select({
        incomplete: sql<number>`count(*) filter (where ${incompleteFormF})`.mapWith(Number),
        lastMonth:
          sql<number>`count(*) filter (where to_char(${pcpndtForms.examDateTime} at time zone ${clinic.timeZone}, 'YYYY-MM') = ${clinic.lastMonth})`.mapWith(
            Number,
          ),
        thisMonth:
          sql<number>`count(*) filter (where to_char(${pcpndtForms.examDateTime} at time zone ${clinic.timeZone}, 'YYYY-MM') = ${clinic.thisMonth})`.mapWith(
            Number,
          ),
      })
      .from(pcpndtForms)
      // A void form (a cancelled scan) is neither incomplete nor a procedure of the month.
      .where(and(eq(pcpndtForms.clinicId, scope.clinicId), liveForm)),
    deps.db
      .select({ open: sql<number>`count(*)`.mapWith(Number) })
      .from(studies)
      .where(
        and(
          eq(studies.clinicId, scope.clinicId),
          sql`${studies.status} in ('scheduled', 'in-progress')`,
          sql`to_char(${studies.scheduledDate} at time zone ${clinic.timeZone}, 'YYYY-MM-DD') = ${clinic.today}`,
        ),
      ),
    deps.db
      .select({ status: subscriptions.status, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.clinicId, subscriptionClinicSql(scope.clinicId))),
    countLockedLinks(deps, scope, now),
    findCertificate(deps.db, scope.clinicId),
  ]);
  const counts = forms[0] ?? { incomplete: 0, lastMonth: 0, thisMonth: 0 };
  return {
    subscription: sub ?? null,
    incompleteFormF: counts.incomplete,
    today: clinic.today,
    formsLastMonth: counts.lastMonth,
    formsThisMonth: counts.thisMonth,
    openAppointmentsToday: appointments?.open ?? 0,
    lockedLinks: locked?.n ?? 0,
    registration: certificate ? { validTo: certificate.validTo, today: clinic.today } : null,
  };
}

const newer = alias(reportDeliveries, 'newer_delivery');

/**
 * Patients' links locked by wrong answers (issue 36) that still matter: within their 7 days, not
 * withdrawn, and the report not sent to the patient again since (by a link not locked itself).
 */
function countLockedLinks(deps: AppDeps, scope: RequestScope, now: string) {
  return deps.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reportDeliveries)
    .where(
      and(
        eq(reportDeliveries.clinicId, scope.clinicId),
        isNotNull(reportDeliveries.lockedAt),
        isNull(reportDeliveries.revokedAt),
        gt(reportDeliveries.linkExpiresAt, sql`${now}::timestamptz`),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(newer)
            .where(
              and(
                eq(newer.clinicId, reportDeliveries.clinicId),
                // The same report, or the same bill (decision 030); the other column is null.
                or(eq(newer.reportId, reportDeliveries.reportId), eq(newer.billId, reportDeliveries.billId)),
                eq(newer.recipient, 'patient'),
                ne(newer.id, reportDeliveries.id),
                isNull(newer.lockedAt),
                gte(newer.createdAt, reportDeliveries.createdAt),
              ),
            ),
        ),
      ),
    );
}
