import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billApprovalsApi,
  billingReportsApi,
  billsApi,
  dayClosingsApi,
  feeListApi,
  referrersApi,
} from '../../../core/api/patient-bills-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { applyAdvance } from './advance-service.ts';
import { approvalQueue, refuseConcession, refuseCreditNote } from './approval-service.ts';
import { approveCreditNote, creditBill, payBill } from './bill-money-service.ts';
import { renderBillPdf } from './bill-pdf.ts';
import { readBill } from './bill-read.ts';
import { approveConcession, createBill, listBills, patientAccount } from './bill-service.ts';
import { collectionsAnswer, createCollectionsCache } from './collections-cache.ts';
import { closeDay, listClosings, reopenDay } from './day-closing-service.ts';
import { getFeeList, putFeeList } from './fee-list-service.ts';
import { createReferrer, listReferrers, updateReferrer } from './referrer-service.ts';

/**
 * Patient billing (issue 33). The front desk bills and takes money; administrators set the fee
 * list and approve what the matrix keeps for them ('bills.approve': concessions over the limit,
 * refunds, reopening a day); the collections report is revenue ('insights').
 */
export function registerPatientBillRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const desk = { feature: 'payments' as const, permission: 'front-desk' as const };
  const admin = { feature: 'payments' as const, permission: 'bills.approve' as const };
  const on = { onRequest: authenticate };
  const reports = createCollectionsCache();

  app.route({
    ...declaredRoute(feeListApi.get),
    ...on,
    config: desk,
    handler: async (r) => getFeeList(deps, requireScope(r)),
  });
  app.route({
    ...declaredRoute(feeListApi.put),
    ...on,
    config: { feature: 'payments', permission: 'settings' },
    handler: async (r) => putFeeList(deps, requireScope(r), r.body, requestMeta(r)),
  });

  app.route({
    ...declaredRoute(billsApi.list),
    ...on,
    config: desk,
    handler: async (r) => listBills(deps, requireScope(r), r.query),
  });
  app.route({
    ...declaredRoute(billsApi.create),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      answerOnce(
        deps,
        r,
        reply,
        201,
        (claim) => createBill(deps, requireScope(r), requireSessionUser(r), r.body, requestMeta(r), claim),
        // The bill's one read asks whether the key was answered before (bill-create-sql.ts).
        { writeLooksUpKey: true },
      ),
  });
  app.route({
    ...declaredRoute(billsApi.get),
    ...on,
    config: desk,
    handler: async (r) => readBill(deps.db, requireScope(r), r.params.id),
  });
  app.route({
    ...declaredRoute(billsApi.approveConcession),
    ...on,
    config: admin,
    handler: async (r) => approveConcession(deps, requireScope(r), r.params.id, requestMeta(r)),
  });
  app.route({
    ...declaredRoute(billsApi.pay),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) =>
        payBill(deps, requireScope(r), r.params.id, r.body, requestMeta(r), claim),
      ),
  });
  app.route({
    ...declaredRoute(billsApi.credit),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) =>
        creditBill(deps, requireScope(r), requireSessionUser(r), r.params.id, r.body, requestMeta(r), claim),
      ),
  });
  app.route({
    ...declaredRoute(billsApi.applyAdvance),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) =>
        applyAdvance(deps, requireScope(r), r.params.id, r.body, requestMeta(r), claim),
      ),
  });
  app.route({
    ...declaredRoute(billsApi.approveCredit),
    ...on,
    config: admin,
    handler: async (r) => approveCreditNote(deps, requireScope(r), r.params.id, requestMeta(r)),
  });
  // The bill and receipt the front desk prints, with the bill's own feature and role.
  app.route({
    ...declaredRoute(billsApi.pdf),
    ...on,
    config: desk,
    handler: async (r, reply) => {
      const { pdf, fileName } = await renderBillPdf(deps, requireScope(r), r.params.id, r.query.paper);
      return sendPdf(reply, pdf, fileName);
    },
  });
  app.route({
    ...declaredRoute(billsApi.account),
    ...on,
    config: desk,
    handler: async (r) => patientAccount(deps, requireScope(r), r.params.id),
  });

  app.route({
    ...declaredRoute(dayClosingsApi.list),
    ...on,
    config: desk,
    handler: async (r) => listClosings(deps, requireScope(r), r.query),
  });
  app.route({
    ...declaredRoute(dayClosingsApi.close),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) => closeDay(deps, requireScope(r), r.body, requestMeta(r), claim)),
  });
  app.route({
    ...declaredRoute(dayClosingsApi.reopen),
    ...on,
    config: admin,
    handler: async (r) => reopenDay(deps, requireScope(r), r.params.id, r.body.reason, requestMeta(r)),
  });

  app.route({
    ...declaredRoute(referrersApi.list),
    ...on,
    config: desk,
    handler: async (r) => listReferrers(deps, requireScope(r)),
  });
  app.route({
    ...declaredRoute(referrersApi.create),
    ...on,
    config: desk,
    handler: async (r, reply) =>
      reply.code(201).send(await createReferrer(deps, requireScope(r), r.body, requestMeta(r))),
  });

  app.route({
    ...declaredRoute(referrersApi.update),
    ...on,
    config: desk,
    handler: async (r) => updateReferrer(deps, requireScope(r), r.params.id, r.body, requestMeta(r)),
  });

  app.route({
    ...declaredRoute(billApprovalsApi.queue),
    ...on,
    config: admin,
    handler: async (r) => approvalQueue(deps, requireScope(r)),
  });
  app.route({
    ...declaredRoute(billApprovalsApi.refuseConcession),
    ...on,
    config: admin,
    handler: async (r) => refuseConcession(deps, requireScope(r), r.params.id, r.body.reason, requestMeta(r)),
  });
  app.route({
    ...declaredRoute(billApprovalsApi.refuseCredit),
    ...on,
    config: admin,
    handler: async (r) => refuseCreditNote(deps, requireScope(r), r.params.id, r.body.reason, requestMeta(r)),
  });

  app.route({
    ...declaredRoute(billingReportsApi.collections),
    ...on,
    config: { feature: 'payments', permission: 'insights' },
    handler: async (r, reply) => {
      const answer = await collectionsAnswer(deps, reports, requireScope(r), r.query, r.headers['if-none-match']);
      // The body was checked against the declared answer and serialised when it was computed, so
      // it goes out as it is (a JSON string with its type bypasses the route's serializer).
      const untyped = reply as FastifyReply;
      untyped.header('etag', answer.etag);
      if (answer.body === null) return untyped.code(304).send();
      return untyped.type('application/json; charset=utf-8').send(answer.body);
    },
  });
}
