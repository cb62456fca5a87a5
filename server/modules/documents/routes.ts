import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_F_MESSAGES } from '../../../core/formf/formf-messages.ts';
import { MonthQuerySchema } from '../../../core/formf/formf-schemas.ts';
import { PAYMENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordFormFPrint } from '../formf/formf-service.ts';
import { renderFormFPdf } from './formf-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sendPdf } from './pdf-reply.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { renderRegisterPdf } from './register-pdf.ts';
import { renderReportPdf } from './report-pdf.ts';

const ReportParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });
const FormFParams = z.object({ id: z.uuid({ error: FORM_F_MESSAGES.notFound }) });
const InvoiceParams = z.object({ id: z.union([z.literal('latest'), z.uuid()]) });
const PaymentParams = z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) });

/** PDF files of the printed documents (issue 19 §1), gated and scoped like the records they print. */
export function registerDocumentRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  type Rendered = { pdf: Buffer; fileName: string };
  /**
   * GET <path>/:id/pdf: the record's PDF in the caller's clinic (another clinic's id is not
   * found), then `after` when printing that record is audited.
   */
  const pdfById = (
    path: string,
    params: z.ZodObject<{ id: z.ZodType<string> }>,
    config: FastifyContextConfig,
    render: (scope: RequestScope, id: string) => Promise<Rendered>,
    after?: (scope: RequestScope, id: string, request: FastifyRequest) => Promise<void>,
  ) =>
    app.get(path, { schema: { params }, onRequest: authenticate, config }, async (request, reply) => {
      const scope = requireScope(request);
      const { id } = request.params as { id: string };
      const { pdf, fileName } = await render(scope, id);
      await after?.(scope, id, request);
      return sendPdf(reply, pdf, fileName);
    });

  pdfById(
    '/api/reports/:id/pdf',
    ReportParams,
    { feature: 'reports', permission: 'front-desk' },
    (scope, id) => renderReportPdf(deps, scope, id),
    (scope, id, request) =>
      recordAudit(
        deps.db,
        {
          action: 'report.pdf',
          outcome: 'success',
          clinicId: scope.clinicId,
          actorUserId: scope.userId,
          entityType: 'report',
          entityId: id,
        },
        requestMeta(request),
        deps.clock.now(),
      ),
  );

  // The receipt the front desk prints: the payments feature and role, like GET /api/payments/:id.
  pdfById('/api/payments/:id/pdf', PaymentParams, { feature: 'payments', permission: 'front-desk' }, (scope, id) =>
    renderReceiptPdf(deps, scope, id),
  );

  // Our invoice to the clinic: billing is for admins only and open in every subscription state.
  pdfById('/api/billing/invoices/:id/pdf', InvoiceParams, { feature: 'billing', permission: 'billing' }, (scope, id) =>
    renderInvoicePdf(deps, scope, id),
  );

  // Form F is only printed and exported, never sent (issue 19 §6). A PDF is a print of the
  // record, so it is audited as one (Rule 9(7)), with the version that went on paper.
  pdfById(
    '/api/pcpndt-forms/:id/pdf',
    FormFParams,
    { feature: 'pcpndt', permission: 'front-desk' },
    (scope, id) => renderFormFPdf(deps, scope, id),
    (scope, id, request) => recordFormFPrint(deps, scope, id, requestMeta(request)),
  );

  // The month's register, beside its JSON and CSV (/api/pcpndt-forms/register, register.csv).
  app.get(
    '/api/pcpndt-forms/register/pdf',
    {
      schema: { querystring: MonthQuerySchema },
      onRequest: authenticate,
      config: { feature: 'pcpndt', permission: 'front-desk' },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderRegisterPdf(deps, requireScope(request), request.query.month);
      return sendPdf(reply, pdf, fileName);
    },
  );
}
