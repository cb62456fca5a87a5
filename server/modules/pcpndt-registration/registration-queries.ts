import { and, asc, eq } from 'drizzle-orm';
import { daysUntil, registrationStatus } from '../../../core/pcpndt-registration/registration-dates.ts';
import type { Registration } from '../../../core/pcpndt-registration/registration-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { pcpndtMachines, pcpndtRegistrations, pcpndtSonologists } from '../../../db/schema/pcpndt-registration.ts';

/** The certificate's columns without the scan's bytes (they are read only by the scan route). */
const certificateColumns = {
  certificateNumber: pcpndtRegistrations.certificateNumber,
  authority: pcpndtRegistrations.authority,
  validFrom: pcpndtRegistrations.validFrom,
  validTo: pcpndtRegistrations.validTo,
  scanFileName: pcpndtRegistrations.scanFileName,
  scanContentType: pcpndtRegistrations.scanContentType,
  scanByteSize: pcpndtRegistrations.scanByteSize,
};

export async function findCertificate(db: Db, clinicId: string) {
  const [row] = await db
    .select(certificateColumns)
    .from(pcpndtRegistrations)
    .where(eq(pcpndtRegistrations.clinicId, clinicId));
  return row ?? null;
}

/** The centre's registration on `today` (its calendar day): certificate, machines, sonologists. */
export async function loadRegistration(db: Db, clinicId: string, today: string): Promise<Registration> {
  const [certificate, machines, sonologists] = await Promise.all([
    findCertificate(db, clinicId),
    db
      .select({
        id: pcpndtMachines.id,
        make: pcpndtMachines.make,
        model: pcpndtMachines.model,
        serialNumber: pcpndtMachines.serialNumber,
        active: pcpndtMachines.active,
      })
      .from(pcpndtMachines)
      .where(eq(pcpndtMachines.clinicId, clinicId))
      .orderBy(asc(pcpndtMachines.createdAt), asc(pcpndtMachines.id)),
    db
      .select({
        doctorId: pcpndtSonologists.doctorId,
        name: doctors.name,
        registrationNumber: doctors.registrationNumber,
        active: pcpndtSonologists.active,
      })
      .from(pcpndtSonologists)
      .innerJoin(
        doctors,
        and(eq(doctors.clinicId, pcpndtSonologists.clinicId), eq(doctors.id, pcpndtSonologists.doctorId)),
      )
      .where(eq(pcpndtSonologists.clinicId, clinicId))
      .orderBy(asc(doctors.name)),
  ]);
  const validTo = certificate?.validTo ?? null;
  return {
    status: registrationStatus(today, validTo),
    daysLeft: validTo === null ? null : daysUntil(today, validTo),
    certificate: certificate
      ? {
          certificateNumber: certificate.certificateNumber,
          authority: certificate.authority,
          validFrom: certificate.validFrom,
          validTo: certificate.validTo,
          scan:
            certificate.scanFileName && certificate.scanContentType
              ? {
                  fileName: certificate.scanFileName,
                  contentType: certificate.scanContentType,
                  byteSize: certificate.scanByteSize ?? 0,
                }
              : null,
        }
      : null,
    machines,
    sonologists,
  };
}

/** A machine of the clinic (active or not) as Form F prints it: "Make Model (S/N …)". */
export async function machineLabel(db: Db, clinicId: string, machineId: string | null): Promise<string | null> {
  if (!machineId) return null;
  const [row] = await db
    .select({ make: pcpndtMachines.make, model: pcpndtMachines.model, serialNumber: pcpndtMachines.serialNumber })
    .from(pcpndtMachines)
    .where(and(eq(pcpndtMachines.clinicId, clinicId), eq(pcpndtMachines.id, machineId)));
  return row ? `${row.make} ${row.model} (S/N ${row.serialNumber})` : null;
}
