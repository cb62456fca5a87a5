import { buildFormFPrintModel } from '../../../core/formf/print/formf-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { getFormF } from '../formf/formf-service.ts';
import { drawFormFPdf } from './formf-pdf-layout.ts';

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
  const clinic = await getClinic(deps, scope);
  const logo = await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl);
  const pdf = await drawFormFPdf(buildFormFPrintModel(form, clinic), logo, deps.clock.now());
  return { pdf, fileName: `form-f-${form.formId}.pdf` };
}
