import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DeskBooking } from '../../../core/api/desk-booking-api.ts';
import { PATIENT_MESSAGES } from '../../../core/messages.ts';
import type { Bill } from '../../../core/patient-bills/bill-schemas.ts';
import { STUDY_TYPES } from '../../../core/studies/study-schemas.ts';
import type { Actor } from '../../../core/team/permissions.ts';
import { feeItems } from '../../../db/schema/fee-list.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { findPatientById } from '../patients/patient-queries.ts';
import { insertScheduledStudy } from '../studies/study-service.ts';
import { createBill } from './bill-service.ts';

const isStudyType = (value: string): value is (typeof STUDY_TYPES)[number] =>
  (STUDY_TYPES as readonly string[]).includes(value);

/**
 * Books the studies of a desk bill and makes the bill, in one transaction, so the bill's lines name
 * the studies they pay for (the bill and receipt print their numbers, and cancelling a study
 * offers the refund of its line). A line already carrying a study keeps it; an add-on (no study
 * type) books nothing.
 */
export async function bookAndBill(
  deps: AppDeps,
  scope: RequestScope,
  actor: Actor,
  input: DeskBooking,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Bill> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await findPatientById(tx, scope, input.patientId))) throw notFound(PATIENT_MESSAGES.notFound);
    const itemIds = [...new Set(input.lines.map((line) => line.feeItemId))];
    const studyItems = await tx
      .select({ id: feeItems.id, studyType: feeItems.studyType })
      .from(feeItems)
      .where(and(eq(feeItems.clinicId, scope.clinicId), inArray(feeItems.id, itemIds), isNotNull(feeItems.studyType)));
    const studyTypeOf = new Map(studyItems.map((item) => [item.id, item.studyType ?? '']));
    const lines = [];
    for (const line of input.lines) {
      const studyType = studyTypeOf.get(line.feeItemId);
      if (line.studyId || !studyType || !isStudyType(studyType)) {
        lines.push(line);
        continue;
      }
      const study = await insertScheduledStudy(
        tx,
        scope,
        { patientId: input.patientId, studyType, scheduledDate: input.scheduledDate, doctor: null, notes: null },
        now,
        meta,
      );
      lines.push({ ...line, studyId: study.id });
    }
    const { scheduledDate: _when, ...bill } = input;
    return createBill(deps, scope, actor, { ...bill, lines }, meta, claim, tx);
  });
}
