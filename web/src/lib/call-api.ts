import type { QueryFunction } from '@tanstack/react-query';
import {
  pathOf,
  queryStringOf,
  type RouteAnswer,
  type RouteDeclaration,
  type RouteInput,
} from '../../../core/api/define-route.ts';
import { type ApiRequestOptions, apiRequest, fetchJsonOrNull, getQueryFn } from './api-client.ts';

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

interface UrlInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/** The address of a declared route, for links, downloads and query keys. */
export function urlOf(route: RouteDeclaration, input?: UrlInput): string {
  return pathOf(route, input?.params) + queryStringOf(input?.query);
}

/**
 * A declared GET as a query function with the app's default behaviour (query-client.ts): null
 * when the session is gone (401), so a screen shows nothing rather than an error.
 */
export function queryFnOf<R extends RouteDeclaration>(
  route: R,
  input?: UrlInput,
): QueryFunction<RouteAnswer<R> | null> {
  return getQueryFn<RouteAnswer<R>>({ on401: 'returnNull', url: urlOf(route, input) });
}

/**
 * GETs a declared route as fetchJsonOrNull does: null for a 404 (no such record, or another
 * clinic's), a signed-out 401 or an empty body ("no subscription"); typed by the route's answer.
 */
export function callApiOrNull<R extends RouteDeclaration>(
  route: R,
  input?: RouteInput<R>,
  signal?: AbortSignal,
): Promise<RouteAnswer<R> | null> {
  return fetchJsonOrNull<RouteAnswer<R>>(urlOf(route, input as UrlInput | undefined), signal);
}

/** The answer of a declared route (`answerOf<typeof xApi.y>(response)`) that the caller fetched itself (its own headers or 401 handling). */
export async function answerOf<R extends RouteDeclaration>(response: Response): Promise<RouteAnswer<R>> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as RouteAnswer<R>;
}
