import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '../../core/messages.ts';
import { HttpError } from '../lib/http-errors.ts';

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
 * are kept, never the message text.
 */
export function describeForLog(error: unknown): Record<string, unknown> {
  const err = error as { name?: string; code?: string; cause?: { code?: string; name?: string }; stack?: string };
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: err.name ?? 'Error',
    code: err.code ?? err.cause?.code,
    causeType: err.cause?.name,
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
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path that cannot name a resource is simply not found, like an unknown or foreign id.
      return reply.status(404).send({ message: error.validation[0]?.message ?? HTTP_MESSAGES.notFound });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ message: HTTP_MESSAGES.malformedJson });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.statusCode === 404 ? HTTP_MESSAGES.notFound : 'Bad request' });
    }
    // Logged with the request id so support can find it; the client only gets the generic text.
    request.log.error({ err: describeForLog(error) }, 'unhandled error');
    return reply.status(500).send({ message: HTTP_MESSAGES.internal });
  });
}
