import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError } from '../db/unavailable';
import { ApiError, errorBody } from './errors';
import { toFieldErrors } from './validation';

// Fastify's own client errors (malformed JSON, wrong content type, body too large...): say what
// happened in the envelope instead of Fastify's default shape.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid.',
};

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.statusCode).send(errorBody(err.fields));
    // The database is down or too slow: a 503 the client may retry, never a 500 (nor a hang).
    if (err instanceof DatabaseUnavailableError) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody([{ target_element: 'form', error_message: SERVICE_UNAVAILABLE }]));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const ctx = (err as { validationContext?: string }).validationContext;
      const source =
        ctx === 'body'
          ? req.body
          : ctx === 'params'
            ? req.params
            : ctx === 'querystring'
              ? req.query
              : undefined;
      // register-calls.ts puts the call's error naming (its module's table) in the route's config.
      const naming = req.routeOptions.config?.errorNaming;
      return reply.code(400).send(errorBody(toFieldErrors(err.validation, source, naming)));
    }
    if (err.code && FRAMEWORK_MESSAGES[err.code]) {
      return reply
        .code(err.statusCode ?? 400)
        .send(errorBody([{ target_element: 'request', error_message: FRAMEWORK_MESSAGES[err.code] }]));
    }
    // PostgreSQL data exceptions (class 22: out of range, bad text representation) come from input.
    const pgCode = (err as { code?: string }).code;
    if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      return reply
        .code(400)
        .send(
          errorBody([
            { target_element: 'request', error_message: 'A value in the request is out of range.' },
          ]),
        );
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .code(err.statusCode)
        .send(errorBody([{ target_element: 'request', error_message: err.message }]));
    }
    if (isResponseSerializationError(err))
      req.log.error({ issues: err.cause.issues }, 'response does not match the contract');
    else req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorBody([{ target_element: 'request', error_message: 'Something went wrong. Please try again.' }]),
      );
  });
}
