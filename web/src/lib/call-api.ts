import {
  pathOf,
  queryStringOf,
  type RouteAnswer,
  type RouteDeclaration,
  type RouteInput,
} from '../../../core/api/define-route.ts';
import { type ApiRequestOptions, apiRequest, fetchJsonOrNull } from './api-client.ts';

/**
 * Calls a declared route (core/api/) by name: the path, the method and the types of what is sent
 * and answered come from the one declaration the server registers (issue 31). The answer is typed
 * by the route's schema; the server validated it against that schema before sending it.
 */
export async function callApi<R extends RouteDeclaration>(
  route: R,
  ...[input, options]: Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: ApiRequestOptions]
    : [input: RouteInput<R>, options?: ApiRequestOptions]
): Promise<RouteAnswer<R>> {
  const response = await apiRequest(route.method, urlOf(route, input as UrlInput | undefined), input?.body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as RouteAnswer<R>;
}

/**
 * GETs a declared route as fetchJsonOrNull does: null for a 404 (no such record, or another
 * clinic's) and for a signed-out 401; typed by the route's answer schema.
 */
export function callApiOrNull<R extends RouteDeclaration>(
  route: R,
  input: RouteInput<R>,
  signal?: AbortSignal,
): Promise<RouteAnswer<R> | null> {
  return fetchJsonOrNull<RouteAnswer<R>>(urlOf(route, input as UrlInput), signal);
}

interface UrlInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/** The address of a declared route, for links, downloads and query keys. */
export function urlOf(route: RouteDeclaration, input?: UrlInput): string {
  return pathOf(route, input?.params) + queryStringOf(input?.query);
}
