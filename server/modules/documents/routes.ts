import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentsApi } from '../../../core/api/documents-api.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { renderInvoicePdf } from '../billing/invoice-pdf.ts';
import { renderFormFPdf } from '../formf/formf-pdf.ts';
import { recordFormFPrint } from '../formf/formf-service.ts';
import { renderReceiptPdf } from '../payments/receipt-pdf.ts';
import { renderRegisterPdf } from '../pcpndt-records/register-pdf.ts';

/**
 * PDF files of the printed documents (issue 19 §1), gated and scoped like the records they print.
 * The report's is with the reports (reports/report-file-routes.ts); these belong with their
 * records' routes (payments, billing, formf, pcpndt-records) and move there with them.
 */
export function registerDocumentRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  type Rendered = { pdf: Buffer; fileName: string };
  type ById = typeof documentsApi.receiptPdf | typeof documentsApi.invoicePdf | typeof documentsApi.formFPdf;
  /**
   * GET <path>/:id/pdf: the record's PDF in the caller's clinic (another clinic's id is not
   * found), then `after` when printing that record is audited.
   */
  const pdfById = (
    route: ById,
    config: FastifyContextConfig,
    render: (scope: RequestScope, id: string) => Promise<Rendered>,
    after?: (scope: RequestScope, id: string, request: FastifyRequest) => Promise<void>,
  ) =>
    app.route({
      ...declaredRoute(route),
      onRequest: authenticate,
      config,
      handler: async (request, reply) => {
        const scope = requireScope(request);
        const { id } = request.params as { id: string };
        const { pdf, fileName } = await render(scope, id);
        await after?.(scope, id, request);
        return sendPdf(reply, pdf, fileName);
      },
    });

  // The receipt the front desk prints: the payments feature and role, like GET /api/payments/:id.
  pdfById(documentsApi.receiptPdf, { feature: 'payments', permission: 'front-desk' }, (scope, id) =>
    renderReceiptPdf(deps, scope, id),
  );

  // Our invoice to the clinic: billing is for admins only and open in every subscription state.
  pdfById(documentsApi.invoicePdf, { feature: 'billing', permission: 'billing' }, (scope, id) =>
    renderInvoicePdf(deps, scope, id),
  );

  // Form F is only printed and exported, never sent (issue 19 §6). A PDF is a print of the
  // record, so it is audited as one (Rule 9(7)), with the version that went on paper.
  pdfById(
    documentsApi.formFPdf,
    { feature: 'pcpndt', permission: 'front-desk' },
    (scope, id) => renderFormFPdf(deps, scope, id),
    (scope, id, request) => recordFormFPrint(deps, scope, id, requestMeta(request)),
  );

  // The month's register, beside its JSON and CSV (/api/pcpndt-forms/register, register.csv).
  app.route({
    ...declaredRoute(documentsApi.registerPdf),
    onRequest: authenticate,
    config: { feature: 'pcpndt', permission: 'front-desk' },
    handler: async (request, reply) => {
      const { pdf, fileName } = await renderRegisterPdf(deps, requireScope(request), request.query.month);
      return sendPdf(reply, pdf, fileName);
    },
  });
}
