import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scannersApi } from '../../../core/api/scanners-api.ts';
import { studyDicomApi } from '../../../core/api/study-dicom-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { registerBridgeRoutes } from './bridge-routes.ts';
import { addScanner, listScanners, makeBridgeToken, updateScanner } from './scanner-service.ts';
import { listStudyMeasurements } from './study-dicom-service.ts';

/** Settings → Scanners: administrators only, like the rest of the centre's settings. */
export function registerScannerRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'settings' as const, permission: 'settings' as const };

  app.route({
    ...declaredRoute(scannersApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => listScanners(deps, requireScope(request)),
  });
  app.route({
    ...declaredRoute(scannersApi.create),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      reply.status(201).send(await addScanner(deps, requireScope(request), request.body, requestMeta(request))),
  });
  app.route({
    ...declaredRoute(scannersApi.update),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      updateScanner(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  });
  app.route({
    ...declaredRoute(scannersApi.bridgeToken),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await makeBridgeToken(deps, requireScope(request), request.params.id, requestMeta(request))),
  });

  // What a study's scanners measured: the front desk and doctors fill reports from it.
  app.route({
    ...declaredRoute(studyDicomApi.measurements),
    onRequest: authenticate,
    config: { feature: 'reports', permission: 'front-desk' },
    handler: async (request) => listStudyMeasurements(deps, requireScope(request), request.params.id),
  });

  registerBridgeRoutes(server, deps);
}
