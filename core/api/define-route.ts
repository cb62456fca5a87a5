import type { z } from 'zod';

/**
 * One API route, declared once (issue 31): the server registers it from this declaration
 * (server/lib/route-schema.ts) and the web calls it by name (web/src/lib/call-api.ts), so a path,
 * a body or an answer cannot drift apart between the two. Paths use Fastify's `:name` syntax.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDeclaration {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status; a route answering with no JSON body (a file, a redirect) declares none. */
  responses?: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
}

export function defineRoute<const R extends RouteDeclaration>(route: R): R {
  return route;
}

/** What a route declares besides its method and path. */
export type RouteSpec = Omit<RouteDeclaration, 'method' | 'path'>;

/**
 * `get('/api/doctors', { responses: { 200: DoctorListSchema } })`: a declaration in one line, so
 * the declaration files read as the table of routes they are.
 */
function declare<M extends HttpMethod>(method: M) {
  return <const P extends `/${string}`, const S extends RouteSpec = Record<never, never>>(
    path: P,
    spec?: S,
  ): { method: M; path: P } & S => ({ method, path, ...spec }) as { method: M; path: P } & S;
}

export const get = declare('GET');
export const post = declare('POST');
export const put = declare('PUT');
export const patch = declare('PATCH');
export const del = declare('DELETE');

type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the params, query and body the route declares (their input types). */
export type RouteInput<R extends RouteDeclaration> = (R['params'] extends z.ZodType
  ? { params: Infer<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: Infer<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: Infer<R['body']> } : { body?: undefined });

/** What the route answers on success: its 200, 201 or 202 schema's output. */
export type RouteAnswer<R extends RouteDeclaration> =
  R['responses'] extends Record<number, z.ZodType>
    ? Output<R['responses'][200]> extends undefined
      ? Output<R['responses'][201]> extends undefined
        ? Output<R['responses'][202]>
        : Output<R['responses'][201]>
      : Output<R['responses'][200]>
    : unknown;

/** The route's path with its `:name` segments filled (URI-encoded). */
export function pathOf(route: RouteDeclaration, params?: Record<string, string | number>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string for a route's query object: undefined and empty values are left out. */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
