import { and, eq } from 'drizzle-orm';
import type { FormFPrintModel } from '../../../core/formf/print/formf-print-model.ts';
import { REGISTRATION_MESSAGES } from '../../../core/pcpndt-registration/registration-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { reports } from '../../../db/schema/reports.ts';
import { findCertificate, machineLabel } from './registration-queries.ts';

export const MACHINE_ITEM_LABEL = 'Ultrasound machine used (make, model, serial number)';

/**
 * The machine line of a Form F (issue 29 §4), after item 2: the registered machine its report
 * names, or, before the centre has recorded its registration, that it is missing, said plainly.
 */
export async function machineItem(db: Db, clinicId: string, reportId: string | null) {
  const [certificate, report] = await Promise.all([
    findCertificate(db, clinicId),
    reportId
      ? db
          .select({ machineId: reports.machineId })
          .from(reports)
          .where(and(eq(reports.clinicId, clinicId), eq(reports.id, reportId)))
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  const machine = await machineLabel(db, clinicId, report?.machineId ?? null);
  const value = machine ?? (certificate ? 'Not recorded' : REGISTRATION_MESSAGES.missing);
  return { no: '2(a)', label: MACHINE_ITEM_LABEL, value };
}

/** The print model with the machine line placed after item 2. */
export function withMachineItem(model: FormFPrintModel, item: { no: string; label: string; value: string }) {
  const items = [...model.sectionA.items];
  const after = items.findIndex((i) => i.no === '2');
  items.splice(after + 1, 0, item);
  return { ...model, sectionA: { ...model.sectionA, items } };
}
