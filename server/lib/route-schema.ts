import type { RouteDeclaration } from '../../core/api/define-route.ts';

/**
 * The Fastify schema of a declared route (core/api/): register with
 * `app.route({ method: route.method, url: route.path, schema: routeSchema(route), ... })` so the
 * server validates and answers exactly what the web was told (issue 31).
 */
export function routeSchema<R extends RouteDeclaration>(
  route: R,
): { params: R['params']; querystring: R['query']; body: R['body']; response: R['responses'] } {
  const schema: Record<string, unknown> = {};
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.responses) schema.response = route.responses;
  return schema as { params: R['params']; querystring: R['query']; body: R['body']; response: R['responses'] };
}

/** `app.route({ ...declaredRoute(doctorsApi.list), onRequest, config, handler })`. */
export function declaredRoute<R extends RouteDeclaration>(route: R) {
  return { method: route.method, url: route.path, schema: routeSchema(route) };
}
