import { buildReceiptPrintModel } from '../../../core/payments/receipt-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { getPrintSettings } from '../print-settings/print-settings-service.ts';
import { getPayment } from './payment-service.ts';
import { drawReceiptPdf } from './receipt-pdf-layout.ts';

/**
 * A payment's receipt as a PDF, from the same print model as the receipt page, on plain paper or
 * the clinic's letterhead. Scoped like the payment: another clinic's id is not found (404).
 */
export async function renderReceiptPdf(
  deps: AppDeps,
  scope: RequestScope,
  paymentId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const payment = await getPayment(deps, scope, paymentId);
  const [clinic, settings] = await Promise.all([getClinic(deps, scope), getPrintSettings(deps.db, scope)]);
  const logo =
    settings.layout === 'plain' ? await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl) : null;
  const now = deps.clock.now();
  const pdf = await drawReceiptPdf(buildReceiptPrintModel(payment, clinic), settings, logo, now);
  return { pdf, fileName: `receipt-${payment.paymentId}.pdf` };
}
