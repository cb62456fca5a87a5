import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pcpndtRegistrationApi as api } from '../../../core/api/pcpndt-registration-api.ts';
import { EVIDENCE_MAX_BYTES } from '../../../core/formf/referral-evidence.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { tooLarge } from '../pcpndt-records/evidence-service.ts';
import { readCappedBody } from '../uploads/read-capped-body.ts';
import { renderMonthlyReturn } from './monthly-return.ts';
import { drawNoticePdf } from './notice-pdf.ts';
import { findCertificate } from './registration-queries.ts';
import {
  addMachine,
  addSonologist,
  getRegistration,
  readScan,
  removeMachine,
  removeSonologist,
  saveRegistration,
  uploadScan,
} from './registration-service.ts';
import { reportPcpndtFacts } from './unregistered-machines.ts';

/** The centre's PC-PNDT registration (core/api/pcpndt-registration-api.ts). */
export function registerPcpndtRegistrationRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const read = { feature: 'pcpndt' as const, permission: 'front-desk' as const };
  // The certificate, machines and sonologists are the centre's settings: administrators only.
  const write = { feature: 'pcpndt' as const, permission: 'settings' as const };

  app.route({
    ...declaredRoute(api.get),
    onRequest: authenticate,
    config: read,
    handler: async (request) => getRegistration(deps, requireScope(request)),
  });
  app.route({
    ...declaredRoute(api.save),
    onRequest: authenticate,
    config: write,
    handler: async (request) => saveRegistration(deps, requireScope(request), request.body, requestMeta(request)),
  });
  app.route({
    ...declaredRoute(api.addMachine),
    onRequest: authenticate,
    config: write,
    handler: async (request, reply) =>
      reply.code(201).send(await addMachine(deps, requireScope(request), request.body, requestMeta(request))),
  });
  app.route({
    ...declaredRoute(api.removeMachine),
    onRequest: authenticate,
    config: write,
    handler: async (request, reply) => {
      await removeMachine(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  });
  app.route({
    ...declaredRoute(api.addSonologist),
    onRequest: authenticate,
    config: write,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await addSonologist(deps, requireScope(request), request.body.doctorId, requestMeta(request))),
  });
  app.route({
    ...declaredRoute(api.removeSonologist),
    onRequest: authenticate,
    config: write,
    handler: async (request, reply) => {
      await removeSonologist(deps, requireScope(request), request.params.doctorId, requestMeta(request));
      return reply.code(204).send();
    },
  });
  app.route({
    ...declaredRoute(api.scan),
    onRequest: authenticate,
    config: read,
    handler: async (request, reply) => {
      const scan = await readScan(deps, requireScope(request));
      return reply
        .type(scan.contentType)
        .header('content-disposition', `attachment; filename="${scan.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(scan.content);
    },
  });
  app.route({
    ...declaredRoute(api.noticePdf),
    onRequest: authenticate,
    config: read,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const [clinic, certificate] = await Promise.all([
        getClinic(deps, scope),
        findCertificate(deps.db, scope.clinicId),
      ]);
      const facts = {
        clinicName: clinic.name,
        address: clinic.address,
        certificateNumber: certificate?.certificateNumber ?? null,
      };
      const { size, language } = request.query;
      const pdf = await drawNoticePdf(facts, size, deps.clock.now(), language);
      return sendPdf(reply, pdf, `pcpndt-notice-${language}-${size}.pdf`);
    },
  });
  app.route({
    ...declaredRoute(api.reportPrintFacts),
    onRequest: authenticate,
    // Part of printing a report: whoever may read reports, gated as reports are.
    config: { feature: 'reports' as const, permission: 'front-desk' as const },
    handler: async (request) => reportPcpndtFacts(deps.db, requireScope(request).clinicId, request.params.id),
  });
  app.route({
    ...declaredRoute(api.monthlyReturnPdf),
    onRequest: authenticate,
    config: read,
    handler: async (request, reply) => {
      const { pdf, fileName } = await renderMonthlyReturn(deps, requireScope(request), request.query.month);
      return sendPdf(reply, pdf, fileName);
    },
  });

  // The scan's raw body needs its own parser, in its own context, as Form F evidence does.
  app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    child.withTypeProvider<ZodTypeProvider>().route({
      ...declaredRoute(api.uploadScan),
      onRequest: authenticate,
      config: write,
      handler: async (request, reply) => {
        const length = request.headers['content-length'];
        if (length && Number(length) > EVIDENCE_MAX_BYTES) throw tooLarge();
        const bytes = await readCappedBody((request.body as Readable | undefined) ?? request.raw, EVIDENCE_MAX_BYTES);
        if (bytes === 'too-large') throw tooLarge();
        const registration = await uploadScan(
          deps,
          requireScope(request),
          { fileName: request.query.fileName, bytes },
          requestMeta(request),
        );
        return reply.code(201).send(registration);
      },
    });
  });
}
