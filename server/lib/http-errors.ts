/** A failure whose message is safe to show the user, with the status the API answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
    /** Extra machine-readable fields, e.g. where a 402 should send the user. */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const paymentRequired = (message: string, extra?: Record<string, string>) =>
  new HttpError(402, message, undefined, undefined, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
