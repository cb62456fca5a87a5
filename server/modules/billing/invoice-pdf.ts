import { buildInvoicePrintModel, invoicePdfFileName } from '../../../core/billing/invoice-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { getInvoice } from './billing-queries.ts';
import { drawInvoicePdf } from './invoice-pdf-layout.ts';

/**
 * Our invoice to the clinic as a PDF, from the same print model as the invoice page. Scoped
 * like the invoice: another clinic's id, or a payment not completed, is not found (404).
 */
export async function renderInvoicePdf(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = await getInvoice(deps, scope, id);
  const pdf = await drawInvoicePdf(buildInvoicePrintModel(invoice), deps.clock.now());
  return { pdf, fileName: invoicePdfFileName(invoice.invoiceNumber) };
}
