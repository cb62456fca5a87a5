import type { QueryFunction } from '@tanstack/react-query';
import { isSessionEndReason } from '../../../core/auth/session-end.ts';
import type { ApiError } from '../../../core/http/api-error.ts';
import { isRefusalReason, type RefusalReason } from '../../../core/http/refusal-reasons.ts';
import { clearAuthToken, getAuthToken } from './auth-token.ts';

/**
 * A non-OK answer. The message keeps the spec's "{status}: {body}" text; serverMessage is the
 * API's own `message` field when the body is the JSON error shape (DESIGN §4).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldError[];
  /** Why the server refused (core/http/api-error.ts): recognise a refusal by this, never by its text. */
  readonly reason: RefusalReason | null;
  /** What a 'needs_confirmation' refusal asks the person to confirm (a report's impression against its scores). */
  readonly contradictions: { code: string; message: string }[];

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.message ?? null;
    this.fieldErrors = body?.errors ?? [];
    this.reason = body?.reason ?? null;
    this.contradictions = body?.contradictions ?? [];
  }
}

export interface FieldError {
  field: string;
  message: string;
}

// Checked by hand rather than with the zod schema, so zod stays out of the landing page bundle.
function parseErrorBody(bodyText: string): Partial<ApiError> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return null; // Not JSON: there is no server message to show.
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : undefined;
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(
        (e): e is FieldError =>
          typeof e === 'object' &&
          e !== null &&
          'field' in e &&
          typeof e.field === 'string' &&
          'message' in e &&
          typeof e.message === 'string',
      )
    : undefined;
  const reason = isRefusalReason(record.reason) ? record.reason : undefined;
  const contradictions = Array.isArray(record.contradictions)
    ? record.contradictions.filter(
        (c): c is { code: string; message: string } =>
          typeof c === 'object' && c !== null && typeof c.code === 'string' && typeof c.message === 'string',
      )
    : undefined;
  return { message, errors, reason, contradictions };
}

/** The text to show a person for a failed call: the server's message if it gave one. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return fallback;
}

async function announceFrom402(bodyText: string): Promise<void> {
  const { announceAccessDenied, readAccessDenied } = await import('./access-denied.ts');
  const denied = readAccessDenied(bodyText);
  if (denied) announceAccessDenied(denied);
}

/**
 * A 401 on any call may mean the session ended on the server (a deactivated member, a revoked
 * session): the current-user query is asked again, and its 401 signs this tab out. Loaded on
 * demand, as query-client imports this module.
 */
function recheckSession(): void {
  if (!getAuthToken()) return;
  void Promise.all([import('./query-client.ts'), import('./use-auth.ts')]).then(
    ([{ queryClient }, { AUTH_USER_KEY }]) => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  );
}

async function hasSessionEndReason(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return isSessionEndReason(body?.reason);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  if (response.status === 401) recheckSession();
  const text = (await response.text().catch(() => '')) || response.statusText;
  // A 402 is the server's subscription gate (spec §4.1): whatever made the call, the user sees
  // why and is taken to the plans. The caller still gets the error for its own state. Loaded on
  // demand, so its texts stay out of the landing page.
  if (response.status === 402) void announceFrom402(text);
  throw new ApiRequestError(response.status, text);
}

function buildHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Idempotency-Keys of submissions whose outcome is unknown (issue 28): the first try of a
 * submission makes a key, and a retry of the same submission (same method, address and body:
 * the person presses Save again after a 503 or a lost connection, or twice) sends the same key,
 * so the server answers with the first answer instead of writing twice. A definite answer (below
 * 500) ends the submission: the next one, even with the same content, is a new write.
 */
const pendingSubmissionKeys = new Map<string, string>();

/** A random v4 UUID; crypto.randomUUID exists only on HTTPS or localhost, not on http://<lan-ip>. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ApiRequestOptions {
  /** A write a person may retry: send an Idempotency-Key, the same one for a retry. */
  idempotent?: boolean;
}

/** Every change request (spec §7): JSON only when there is a body, bearer token, cookies. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const bodyText = hasBody ? JSON.stringify(body) : undefined;
  const headers = buildHeaders(hasBody);
  const submission = `${method} ${url} ${bodyText ?? ''}`;
  if (options.idempotent) {
    let key = pendingSubmissionKeys.get(submission);
    if (!key) {
      key = newUuid();
      pendingSubmissionKeys.set(submission, key);
    }
    headers['Idempotency-Key'] = key;
  }
  const response = await fetch(url, { method, headers, body: bodyText, credentials: 'include' });
  if (response.status < 500) pendingSubmissionKeys.delete(submission);
  // A 401 on a change keeps the auth state: the current-user query decides about signing out.
  if (response.status === 401) console.warn(`${method} ${url} was not authorised (401)`);
  await throwIfNotOk(response);
  return response;
}

/** GET a JSON resource; resolves to null on 404 or an empty body (e.g. "no subscription"). */
export async function fetchJsonOrNull<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { headers: buildHeaders(false), credentials: 'include', signal });
  if (response.status === 404) return null;
  if (response.status === 401) {
    // The current-user check signs out, saying why when the server ended the session (issue 28).
    if (getAuthToken()) recheckSession();
    else clearAuthToken();
    return null;
  }
  await throwIfNotOk(response);
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default data fetch (spec §7): GET on the query key's segments joined by '/', or on `url` when
 * the address comes from a declared route (call-api.ts, queryFnOf).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior; url?: string }): QueryFunction<T | null> {
  return async ({ queryKey, signal, client, meta }) => {
    const url = options.url ?? queryKey.map(String).join('/');
    const response = await fetch(url, { headers: buildHeaders(false), credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // A background refresh of data already shown must not sign the user out on its own.
      const isBackground = meta?.background === true || (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0;
      // A session the server ended says why (issue 28): the current-user check then signs out
      // with that reason on the login page, which a cleared token here would pre-empt.
      const ended = await hasSessionEndReason(response);
      if (!isBackground && !ended) clearAuthToken();
      else recheckSession();
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
