import { registerAllComplete, registerDueDate } from '../../../core/formf/formf-register.ts';
import { buildRegisterPrintModel } from '../../../core/formf/print/register-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { findRegisterRows } from '../formf/formf-queries.ts';
import { drawRegisterPdf } from './register-pdf-layout.ts';

/**
 * The month's Form F register as a PDF, from the same print model as the register print page,
 * with the same rows as GET /api/pcpndt-forms/register (this clinic's only).
 */
export async function renderRegisterPdf(
  deps: AppDeps,
  scope: RequestScope,
  month: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [rows, clinic] = await Promise.all([findRegisterRows(deps.db, scope, month), getClinic(deps, scope)]);
  const register = { month, dueDate: registerDueDate(month), allComplete: registerAllComplete(rows), rows };
  const logo = await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl);
  const pdf = await drawRegisterPdf(buildRegisterPrintModel(register, clinic), logo, deps.clock.now());
  return { pdf, fileName: `form-f-register-${month}.pdf` };
}
