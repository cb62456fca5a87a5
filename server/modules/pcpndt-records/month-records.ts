import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExportClinic, ExportForm } from '../../../core/formf/formf-export.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { pcpndtFormAttachments } from '../../../db/schema/pcpndt-records.ts';
import type { RequestScope } from '../../app-deps.ts';
import { presentFormF } from '../formf/formf-presenter.ts';
import { inRegisterMonth, selectJoined } from '../formf/formf-queries.ts';

export async function exportClinic(db: Database, scope: RequestScope): Promise<ExportClinic> {
  const [clinic] = await db
    .select({
      name: clinics.name,
      address: clinics.address,
      registrationNumber: clinics.registrationNumber,
      timeZone: clinics.timeZone,
      clock: clinics.clock,
    })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId));
  if (!clinic) throw new Error('signed-in clinic not found');
  return clinic;
}

/**
 * The month's Form Fs in the register's serial order (the same month rule and order as the
 * register: by the procedure's day), each with the names of its evidence files.
 */
export async function findMonthForms(db: Database, scope: RequestScope, month: string): Promise<ExportForm[]> {
  // selectJoined already joins the clinic (its time zone places each form in its month). Listed by
  // the register's serial, as the register lists them.
  const rows = await selectJoined(db)
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), inRegisterMonth(month)))
    .orderBy(asc(pcpndtForms.registerSerial));
  const ids = rows.map((r) => r.form.id);
  const files = ids.length
    ? await db
        .select({
          id: pcpndtFormAttachments.id,
          formId: pcpndtFormAttachments.formId,
          kind: pcpndtFormAttachments.kind,
          fileName: pcpndtFormAttachments.fileName,
          contentType: pcpndtFormAttachments.contentType,
        })
        .from(pcpndtFormAttachments)
        .where(and(eq(pcpndtFormAttachments.clinicId, scope.clinicId), inArray(pcpndtFormAttachments.formId, ids)))
        .orderBy(asc(pcpndtFormAttachments.createdAt), asc(pcpndtFormAttachments.id))
    : [];
  return rows.map((row) => ({
    // The Rule 9(1) serial given when the form was made, never the row's place in this month (issue 29 §3).
    serialNo: row.form.registerSerial,
    form: presentFormF(row),
    evidence: files.filter((f) => f.formId === row.form.id),
  }));
}

/** One evidence file's bytes, of the caller's clinic only. */
export async function evidenceContent(db: Database, scope: RequestScope, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: pcpndtFormAttachments.content })
    .from(pcpndtFormAttachments)
    .where(and(eq(pcpndtFormAttachments.clinicId, scope.clinicId), eq(pcpndtFormAttachments.id, id)));
  return row?.content ?? null;
}
