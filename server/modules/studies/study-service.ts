import { and, asc, eq, sql } from 'drizzle-orm';
import { PATIENT_MESSAGES, STUDY_MESSAGES } from '../../../core/messages.ts';
import {
  STUDY_CLOSED_STATUSES,
  type Study,
  type StudyCreate,
  type StudyStatusUpdate,
} from '../../../core/studies/study-schemas.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { patients } from '../../../db/schema/patients.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { createFormForStudy } from '../formf/formf-create.ts';
import { voidFormsOfStudy } from '../formf/formf-void.ts';
import { findPatientById } from '../patients/patient-queries.ts';

const studyColumns = {
  id: studies.id,
  studyId: studies.studyId,
  patientId: studies.patientId,
  firstName: patients.firstName,
  lastName: patients.lastName,
  studyType: studies.studyType,
  scheduledDate: studies.scheduledDate,
  status: studies.status,
  doctor: studies.doctor,
  notes: studies.notes,
  createdAt: studies.createdAt,
};

interface StudyRow {
  id: string;
  studyId: string;
  patientId: string;
  firstName: string;
  lastName: string;
  studyType: string;
  scheduledDate: Date;
  status: string;
  doctor: string | null;
  notes: string | null;
  createdAt: Date;
}

const present = (row: StudyRow): Study => ({
  id: row.id,
  studyId: row.studyId,
  patientId: row.patientId,
  patientName: `${row.firstName} ${row.lastName}`,
  studyType: row.studyType,
  scheduledDate: row.scheduledDate.toISOString(),
  status: row.status,
  doctor: row.doctor,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

async function loadStudy(db: Db, scope: RequestScope, id: string): Promise<Study> {
  const [row] = await db
    .select(studyColumns)
    .from(studies)
    .innerJoin(patients, and(eq(patients.clinicId, studies.clinicId), eq(patients.id, studies.patientId)))
    .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, id)));
  if (!row) throw notFound(STUDY_MESSAGES.notFound);
  return present(row);
}

/** Schedules a scan for one of the clinic's own patients. */
export async function scheduleStudy(
  deps: AppDeps,
  scope: RequestScope,
  input: StudyCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Study> {
  const now = deps.clock.now();
  // Read back inside the transaction: after the commit, a lost connection answered 503 "Nothing
  // was saved" for a study that was (issue 28).
  return deps.db.transaction(async (tx) => {
    if (!(await findPatientById(tx, scope, input.patientId))) throw notFound(PATIENT_MESSAGES.notFound);
    const row = await insertScheduledStudy(tx, scope, input, now, meta);
    const study = await loadStudy(tx, scope, row.id);
    await claim?.record(tx, 201, study);
    return study;
  });
}

/**
 * The study row of one of the clinic's patients (checked by the caller), its Form F when the scan
 * needs one, and the audit entry, inside the caller's transaction: the front desk books studies
 * and bills them in one (server/modules/patient-bills/desk-booking-service.ts).
 */
export async function insertScheduledStudy(
  tx: Tx,
  scope: RequestScope,
  input: StudyCreate,
  now: Date,
  meta: RequestMeta,
): Promise<{ id: string; studyId: string }> {
  const studyId = await nextHumanId(tx, scope.clinicId, 'study');
  const [row] = await tx
    .insert(studies)
    .values({
      clinicId: scope.clinicId,
      studyId,
      patientId: input.patientId,
      studyType: input.studyType,
      scheduledDate: new Date(input.scheduledDate),
      doctor: input.doctor,
      notes: input.notes,
      status: 'scheduled',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: studies.id });
  if (!row) throw new Error('study insert returned nothing');
  await createFormForStudy(
    tx,
    scope,
    {
      id: row.id,
      patientId: input.patientId,
      studyType: input.studyType,
      scheduledDate: new Date(input.scheduledDate),
      doctor: input.doctor,
    },
    now,
    meta,
  );
  await recordMemberAction(tx, scope, { action: 'study.create', entityType: 'study', entityId: row.id }, meta, now);
  return { id: row.id, studyId };
}

const isClosed = (status: string) => (STUDY_CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * Moves a study along (scheduled → in progress → completed). Cancelling it or marking it not
 * attended voids its draft Form F with the reason given (issue 29 §3), in the same transaction;
 * a closed study is not reopened: the woman is booked again as a new study, with a new form.
 */
export async function setStudyStatus(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: StudyStatusUpdate,
  meta: RequestMeta,
): Promise<Study> {
  const now = deps.clock.now();
  const { status, reason } = input;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: studies.status })
      .from(studies)
      .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, id)))
      .for('update');
    if (!current) throw notFound(STUDY_MESSAGES.notFound);
    if (isClosed(current.status) && current.status !== status) throw conflict(STUDY_MESSAGES.closed);
    if (isClosed(status)) await voidFormsOfStudy(tx, scope, { id, status }, reason, now, meta);
    await tx
      .update(studies)
      .set({ status, updatedAt: now })
      .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, id)));
    await recordMemberAction(
      tx,
      scope,
      { action: 'study.status', entityType: 'study', entityId: id, details: { status } },
      meta,
      now,
    );
    return loadStudy(tx, scope, id);
  });
}

/** Studies scheduled for the clinic's today (its time zone), earliest first. */
export async function listTodaysStudies(deps: AppDeps, scope: RequestScope): Promise<Study[]> {
  const now = deps.clock.now().toISOString();
  const rows = await deps.db
    .select(studyColumns)
    .from(studies)
    .innerJoin(patients, and(eq(patients.clinicId, studies.clinicId), eq(patients.id, studies.patientId)))
    .where(
      and(
        eq(studies.clinicId, scope.clinicId),
        sql`${studies.scheduledDate} >= (select date_trunc('day', ${now}::timestamptz at time zone time_zone) at time zone time_zone from clinics where id = ${scope.clinicId})`,
        sql`${studies.scheduledDate} < (select (date_trunc('day', ${now}::timestamptz at time zone time_zone) + interval '1 day') at time zone time_zone from clinics where id = ${scope.clinicId})`,
      ),
    )
    .orderBy(asc(studies.scheduledDate))
    .limit(200);
  return rows.map(present);
}
