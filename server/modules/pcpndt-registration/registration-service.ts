import { and, eq } from 'drizzle-orm';
import { cleanEvidenceFileName, EVIDENCE_MESSAGES } from '../../../core/formf/referral-evidence.ts';
import {
  REGISTRATION_MESSAGES as M,
  type MachineInput,
  type Registration,
  type RegistrationInput,
} from '../../../core/pcpndt-registration/registration-schemas.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { pcpndtMachines, pcpndtRegistrations, pcpndtSonologists } from '../../../db/schema/pcpndt-registration.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { sanitiseUploadOffLoop } from '../../uploads/sanitise-pool.ts';
import { STORED_FILE_TYPES } from '../../uploads/sanitise-upload.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { clinicCalendar } from '../pcpndt-records/filing-service.ts';
import { loadRegistration } from './registration-queries.ts';

export async function getRegistration(deps: AppDeps, scope: RequestScope): Promise<Registration> {
  const { today } = await clinicCalendar(deps.db, scope, deps.clock.now());
  return loadRegistration(deps.db, scope.clinicId, today);
}

/** Records or corrects the certificate (one per centre); a renewal is a new validTo. */
export async function saveRegistration(
  deps: AppDeps,
  scope: RequestScope,
  input: RegistrationInput,
  meta: RequestMeta,
): Promise<Registration> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pcpndtRegistrations)
      .values({ clinicId: scope.clinicId, ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: pcpndtRegistrations.clinicId, set: { ...input, updatedAt: now } })
      .returning({ id: pcpndtRegistrations.id });
    if (!saved) throw new Error('registration upsert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'pcpndt.registration.save',
        entityType: 'pcpndt_registration',
        entityId: saved.id,
        details: { validFrom: input.validFrom, validTo: input.validTo },
      },
      meta,
      now,
    );
  });
  return getRegistration(deps, scope);
}

export async function addMachine(deps: AppDeps, scope: RequestScope, input: MachineInput, meta: RequestMeta) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // A machine removed and registered again is the same machine: it becomes active again.
    const [row] = await tx
      .insert(pcpndtMachines)
      .values({ clinicId: scope.clinicId, ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pcpndtMachines.clinicId, pcpndtMachines.serialNumber],
        set: { make: input.make, model: input.model, active: true, updatedAt: now },
        setWhere: eq(pcpndtMachines.active, false),
      })
      .returning({ id: pcpndtMachines.id });
    if (!row) throw conflict(M.serialTaken);
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt.machine.add', entityType: 'pcpndt_machine', entityId: row.id },
      meta,
      now,
    );
    return row;
  });
}

export async function removeMachine(deps: AppDeps, scope: RequestScope, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pcpndtMachines)
      .set({ active: false, updatedAt: now })
      .where(and(eq(pcpndtMachines.clinicId, scope.clinicId), eq(pcpndtMachines.id, id)))
      .returning({ id: pcpndtMachines.id });
    if (!row) throw notFound(M.machineNotFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt.machine.remove', entityType: 'pcpndt_machine', entityId: id },
      meta,
      now,
    );
  });
}

export async function addSonologist(deps: AppDeps, scope: RequestScope, doctorId: string, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [doctor] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.clinicId, scope.clinicId), eq(doctors.id, doctorId)));
    if (!doctor) throw notFound(M.doctorNotFound);
    await tx
      .insert(pcpndtSonologists)
      .values({ clinicId: scope.clinicId, doctorId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [pcpndtSonologists.clinicId, pcpndtSonologists.doctorId],
        set: { active: true, updatedAt: now },
      });
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt.sonologist.add', entityType: 'doctor', entityId: doctorId },
      meta,
      now,
    );
  });
  return { doctorId };
}

export async function removeSonologist(deps: AppDeps, scope: RequestScope, doctorId: string, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pcpndtSonologists)
      .set({ active: false, updatedAt: now })
      .where(and(eq(pcpndtSonologists.clinicId, scope.clinicId), eq(pcpndtSonologists.doctorId, doctorId)))
      .returning({ id: pcpndtSonologists.id });
    if (!row) throw notFound(M.sonologistNotFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'pcpndt.sonologist.remove', entityType: 'doctor', entityId: doctorId },
      meta,
      now,
    );
  });
}

const SCAN_REFUSALS = {
  'not-allowed': EVIDENCE_MESSAGES.invalidFile,
  'active-content': EVIDENCE_MESSAGES.activeContent,
  'too-many-pixels': EVIDENCE_MESSAGES.tooManyPixels,
} as const;

/** The certificate's scan, sanitised like Form F evidence (images re-encoded, PDFs checked). */
export async function uploadScan(
  deps: AppDeps,
  scope: RequestScope,
  upload: { fileName: string | undefined; bytes: Buffer },
  meta: RequestMeta,
): Promise<Registration> {
  const clean = await sanitiseUploadOffLoop(upload.bytes, { allowPdf: true });
  if (!clean.ok) throw badRequest(SCAN_REFUSALS[clean.problem], 'file');
  const type = STORED_FILE_TYPES[clean.kind];
  const fileName = cleanEvidenceFileName(upload.fileName, type.extension, 'pcpndt-certificate');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pcpndtRegistrations)
      .set({
        scanFileName: fileName,
        scanContentType: type.contentType,
        scanByteSize: clean.bytes.length,
        scanContent: clean.bytes,
        updatedAt: now,
      })
      .where(eq(pcpndtRegistrations.clinicId, scope.clinicId))
      .returning({ id: pcpndtRegistrations.id });
    if (!row) throw conflict(M.notRecorded);
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'pcpndt.registration.scan',
        entityType: 'pcpndt_registration',
        entityId: row.id,
        details: { type: clean.kind, bytes: clean.bytes.length },
      },
      meta,
      now,
    );
  });
  return getRegistration(deps, scope);
}

export async function readScan(deps: AppDeps, scope: RequestScope) {
  const [row] = await deps.db
    .select({
      fileName: pcpndtRegistrations.scanFileName,
      contentType: pcpndtRegistrations.scanContentType,
      content: pcpndtRegistrations.scanContent,
    })
    .from(pcpndtRegistrations)
    .where(eq(pcpndtRegistrations.clinicId, scope.clinicId));
  if (!row?.content || !row.contentType || !row.fileName) throw notFound(M.scanNotFound);
  return { fileName: row.fileName, contentType: row.contentType, content: row.content };
}
