import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/audit/record-audit.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined, requestId: request.id };
}
