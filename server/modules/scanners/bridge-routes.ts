import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRIDGE_OBJECTS_PATH, scannerBridgeApi } from '../../../core/api/scanner-bridge-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { MAX_OBJECT_BYTES } from '../../dicom/capped-collector.ts';
import type { CallingScanner, DicomDeps } from '../../dicom/dicom-store.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { bridgeScanner, bridgeWorklist, receiveBridgeObject, scannerOfBridgeToken } from './bridge-service.ts';

/**
 * The clinic PC's bridge (decision 025): outside sessions and plan gating like the LAN listener,
 * which a scanner reaches without either; the scanner's bridge token is the authority, checked
 * before a body is read so a 20 MB cine without a valid token is never taken in.
 */
export function registerBridgeRoutes(server: FastifyInstance, deps: AppDeps) {
  const scannerOf = new WeakMap<FastifyRequest, CallingScanner>();
  const calling = (request: FastifyRequest) => {
    const scanner = scannerOf.get(request);
    if (!scanner) throw new Error('bridge route without its token check');
    return scanner;
  };
  const bridgeToken = async (request: FastifyRequest) => {
    scannerOf.set(request, await scannerOfBridgeToken(deps, request.headers.authorization));
  };
  const config = { ungated: true, permission: 'public' } as const;
  const logOf =
    (request: FastifyRequest): DicomDeps['log'] =>
    (message, fields) =>
      request.log.info(fields ?? {}, message);

  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...declaredRoute(scannerBridgeApi.scanner),
    onRequest: bridgeToken,
    config,
    handler: async (request) => bridgeScanner(deps, calling(request)),
  });
  app.route({
    ...declaredRoute(scannerBridgeApi.worklist),
    onRequest: bridgeToken,
    config,
    handler: async (request) => bridgeWorklist(deps, calling(request), request.query),
  });

  // DICOM bytes need their own parser and size limit; every other route keeps JSON and 1 MB.
  server.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser(
      'application/dicom',
      { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES },
      (_request, body, done) => done(null, body),
    );
    child.route({
      method: 'POST',
      url: BRIDGE_OBJECTS_PATH,
      onRequest: bridgeToken,
      bodyLimit: MAX_OBJECT_BYTES,
      config,
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { status, answer } = await receiveBridgeObject(deps, calling(request), body, logOf(request));
        return reply.status(status).send(answer);
      },
    });
  });
}
