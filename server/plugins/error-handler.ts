import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultRefusalReason } from '../../core/http/refusal-reasons.ts';
import { HTTP_MESSAGES } from '../../core/messages.ts';
import { findBrokenText, findForbiddenControl } from '../../core/validation/text-rules.ts';
import { HttpError } from '../lib/http-errors.ts';
import { databaseUnavailability } from '../lib/pg-errors.ts';
import { DicomStorageError } from '../storage/dicom-object-storage.ts';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: HTTP_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: HTTP_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: HTTP_MESSAGES.malformedJson },
};

/**
 * What of an unexpected error may go to the logs. A database error's message carries the query
 * and its parameters (patient names, phone numbers), so only its type, codes and stack frames
 * are kept, never the message text. A DICOM store's error is worded to be logged (a status, S3's
 * code, the setting to check; never a key), and without it an operator could not tell a wrong
 * S3 secret from any other failure.
 */
export function describeForLog(error: unknown): Record<string, unknown> {
  const err = error as { name?: string; code?: string; cause?: { code?: string; name?: string }; stack?: string };
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: err.name ?? 'Error',
    code: err.code ?? err.cause?.code,
    causeType: err.cause?.name,
    ...(error instanceof DicomStorageError ? { message: error.message } : {}),
    stack: frames.slice(0, 12).join('\n'),
  };
}

/**
 * Every failure leaves as { message, errors? } (DESIGN §4). Messages come from the spec or
 * from a fixed list; a stack trace, SQL text or constraint name never reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const reason = error.extra?.reason ?? defaultRefusalReason(error.statusCode);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: error.errors, ...error.extra, reason });
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path that cannot name a resource is simply not found, like an unknown or foreign id.
      return reply
        .status(404)
        .send({ message: error.validation[0]?.message ?? HTTP_MESSAGES.notFound, reason: 'not_found' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: issue.message ?? HTTP_MESSAGES.invalidValue,
      }));
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? HTTP_MESSAGES.invalidRequest, errors, reason: 'validation' });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ message: known.message, reason: defaultRefusalReason(known.status) });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ message: HTTP_MESSAGES.malformedJson, reason: 'validation' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        message: error.statusCode === 404 ? HTTP_MESSAGES.notFound : HTTP_MESSAGES.badRequest,
        reason: defaultRefusalReason(error.statusCode),
      });
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      request.log.warn({ err: describeForLog(error) }, 'database unavailable');
      return reply.status(unavailable.status).header('retry-after', '30').send({ message: unavailable.message });
    }
    // Logged with the request id so support can find it; the client only gets the generic text.
    request.log.error({ err: describeForLog(error) }, 'unhandled error');
    return reply.status(500).send({ message: HTTP_MESSAGES.internal });
  });
}

/**
 * Errors Fastify raises before routing (a malformed %-escape, a path parameter over
 * maxParamLength) are sent by Fastify itself, past the error handler and the onSend hooks:
 * its own shape, the path echoed back, none of our headers. This answers them like any other
 * error. An over-long parameter cannot name a resource, so it is simply not found.
 */
export function createFrameworkErrorHandler(headersFor: (url: string) => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = notFound ? 404 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
    const message = notFound ? HTTP_MESSAGES.notFound : status === 400 ? HTTP_MESSAGES.badUrl : HTTP_MESSAGES.internal;
    if (status === 500) request.log.error({ err: describeForLog(error) }, 'framework error');
    reply
      .headers(headersFor(request.raw.url ?? '/'))
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ message, reason: defaultRefusalReason(status) }));
  };
}

/**
 * The text rule (core/validation/text-rules.ts) for every request, after the route schema and
 * before the handler: a schema that forgot `text()`, or a handler that parses its own body, still
 * cannot pass a NUL on to PostgreSQL (22021, a 500). A schema that has the rule answers first,
 * with its field's own message. Path parameters answer 404 like any path that cannot name a
 * resource.
 */
const isStream = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function';

export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (findForbiddenControl(request.params) !== null) throw new HttpError(404, HTTP_MESSAGES.notFound);
    for (const [part, value] of [
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      // Raw uploads (logo, Form F evidence) arrive as bytes or a stream: no text to screen.
      if (Buffer.isBuffer(value) || isStream(value)) continue;
      const broken = findBrokenText(value);
      if (broken !== null) {
        const { field, message } = broken;
        throw new HttpError(400, message, [{ field: field === 'body' ? part : field, message }]);
      }
    }
  });
}
