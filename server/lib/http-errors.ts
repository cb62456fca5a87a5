import type { RefusalReason } from '../../core/http/refusal-reasons.ts';

/** The machine-readable fields a refusal may carry beside its message (core/http/api-error.ts). */
export interface RefusalDetails {
  /** Unset, the error handler derives it from the status (400 validation, 404 not_found, …). */
  reason?: RefusalReason;
  /** Where a 402 should send the user. */
  redirectTo?: string;
  /** Which plan limit a `plan_limit` refusal hit. */
  limit?: string;
  /** What a `needs_confirmation` refusal asks the doctor to confirm (core/reports/consistency). */
  contradictions?: { code: string; message: string }[];
}

/** A failure whose message is safe to show the user, with the status the API answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
    readonly extra?: RefusalDetails,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Unauthorized', reason?: RefusalReason) =>
  new HttpError(401, message, undefined, undefined, reason ? { reason } : undefined);
export const forbidden = (message: string, reason?: RefusalReason) =>
  new HttpError(403, message, undefined, undefined, reason ? { reason } : undefined);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const paymentRequired = (message: string, extra: RefusalDetails & { reason: RefusalReason }) =>
  new HttpError(402, message, undefined, undefined, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
