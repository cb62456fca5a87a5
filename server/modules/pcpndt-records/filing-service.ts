import { and, eq, inArray } from 'drizzle-orm';
import { clinicDayOf } from '../../../core/format/dates.ts';
import { registerDueDate } from '../../../core/formf/formf-register.ts';
import {
  filingDateProblem,
  type PendingFiling,
  pendingFiling,
  previousMonth,
  type RegisterFiling,
  type RegisterFilingInput,
  type RegisterFilingState,
} from '../../../core/formf/register-filing.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { pcpndtRegisterFilings } from '../../../db/schema/pcpndt-records.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

type FilingRow = typeof pcpndtRegisterFilings.$inferSelect;

const present = (row: FilingRow): RegisterFiling => ({
  month: row.month,
  filedOn: row.filedOn,
  filedWith: row.filedWith,
  referenceNumber: row.referenceNumber,
  recordedByName: row.recordedByName,
  recordedAt: row.updatedAt.toISOString(),
});

/** The clinic's calendar: today and the month it joined, in its own time zone. */
export async function clinicCalendar(db: Database, scope: RequestScope, now: Date) {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, createdAt: clinics.createdAt })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId));
  const timeZone = clinic?.timeZone ?? 'Asia/Kolkata';
  return {
    timeZone,
    today: clinicDayOf(now, timeZone),
    firstMonth: clinicDayOf(clinic?.createdAt ?? now, timeZone).slice(0, 7),
  };
}

export async function getFiling(db: Database, scope: RequestScope, month: string): Promise<RegisterFilingState> {
  const [row] = await db
    .select()
    .from(pcpndtRegisterFilings)
    .where(and(eq(pcpndtRegisterFilings.clinicId, scope.clinicId), eq(pcpndtRegisterFilings.month, month)));
  return { month, dueDate: registerDueDate(month), filing: row ? present(row) : null };
}

/**
 * Records (or corrects) that the month's report was filed. The date must fall after the month
 * ended and not in the future, by the clinic's calendar; who recorded it is the signed-in user.
 */
export async function recordFiling(
  deps: AppDeps,
  scope: RequestScope,
  month: string,
  input: RegisterFilingInput,
  meta: RequestMeta,
): Promise<RegisterFilingState> {
  const now = deps.clock.now();
  const { today } = await clinicCalendar(deps.db, scope, now);
  const problem = filingDateProblem(month, input.filedOn, today);
  if (problem) throw badRequest(problem, 'filedOn');
  const [user] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.clinicId, scope.clinicId), eq(users.id, scope.userId)));
  const values = {
    ...input,
    recordedBy: scope.userId,
    recordedByName: user ? `${user.firstName} ${user.lastName}` : 'Unknown user',
    updatedAt: now,
  };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pcpndtRegisterFilings)
      .values({ clinicId: scope.clinicId, month, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [pcpndtRegisterFilings.clinicId, pcpndtRegisterFilings.month], set: values })
      .returning();
    if (!saved) throw new Error('filing upsert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'pcpndt.register.filed',
        entityType: 'pcpndt_register_filing',
        entityId: saved.id,
        details: { month, corrected: saved.createdAt.getTime() !== now.getTime() },
      },
      meta,
      now,
    );
    return saved;
  });
  return { month, dueDate: registerDueDate(month), filing: present(row) };
}

/** Last month's report, while it is not recorded as filed (from the 1st on). */
export async function findPendingFiling(deps: AppDeps, scope: RequestScope): Promise<PendingFiling> {
  const { today, firstMonth } = await clinicCalendar(deps.db, scope, deps.clock.now());
  const month = previousMonth(today);
  const filed = await deps.db
    .select({ month: pcpndtRegisterFilings.month })
    .from(pcpndtRegisterFilings)
    .where(and(eq(pcpndtRegisterFilings.clinicId, scope.clinicId), inArray(pcpndtRegisterFilings.month, [month])));
  return pendingFiling(today, firstMonth, new Set(filed.map((f) => f.month)));
}
