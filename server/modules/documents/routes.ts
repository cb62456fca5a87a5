import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_F_MESSAGES } from '../../../core/formf/formf-messages.ts';
import { MonthQuerySchema } from '../../../core/formf/formf-schemas.ts';
import { PAYMENT_MESSAGES, REPORT_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
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

  app.get(
    '/api/reports/:id/pdf',
    {
      schema: { params: ReportParams },
      onRequest: authenticate,
      config: { feature: 'reports', permission: 'front-desk' },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { pdf, fileName } = await renderReportPdf(deps, scope, request.params.id);
      await recordAudit(
        deps.db,
        {
          action: 'report.pdf',
          outcome: 'success',
          clinicId: scope.clinicId,
          actorUserId: scope.userId,
          entityType: 'report',
          entityId: request.params.id,
        },
        requestMeta(request),
        deps.clock.now(),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  // The receipt the front desk prints: the payments feature and role, like GET /api/payments/:id.
  app.get(
    '/api/payments/:id/pdf',
    {
      schema: { params: PaymentParams },
      onRequest: authenticate,
      config: { feature: 'payments', permission: 'front-desk' },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderReceiptPdf(deps, requireScope(request), request.params.id);
      return sendPdf(reply, pdf, fileName);
    },
  );

  // Our invoice to the clinic: billing is for admins only and open in every subscription state.
  app.get(
    '/api/billing/invoices/:id/pdf',
    {
      schema: { params: InvoiceParams },
      onRequest: authenticate,
      config: { feature: 'billing', permission: 'billing' },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderInvoicePdf(deps, requireScope(request), request.params.id);
      return sendPdf(reply, pdf, fileName);
    },
  );

  // Form F is only printed and exported, never sent (issue 19 §6). A PDF is a print of the
  // record, so it is audited as one (Rule 9(7)), with the version that went on paper.
  app.get(
    '/api/pcpndt-forms/:id/pdf',
    {
      schema: { params: FormFParams },
      onRequest: authenticate,
      config: { feature: 'pcpndt', permission: 'front-desk' },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { pdf, fileName } = await renderFormFPdf(deps, scope, request.params.id);
      await recordFormFPrint(deps, scope, request.params.id, requestMeta(request));
      return sendPdf(reply, pdf, fileName);
    },
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
