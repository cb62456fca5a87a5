import { buildEvidencePrintModel } from '../../../core/formf/print/evidence-print-model.ts';
import { buildFormFPrintModel } from '../../../core/formf/print/formf-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { evidenceWithContent } from '../pcpndt-records/evidence-service.ts';
import { machineItem, withMachineItem } from '../pcpndt-registration/formf-machine.ts';
import { drawFormFPdf } from './formf-pdf-layout.ts';
import { getFormF } from './formf-service.ts';

/**
 * A Form F as a PDF, from the same print model as the Form F print page. Form F is only printed
 * and exported inside the clinic, never sent (issue 19 §6). Scoped like the form: another
 * clinic's id is not found (404).
 */
export async function renderFormFPdf(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const form = await getFormF(deps, scope, id);
  const [clinic, files] = await Promise.all([getClinic(deps, scope), evidenceWithContent(deps.db, scope, id)]);
  const logo = await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl);
  // The referral evidence is preserved with the form (item 7), so it prints after it.
  const evidenceModel = buildEvidencePrintModel(form.formId, files);
  const evidence = evidenceModel
    ? { model: evidenceModel, bytes: new Map(files.map((file) => [file.id, file.content])) }
    : null;
  const model = withMachineItem(
    buildFormFPrintModel(form, clinic),
    await machineItem(deps.db, scope.clinicId, form.reportId),
  );
  const pdf = await drawFormFPdf(model, logo, deps.clock.now(), evidence);
  return { pdf, fileName: `form-f-${form.formId}.pdf` };
}
