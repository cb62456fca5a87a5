import { and, eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES as M } from '../../../core/pcpndt-registration/registration-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { pcpndtMachines, pcpndtRegistrations, pcpndtSonologists } from '../../../db/schema/pcpndt-registration.ts';
import { reports } from '../../../db/schema/reports.ts';
import { forbidden, HttpError } from '../../lib/http-errors.ts';

/**
 * Issue 29 §4: once a centre has recorded its PC-PNDT registration, an obstetric report or a
 * Form F is signed only by one of its registered sonologists and names one of its registered
 * machines; either refusal is 403 with its reason. Until then nothing changes (signup and the
 * spec's flows work as before) and the screens say the registration is missing. Called with one
 * line from each signing path (report finalize/amend, Form F submit).
 */
export async function assertMaySign(
  db: Db,
  clinicId: string,
  signing: { doctorId: string | null; machineId: string | null },
): Promise<void> {
  const [registration] = await db
    .select({ id: pcpndtRegistrations.id })
    .from(pcpndtRegistrations)
    .where(eq(pcpndtRegistrations.clinicId, clinicId));
  if (!registration) return;
  if (!signing.doctorId) throw forbidden(M.noLinkedDoctor, 'unregistered_sonologist');
  const [sonologist] = await db
    .select({ id: pcpndtSonologists.id })
    .from(pcpndtSonologists)
    .where(
      and(
        eq(pcpndtSonologists.clinicId, clinicId),
        eq(pcpndtSonologists.doctorId, signing.doctorId),
        eq(pcpndtSonologists.active, true),
      ),
    );
  if (!sonologist) throw forbidden(M.unregisteredSonologist, 'unregistered_sonologist');
  if (!signing.machineId) throw forbidden(M.machineRequired, 'unregistered_machine');
  const [machine] = await db
    .select({ id: pcpndtMachines.id })
    .from(pcpndtMachines)
    .where(
      and(
        eq(pcpndtMachines.clinicId, clinicId),
        eq(pcpndtMachines.id, signing.machineId),
        eq(pcpndtMachines.active, true),
      ),
    );
  if (!machine) throw forbidden(M.unregisteredMachine, 'unregistered_machine');
}

/**
 * A report may name only a machine of its own clinic, registered or not yet (drafts included):
 * another clinic's id, or an unknown one, is refused with the reason before the foreign key would.
 */
export async function assertOwnMachine(db: Db, clinicId: string, machineId: string | null | undefined) {
  if (!machineId) return;
  const [machine] = await db
    .select({ id: pcpndtMachines.id })
    .from(pcpndtMachines)
    .where(and(eq(pcpndtMachines.clinicId, clinicId), eq(pcpndtMachines.id, machineId)));
  if (!machine)
    throw new HttpError(
      400,
      M.unregisteredMachine,
      [{ field: 'machineId', message: M.unregisteredMachine }],
      undefined,
      {
        reason: 'unregistered_machine',
      },
    );
}

/** Form F submission: the form's declaring doctor, on the machine its report names. */
export async function assertMaySignForm(
  db: Db,
  clinicId: string,
  form: { doctorId: string | null; reportId: string | null },
): Promise<void> {
  let machineId: string | null = null;
  if (form.reportId) {
    const [report] = await db
      .select({ machineId: reports.machineId })
      .from(reports)
      .where(and(eq(reports.clinicId, clinicId), eq(reports.id, form.reportId)));
    machineId = report?.machineId ?? null;
  }
  await assertMaySign(db, clinicId, { doctorId: form.doctorId, machineId });
}
