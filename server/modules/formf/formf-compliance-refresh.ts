import { and, eq } from 'drizzle-orm';
import { computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import type { Tx } from '../../../db/client.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { evidenceKindsOfForm } from './formf-queries.ts';

/**
 * Recomputes a form's stored compliance after something outside its row changed (its referral
 * evidence, issue 29 §3), so the register's and the bell's counts agree with the form itself.
 */
export async function refreshStoredCompliance(tx: Tx, clinicId: string, formId: string): Promise<void> {
  const [form] = await tx
    .select()
    .from(pcpndtForms)
    .where(and(eq(pcpndtForms.clinicId, clinicId), eq(pcpndtForms.id, formId)));
  if (!form) return;
  const { isCompliant } = computeFormFCompliance({
    ...form,
    evidenceKinds: await evidenceKindsOfForm(tx, clinicId, formId),
  });
  if (isCompliant !== form.isCompliant)
    await tx.update(pcpndtForms).set({ isCompliant }).where(eq(pcpndtForms.id, formId));
}
